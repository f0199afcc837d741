"""Step cases: v-model and form controls (typing, checking, selecting)."""

from ..harness import Case

CASES = [
    Case(
        "steps_model_text",
        '<div v-scope="{ name: \'Ada\' }"><input v-model="name"><p>Hello {{ name }}</p></div>',
        steps=(("input", "input", "Grace"), ("input", "input", "")),
    ),
    Case(
        "steps_model_text_root_data",
        '<input v-model="q"><p>{{ q.toUpperCase() }}</p>',
        {"q": "x"},
        steps=(("input", "input", "hello"),),
    ),
    Case(
        "steps_model_textarea",
        '<div v-scope="{ body: \'one\' }"><textarea v-model="body"></textarea><pre>{{ body }}</pre></div>',
        steps=(("input", "textarea", "two\nlines"),),
    ),
    Case(
        "steps_model_lazy",
        '<div v-scope="{ s: \'a\' }"><input v-model.lazy="s"><p>{{ s }}</p></div>',
        steps=(("input", "input", "typed"), ("change", "input", "committed")),
    ),
    Case(
        "steps_model_trim",
        '<div v-scope="{ s: \'\' }"><input v-model.trim="s"><p>[{{ s }}]</p></div>',
        steps=(("input", "input", "  hi there  "), ("change", "input", " x ")),
    ),
    Case(
        "steps_model_number",
        '<div v-scope="{ n: 1 }"><input v-model.number="n"><p>{{ typeof n }} {{ n + 1 }}</p></div>',
        steps=(("input", "input", "41"), ("input", "input", "2.5"), ("input", "input", "abc")),
    ),
    Case(
        "steps_model_type_number",
        '<div v-scope="{ n: 0 }"><input type="number" v-model="n"><p>{{ n * 2 }} {{ typeof n }}</p></div>',
        steps=(("input", "input", "21"), ("input", "input", "")),
    ),
    Case(
        "steps_model_range",
        '<div v-scope="{ v: 10 }"><input type="range" min="0" max="100" v-model.number="v"><p>{{ v + 1 }}</p></div>',
        steps=(("input", "input", "30"),),
    ),
    Case(
        "steps_model_nested_path",
        '<div v-scope="{ form: { user: { name: \'a\' } } }"><input v-model="form.user.name"><p>{{ form.user.name }}</p></div>',
        steps=(("input", "input", "bob"),),
    ),
    Case(
        "steps_model_set_from_code",
        '<div v-scope="{ s: \'abc\' }"><input v-model="s"><button @click="s = \'reset\'">r</button><p>{{ s }}</p></div>',
        steps=(("input", "input", "typed"), ("click", "button")),
    ),
    Case(
        "steps_model_two_inputs",
        '<div v-scope="{ s: \'\' }"><input class="a" v-model="s"><input class="b" v-model="s"><p>{{ s }}</p></div>',
        steps=(("input", ".a", "one"), ("input", ".b", "two")),
    ),
    Case(
        "steps_model_checkbox",
        '<div v-scope="{ done: false }"><input type="checkbox" v-model="done"><p>{{ done }}</p></div>',
        steps=(("check", "input", True), ("check", "input", False), ("click", "input")),
    ),
    Case(
        "steps_model_checkbox_array",
        '<div v-scope="{ picked: [\'b\'] }"><input type="checkbox" class="a" value="a" v-model="picked">'
        '<input type="checkbox" class="b" value="b" v-model="picked"><input type="checkbox" class="c" value="c" v-model="picked">'
        '<p>{{ picked.join("+") }}</p></div>',
        steps=(("check", ".a", True), ("check", ".b", False), ("check", ".c", True)),
    ),
    Case(
        "steps_model_checkbox_true_false_value",
        '<div v-scope="{ answer: \'no\' }"><input type="checkbox" v-model="answer" :true-value="\'yes\'" :false-value="\'no\'">'
        "<p>{{ answer }}</p></div>",
        steps=(("check", "input", True), ("check", "input", False)),
    ),
    Case(
        "steps_model_checkbox_object_values",
        '<div v-scope="{ sel: [], items: [{ id: 1 }, { id: 2 }] }"><input v-for="it in items" type="checkbox" :value="it" v-model="sel">'
        "<p>{{ sel.map(s => s.id).join(',') }}</p></div>",
        steps=(("check", "input:nth-of-type(2)", True), ("check", "input:nth-of-type(1)", True), ("check", "input:nth-of-type(2)", False)),
    ),
    Case(
        "steps_model_checkbox_unchecked_by_code",
        '<div v-scope="{ on: true }"><input type="checkbox" v-model="on"><button @click="on = false">off</button><p>{{ on }}</p></div>',
        steps=(("click", "button"), ("check", "input", True)),
    ),
    Case(
        "steps_model_radio",
        '<div v-scope="{ pick: \'a\' }"><input type="radio" name="r" class="a" value="a" v-model="pick">'
        '<input type="radio" name="r" class="b" value="b" v-model="pick"><p>{{ pick }}</p></div>',
        steps=(("check", ".b", True), ("check", ".a", True)),
    ),
    Case(
        "steps_model_radio_number_values",
        '<div v-scope="{ n: 1 }"><label v-for="v in [1, 2, 3]"><input type="radio" :value="v" v-model="n">{{ v }}</label>'
        "<p>{{ typeof n }} {{ n * 10 }}</p></div>",
        steps=(("check", "label:nth-child(3) input", True), ("check", "label:nth-child(1) input", True)),
    ),
    Case(
        "steps_model_radio_no_name",
        '<div v-scope="{ pick: \'\' }"><input type="radio" class="x" value="x" v-model="pick">'
        '<input type="radio" class="y" value="y" v-model="pick"><p>{{ pick }}</p></div>',
        steps=(("check", ".x", True), ("check", ".y", True)),
    ),
    Case(
        "steps_model_select",
        '<div v-scope="{ pick: \'a\' }"><select v-model="pick"><option>a</option><option>b</option><option value="c">C</option></select>'
        "<p>{{ pick }}</p></div>",
        steps=(("select", "select", "b"), ("select", "select", "c")),
    ),
    Case(
        "steps_model_select_multiple",
        '<div v-scope="{ picks: [] }"><select multiple v-model="picks"><option>a</option><option>b</option><option>c</option></select>'
        '<p>{{ picks.join("|") }}</p></div>',
        steps=(("select", "select", ["a", "c"]), ("select", "select", ["b"])),
    ),
    Case(
        "steps_model_select_number",
        '<div v-scope="{ n: 2 }"><select v-model.number="n"><option v-for="i in 3" :value="i">#{{ i }}</option></select>'
        "<p>{{ n + 100 }}</p></div>",
        steps=(("select", "select", "3"), ("select", "select", "1")),
    ),
    Case(
        "steps_model_select_object_values",
        '<div v-scope="{ sel: null, opts: [{ n: \'x\' }, { n: \'y\' }] }"><select v-model="sel"><option v-for="o in opts" :value="o">{{ o.n }}</option></select>'
        "<p>{{ sel && sel.n }}</p></div>",
        steps=(("select", "select", "[object Object]"),),
    ),
    Case(
        "steps_model_select_set_by_code",
        '<div v-scope="{ c: \'red\' }"><select v-model="c"><option>red</option><option>green</option><option>blue</option></select>'
        "<button @click=\"c = 'blue'\">blue</button><p>{{ c }}</p></div>",
        steps=(("click", "button"), ("select", "select", "green")),
    ),
    Case(
        "steps_input_handler_no_model",
        '<div v-scope="{ s: \'\' }"><input @input="s = $event.target.value.toUpperCase()"><p>{{ s }}</p></div>',
        steps=(("input", "input", "abc"),),
    ),
    Case(
        "steps_change_handler_checkbox",
        '<div v-scope="{ log: [] }"><input type="checkbox" @change="log.push($event.target.checked)"><p>{{ log.join() }}</p></div>',
        steps=(("check", "input", True), ("check", "input", False)),
    ),
    Case(
        "steps_change_handler_select",
        '<div v-scope="{ v: \'\' }"><select @change="v = $event.target.value"><option>a</option><option>b</option></select><p>{{ v }}</p></div>',
        steps=(("select", "select", "b"),),
    ),
    Case(
        "steps_plain_input_value_kept",
        '<div v-scope="{ n: 0 }"><input class="free"><button @click="n++">{{ n }}</button></div>',
        steps=(("input", ".free", "typed text"), ("click", "button")),
    ),
    Case(
        "steps_bound_value_one_way",
        '<div v-scope="{ s: \'init\' }"><input :value="s"><button @click="s = s + \'!\'">b</button><p>{{ s }}</p></div>',
        steps=(("input", "input", "user"), ("click", "button")),
    ),
    Case(
        "steps_model_in_v_for",
        '<div v-scope="{ items: [{ t: \'a\' }, { t: \'b\' }] }"><input v-for="it in items" v-model="it.t">'
        '<p>{{ items.map(i => i.t).join(",") }}</p></div>',
        steps=(("input", "input:nth-of-type(2)", "B!"), ("input", "input:nth-of-type(1)", "A?")),
    ),
    Case(
        "steps_form_submit_prevent",
        '<div v-scope="{ sent: 0, text: \'\' }"><form @submit.prevent="sent++"><input v-model="text"><button>send</button></form>'
        "<p>{{ sent }} {{ text }}</p></div>",
        steps=(("input", "input", "hi"), ("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_model_textarea_initial_text",
        '<div v-scope="{ s: \'model\' }"><textarea v-model="s">static</textarea><p>{{ s.length }}</p></div>',
        steps=(("input", "textarea", "abc"),),
    ),
]
