"""Web Storage (`localStorage`, `sessionStorage`: petite.storage), recorded from petite-vue
0.4.1 on a page of an http origin (`WEB_PAGE`: a blank page's opaque origin has no
storage), each case on a fresh page whose storage starts empty, as a first visit.
Chromium lists keys in its hash table's order, petite in the order they were set: no
case here lists two keys."""

from ..harness import WEB_PAGE, Case


def _results(name: str, expressions: list[str]) -> Case:
    """A case whose button writes each expression's JSON (or its error's name and
    message) into its own `<li>`."""
    quoted = ", ".join("() => " + e for e in expressions)
    script = ("out = [" + quoted + "].map(f => { try { return JSON.stringify(f()) ?? 'undefined' }"
              " catch (e) { return e.name + ': ' + e.message } })")
    template = ('<div v-scope="{ out: [] }"><button @click="' + script.replace('"', "&quot;") + '">go</button>'
                '<ol><li v-for="r in out">{{ r }}</li></ol></div>')
    return Case(name, template, steps=(("click", "button"),), page=WEB_PAGE)


CASES = [
    # the idiom of todo pages: load with a fallback, save on change, read back
    Case(
        "storage_todos_saved_and_loaded",
        """<div v-scope="{ todos: JSON.parse(localStorage.getItem('todos') || '[&quot;first&quot;]'),
              add() { this.todos.push('t' + this.todos.length); localStorage.setItem('todos', JSON.stringify(this.todos)) },
              reload() { this.todos = []; this.todos = JSON.parse(localStorage.getItem('todos')) } }">
           <button id="add" @click="add()">add</button><button id="reload" @click="reload()">reload</button>
           <ul><li v-for="t in todos">{{ t }}</li></ul><p>{{ localStorage.getItem('missing') === null }}</p></div>""",
        steps=(("click", "#add"), ("click", "#add"), ("click", "#reload")),
        page=WEB_PAGE,
    ),
    Case(
        "storage_theme_property",
        """<div v-scope="{ theme: localStorage.theme || 'light' }" :class="theme">
           <button @click="theme = theme === 'light' ? 'dark' : 'light'; localStorage.theme = theme">toggle</button>
           <i>{{ theme }}</i><b>{{ sessionStorage.length }}</b></div>""",
        steps=(("click", "button"), ("click", "button"), ("click", "button")),
        page=WEB_PAGE,
    ),
    _results("storage_values_are_strings", [
        "(localStorage.setItem('n', 1), typeof localStorage.getItem('n'))",
        "(localStorage.setItem('o', {}), localStorage.o)",
        "(localStorage.a = [1, 2], localStorage.getItem('a'))",
        "(localStorage.setItem(null, undefined), localStorage.getItem('null'))",
        "(localStorage.setItem('t', true), localStorage.t === 'true')",
        "(sessionStorage.setItem('s', 1), [localStorage.getItem('s'), sessionStorage.s])",
    ]),
    _results("storage_items_as_properties", [
        "(localStorage.setItem('c', 'x'), delete localStorage.c, localStorage.getItem('c'))",
        "(localStorage.setItem('d', 'x'), ['d' in localStorage, 'getItem' in localStorage, 'zzz' in localStorage])",
        "(localStorage.setItem('getItem', 'x'), typeof localStorage.getItem)",
        "(localStorage.setItem('length', 'x'), typeof localStorage.length)",
        "[String(localStorage), `${sessionStorage}`]",
        "[Object.prototype.toString.call(sessionStorage), localStorage instanceof Storage]",
        "[window.localStorage === localStorage, localStorage === sessionStorage]",
        "(localStorage.setItem('k', 'v'), [localStorage.hasOwnProperty('k'), Object.hasOwn(localStorage, 'nope')])",
    ]),
    _results("storage_one_key_listed", [
        "(localStorage.clear(), localStorage.setItem('k1', 'v1'), [localStorage.length, localStorage.key(0), localStorage.key(1), localStorage.key(-1), localStorage.key('0')])",
        "[JSON.stringify(localStorage), Object.keys(localStorage), Object.entries(localStorage), { ...localStorage }]",
        "(localStorage.removeItem('k1'), localStorage.removeItem('nope'), localStorage.length)",
        "(localStorage.setItem('k2', 'v'), localStorage.clear(), [localStorage.length, localStorage.key(0)])",
    ]),
    _results("storage_errors", [
        "localStorage.setItem('x')",
        "localStorage.getItem()",
        "localStorage.key()",
        "sessionStorage.removeItem()",
        "(localStorage.big = 'x'.repeat(600000), localStorage.setItem('big2', 'x'.repeat(600000)), 'stored')",
        "(localStorage.clear(), [1, 2, 3, 4, 5, 6].forEach(i => localStorage.setItem('k' + i, 'x'.repeat(999990))))",
        "[localStorage.length, localStorage.getItem('k6'), localStorage.getItem('k5').length]",
        "localStorage.k6 = 'too much'.repeat(100000)",
        "(localStorage.setItem('k5', ''), localStorage.setItem('k6', 'x'.repeat(999990)), localStorage.length)",
    ]),
]
