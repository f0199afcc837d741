"""What petite-vue 0.4.1 does that a reader might not expect, found by a helper, recorded from it:
`v-model="val"` writes nothing (its assigner is `(val) => { <exp> = val }`: the parameter shadows
the scope's `val`); `$el` is undefined in a `v-scope` expression and the methods it makes (it is
evaluated without an element); `structuredClone` of reactive state is a DataCloneError (petite-vue's
state is a Proxy, which a browser cannot clone)."""

from ..harness import Case

CASES = [
    Case(
        'vmodel_val_name',
        '<div v-scope="{ val: \'hi\', value: \'a\', v: \'x\' }"><input class="a" v-model="val"><input class="b" v-model="value"><input type="checkbox" class="c" v-model="val"><p>[{{ val }}] [{{ value }}]</p></div>',
        steps=(('input', '.a', 'yo'), ('input', '.b', 'bb'), ('check', '.c', True)),
    ),
    Case(
        'vmodel_event_name',
        '<div v-scope="{ $event: 1, e: \'x\' }"><input class="a" v-model="e"><p>{{ e }}</p></div>',
        steps=(('input', '.a', 'zz'),),
    ),
    Case(
        'el_in_scope_method',
        '<div v-scope="{ f() { return typeof $el }, g: () => String($el), h: typeof $el }"><p>{{ f() }} {{ g() }} {{ h }}</p><button @click="$el.textContent = f()">b</button></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        'el_in_root_data_fn',
        '<div v-scope="{ n: 0 }"><p>{{ typeof $el }}</p></div>',
        steps=(),
    ),
    Case(
        'sclone_proxy_catch',
        '<div v-scope="{ o: { a: [1] }, c: \'init\' }"><button @click="try { c = JSON.stringify(structuredClone(o.a)) } catch (e) { c = e.name }">b</button><p>{{ c }}</p><p>{{ (() => { try { return structuredClone(o) && \'ok\' } catch (e) { return e.name + \':\' + e.message } })() }}</p></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        'sclone_plain',
        '<div v-scope="{ c: \'init\' }"><p>{{ JSON.stringify(structuredClone({ a: [1, { b: 2 }] })) }}</p></div>',
        steps=(),
    ),
    Case(
        'sclone_data',
        "<div v-scope><p>{{ (() => { try { return structuredClone(d) && 'ok' } catch (e) { return e.name } })() }}</p></div>",
        data={'d': {'x': 1}},
        steps=(),
    ),
]
