"""Class 4: the sandbox boundary (expressions reaching Python internals or engine objects).

Each expression runs with `hostile_data()` in scope: host objects with private fields,
methods, a dataclass, a generator, an exception with its traceback, the `os` module,
refused callables (`eval`, `getattr`, an indirect `str.format`) and a function whose
`__globals__` hold the canary. Must hold: no canary moves (the payloads set the
environment variable, create the file or call the canary when they get through), and
nothing displayed or raised shows a Python repr, address, private field or engine name.
"""

from __future__ import annotations

from .harness import ENV, FILE, Attack

SETENV = f"('{ENV}', 'pwned')"
# ways to name an attribute: dotted, bracketed, computed, through unicode that NFKC folds
DUNDERS = [
    "__class__", "__globals__", "__builtins__", "__dict__", "__init__", "__subclasses__", "__mro__",
    "__base__", "__bases__", "__reduce__", "__reduce_ex__", "__getattribute__", "__code__", "__closure__",
    "__func__", "__self__", "__module__", "__qualname__", "__wrapped__", "__kwdefaults__", "__defaults__",
    "__loader__", "__spec__", "__getitem__", "__setattr__", "__call__", "__repr__", "__format__",
    "__secret", "_secret", "_Account__mangled", "__dataclass_fields__", "__traceback__", "__context__",
]
FRAME_ATTRS = ["gi_frame", "gi_code", "f_back", "f_globals", "f_locals", "f_builtins", "tb_frame", "tb_next",
               "cr_frame", "ag_frame", "co_code", "func_globals", "im_func", "mro", "format", "format_map",
               "constructor", "prototype", "__proto__", "caller", "callee", "arguments"]
HOLDERS = ["acct", "point", "fn", "lam", "meth", "cls", "gen", "exc", "mod", "obj", "items", "s", "n",
           "acct.greet", "Math", "JSON", "Object", "String", "[].push", "''.concat", "(() => 1)", "$data",
           "this"]

EXPRESSIONS: list[tuple[str, str]] = []


def add(id: str, expr: str) -> None:
    EXPRESSIONS.append((id, expr))


for holder in HOLDERS[:14]:
    for attr in DUNDERS[::3] + FRAME_ATTRS[::2]:
        add(f"dot-{holder}-{attr}", f"{holder}.{attr}")
for attr in DUNDERS + FRAME_ATTRS:
    add(f"index-{attr}", f"acct['{attr}']")
    add(f"computed-{attr}", f"fn[['{attr[:2]}', '{attr[2:]}'].join('')]")
for holder in HOLDERS[14:]:
    for attr in ("__class__", "constructor", "__globals__", "__self__", "__call__"):
        add(f"builtin-{holder}-{attr}", f"({holder})['{attr}']")

# unicode spellings that NFKC (or case folding) turns into a dunder or a keyword
for i, spelled in enumerate(["ﹰclass__", "＿＿class＿＿", "__cl\u0430ss__", "__ᶜlass__", "__ｃｌａｓｓ__",
                             "__CLASS__", "__class__\u200b", "\u2028__class__", "__class\u00ad__", "ᐸclassᐳ"]):
    add(f"nfkc-{i}", f"acct['{spelled}']")
    add(f"nfkc-dot-{i}", f"fn['{spelled}']")
add("nfkc-ident", "ｆn.ｇi_frame")
add("nfkc-escape-ident", "fn.\\u005f_globals__")
add("nfkc-escape-ident2", "acct.\\u{5f}secret")

