"""Class 1: template text reaching the generated Python source.

Every piece of template text that the compiler writes into generated code (tag and
attribute names, directive arguments and modifiers, v-for aliases, keys, refs, static
text, delimiters and `$template` strings from data) is tried with payloads that break
out of a Python string, an f-string or a line and run code. The payloads reach real
builtins the way an attacker would when the module's `__builtins__` is empty: a
generator's running frame, `f_back` into the engine, its `f_builtins`. Letters after a
dot are fullwidth (NFKC folds them back in Python identifiers; HTML does not lowercase
them and the modifier split does not see them), and there is no space, `=`, `/` or `>`
(they end an attribute name).

Must hold: no canary moves, no raw Python error escapes (a SyntaxError or NameError from
generated code means template text was pasted into it), and no value computed from
the payload appears in the output ("pw" + "ned" never renders as "pwned").
"""

from __future__ import annotations

from .harness import ENV, FILE, Attack

XF_ATTR = "1: a bound attribute name on the fast path is pasted into generated source (compiler/codegen.py fast_start_tag)"

# Python payloads, evaluated in the generated module: each sets the canary or raises.
FRAME_WALK = (  # generator frame -> listcomp -> render -> engine frame: real builtins
    "[b['__import__']('os').ｅnviron.ｕpdate({'" + ENV + "':'pwned'})"
    "for(z)in[1]for(g)in[((g.ｇi_frame.ｆ_back.ｆ_back.ｆ_back.ｆ_builtins)for(q)in[1])]for(b)in(g)]"
)
FRAME_GLOBALS = (  # the engine frame's globals hold imported modules
    "[b['os'].ｅnviron.ｕpdate({'" + ENV + "':'pwned'})"
    "for(z)in[1]for(g)in[((g.ｇi_frame.ｆ_back.ｆ_back.ｆ_back.ｆ_globals)for(q)in[1])]for(b)in(g)]"
)
SUBCLASSES = (  # the classic object.__subclasses__() walk (needs a name after a dot)
    "[c.ｍro()for(c)in[type]]"
)
RUNTIME_GLOBALS = "str(_member.ｆunc)"  # a helper's attributes: engine objects
TYPE_CALL = "str(type('pw'+'ned',(),{})())"  # a class made by the template
MARKER = "'pw'+'ned'"  # renders "pwned" only if it ran as code
DIVIDE = "(1//0)"  # a raw ZeroDivisionError if it ran
UNDEFINED_NAME = "pwned_undefined_name"  # a raw NameError if it ran

CODE = [FRAME_WALK, FRAME_GLOBALS, SUBCLASSES, RUNTIME_GLOBALS, TYPE_CALL, MARKER, DIVIDE, UNDEFINED_NAME]

# Ways out of the surrounding Python syntax, each with a hole for code.
BREAKOUTS_NAME = [  # usable in attribute and tag names (no space, =, /, >)
    "a'+str({c})+'",
    'a"+str({c})+"',
    "a'+str({c})#",
    "a{{str({c})}}",
    "a{str({c})}",
    "a'''+str({c})+'''",
    "a\\'+str({c})+\\'",
]
BREAKOUTS_TEXT = BREAKOUTS_NAME + [  # static text and values also allow these
    "a'\n{c}\n'",
    "a\"\"\"\n{c}\n\"\"\"",
    "a\\\n'+str({c})+'",
    "a\u2028'+str({c})+'",
    "a\r'+str({c})+'",
    "\\N{LATIN SMALL LETTER A}'+str({c})+'",
    "a}}{{str({c})}}",
    "a\\x27+str({c})+\\x27",
]


def _name_payloads():
    for i, shape in enumerate(BREAKOUTS_NAME):
        for j, code in enumerate(CODE):
            yield f"b{i}c{j}", shape.replace("{c}", code)


def _text_payloads():
    for i, shape in enumerate(BREAKOUTS_TEXT):
        for j, code in enumerate((FRAME_WALK, MARKER, DIVIDE)):
            yield f"b{i}c{j}", shape.replace("{c}", code)


