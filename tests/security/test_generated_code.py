"""Class 1: template text never becomes Python code.

Every piece of template text that reaches generated source (tag and attribute names,
arguments, modifiers, aliases, keys, ref names, static text, `$template` strings from
data, delimiters) is a quoted literal. Each payload below, were it pasted unquoted into
the generated render function, would call `canary` (or break the module's syntax).
The checks: rendering either works or raises a petite error (never a Python
`SyntaxError`/`NameError`), the canary is never called, the generated module has no
builtins, and hostile names come out as data.
"""

from __future__ import annotations

import ast
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import petite
from petite.errors import ExpressionSyntaxError, PetiteError

CALL = "scope.lookup('canary')()"
BREAKOUTS = [
    f"a'+{CALL}+'",
    f'a"+{CALL}+"',
    f"a'''+{CALL}+'''",
    f'a"""+{CALL}+"""',
    f"a\\'+{CALL}+\\'",
    f"a\\\\'+{CALL}+'",
    f"a{{{CALL}}}",
    f"a}}{{{CALL}}}{{",
    f"a\\N{{{CALL}}}",
    f"a\\\\N{{{CALL}}}",
    f"a'\n{CALL}\n'",
    f"a'\u2028{CALL}\u2028'",
    f"a'\r{CALL}#",
    f"a')\n{CALL}\n_a('",
    f"a'];{CALL};x=['",
    # fullwidth letters fold to ASCII under NFKC (Python identifiers are normalised)
    "ａ'+ｓｃｏｐｅ.ｌｏｏｋｕｐ('canary')()+'",
    "a'+__import__('os').system('true')+'",
    "a'+type.__subclasses__(type)+'",
    "a'+(lambda:0).__globals__+'",
    "a%(x)s{0}",
]
# attribute names cannot hold whitespace, '/', '>' or '=' (the HTML tokenizer ends them)
NAME_BREAKOUTS = [b for b in BREAKOUTS if not any(c in b for c in " \t\n\r\f/>=\u2028")]

POSITIONS = {
    "bound attribute": '<div v-scope><p :{X}="1">t</p></div>',
    "bound attribute, fast path": '<div v-scope><p :{X}="x">t</p></div>',
    "bound attribute with class": '<div v-scope><p :{X}="x" :class="{{ a: 1 }}">t</p></div>',
    "v-bind argument and modifier": '<div v-scope><p v-bind:{X}.camel="x">t</p></div>',
    "modifier": '<div v-scope><p :title.{X}="x">t</p></div>',
    "dynamic argument": '<div v-scope><p v-bind:[{X}]="x">t</p></div>',
    "listener": '<div v-scope><button @{X}="x++">t</button></div>',
    "static attribute name": '<div v-scope><p {X}="v" :title="x">t</p></div>',
    "static attribute on input": '<div v-scope><input {X}="v" v-model="x"></div>',
    "tag name": '<div v-scope><{X} :title="x">t</{X}></div>',
    "ref": '<div v-scope><p ref="{X}">t</p></div>',
    "unknown directive": '<div v-scope><p v-{X}="x">t</p></div>',
    "v-for alias": '<div v-scope><p v-for="{X} in [1]">t</p></div>',
    "v-for key": '<div v-scope><p v-for="i in [1]" :key="i" {X}="k">t</p></div>',
    "option": '<div v-scope><select v-model="x"><option {X}="o">{{{{ x }}}}</option></select></div>',
}
TEXT_POSITIONS = {
    "static text": '<div v-scope><p>{X}</p></div>',
    "text beside interpolation": '<div v-scope><p>{{{{ x }}}}{X}</p></div>',
    "attribute value": '<div v-scope><p title="{X}" :id="x">t</p></div>',
    "class beside :class": '<div v-scope><p class="{X}" :class="{{ a: x }}">t</p></div>',
    "style element": '<div v-scope><style>{X}{{{{ x }}}}</style></div>',
    "textarea": '<div v-scope><textarea>{X}</textarea><input :value="x"></div>',
    "comment": '<div v-scope><!--{X}--><p>{{{{ x }}}}</p></div>',
    "outside the root": '<p>{X}</p><div v-scope>{{{{ x }}}}</div>',
    "v-pre": '<div v-scope><p v-pre :title="{X}">{X}</p><i>{{{{ x }}}}</i></div>',
    "template content": '<div v-scope><template><p>{X}</p></template>{{{{ x }}}}</div>',
}


class Canary:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, *args: object) -> str:
        self.calls += 1
        return "PWNED"