# getattr through dict keys, Object helpers, spreads, JSON, descriptors
OBJECT_WALKS = {
    "keys-acct": "Object.keys(acct)",
    "values-acct": "Object.values(acct)",
    "entries-acct": "Object.entries(acct)",
    "entries-point": "Object.entries(point)",
    "entries-fn": "Object.entries(fn)",
    "entries-mod": "Object.keys(mod).length > 0 ? Object.keys(mod).slice(0, 50) : 'none'",
    "assign-acct": "Object.assign({}, acct)",
    "spread-acct": "({...acct})",
    "spread-fn": "({...fn})",
    "spread-mod": "({...mod})",
    "spread-exc": "({...exc})",
    "for-in-acct": "(() => { let r = []; for (const k in acct) r.push(k); return r })()",
    "for-in-mod": "(() => { let r = []; for (const k in mod) r.push(k); return r.length })()",
    "for-of-gen": "(() => { let r = []; for (const k of gen) r.push(k); return r })()",
    "from-gen": "Array.from(gen)",
    "spread-gen": "[...gen]",
    "json-acct": "JSON.stringify(acct)",
    "json-point": "JSON.stringify(point)",
    "json-fn": "JSON.stringify({ f: fn, m: meth, c: cls })",
    "json-exc": "JSON.stringify(exc)",
    "json-scope": "JSON.stringify(this)",
    "string-acct": "String(acct)",
    "string-cls": "String(cls)",
    "string-mod": "String(mod)",
    "string-gen": "String(gen)",
    "string-exc": "String(exc)",
    "concat-acct": "'' + acct",
    "template-acct": "`${acct}`",
    "template-this": "`${this}`",
    "display-acct": "acct",
    "display-this": "this",
    "display-scope-obj": "[acct, point, cls, exc]",
    "tostring-acct": "acct.toString()",
    "tostring-fn": "fn.toString()",
    "join-acct": "[acct, cls].join()",
    "valueof": "acct.valueOf()",
    "has-own": "acct.hasOwnProperty('_secret')",
    "in-private": "'_secret' in acct",
    "in-dunder": "'__class__' in acct",
    "typeof-private": "typeof acct._secret",
    "property-upper": "acct.upper",
    "dataclass-hidden": "point._hidden",
    "exc-args": "exc.args",
    "exc-message": "exc.message",
    "exc-traceback": "exc.with_traceback",
    "gen-send": "gen.send(null)",
    "gen-throw": "gen.throw",
    "gen-next": "gen.next()",
    "exc-string-in-catch": "(() => { try { fn.nope() } catch (e) { return String(e) + JSON.stringify(e) } })()",
    "catch-python-error": "(() => { try { items.pop.call(acct) } catch (e) { return [e, e.__cause__, e.stack] } })()",
    "catch-throw-obj": "(() => { try { throw acct } catch (e) { return e._secret } })()",
    "error-stack": "(() => { try { null.x } catch (e) { return e.stack + e.cause } })()",
    "error-message-repr": "(() => { try { acct() } catch (e) { return e.message } })()",
    "error-of-call": "(() => { try { cls(1, 2, 3, 4) } catch (e) { return e.message } })()",
    "new-cls": "new cls()._secret",
    "new-cls-repr": "String(new cls())",
    "instanceof-chain": "acct instanceof cls",
    "getter-leak": "({ get x() { return this } }).x",
    "arguments": "(function () { return arguments })(1)",
    "function-this": "(function () { return this })()",
    "function-this-string": "String((function () { return this })())",
    "arrow-this": "(() => this)()",
    "bind-this": "(function () { return this }).bind",
    "call-this": "(function () { return this }).call(acct)",
    "apply": "fn.apply(null, [1])",
    "call": "fn.call(null, 1)",
}
# classes, prototypes and promises (newer parts of the language)
OBJECT_WALKS.update({
    "class-extends-host": "new (class extends cls { })()._secret",
    "class-extends-hooked": "new (class extends hooked { })()",
    "class-extends-eval": "new (class extends bi_eval { })()",
    "class-super-leak": "new (class extends cls { get s() { return super._secret } })().s",
    "class-super-dunder": "new (class extends cls { get s() { return super.__init__ } })().s",
    "class-static-block": "(class { static x = String(this) }).x",
    "class-constructor-prop": "(class A { }).constructor",
    "class-name-proto": "(class A { }).prototype",
    "class-display": "String(class A { m() { return 1 } })",
    "class-instance-json": "JSON.stringify(new (class { constructor() { this.a = fn; this.b = cls } })())",
    "object-create-host": "Object.create(acct)._secret",
    "object-create-proto-walk": "Object.create(acct).name",
    "object-getproto": "Object.getPrototypeOf ? Object.getPrototypeOf(acct) : 'none'",
    "object-setproto": "Object.setPrototypeOf ? Object.setPrototypeOf({}, acct)._secret : 'none'",
    "object-define": "Object.defineProperty ? Object.defineProperty([].push, 'impl', { value: bi_eval }) : 'none'",
    "object-assign-builtin": "Object.assign([].push, { impl: bi_eval })",
    "reflect-get": "typeof Reflect === 'undefined' ? 'none' : Reflect.get(acct, '_secret')",
    "promise-then-leak": "(() => { let r; Promise.resolve(acct).then((v) => { r = String(v) + JSON.stringify(v) }); return r })()",
    "promise-reject-error": "(() => { let r; Promise.reject(exc).catch((e) => { r = String(e) }); return r })()",
    "async-function-object": "(async () => 1).__code__",
    "async-result": "String((async () => acct)())",
    "async-gi-frame": "(async () => 1)().gi_frame",
    "async-cr-frame": "(async () => 1)().cr_frame",
    "tojson-host": "JSON.stringify({ toJSON: () => acct })",
    "valueof-eval": "({ valueOf: bi_eval }) + 1",
    "tostring-eval": "`${{ toString: () => bi_eval('1') }}`",
    "symbol-toprimitive": "typeof Symbol === 'undefined' ? 'none' : ({ [Symbol.toPrimitive]: bi_eval }) + ''",
    "getter-on-builtin": "(() => { const o = Object.create(null); o.__proto__ = acct; return o._secret })()",
    "bound-builtin": "[].push.bind(acct)(1)",
    "call-builtin-on-host": "[].push.call(acct, 1)",
    "apply-builtin-on-module": "''.trim.call(mod)",
    "string-method-on-host": "String.prototype ? String.prototype.trim.call(acct) : 'none'",
})
for key, expr in OBJECT_WALKS.items():
    add(f"walk-{key}", expr)