def _esc_attr(value: str) -> str:
    return value.replace("&", "&amp;").replace('"', "&quot;")


def _attacks():
    out: list[Attack] = []

    def add(id, template, xfail=None, path="render", data=None, must="safe"):
        out.append(Attack(f"c1-{id}", 1, template, path=path, xfail=xfail, data=data, must=must, check=_no_marker(template + repr(data))))

    # bound attribute names, on the fast path (plain element) and the general path
    for pid, name in _name_payloads():
        add(f"bind-fast-{pid}", f'<p :{name}="x">t</p>')
    for pid, name in list(_name_payloads())[::3]:
        add(f"bind-input-{pid}", f'<input :{name}="x">')
        add(f"bind-slow-{pid}", f'<p :{name}="x" v-text="s"></p>')
        add(f"static-attr-{pid}", f'<p {name}="1" :title="x">t</p>')
        add(f"static-only-{pid}", f'<p {name}="1">t</p>')
        add(f"modifier-{pid}", f'<p :title.{name}="x">t</p>')
        add(f"event-{pid}", f'<button @{name}="x++">t</button>')
        add(f"event-mod-{pid}", f'<button @click.{name}="x++">t</button>')
        add(f"tag-{pid}", f'<{name} :title="x">t</{name}>')
        add(f"tag-static-{pid}", f"<{name}>t</{name}>")
        add(f"vbind-arg-{pid}", f'<p v-bind:{name}="x">t</p>')
        add(f"camel-{pid}", f'<p :{name}.camel="x">t</p>')
        add(f"svg-attr-{pid}", f'<svg><circle :{name}="x"></circle></svg>')
    # the rest of the template text
    for pid, text in _text_payloads():
        add(f"text-{pid}", f"<p>{text}{{{{ x }}}}{text}</p>")
        add(f"attr-value-{pid}", f'<p title="{_esc_attr(text)}" :id="x">t</p>')
        add(f"class-static-{pid}", f'<p class="{_esc_attr(text)}" :class="{{ a: x }}">t</p>')
    for pid, text in list(_text_payloads())[::4]:
        add(f"textarea-{pid}", f"<textarea>{text}</textarea><p>{{{{ x }}}}</p>")
        add(f"style-{pid}", f"<style>{text}</style><p>{{{{ x }}}}</p>")
        add(f"comment-{pid}", f"<!--{text}--><p>{{{{ x }}}}</p>")
        add(f"template-el-{pid}", f"<template><i>{text}</i></template><p>{{{{ x }}}}</p>")
        add(f"vpre-{pid}", f'<p v-pre :a="{_esc_attr(text)}">{text}{{{{ x }}}}</p>')
        add(f"ref-{pid}", f'<p ref="{_esc_attr(text)}">{{{{ x }}}}</p>')
        add(f"key-static-{pid}", f'<i v-for="i in items" key="{_esc_attr(text)}">{{{{ i }}}}</i>')
        add(f"class-key-{pid}", f"<p :class=\"{{ '{_esc_attr(_js_single(text))}': x }}\">t</p>")
        add(f"scope-key-{pid}", f"<div v-scope=\"{{ '{_esc_attr(_js_single(text))}': 1 }}\">{{{{ x }}}}</div>")
        add(f"string-literal-{pid}", f"<p>{{{{ '{_js_single(text)}' }}}}</p>")
        add(f"option-{pid}", f'<select v-model="s"><option>{text}</option></select>')
    # v-for aliases: the aliases become Python locals
    for pid, name in list(_name_payloads())[::5]:
        js = _esc_attr(name)
        add(f"for-alias-{pid}", f'<i v-for="{js} in items">t</i>', must="safe")
        add(f"for-key-{pid}", f'<i v-for="(v, {js}) in obj">t</i>')
        add(f"for-index-{pid}", f'<i v-for="(v, k, {js}) in obj">t</i>')
        add(f"for-destructure-{pid}", f'<i v-for="{{ {js} }} in items">t</i>')
    for alias in ["scope", "_a", "render", "_ctx", "__builtins__", "__import__", "j_x", "_t1", "type", "str",
                  "el", "event", "_GLOBALS", "RUNTIME", "self", "None", "True", "lambda", "yield", "await",
                  "ｓcope", "ｓtr", "ℌ", "ªa", "µ", "ﬁ", "x\u200dy", "é", "e\u0301", "℮", "Ⅸ"]:
        js = _esc_attr(alias)
        add(f"for-reserved-{alias.encode('unicode_escape').decode()}",
            f'<i v-for="{js} in items">{{{{ {js} }}}}</i><p>{{{{ x }}}}</p>')
    # delimiters and $template strings from data
    for pid, name in list(_name_payloads())[::4]:
        add(f"delims-open-{pid}", "<p>{{ x }}</p>", data={"x": 1, "$delimiters": [name, "]]"]})
        add(f"delims-close-{pid}", "<p>[[ x ]]</p>", data={"x": 1, "$delimiters": ["[[", name]})
        add(f"template-from-data-{pid}", '<div v-scope="{ $template: t }"></div>',
            data={"x": 1, "t": f'<p :{name}="x">t</p>'})
        add(f"template-text-from-data-{pid}", '<div v-scope="{ $template: t }"></div>',
            data={"x": 1, "t": f"<p>{name}{{{{ x }}}}</p>"})
        add(f"component-{pid}", '<div v-scope="Comp()"></div>',
            data={"x": 1, "t": f'<p :{name}="x">t</p>', "Comp": lambda name=name: {"$template": f'<p :{name}="x">t</p>'}})
    for i, delims in enumerate([["{", "}"], ["'", "'"], ['"', '"'], ["\\", "\\"], ["\n", "\n"], ["{{'", "'}}"],
                                ["%", "%"], ["(", ")"], ["[", "]"], ["${", "}"], ["\u2028", "\u2028"], ["", ""]]):
        add(f"delims-{i}", "<p>{{ x }} {'+str(1//0)+'} '+str(1//0)+' (x) [x] ${x}</p>",
            data={"x": 1, "$delimiters": delims})
    # very long names and deep nesting of template text
    add("long-attr-name", f'<p :{"a" * 100_000}="x">t</p>', must="safe")
    add("long-tag-name", f'<{"a" * 100_000} :title="x">t</{"a" * 100_000}>')
    add("long-alias", f'<i v-for="{"a" * 50_000} in items">t</i>')
    add("many-attrs", "<p " + " ".join(f':a{i}="x"' for i in range(3000)) + ">t</p>")
    add("deep-elements", "<div>" * 3000 + "{{ x }}" + "</div>" * 3000)
    add("deep-vif", "".join('<div v-if="x">' for _ in range(800)) + "t" + "</div>" * 800)
    add("deep-vfor", "".join(f'<div v-for="i{k} in items">' for k in range(200)) + "</div>" * 200, must="limit")
    add("deep-scope", "".join('<div v-scope="{ a: 1 }">' for _ in range(1500)) + "{{ a }}" + "</div>" * 1500)
    # the file canary: payloads with paths, in places where `/` is allowed
    for pid, shape in enumerate(BREAKOUTS_TEXT[7:12]):
        code = (
            "[b['open']('" + FILE + "','w')for(z)in[1]for(g)in[((g.ｇi_frame.ｆ_back.ｆ_back.ｆ_back.ｆ_builtins)"
            "for(q)in[1])]for(b)in(g)]"
        )
        add(f"file-text-{pid}", f"<p>{shape.replace('{c}', code)}{{{{ x }}}}</p>")
    return out


def _js_single(text: str) -> str:
    return text.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n").replace("\r", "\\r").replace(
        "\u2028", "\\u2028")


def _no_marker(template: str):
    def check(outcome) -> None:
        if "pwned" not in template:
            assert "pwned" not in (outcome.output or ""), "code from the template ran: its value rendered"
        error = outcome.error
        while error is not None:
            assert not isinstance(error, (ZeroDivisionError, NameError, SyntaxError)), (
                f"code from the template ran or was pasted into Python: {type(error).__name__}: {error}")
            error = error.__cause__ or error.__context__

    return check


ATTACKS = _attacks()
