"""An effect changed again after it ran in a flush (found by a helper: a `v-effect` keeping a
derived value, a clamp, a history push, a getter sorting in place, a text binding with a side
effect): petite-vue's scheduler does not run it again in that flush, the change shows with the
next one. petite's stayed dirty and no later change ever queued it: the binding froze for good.
Recorded from petite-vue 0.4.1."""

from ..harness import Case

CASES = [
    Case(
        'eff_selfwrite',
        '<div v-scope="{ n: 0, m: 0 }"><i v-effect="m = m + n"></i><button @click="n += 2">b</button><p>{{ n }} {{ m }}</p></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        'eff_push_len',
        '<div v-scope="{ n: 0, hist: [] }"><i v-effect="hist.push(n)"></i><button @click="n += 2">b</button><p>{{ n }} {{ hist.length }}</p></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        'eff_push_nodisplay',
        '<div v-scope="{ n: 0, hist: [] }"><i v-effect="hist.push(n)"></i><button @click="n += 2">b</button><p>{{ n }}</p></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        'eff_selfwrite_after',
        '<div v-scope="{ n: 0, m: 0 }"><button @click="n += 2">b</button><p>{{ n }} {{ m }}</p><i v-effect="m = m + n"></i></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        'eff_counter_log',
        '<div v-scope="{ n: 0, changes: 0 }" v-effect="n; changes++"><button @click="n++">b</button><p>{{ n }} {{ changes }}</p></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        'eff_split',
        '<div v-scope="{ n: 0, m: 0 }"><i v-effect="m = m + n"></i><button @click="n += 2">b</button><p>{{ n }}</p><p>{{ m }}</p><p>{{ n }}-{{ m }}</p><b :title="m">{{ n * 10 }}</b></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        'eff_changes_split',
        '<div v-scope="{ n: 0, changes: 0 }"><i v-effect="n; changes++"></i><button @click="n++">b</button><p>{{ n }}</p><p>{{ changes }}</p></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        'eff_derived_total',
        '<div v-scope="{ items: [2], total: 0 }" v-effect="total = items.reduce((a, b) => a + b, 0)"><button @click="items.push(items.length + 1)">add</button><p>{{ items.length }} items, total {{ total }}</p></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        'eff_clamp',
        '<div v-scope="{ qty: 1 }" v-effect="qty > 5 && (qty = 5)"><input v-model.number="qty"><p>{{ qty }}</p></div>',
        steps=(('input', 'input', '9'), ('input', 'input', '3'), ('input', 'input', '8')),
    ),
    Case(
        'getter_sort_inplace',
        '<div v-scope="{ items: [3, 1], get sorted() { return this.items.sort((a, b) => a - b) } }"><p>{{ items.length }}: {{ items.join() }}</p><p>{{ sorted.join() }}</p><button @click="items.push(items.length % 2 ? 0 : 9)">b</button></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        'mounted_counter',
        '<div v-scope="{ items: [1], mounted: 0 }"><p>{{ items.length }} / {{ mounted }}</p><li v-for="i in items" @vue:mounted="mounted++">{{ i }}</li><button @click="items.push(items.length + 1)">b</button></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        'text_side_effect',
        '<div v-scope="{ n: 0, renders: 0, bump() { this.renders++; return this.n } }"><p>{{ n }} {{ renders }}</p><p>{{ bump() }}</p><button @click="n++">b</button></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        'vmodel_effect_writes',
        '<div v-scope="{ q: 1 }" v-effect="q = Math.max(0, Math.min(10, Number(q) || 0))"><input v-model="q"><p>{{ q }}</p><button @click="q = 20">b</button></div>',
        steps=(('input', 'input', '15'), ('input', 'input', '4'), ('click', 'button'), ('input', 'input', 'abc')),
    ),
]
