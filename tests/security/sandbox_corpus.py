"""Class 4 of issue 9: the sandbox boundary. Refused callables stay refused through any
wrapper or path to the final call; `$el`/`$event`/`$refs` are DOM-standard views; nothing
displays a Python repr. Each attack runs with the harness's hostile data (refused callables
`bi_eval`, `bi_getattr`, `str_format`, the `os` module, host objects with private fields)
under its canaries (an environment variable, a file, a canary object): none may move,
nothing shown or raised may leak Python internals.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .attacks.harness import ENV, FILE, Account, Attack, hostile_data, judge

CODE = f"__import__('os').environ.__setitem__('{ENV}', 'pwned') or open({FILE!r}, 'w')"
EVIL = ["bi_eval", "bi_getattr", "str_format", "mod.system", "mod.putenv", "fn.__globals__"]
ARG = repr(CODE)

# Ways to reach the final call of a refused callable `F` (a placeholder).
PATHS = {
    "direct": "F(A)",
    "wrapper-impl": "(() => { const f = [].push; f.impl = F; return f(A) })()",
    "wrapper-obj": "(() => { const f = [].push; f.obj = F; return f(A) })()",
    "wrapper-func": "(() => { function g() {} g.func = F; return g(A) })()",
    "wrapper-builtin": "(() => { Math.function = F; Math.max.function = F; return Math(A) })()",
    "wrapper-members": "(() => { JSON.members = { stringify: F }; return JSON.stringify(A) })()",
    "wrapper-bound": "(() => { const b = (function () {}).bind(null); b.target = F; return b(A) })()",
    "assign-wrapper": "(() => { const f = [].push; Object.assign(f, { impl: F }); return f(A) })()",
    "call": "F.call(null, A)",
    "apply": "F.apply(null, [A])",
    "bind": "F.bind(null, A)()",
    "call-call": "Function.prototype.call.call(F, null, A)",
    "push-call": "[].push.call(F, A)",
    "map": "[A].map(F)",
    "foreach": "[A].forEach(F)",
    "filter": "[A].filter(F)",
    "sort": "[A, A].sort(F)",
    "reduce": "[A, A].reduce(F)",
    "find": "[A].find(F)",
    "from": "Array.from([A], F)",
    "replace": "'x'.replace('x', F)",
    "replace-regex": "'x'.replace(/x/, F)",
    "json-replacer": "JSON.stringify({ a: A }, F)",
    "getter": "({ get x() { return F(A) } }).x",
    "tostring": "String({ toString: F })",
    "tostring-concat": "({ toString: F }) + ''",
    "valueof": "({ valueOf: F }) * 1",
    "tojson": "JSON.stringify({ toJSON: F })",
    "method": "({ m: F }).m(A)",
    "spread-call": "F(...[A])",
    "new": "new F(A)",
    "optional-call": "F?.(A)",
    "stored": "(() => { const o = { f: F }; return o.f(A) })()",
    "closure": "(() => { const g = () => F; return g()(A) })()",
    "class-method": "(() => { class C { m() { return F(A) } } return new C().m() })()",
    "set-foreach": "new Set([A]).forEach(F)",
    "map-foreach": "new Map([[A, A]]).forEach(F)",
    "params-foreach": "new URLSearchParams([[A, A]]).forEach(F)",
    "typed-map": "new Uint8Array([1]).map(F)",
    "typed-from": "Uint8Array.from([A], F)",
    "typed-sort": "new Uint8Array([1, 2]).sort(F)",
    "typed-reduce-right": "new Uint8Array([1, 2]).reduceRight(F)",
    "typed-find-last": "new Float64Array([1]).findLast(F)",
}

ATTACKS: list[Attack] = []
for path_name, shape in PATHS.items():
    for evil in EVIL[:3] if path_name not in ("direct", "call", "map", "getter") else EVIL:
        src = shape.replace("F", evil).replace("A", ARG)
        ATTACKS.append(Attack(f"c4-{path_name}-{evil.replace('.', '-')}", 4, src, None, "expr", must="safe"))

# $el, $event, $refs: only DOM-standard members, never engine objects
ENGINE = ["app", "ctx", "scope", "listeners", "recorder", "data", "parent", "nid", "attrs", "props", "exp",
          "__class__", "constructor", "ownerDocument", "getRootNode", "_source", "__dict__", "content",
          "el", "node", "_stop", "__ctx", "_app", "_listeners", "tag", "children.__class__"]
for member in ENGINE:
    for holder in ("$el", "$event", "$refs.p", "$event.target", "$el.classList", "$el.style",
                   "$el.parentElement"):
        if holder in ("$el.classList", "$el.style", "$el.parentElement") and member not in (
                "el", "node", "ctx", "app", "parent", "__class__", "constructor", "data"):
            continue
        template = (f'<div v-scope="{{o: \'\'}}"><p ref="p">x</p><button @click="o = String({holder}.{member}) + '
                    f'JSON.stringify({holder}.{member} ?? null)">b</button><span>{{{{ o }}}}</span></div>')
        ATTACKS.append(Attack(f"c4-dom-{holder.replace('$', '').replace('.', '-')}-{member.replace('.', '-')}", 4,
                              template, None, "mount", steps=(("click", "button"),), must="safe",
                              check=lambda out: _only_dom_values(out)))

DOM_WRITES = {
    "handler-expression": "$el.exp = 'bi_eval(' + JSON.stringify(C) + ')'",
    "listener-table": "$el.listeners = [['click', bi_eval]]",
    "onclick-prop": "$el.onclick = 'bi_eval(' + JSON.stringify(C) + ')'",
    "onclick-attr": "$el.setAttribute('onclick', 'bi_eval(1)')",
    "recorder": "$el.recorder = bi_eval",
    "view-node": "$el.node = bi_eval",
    "classlist-el": "$el.classList.el = bi_eval",
    "add-listener-evil": "$el.addEventListener('click', bi_eval); $el.click()",
    "dispatch-evil": "$el.dispatchEvent(bi_eval)",
    "event-target": "$event.target = bi_eval",
    "prevent-swap": "$event.preventDefault = bi_eval; $event.preventDefault()",
    "refs-swap": "$refs.p = bi_eval; $refs.p(C)",
    "query-evil": "$el.querySelector(bi_eval)",
    "style-evil": "$el.style.setProperty('x', bi_eval)",
    "dataset-evil": "$el.dataset.x = bi_eval; $el.dataset.x(C)",
}
for name, src in DOM_WRITES.items():
    handler = src.replace("C", repr(CODE).replace('"', "&quot;"))
    template = f'<div v-scope><p ref="p">x</p><button @click="{handler}">b</button></div>'
    ATTACKS.append(Attack(f"c4-dom-write-{name}", 4, template, None, "mount",
                          steps=(("click", "button"), ("click", "button")), must="safe"))

# displays: never a Python repr
DISPLAYS = ["acct", "point", "this", "exc", "gen", "cls", "meth", "$data", "[acct, point]", "{a: acct}",
            "new Set([acct])", "new Map([[1, point]])"]
for shown in DISPLAYS:
    for shape in ("{{ X }}", "{{ String(X) }}", "{{ JSON.stringify(X) }}", "{{ `${X}` }}", "{{ [X].join() }}"):
        if shown in ("gen", "cls", "meth", "exc") and shape not in ("{{ X }}", "{{ String(X) }}"):
            continue
        template = "<p>" + shape.replace("X", shown) + "</p>"
        ATTACKS.append(Attack(f"c4-display-{shown}-{shape[3:9]}".replace(" ", ""), 4, template, None, "render",
                              must="safe"))
for shown in ("$el", "$event", "$refs", "$refs.p", "$el.classList", "$event.target"):
    template = (f'<div v-scope="{{o: \'\'}}"><p ref="p">x</p><button @click="o = String({shown}) + '
                f'JSON.stringify({shown})">b</button>{{{{ o }}}}</div>')
    ATTACKS.append(Attack(f"c4-display-{shown}", 4, template, None, "mount", steps=(("click", "button"),),
                          must="safe"))

# a Python exception a built-in raises is the JavaScript error it stands for, on every
# path: the SSR path reported "Error: UnicodeEncodeError: 'utf-8' codec can't encode
# character '\\ud800' in position 0: surrogates not allowed" (Python's own text) where
# the mount path and a `catch` said "URIError: URI malformed"
PYTHON_ERRORS = {
    "encode-uri-component": ("encodeURIComponent('a\\ud800')", "URIError"),
    "encode-uri": ("encodeURI('\\udfff')", "URIError"),
    # a method that changes its array, on a tuple (a frozen array): was Python's
    # "AttributeError: 'tuple' object has no attribute 'append'"
    "tuple-push": ("exc.args.push(1)", "TypeError"),
    "tuple-shift": ("exc.args.shift()", "TypeError"),
    "tuple-sort": ("exc.args.sort()", "TypeError"),
    "tuple-splice": ("[].splice.call(exc.args, 0, 1)", "TypeError"),
    "tuple-fill": ("exc.args.fill(0)", "TypeError"),
    "tuple-copyWithin": ("exc.args.copyWithin(0, 1)", "TypeError"),
}
for name, (src, kind) in PYTHON_ERRORS.items():
    for path in ("render", "mount"):
        ATTACKS.append(Attack(f"c4-python-error-{name}-{path}", 4, "<p>{{ " + src + " }}</p>", None, path,
                              must="error", check=lambda out, kind=kind: _raised(out, kind)))


# a Python exception shows its arguments as JavaScript shows an array, never through
# Python's str(), which shows their reprs: `exc.args = [acct]` then `String(exc)` showed
# `Account(<its private field>)`; the same from data (an exception holding objects)
EXCEPTION_TEXT = {
    "args-write": "(() => { exc.args = [acct]; return String(exc) })()",
    "args-write-many": "(() => { exc.args = ['a', point]; return `${exc}` })()",
    "args-write-json": "(() => { exc.args = [acct]; return JSON.stringify({ e: exc }) })()",
    "args-write-join": "(() => { exc.args = [point, [acct]]; return [exc].join() + exc })()",
    "from-data": "e",
}
for name, src in EXCEPTION_TEXT.items():
    for path in ("render", "mount"):
        data = (lambda: {**hostile_data(), "e": KeyError(Account())}) if name == "from-data" else None
        ATTACKS.append(Attack(f"c4-exception-text-{name}-{path}", 4, "<p>{{ " + src + " }}</p>", data, path,
                              must="no_leak"))


# a value written into the page, or shown in an error, is its JavaScript string, never
# Python's str(): `$el.textContent = point` and `$el.style.setProperty('--x', acct)` wrote
# the host object's repr (its private field) into the page, `new Map([acct])` into its
# error message
WRITTEN = {
    "text-content": "$el.textContent = point",
    "text-content-method": "$el.textContent = meth",
    "text-data": "$el.firstChild.data = acct",
    "text-node-value": "$el.firstChild.nodeValue = point",
    "style-set-property": "$el.style.setProperty('--x', acct)",
    "style-set-property-color": "$el.style.setProperty('color', point, 'important')",
    "style-member": "$el.style.color = acct",
    "class-name": "$el.className = point",
    "dataset": "$el.dataset.x = acct",
}
for name, handler in WRITTEN.items():
    template = f'<div v-scope><button @click="{handler}">b</button></div>'
    ATTACKS.append(Attack(f"c4-written-{name}", 4, template, None, "mount", steps=(("click", "button"),),
                          must="no_leak"))
for name, src in {"map-entry": "new Map([acct])", "map-entry-method": "new Map([meth])",
                  "map-entry-dataclass": "new Map([point])"}.items():
    for path in ("render", "mount"):
        ATTACKS.append(Attack(f"c4-error-text-{name}-{path}", 4, "<p>{{ " + src + " }}</p>", None, path,
                              must="no_leak"))


# an engine value's Python state is no JavaScript property: writing a Date's `ms` or a
# promise's `state`/`value`/`reactions` corrupted it (a raw ValueError, an AssertionError
# out of petite's own code); reading them showed the internals
ENGINE_STATE = {
    "date-ms-write": "(() => { const d = new Date(0); d.ms = '__import__'; return d.getTime() })()",
    "date-ms-read": "(() => { const d = new Date(0); return d.ms === undefined ? 'hidden' : 'shown' })()",
    "promise-state-write": "(() => { const p = Promise.resolve(1); p.state = 'pending'; p.value = bi_eval; "
                           "return p.then(f => f(1)) })()",
    "promise-reactions-write": "(() => { const p = new Promise(() => {}); p.reactions = null; return p.then(x => x) })()",
    "promise-state-read": "(() => { const p = Promise.resolve(acct); return [p.state, p.value, p.reactions, p.handled] })()",
}
for name, src in ENGINE_STATE.items():
    ATTACKS.append(Attack(f"c4-engine-state-{name}", 4, src, None, "expr", must="safe",
                          check=(lambda out: _shows(out, "hidden")) if name == "date-ms-read" else
                          (lambda out: _shows(out, '[\n  null,\n  null,\n  null,\n  null\n]'))
                          if name == "promise-state-read" else None))


# an invalid selector is the browser's SyntaxError, never cssselect's own error (its
# Python class name and token reprs: "SelectorSyntaxError: ... got <IDENT 'Object' at 8>")
for name, handler in {"query": "$el.querySelector(acct)", "query-all": "$el.querySelectorAll('a[')",
                      "closest": "$el.closest('::x')", "query-empty": "$refs.p.querySelector('')"}.items():
    template = f'<div v-scope><p ref="p">x</p><button @click="{handler}">b</button></div>'
    ATTACKS.append(Attack(f"c4-selector-error-{name}", 4, template, None, "mount", steps=(("click", "button"),),
                          must="error", check=lambda out: _selector_error(out)))


def _selector_error(outcome) -> None:
    text = str(outcome.error)
    assert outcome.error.kind == "SyntaxError" and "is not a valid selector" in text, text
    assert "SelectorSyntaxError" not in text and "SelectorError" not in text and "<IDENT" not in text, text


def _shows(outcome, text: str) -> None:
    assert outcome.output == text, outcome.output


def _raised(outcome, kind: str) -> None:
    assert outcome.error.kind == kind and not any(w in str(outcome.error) for w in ("Unicode", "'tuple'")), str(outcome.error)


def _only_dom_values(outcome) -> None:
    # (a view's `constructor` is its interface's global, shown as a native function)
    text = re.sub(r"function \w+\(\) \{ \[native code\] \}", "", outcome.output or "")
    for word in ("Context", "Scope", "App", "Recorder", "Element", "listeners", "DirectiveContext"):
        assert word not in text, f"engine object reached: {word} in {text[:200]!r}"


def _dedupe(attacks: list[Attack]) -> list[Attack]:
    seen: dict[str, int] = {}
    for attack in attacks:
        n = seen.get(attack.id, 0)
        seen[attack.id] = n + 1
        if n:
            attack.id = f"{attack.id}-{n}"
    return attacks


ATTACKS = _dedupe(ATTACKS)


@pytest.mark.timeout(120)
@pytest.mark.parametrize("attack", [a.param() for a in ATTACKS])
def test_sandbox_attack(attack: Attack) -> None:
    judge(attack)


def test_corpus_size() -> None:
    assert len(ATTACKS) >= 150


# -- generated hostile expressions ---------------------------------------------------
HOLDERS = st.sampled_from(["acct", "point", "fn", "lam", "meth", "cls", "gen", "exc", "mod", "obj", "items",
                           "[].push", "Math", "JSON", "(() => 1)", "this", "$data", "Object", "String.prototype"])
KEYS = st.sampled_from(["__class__", "__globals__", "constructor", "__proto__", "impl", "obj", "func",
                        "function", "members", "target", "call", "apply", "bind", "toString", "valueOf",
                        "__dict__", "gi_frame", "f_back", "__self__", "_secret", "name", "prototype"])
CALLEES = st.sampled_from(EVIL + ["fn", "lam", "meth", "Math.max", "[].push", "String"])


@st.composite
def hostile_expression(draw) -> str:
    holder = draw(HOLDERS)
    chain = "".join(f"[{draw(KEYS)!r}]" if draw(st.booleans()) else f"?.{draw(KEYS)}"
                    for _ in range(draw(st.integers(0, 3))))
    target = f"{holder}{chain}"
    shape = draw(st.sampled_from(list(PATHS.values())))
    callee = draw(CALLEES)
    swap = draw(st.sampled_from(["", f"{target} = {callee}; ", f"Object.assign({holder}, {{ impl: {callee} }}); "]))
    body = shape.replace("F", target if draw(st.booleans()) else callee).replace("A", ARG)
    return f"(() => {{ try {{ {swap}return {body} }} catch (e) {{ return String(e) }} }})()"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(src=hostile_expression())
def test_generated_hostile_expressions(src: str) -> None:
    judge(Attack("c4-generated", 4, src, None, "expr", must="safe"))