# refused callables through every wrapper: direct, aliased, stored, bound, mapped, spread
REFUSED = {
    "eval": f"bi_eval(\"__import__('os').environ.update([{SETENV}])\")",
    "getattr": "bi_getattr(fn, '__globals__')",
    "getattr2": "bi_getattr(bi_getattr(fn, '__globals__')['CANARY'], 'fire')()",
    "format": "str_format(acct)",
    "mod-putenv": f"mod.putenv{SETENV}",
    "mod-environ": f"mod.environ.update([{SETENV}])",
    "mod-environ-set": f"mod.environ['{ENV}'] = 'pwned'",
    "mod-system": "mod.system('true')",
    "mod-open": f"mod.open('{FILE}', 65)",
    "mod-path": "mod.path.exists('/')",
    "mod-getenv": f"mod.getenv('{ENV}')",
}
WRAPPERS = {
    "direct": "{c}",
    "push-impl": "(() => {{ const f = [].push; f.impl = bi_eval; return f(\"__import__('os').environ.update([{s}])\") }})()",
    "array-map": "[\"__import__('os').environ.update([{s}])\"].map(bi_eval)",
    "array-call": "[bi_eval][0](\"__import__('os').environ.update([{s}])\")",
    "object-method": "({{ e: bi_eval }}).e(\"__import__('os').environ.update([{s}])\")",
    "arrow-wrap": "((f) => f(\"__import__('os').environ.update([{s}])\"))(bi_eval)",
    "spread-call": "bi_eval(...[\"__import__('os').environ.update([{s}])\"])",
    "optional-call": "bi_eval?.(\"__import__('os').environ.update([{s}])\")",
    "reduce": "[\"__import__('os').environ.update([{s}])\"].reduce((a, b) => bi_eval(b), 0)",
    "sort-cmp": "[1, 2].sort(() => bi_eval(\"__import__('os').environ.update([{s}])\") || 0)",
    "replace-fn": "'a'.replace('a', () => bi_eval(\"__import__('os').environ.update([{s}])\"))",
    "getter": "({{ get x() {{ return bi_eval(\"__import__('os').environ.update([{s}])\") }} }}).x",
    "assign-scope": "(fn2 = bi_eval, fn2(\"__import__('os').environ.update([{s}])\"))",
    "object-assign": "Object.assign(obj, {{ e: bi_eval }}).e(\"__import__('os').environ.update([{s}])\")",
    "map-set": "new Map([['e', bi_eval]]).get('e')(\"__import__('os').environ.update([{s}])\")",
    "json-roundtrip": "JSON.parse(JSON.stringify({{ e: 1 }})) && [bi_eval].find(Boolean)(\"__import__('os').environ.update([{s}])\")",
    "apply": "bi_eval.apply(null, [\"__import__('os').environ.update([{s}])\"])",
    "call": "bi_eval.call(null, \"__import__('os').environ.update([{s}])\")",
    "bind": "bi_eval.bind(null)(\"__import__('os').environ.update([{s}])\")",
    "new": "new bi_eval(\"__import__('os').environ.update([{s}])\")",
    "array-from-map": "Array.from([\"__import__('os').environ.update([{s}])\"], bi_eval)",
    "flatmap": "[\"__import__('os').environ.update([{s}])\"].flatMap(bi_eval)",
    "foreach": "[\"__import__('os').environ.update([{s}])\"].forEach(bi_eval)",
    "some": "[\"__import__('os').environ.update([{s}])\"].some(bi_eval)",
    "settimeout-like": "[bi_eval].map(f => f(\"__import__('os').environ.update([{s}])\"))",
    "modify-builtin": "(Math.max = bi_eval, Math.max(\"__import__('os').environ.update([{s}])\"))",
    "modify-json": "(JSON.parse = bi_eval, JSON.parse(\"__import__('os').environ.update([{s}])\"))",
    "member-impl": "(() => {{ const o = {{}}; o.f = [].push; o.f.impl = bi_eval; return o.f(\"__import__('os').environ.update([{s}])\") }})()",
    "fn-prop": "(() => {{ const f = () => 1; f.impl = bi_eval; f.call = bi_eval; return f.call(\"__import__('os').environ.update([{s}])\") }})()",
    "receiver-trim-impl": "(() => {{ const f = \"__import__('os').environ.update([{s}])\".trim; f.impl = bi_eval; return f() }})()",
    "receiver-concat-impl": "(() => {{ const f = \"__import__('os').environ.update([{s}])\".concat; f.impl = bi_eval; return f() }})()",
    "receiver-tostring-impl": "(() => {{ const o = {{ f: \"__import__('os').environ.update([{s}])\".toString }}; o.f.impl = bi_eval; return o.f() }})()",
    "receiver-getattr-impl": "(() => {{ const f = fn.toString; f.impl = bi_getattr; return f('__globals__') }})()",
    "receiver-format-impl": "(() => {{ const f = '{{0.__init__.__globals__[CANARY]}}'.trim; f.impl = str_format; return f() }})()",
    "impl-read": "[].push.impl",
    "impl-globals": "[].push.impl.__globals__",
    "impl-swap-builtin": "(() => {{ const f = 'x'.trim; f.impl = [].push.impl; return f(1) }})()",
    "getattr-chain": "bi_getattr(bi_getattr(mod, 'environ'), 'update')([{s}])",
    "getattr-map": "[[mod, 'environ']].map(p => bi_getattr(...p)).map(e => bi_getattr(e, 'update')([{s}]))",
    "format-indirect": "[acct].map(str_format)",
    "meth-func": "meth.__func__",
    "mod-via-array": f"[mod][0].environ.update([{SETENV}])",
    "mod-via-getter": f"({{ get m() {{ return mod }} }}).m.putenv{SETENV}",
    "mod-via-spread": f"({{ ...{{ m: mod }} }}).m.putenv{SETENV}",
    "cls-construct-canary": "new cls().greet.__globals__",
    "fn-globals-canary": "fn.__globals__.CANARY.fire()",
    "fn-globals-index": "fn['__globals__']['CANARY']['fire']()",
    "exc-tb-canary": "exc.__traceback__.tb_frame.f_globals.CANARY.fire()",
    "gen-frame-canary": "gen.gi_frame.f_globals.CANARY.fire()",
    "gen-next-canary": "[...gen][0].fire()",
    "gen-iterate-canary": "(() => { for (const c of gen) return c.fire() })()",
    "meth-self-canary": "meth.__self__.__class__.__init__.__globals__.CANARY()",
}
for key, expr in REFUSED.items():
    add(f"refused-{key}", expr)
