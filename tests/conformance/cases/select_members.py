"""A select's `remove(index)`, `item(index)` and `length` (found by a helper: `select.remove(0)` in a
`@vue:mounted`, dropping a placeholder option, removed the whole select), recorded from
petite-vue 0.4.1."""

from ..harness import Case

CASES = [
    Case(
        'select_remove_by_index',
        '<div v-scope="{ r: \'\' }"><select ref="s"><option>a</option><option selected>b</option><option>c</option></select><button @click="const s = $refs.s; s.remove(0); s.remove(5); s.remove(-1); r = [s.length, s.value, s.selectedIndex, s.item(0).text, String(s.item(9)), s.options.length].join()">b</button><p>{{ r }}</p></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        'select_remove_itself',
        '<div v-scope="{ r: \'\' }"><div ref="d"><select><option>a</option></select></div><button @click="$refs.d.firstElementChild.remove(); r = $refs.d.children.length">b</button><p>{{ r }}</p></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        'select_remove_in_mounted',
        '<div v-scope><select @vue:mounted="$el.remove(0)"><option>placeholder</option><option>x</option></select></div>',
        steps=(),
    ),
    Case(
        'select_remove_selected_resets',
        '<div v-scope="{ r: \'\' }"><select ref="s"><option>a</option><option selected>b</option><option>c</option></select><button @click="const s = $refs.s; s.remove(1); r = [s.length, s.value, s.selectedIndex].join()">b</button><p>{{ r }}</p></div>',
        steps=(('click', 'button'),),
    ),
]
