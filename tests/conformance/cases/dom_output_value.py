"""An `<output>`'s value is its text (its `value` attribute is only an attribute): read,
written (the text is replaced, the default stays) and its `defaultValue`; recorded from
petite-vue 0.4.1 in Chromium."""

from ..harness import Case

CASES = [
    Case(
        "output_value_is_its_text",
        '<form v-scope="{ r: \'\' }"><output ref="o" value="attr">text <b>bold</b></output>'
        '<button type="button" @click="r = $refs.o.value; $refs.o.value = \'new\'; r += \'|\' + $refs.o.value + \'|\' + $refs.o.defaultValue">go</button>'
        '<button type="reset" class="reset">reset</button><i>{{ r }}</i></form>',
        steps=(('click', 'button'), ('click', '.reset')),
    ),
]
