"""Step cases: more list shapes, nested data, text areas, options and keys."""

from ..harness import Case

CASES = [
    Case(
        "steps_extra_for_of_index",
        '<div v-scope="{ xs: [\'a\', \'b\'] }"><button @click="xs.splice(1, 0, \'z\')">go</button><p v-for="(x, i) of xs">{{ i }}-{{ x }}</p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_extra_sort_objects_keyed",
        '<div v-scope="{ asc: true, people: [{ id: 1, n: \'bob\' }, { id: 2, n: \'al\' }, { id: 3, n: \'cy\' }] }">'
        '<button @click="asc = !asc; people.sort((a, b) => (a.n < b.n ? -1 : 1) * (asc ? 1 : -1))">sort</button>'
        '<p v-for="p in people" :key="p.id" :data-id="p.id">{{ p.n }}</p></div>',
        steps=(("click", "button"), ("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_extra_v_if_chain_in_keyed_items",
        '<div v-scope="{ xs: [{ id: 1, s: 0 }, { id: 2, s: 1 }] }"><button @click="xs.forEach(x => x.s = (x.s + 1) % 3); xs.reverse()">go</button>'
        '<div v-for="x in xs" :key="x.id"><b v-if="x.s === 0">{{ x.id }}a</b><i v-else-if="x.s === 1">{{ x.id }}b</i><u v-else>{{ x.id }}c</u></div></div>',
        steps=(("click", "button"), ("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_extra_select_multiple_number",
        '<div v-scope="{ ns: [2] }"><select multiple v-model.number="ns"><option v-for="i in 3" :value="i">{{ i }}</option></select>'
        "<p>{{ ns.map(n => n * 10).join() }}</p></div>",
        steps=(("select", "select", ["1", "3"]), ("select", "select", [])),
    ),
    Case(
        "steps_extra_checkbox_array_in_v_for",
        '<div v-scope="{ all: [\'x\', \'y\', \'z\'], on: [\'y\'] }"><label v-for="v in all"><input type="checkbox" :value="v" v-model="on">{{ v }}</label>'
        '<p>{{ on.slice().sort().join() }}</p><button @click="on = []">none</button></div>',
        steps=(("check", "label:nth-child(1) input", True), ("check", "label:nth-child(2) input", False), ("click", "button")),
    ),
    Case(
        "steps_extra_textarea_interpolation",
        '<div v-scope="{ n: 1 }"><textarea>n={{ n }}</textarea><button @click="n++">+</button></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_extra_textarea_bound_value",
        '<div v-scope="{ t: \'a\' }"><textarea :value="t"></textarea><button @click="t += \'b\'">+</button></div>',
        steps=(("click", "button"), ("input", "textarea", "typed"), ("click", "button")),
    ),
    Case(
        "steps_extra_option_selected_binding",
        '<div v-scope="{ pick: 1 }"><select><option v-for="i in 3" :selected="i === pick">{{ i }}</option></select><button @click="pick = 3">3</button></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_extra_key_name_in_handler",
        '<div v-scope="{ last: \'\' }"><input @keyup="last = $event.key + \':\' + $event.type"><p>{{ last }}</p></div>',
        steps=(("keyup", "input", "ArrowLeft"), ("keyup", "input", "z")),
    ),
    Case(
        "steps_extra_single_letter_key",
        '<div v-scope="{ n: 0 }"><input @keydown.a="n++" @keydown.shift.enter="n += 100"><p>{{ n }}</p></div>',
        steps=(("keydown", "input", "a"), ("keydown", "input", "b"), ("keydown", "input", "Enter")),
    ),
    Case(
        "steps_extra_deep_mutation",
        '<div v-scope="{ user: { address: { city: \'Oslo\' }, tags: [] } }"><button @click="user.address.city += \'!\'; user.tags.push(user.tags.length)">go</button>'
        "<p>{{ user.address.city }} {{ user.tags }}</p><pre>{{ user }}</pre></div>",
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_extra_splice_replace",
        '<div v-scope="{ xs: [1, 2, 3, 4] }"><button @click="xs.splice(1, 2, 9, 8, 7)">go</button><i v-for="x in xs" :key="x">{{ x }}</i></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_extra_filter_getter",
        '<div v-scope="{ q: \'\', items: [\'ant\', \'bee\', \'cat\'], get shown() { return this.items.filter(i => i.includes(this.q)) } }">'
        '<input v-model="q"><p>{{ shown.length }}: {{ shown.join(\' \') }}</p></div>',
        steps=(("input", "input", "a"), ("input", "input", "at"), ("input", "input", "")),
    ),
    Case(
        "steps_extra_class_string_swap",
        '<div v-scope="{ theme: \'light\' }"><main :class="theme + \'-mode\'" @click="theme = theme === \'light\' ? \'dark\' : \'light\'">x</main></div>',
        steps=(("click", "main"), ("click", "main")),
    ),
    Case(
        "steps_extra_next_tick_handler",
        '<div v-scope="{ n: 0, seen: \'\' }"><button @click="n++; $nextTick(() => { seen = $refs.out.textContent })">go</button>'
        '<p ref="out">{{ n }}</p><i>{{ seen }}</i></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_extra_v_effect_refs",
        '<div v-scope="{ n: 1 }"><p ref="a">x</p><div v-effect="$refs.a.textContent = \'n=\' + n"></div><button @click="n *= 3">go</button></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_extra_many_scopes_independent",
        '<div v-scope="{ list: [1, 2, 3] }"><div v-for="i in list" v-scope="{ count: i }"><button @click="count += 10">{{ i }}:{{ count }}</button></div></div>',
        steps=(("click", "div > div:nth-child(2) button"), ("click", "div > div:nth-child(2) button"), ("click", "div > div:nth-child(3) button")),
    ),
    Case(
        "steps_extra_if_else_with_model",
        '<div v-scope="{ edit: false, name: \'x\' }"><input v-if="edit" v-model="name"><span v-else @click="edit = true">{{ name }}</span>'
        '<button @click="edit = false">done</button></div>',
        steps=(("click", "span"), ("input", "input", "renamed"), ("click", "button")),
    ),
    Case(
        "steps_extra_json_display",
        '<div v-scope="{ s: { a: [1, { b: null }] } }"><button @click="s.a[1].b = \'x\'; s.c = true">go</button><pre>{{ s }}</pre><p>{{ JSON.stringify(s) }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_extra_fill_and_length",
        '<div v-scope="{ xs: [] }"><button @click="xs.length = 0; xs.push(...[3, 1, 2].sort())">go</button><i v-for="x in xs">{{ x }}</i>{{ xs.length }}</div>',
        steps=(("click", "button"), ("click", "button")),
    ),
]
