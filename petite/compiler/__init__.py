"""The template compiler: a parsed template becomes one Python render function.

`compile_fragment(fragment, ...)` returns a `CompiledFunction`: the generated module
source (`.source`) and `render(scope, _a, _ctx)`, which appends HTML chunks with `_a`.
`petite.template.Template` drives it; `codegen` walks the tree; `runtime` holds the
helpers the generated code calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


from petite.dom import Fragment
from petite.safety import escape_html, page_content

from . import runtime
from .codegen import LINE_INFO, CodeGenerator, MountInstead, NestedTooDeep
from petite.directives import BUILTINS, for_ as loops, scope as scopes
from petite.directives.bind import attribute_value, class_value
from petite.directives.model import ssr_select_option
from petite.directives.text import ssr_display, ssr_raw_text
from petite.expr import RUNTIME, Scope, truthy
from petite import plan

__all__ = ["CompiledFunction", "compile_fragment", "needs_mount", "LINE_INFO", "MountInstead", "NestedTooDeep"]


def needs_mount(fragment: Fragment, delimiters: tuple[str, str] = ("{{", "}}")) -> str | None:
    """Why this template renders by mounting, or None (`petite.plan.needs_mount` with
    the built-in directives that only a real DOM can run)."""
    return plan.needs_mount(fragment, delimiters, BUILTINS.mount_only)


@dataclass
class CompiledFunction:
    source: str
    render: Callable[[Any, Callable[[str], Any], Any], None]
    filename: str
    lines: Any = None  # keeps the generated code's LineMap (error locations) alive


def _globals() -> dict[str, Any]:
    """The generated module's globals: the expression runtime and the SSR helpers."""

    names = dict(RUNTIME)  # its `__builtins__` is empty: generated code reaches no builtins
    names.update(
        type=type,
        str=str,
        bool=bool,
        _escape=escape_html,
        _charged=runtime.charged,
        _display=ssr_display,
        _raw_text=ssr_raw_text,
        _page_content=page_content,
        _El=runtime.ElementState,
        _select_option=ssr_select_option,
        _for_values=loops.ssr_values,
        _for_pairs=loops.ssr_pairs,
        _for_triples=loops.ssr_triples,
        _member=loops._member,
        _Scope=Scope,
        _child_scope=scopes.child_scope,
        _template_of=scopes.template_of,
        _truthy=truthy,
        _class_value=class_value,
        _bound_attr=runtime.bound_attr,
        _attribute_value=attribute_value,
        _url_attr=runtime.url_attr,
        _syntax_error=runtime.syntax_error,
    )
    for name, directive in BUILTINS.directives.items():  # their string-rendering halves
        if directive.render is not None:
            names[f"_v_{name}"] = directive.render
    assert names["__builtins__"] == {}
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
    gives undefined (petite-vue's behaviour) instead of raising. A template the render
    function cannot express (nested deeper than a Python function can hold, a function
    writing a v-for variable) raises `MountInstead` (mount it instead)."""
    global _GLOBALS
    if _GLOBALS is None:
        _GLOBALS = _globals()
    generator = CodeGenerator(source, delimiters, filename, document, strict)
    code = generator.generate(fragment, whole=whole)
    namespace: dict[str, Any] = {}
    try:
        compiled = compile(code, generator.code_filename, "exec")
    except (RecursionError, MemoryError) as exc:  # (a v-else-if chain of 3,000 branches: nested `else`s)
        raise NestedTooDeep(f"more branches or steps than Python's compiler can hold ({type(exc).__name__})") from None
    exec(compiled, _GLOBALS, namespace)  # generated code only
    # (not registered with linecache: tools that re-parse a traceback's source, such as
    # pytest's report, hit CPython 3.11's AST recursion bug on deep generated lines)
    return CompiledFunction(code, namespace["render"], generator.code_filename, generator.line_info)