def render_hostile(template: str, **extra: object) -> tuple[Canary, str | None]:
    canary = Canary()
    data = {"x": 1, "canary": canary, **extra}
    try:
        html = petite.render(template, data)
    except (PetiteError, ExpressionSyntaxError):  # (a template error, or an expression that does not parse: it fails when it runs)
        html = None
    assert canary.calls == 0, template
    assert html is None or "PWNED" not in html
    return canary, html


@pytest.mark.parametrize("payload", NAME_BREAKOUTS)
@pytest.mark.parametrize("position", sorted(POSITIONS))
def test_names_stay_names(position: str, payload: str) -> None:
    render_hostile(POSITIONS[position].format(X=payload))


@pytest.mark.parametrize("payload", BREAKOUTS)
@pytest.mark.parametrize("position", sorted(TEXT_POSITIONS))
def test_text_stays_text(position: str, payload: str) -> None:
    payload = payload.replace("<", "").replace("-->", "")
    _, html = render_hostile(TEXT_POSITIONS[position].format(X=payload))
    if "{" not in payload and "}" not in payload:  # braces may open an interpolation
        assert html is not None


@pytest.mark.parametrize("payload", NAME_BREAKOUTS + BREAKOUTS)
def test_template_string_from_data(payload: str) -> None:
    """`$template` from data is compiled at render time: the same rules hold."""
    for position in [*POSITIONS.values(), *TEXT_POSITIONS.values()]:
        inner = position.format(X=payload).replace("<div v-scope>", "<div>")
        render_hostile('<div v-scope="{ $template: tpl }"></div>', tpl=inner)


@pytest.mark.parametrize("payload", BREAKOUTS)
def test_delimiters_from_data(payload: str) -> None:
    render_hostile(
        '<div v-scope="{ $delimiters: d }"><p>[[ x ]] ' + payload.replace("<", "") + "</p></div>",
        d=["[[", "]]"],
    )


def test_bound_name_with_quote_is_data_not_code() -> None:
    """The reported attack: a bound attribute name closing the generated literal."""
    _, html = render_hostile("<div v-scope><p :a'+str(type.__subclasses__(type))[:40]+'=\"x\">t</p></div>")
    assert html is None or "<class" not in html


def test_generated_module_has_no_builtins() -> None:
    template = petite.compile('<div v-scope="{ n: 2 }"><p v-for="i in n" :title="i">{{ i }}</p></div>')
    render = template._compiled.render
    assert render.__globals__["__builtins__"] == {}
    assert "__import__" not in render.__globals__
    assert "eval" not in render.__globals__ and "getattr" not in render.__globals__


NAMES_IN_GENERATED = {"scope", "el", "event", "_a", "_ctx", "_n"}  # (_n: characters written since the last charge)


def test_generated_source_names_only_its_own_vocabulary() -> None:
    """Hostile text appears in the generated module only as string constants: every
    name is a parameter, a compiler-made local (`<ascii words>_<n>`, `_t<n>`) or one of
    the module's own helpers."""
    payload = "a'+{0}+'".format(CALL)
    template = petite.compile(POSITIONS["bound attribute"].format(X=payload))
    helpers = template._compiled.render.__globals__
    for node in ast.walk(ast.parse(template.source)):
        if isinstance(node, ast.Name):
            assert (node.id in NAMES_IN_GENERATED or node.id in helpers
                    or re.fullmatch(r"[a-z][a-z0-9_]*_[0-9]+|_t[0-9]+", node.id)), node.id
        if isinstance(node, ast.Attribute):
            assert node.attr not in {"lookup", "__globals__", "__subclasses__"}, node.attr


HOSTILE_CHARS = st.sampled_from(list("'\"\\{}()+%\n\r\u2028\u2029\x00#;[]:$@.ａｓ_") + ["\\N{", "'''", '"""'])
HOSTILE_NAME = st.lists(HOSTILE_CHARS | st.sampled_from(list("abcxyz")), min_size=1, max_size=16).map("".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=HOSTILE_NAME, position=st.sampled_from(sorted(POSITIONS)))
def test_generated_names_property(name: str, position: str) -> None:
    name = "".join(c for c in name if c not in " \t\n\r\f/>=\x00\u2028\u2029") or "a"
    render_hostile(POSITIONS[position].format(X="a" + name))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.lists(HOSTILE_CHARS | st.text(max_size=3), max_size=20).map("".join),
       position=st.sampled_from(sorted(TEXT_POSITIONS)))
def test_generated_text_property(text: str, position: str) -> None:
    text = text.replace("<", "").replace("-->", "").replace("\x00", "")
    render_hostile(TEXT_POSITIONS[position].format(X=text))
