"""`validationMessage` as Chromium words it for each failed constraint a script can see:
an email address without '@', with an empty part, a wrong character or a misplaced dot;
a URL; a pattern; a number below `min`, above `max`, or off its `step` (the nearest
valid values; the step base is `min`, else the value attribute). Recorded from
petite-vue 0.4.1 in Chromium."""

from ..harness import Case

INPUTS = (
    '<input type="email" value="bad"><input type="email" value="a@"><input type="email" value="@b">'
    '<input type="email" value="a b@c"><input type="email" value="a@b@c"><input type="email" value="a@b..c">'
    '<input type="email" value="a@-b"><input type="email" multiple value="a@b, bad"><input type="url" value="nope">'
    '<input pattern="[0-9]+" value="abc"><input type="number" min="5" value="3"><input type="number" max="10" value="11">'
    '<input type="number" step="2" value="3"><input type="number" step="0.5" min="0.2" value="1">'
    '<input type="number" step="3" min="0" max="4" value="4"><input type="number" step="10" value="5" max="100">'
    '<input type="email" value="ok@example.com"><input required><input type="checkbox" required>'
)

CASES = [
    Case(
        "validation_messages_as_chromium",
        '<form v-scope="{ out: [] }" novalidate>' + INPUTS + '<button type="button" @click="out = [...$el.parentNode.querySelectorAll(\'input\')]'
        '.map(i => i.validationMessage)">go</button><p v-for="m in out">{{ m }}</p></form>',
        None,
        (("click", "button"),),
    ),
]
