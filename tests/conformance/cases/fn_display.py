"""Functions displayed as text, and their names. A v-scope's top-level methods and arrows
are bound by petite-vue, so they show as `function () { [native code] }` (text and
attributes) and are named `bound inc`; functions inside arrays show as null in the JSON
display. Functions defined elsewhere in a template show their source text (`x => x * 2`,
`m(a) { return a }`), built-ins their name (`function max() { [native code] }`), and an
anonymous function takes the name it is given (`g: x => x`, `const f = ...`).
Known gaps, not recorded: a reactive array's `push`, `pop`, `splice`, `indexOf` ... are
petite-vue's instrumented wrappers (their minified source, name ""), petite shows the
built-in; built-ins' `length` (`Math.max.length` is 2) is undefined in petite; `Function`
makes no function from text (an EvalError); a method with a computed key has no name
(`({ ['k' + 1]() {} }).k1.name` is "k1")."""

from ..harness import Case

CASES = [
    Case("fn_display_scope_methods_are_bound",
         '<div v-scope="{ count: 0, inc() { count++ }, arrow: () => 1 }"><p>{{ inc }}|{{ arrow }}|{{ inc.length }}</p>'
         '<i :title="inc"></i><b v-text="arrow"></b></div>'),
    Case("fn_display_functions_in_json", '<p>{{ [1, () => 2] }}|{{ { f() { return 1 }, a: 1 } }}</p>'),
    Case("fn_display_bound_names",
         '<div v-scope="{ inc() { return 1 }, arrow: (x, y) => x + y, o: { g: x => x } }">'
         '<p>{{ inc.name }}|{{ arrow.name }}|{{ arrow.length }}|{{ String(inc.bind(null)) }}|{{ inc.bind(null).name }}'
         '|{{ o.g.bind(null).name }}|{{ o.g.bind(null, 1).length }}|{{ String(o.g.bind(null)) }}</p></div>'),
    Case("fn_display_source_text",
         '<div v-scope="{ o: { m(a) { return a }, f: function (q) { return q }, g: x => x * 2, h: async () => 1, '
         'get k() { return 1 }, *gen() { yield 1 } } }"><p>{{ o.m }}|{{ o.f }}|{{ o.g }}|{{ o.h }}|{{ o.gen }}</p>'
         '<i :title="o.g" v-text="String(o.m) + \'|\' + o.f"></i>'
         '<b>{{ o.m.name }}|{{ o.f.name }}|{{ o.g.name }}|{{ o.h.name }}|{{ o.m.length }}|{{ o.f.length }}|{{ o.g.length }}'
         '|{{ String(x => x) }}|{{ String((a,   b) =>   a+b) }}|{{ (x => x).name }}|{{ `${y => 1}` }}|{{ (() => 1).toString() }}</b></div>'),
    Case("fn_display_builtin_names",
         '<p>{{ String(Math.max) }}|{{ Math.max.name }}|{{ \'\' + JSON.stringify }}|{{ String(parseInt) }}|{{ parseInt.name }}'
         '|{{ String(Object.keys) }}|{{ String(String) }}|{{ String.name }}|{{ String(Array) }}|{{ String(Map) }}'
         '|{{ String(HTMLElement) }}|{{ HTMLElement.name }}|{{ String(Event) }}|{{ String(console.log) }}'
         '|{{ String(\'x\'.toUpperCase) }}|{{ \'x\'.toUpperCase.name }}|{{ String(encodeURIComponent) }}|{{ Object.keys.name }}'
         '|{{ (1).toFixed.name }}|{{ String([].map) }}</p>'),
    Case("fn_display_in_handlers",
         '<div v-scope="{ r: \'\' }"><button @click="const f = (a) => a * 2; function g(x, y) { return x } '
         'r = [String(f), f.name, String(g), g.name, g.length, String(g.bind(1)), g.bind(1).name, g.call.name, String(g.call), '
         'String(function named(a) { return a }), (function named(a) { return a }).name, String(async function af() {}), '
         'String(function* gf() {}), (() => 1).name, String({ m() { return 1 } }.m), '
         '(() => {}).bind().name].join(\' | \')">b</button><input :value="r"></div>',
         steps=(('click', 'button'),)),
    Case("fn_display_function_global",
         '<p v-scope="{ f() {} }">{{ typeof Function }}|{{ (() => 1) instanceof Function }}|{{ Math.max instanceof Function }}'
         '|{{ ({}) instanceof Function }}|{{ String(Function) }}|{{ Function.name }}|{{ f instanceof Function }}'
         '|{{ Function instanceof Function }}|{{ Map instanceof Function }}|{{ HTMLElement instanceof Function }}</p>'),
]