for key, shape in WRAPPERS.items():
    add(f"wrapper-{key}", shape.replace("{s}", SETENV).replace("{{", "{").replace("}}", "}"))


def _attacks() -> list[Attack]:
    out = []
    for i, (key, expr) in enumerate(EXPRESSIONS):
        out.append(Attack(f"c4-expr-{key}", 4, expr, path="expr"))
        if i % 4 == 0:  # the same through a template, on both paths
            out.append(Attack(f"c4-render-{key}", 4, f"<p>{{{{ {_html(expr)} }}}}</p>", path="render"))
            out.append(Attack(f"c4-mount-{key}", 4, f'<p :title="{_attr(expr)}">{{{{ {_html(expr)} }}}}</p>',
                              path="mount"))
    # handlers, `$el`, `$event`, `$refs`: the DOM facades
    for key, handler in {
        "el-app": "out = String($el.app) + String($el._app)",
        "el-ctx": "out = String($el.__ctx) + String($el.ctx)",
        "el-owner": "out = String($el.ownerDocument)",
        "el-parent-chain": "out = String($el.parentNode.parentNode.parentNode)",
        "el-listeners": "out = JSON.stringify($el.listeners) + String($el._listeners)",
        "el-recorder": "out = String($el.recorder) + String($el._recorder)",
        "el-root": "out = String($el.getRootNode())",
        "el-string": "out = String($el)",
        "el-json": "out = JSON.stringify($el)",
        "el-keys": "out = Object.keys($el).join(',')",
        "el-entries": "out = JSON.stringify(Object.entries($el))",
        "el-for-in": "out = (() => { let r = []; for (const k in $el) r.push(k); return r.join() })()",
        "el-class": "out = String($el.__class__) + String($el.constructor)",
        "el-dict": "out = String($el.__dict__)",
        "event-target": "out = String($event.target) + String($event.target.__class__)",
        "event-json": "out = JSON.stringify($event)",
        "event-keys": "out = Object.keys($event).join()",
        "event-string": "out = String($event)",
        "refs": "out = String($refs) + JSON.stringify($refs)",
        "refs-el": "out = String($refs.me) + String($refs.me.app)",
        "this-display": "out = String(this)",
        "this-json": "out = JSON.stringify(this)",
        "this-keys": "out = Object.keys(this).join()",
        "data-display": "out = String($data)",
        "el-handler-expr": "$el.listeners && ($el.listeners.click = 'mod.putenv" + SETENV + "')",
        "el-set-expr": "$el.exp = 'mod.putenv" + SETENV + "'",
        "el-innerhtml-read": "out = $el.parentNode.innerHTML",
        "el-dataset": "out = JSON.stringify($el.dataset)",
        "el-style": "out = String($el.style)",
        "el-attributes": "out = String($el.attributes)",
        "el-methods": "out = String($el.addEventListener) + String($el.dispatchEvent)",
        "el-dispatch": "$el.dispatchEvent && $el.dispatchEvent(mod)",
        "el-add-listener": "$el.addEventListener && $el.addEventListener('click', bi_eval)",
    }.items():
        template = (
            f'<div><button ref="me" @click="{_attr(handler)}">b</button><p>{{{{ out }}}}</p></div>'
        )
        out.append(Attack(f"c4-handler-{key}", 4, template, path="mount", steps=(("click", "button"),),
                          data=_with_out))
    return out


def _with_out():
    from .harness import hostile_data

    data = hostile_data()
    data["out"] = ""
    return data


def _html(expr: str) -> str:
    return expr.replace("<", "&lt;").replace("}}", "} }")


def _attr(expr: str) -> str:
    return expr.replace("&", "&amp;").replace('"', "&quot;")


ATTACKS = _attacks()
