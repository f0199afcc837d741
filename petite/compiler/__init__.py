"""The template compiler: a parsed template becomes one Python render function.

`compile_fragment(fragment, ...)` returns a `CompiledFunction`: the generated module
source (`.source`) and `render(scope, _a, _ctx)`, which appends HTML chunks with `_a`.
`petite.template.Template` drives it; `codegen` walks the tree; `runtime` holds the
helpers the generated code calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from markupsafe import escape

from petite.dom import Fragment

from . import runtime
from .codegen import LINE_INFO, CodeGenerator, needs_mount

__all__ = ["CompiledFunction", "compile_fragment", "needs_mount", "LINE_INFO"]


@dataclass
class CompiledFunction:
    source: str
    render: Callable[[Any, Callable[[str], Any], Any], None]
    filename: str
    lines: Any = None  # keeps the generated code's LineMap (error locations) alive


def _globals() -> dict[str, Any]:
    from directives.bind import attribute_value, class_value
    from petite.expr import RUNTIME, Scope, truthy
    from importlib import import_module

    member = import_module("directives.for")._member

    names = dict(RUNTIME)
    names.update(
        type=type,
        str=str,
        bool=bool,
        _esc=escape,
        _display=runtime.display,
        _raw_text=runtime.raw_text,
        _text_content=runtime.text_content,
        _inner_html=runtime.inner_html,
        _El=runtime.ElementState,
        _SelectModel=runtime.SelectModel,
        _select_option=runtime.select_option,
        _for_values=runtime.for_values,
        _for_pairs=runtime.for_pairs,
        _for_triples=runtime.for_triples,
        _member=member,
        _Scope=Scope,
        _child_scope=runtime.child_scope,
        _template_of=runtime.template_of,
        _truthy=truthy,
        _class_value=class_value,
        _bound_attr=runtime.bound_attr,
        _attribute_value=attribute_value,
    )
    return names


_GLOBALS: dict[str, Any] | None = None


def compile_fragment(
    fragment: Fragment,
    source: str,
    *,
    delimiters: tuple[str, str] = ("{{", "}}"),
    filename: str | None = None,
    document: Fragment | None = None,
    whole: bool = False,
    strict: bool = True,
) -> CompiledFunction:
    """Compile a parsed template. `whole`: walk every node (a component's template),
    not only the `v-scope` roots. `strict=False`: an expression that fails is logged and
    gives undefined (petite-vue's behaviour) instead of raising."""
    global _GLOBALS
    if _GLOBALS is None:
        _GLOBALS = _globals()
    generator = CodeGenerator(source, delimiters, filename, document, strict)
    code = generator.generate(fragment, whole=whole)
    namespace: dict[str, Any] = {}
    exec(compile(code, generator.code_filename, "exec"), _GLOBALS, namespace)  # generated code only
    return CompiledFunction(code, namespace["render"], generator.code_filename, generator.line_info)
