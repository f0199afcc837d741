"""`petite.render` and `petite.compile`: templates rendered to HTML strings.

    petite.render('<p v-for="x in xs">{{ x }}</p>', {"xs": [1, 2]})
    template = petite.compile(source)      # cached by content
    template.render(data)                  # many times, fast
    template.source                        # the generated Python
    petite.compile_file("page.html")       # cached by path and mtime

The HTML is what petite-vue 0.4.1 leaves in the container after mounting the same
template with the same data. Templates that need a real DOM (`v-effect`, `$el`,
`$refs`, `@vue:mounted`) are rendered by mounting them on the server-side DOM.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import threading
from collections.abc import Mapping
from typing import Any, Callable

from . import scheduler
from .compiler import LINE_INFO, CompiledFunction, MountInstead, compile_fragment, needs_mount
from .directives.scope import insertion_cost
from .dom import Element, Fragment, parse_document, parse_fragment, parse_markup
from .errors import ExpressionError, PetiteError, TemplateSyntaxError, source_excerpt
from .expr import timers
from .expr.budget import component_level, tick
from .expr.lru import LRU
from .expr.property_tables import own_properties
from .safety import as_trusted_html, is_trusted_html, well_formed
from .app import create_app
from .location import checked_url
from .context import checked_delimiters
from .directive_api import collect_errors
from .expr import Scope, evaluation, undefined
from .expr.bindings import python_error
from .expr.functions import bind_scope_methods
from .expr.errors import NeedsPage
from .expr.scope import MISSING
from .expr.viewport import ASSUMED, WINDOW_PROPERTIES as VIEWPORT_PROPERTIES, Viewport, checked_viewport
from .reactivity import check_proxyable
from .window import WINDOW_VALUES, may_be_named, page_names, page_only

DEFAULT_DELIMITERS = ("{{", "}}")
logger = logging.getLogger("petite")
CACHE_SIZE = 512
VARIANTS = 8  # delimiter variants kept per template
COMPONENTS = 128  # compiled components kept per template
CACHED_TEXT = 4_000_000  # characters of keys (template strings) a template's caches keep


class Template:
    """A compiled template: `render(data)` gives the HTML; `source` is the Python."""

    def __init__(
        self,
        source: str,
        *,
        delimiters: tuple[str, str] | None = None,
        filename: str | None = None,
        strict: bool = True,
    ) -> None:
        check_template_text(source)
        self.template = source
        self.filename = filename
        self.strict = strict
        self.delimiters = checked_delimiters(delimiters, "delimiters") or DEFAULT_DELIMITERS
        self.fragment, self.doctype = parse_source(source)
        self.mount_reason = needs_mount(self.fragment, self.delimiters)
        # what its page may name on the window (petite.window): a name the render lacks
        # that an element may give makes it mount (`_named`)
        self.page_names, self.names_bound = page_names(self.fragment)
        # keyed by data ($delimiters, $template strings): bounded, owned by this template
        self._variants: LRU[Template] = LRU(VARIANTS, CACHED_TEXT)
        self._components: LRU[tuple[CompiledFunction, int]] = LRU(COMPONENTS, CACHED_TEXT)
        self._compiled: CompiledFunction | None = None
        if self.mount_reason is None:
            try:
                self._compiled = compile_fragment(
                    self.fragment, source, delimiters=self.delimiters, filename=filename,
                    document=self.fragment, strict=strict,
                )
            except MountInstead as exc:
                self.mount_reason = str(exc)

    @property
    def source(self) -> str:
        """The generated Python render function."""
        if self._compiled is None:
            return (
                f"# This template uses {self.mount_reason}, which needs a real DOM:\n"
                "# render() mounts it on petite's server-side DOM (petite.create_app) instead.\n"
            )
        return self._compiled.source

    def render(self, data: Any = None, *, directives: Mapping[str, Any] | None = None,
               url: str | None = None, viewport: Viewport | None = None) -> str:
        """The HTML petite-vue leaves after mounting this template with `data`.

        `directives`: custom directives (`{"name": fn}` for `v-name`), as
        `app.directive(name, fn)`; they need a DOM, so the template is mounted.
        `url`: the page's address, as `location` reads it (by default about:blank).
        `viewport`: where the page is shown (`innerWidth`, `matchMedia` ...; by default
        `petite.expr.viewport.ASSUMED`, the reference harness's 1280x720 page).
        """
        return _finished(lambda page, shown: self._render(data, directives, page, shown), url, viewport)

    def _render(self, data: Any, directives: Mapping[str, Any] | None, url: str | None = None,
                viewport: Viewport = ASSUMED) -> str:
        if data is not None:
            check_proxyable(data, "render")  # (the data mounting would make reactive: the same rule)
        if directives:
            return mount_render(self.template, data, directives, self.strict, url, viewport)
        delimiters = _delimiters_of(data)
        if delimiters is not None and delimiters != self.delimiters:
            return self._variant(delimiters)._render(data, None, url, viewport)
        if self._compiled is None or viewport is not ASSUMED:
            # (the compiled path answers the window's values for ASSUMED: another page mounts)
            return self._mount(data, url, viewport)
        scope = Scope({} if data is None else data)
        scope.globals.update(WINDOW_VALUES)  # (the page's globals a render knows: petite.window)
        scope.named = self._named
        if isinstance(data, dict):  # petite-vue binds the root data's functions to the scope
            bind_scope_methods(data, scope)
        out: list[str] = [self.doctype] if self.doctype else []
        queue = scheduler.current()
        microtasks = queue.microtask_count()
        if microtasks:
            # promises still pending from the data's own code settle after petite-vue's
            # mount, in the mounted page: render what they leave, as mount does
            return self._mount(data, url)
        mounts = False
        try:
            # the whole render is one evaluation (one work budget) with its own property
            # table (Object.freeze, defineProperty: dropped when the render returns)
            with own_properties() as tables, evaluation() as budget:
                tables.page = scope.global_value  # (a page global read by a function from the data mounts too)
                self._compiled.render(scope, out.append, self)
        except (NeedsMount, NeedsPage):
            mounts = True  # (mounted below, outside this handler: the mount's own errors
            # must not carry the render's signal as their context)
        except RecursionError:
            raise
        except Exception as exc:
            located = _located(exc)
            if located is exc:
                raise
            raise located from (exc if located.__cause__ is exc else None)
        if mounts:
            return self._mount_after(budget, data, url)
        if queue.microtask_count() != microtasks:
            # a promise settles only in a mounted page (its microtasks change what shows)
            queue.drop_microtasks(microtasks)
            return self._mount_after(budget, data, url)
        return "".join(out)

    def _mount_after(self, budget: Any, data: Any, url: str | None) -> str:
        """The mount a render falls back to midway (or at its end), left the work the
        render did not spend: one budget for both. A fresh one let a page spend a whole
        budget rendering, then as much again mounting (a loop of 230,000 iterations
        before a `$template` that needs mounting: 0.4 s rendered, 1.8 s when it fell
        back; wave 43)."""
        left = budget.steps
        with evaluation() as mounting:
            if left < mounting.steps:
                mounting.steps = left
            return self._mount(data, url)

    __call__ = render

    # -- the mount path ------------------------------------------------------------------
    def _mount(self, data: Any, url: str | None = None, viewport: Viewport = ASSUMED) -> str:
        if self.doctype is None:
            return mount_render(self.template, data, strict=self.strict, url=url, viewport=viewport)
        fragment, doctype = parse_source(self.template)  # a whole document
        return (doctype or "") + mount_render(fragment, data, strict=self.strict, url=url, viewport=viewport)

    # -- variants and components ---------------------------------------------------------
    def _variant(self, delimiters: tuple[str, str]) -> Template:
        variant = self._variants.get(delimiters)
        if variant is None:
            variant = Template(self.template, delimiters=delimiters, filename=self.filename, strict=self.strict)
            self._variants.put(delimiters, variant)
        return variant

    def render_template(self, template: str, tag: str, scope: Any, append: Any) -> None:
        """A `v-scope` component's `$template`: `#id` of a `<template>` (its content is
        appended to the element's children) or an HTML string (which replaces them)."""
        trusted = is_trusted_html(template)
        template = template if type(template) is str else str(template)
        key = (template, tag, trusted)
        component = self._components.get(key)
        if component is None:
            component = self._components.put(
                key, self._compile_component(as_trusted_html(template) if trusted else template, tag)
            )
        compiled, cost = component
        tick(cost)  # (made once, inserted in every row: each insertion costs what mounting it does)
        with component_level():
            compiled.render(scope, append, self)

    def _compile_component(self, template: str, tag: str) -> tuple[CompiledFunction, int]:
        """The compiled component and the steps each insertion of it costs."""
        if template[:1] == "#":
            element = _find_by_id(self.fragment, template[1:])
            if element is None or element.content is None:
                raise TemplateSyntaxError(
                    f"unknown component template {template!r}: no <template id={template[1:]!r}> in this template",
                    filename=self.filename,
                )
            fragment = element.content.clone(True)
            try:
                return compile_fragment(
                    fragment, self.template, delimiters=self.delimiters, filename=self.filename,
                    document=self.fragment, whole=True, strict=self.strict,
                ), insertion_cost(template, element.content)
            except MountInstead:
                raise NeedsMount(template) from None
        # an HTML string (from data, possibly): sanitised unless TrustedHTML (petite.sanitize)
        fragment = parse_markup(template, tag)
        if needs_mount(fragment, self.delimiters):
            raise NeedsMount(template)
        try:
            return compile_fragment(
                fragment, template, delimiters=self.delimiters, filename="$template", document=self.fragment,
                whole=True, strict=self.strict,
            ), insertion_cost(template)
        except MountInstead:
            raise NeedsMount(template) from None

    def _named(self, name: str) -> Any:
        """A name the render's scopes, globals and built-ins lack: when the page has it
        (one of its globals, or one of its elements may be called so), the page is needed
        (NeedsPage: the template mounts)."""
        read = VIEWPORT_PROPERTIES.get(name)
        if read is not None:  # (the page a render assumes: petite.expr.viewport)
            return read(ASSUMED)
        if page_only(name) or (may_be_named(name) and (self.names_bound or name in self.page_names)):
            raise NeedsPage(name)
        return MISSING

    def expression_failed(self, error: Exception, expression: str, element: str) -> Any:
        """Non-strict mode: log the error as petite-vue does; the value is undefined."""
        logger.warning("error evaluating %r on %s: %s", expression, element, error)
        return undefined


def check_template_text(source: Any) -> None:
    """TypeError unless `source` is a template's text (a str): what `render`, `compile`
    and `petite.testing.mount` take."""
    if not isinstance(source, str):
        raise TypeError(f"a template is a str, not {type(source).__name__}")


class NeedsMount(Exception):
    """A component's `$template` string needs a DOM: render the page by mounting it."""


_SPACE_RE = re.compile(r"\s*")
_DOCUMENT_START_RE = re.compile(r"<(?:!doctype|html[\s>])", re.I)


def is_document(source: str) -> bool:
    """Does `source` start, after white space and comments, with `<!doctype` or `<html>`?
    A comment ends at its first `-->` (`<!-->` and `<!--->` end at once, as HTML parses
    them). (Read by hand: a regular expression's `(?:\s|<!--.*?-->)*` tried every way to split
    the comments, so 24 `<!---->` took 2 s and each more doubled it.)"""
    at = 0
    while True:
        at = _SPACE_RE.match(source, at).end()
        if not source.startswith("<!--", at):
            return _DOCUMENT_START_RE.match(source, at) is not None
        end = source.find(">", at + 4) if source.startswith(("<!-->", "<!--->"), at) else source.find("-->", at + 4)
        if end < 0:
            return False
        at = end + (1 if source[end] == ">" else 3)  # (a comment ends at its first `-->`, `<!-->` at once)


def parse_source(source: str) -> tuple[Fragment, str | None]:
    """The template's nodes, and its doctype when it is a whole document (`<!doctype
    html>` or `<html>` first): documents are parsed as documents, the rest as a
    container `<div>`'s innerHTML."""
    if not is_document(source):
        return parse_fragment(source), None
    fragment, has_doctype = parse_document(source)
    return fragment, "<!DOCTYPE html>" if has_doctype else ""


def _finished(render: Callable[[str | None, Viewport], str], url: str | None, viewport: Viewport | None) -> str:
    """What every render returns: `render(page address, viewport)` with the two checked,
    no timer run (none runs before petite-vue's first paint is complete), well-formed."""
    with timers.discarding():
        return well_formed(render(None if url is None else checked_url(url), checked_viewport(viewport)))


def mount_render(template: str | Fragment, data: Any, directives: Mapping[str, Any] | None = None,
                 strict: bool = True, url: str | None = None, viewport: Viewport = ASSUMED) -> str:
    """Render by mounting on the server-side DOM (the path for templates needing a DOM).
    `strict=False`: a failing expression is logged and undefined, as on the render path;
    `url`: the page's address (`location`); `viewport`: where it is shown."""
    app = create_app({} if data is None else data)
    app.url = url
    app.viewport = viewport
    for name, fn in (directives or {}).items():
        app.directive(name, fn)
    try:
        with contextlib.nullcontext() if strict else collect_errors():
            app.mount(template)
        return app.html()
    finally:
        app.unmount(run_cleanups=False)  # petite-vue never unmounts a rendered page


def _delimiters_of(data: Any) -> tuple[str, str] | None:
    return checked_delimiters(data.get("$delimiters")) if isinstance(data, Mapping) else None


def _find_by_id(fragment: Fragment, ident: str) -> Element | None:
    for node in fragment.iter():
        if isinstance(node, Element) and node.attrs.get("id") == ident:
            return node
    return None


def _located(exc: BaseException) -> BaseException:
    """`exc` with the expression and element it came from (from the generated line)."""
    info = lines = None
    tb = exc.__traceback__
    while tb is not None:
        found_lines = LINE_INFO.get(tb.tb_frame.f_code.co_filename)
        if found_lines is not None:
            found = found_lines.get(tb.tb_lineno)
            if found is not None:
                info, lines = found, found_lines
        tb = tb.tb_next
    if info is None:
        return exc
    expression, element, directive, position = info
    if isinstance(exc, TemplateSyntaxError):
        if exc.line is None and position is not None:
            exc.line, exc.column = position
            exc.source_excerpt = source_excerpt(lines.source, *position)
            exc.filename = exc.filename or lines.filename
        return exc
    if isinstance(exc, ExpressionError):
        unknown = _unknown_component(exc, expression, directive)
        if unknown is not None:
            if position is not None:
                unknown.line, unknown.column = position
                unknown.source_excerpt = source_excerpt(lines.source, *position)
                unknown.filename = lines.filename
            return unknown
        if exc.expression is None:
            exc.expression = expression
        if not exc.element:
            exc.element = element
        return exc
    if isinstance(exc, PetiteError):
        return PetiteError(f"{exc}\n  in expression: {expression}\n  on element: {element}")
    # (the JavaScript error a Python one stands for: the mount path's rule, `python_error`)
    error = python_error(exc) or ExpressionError(f"{type(exc).__name__}: {exc}", kind="Error")
    error.expression, error.element = expression, element
    error.__cause__ = exc
    return error


def _unknown_component(exc: ExpressionError, expression: str, directive: str) -> TemplateSyntaxError | None:
    """`v-scope="Name(...)"` where nothing is called Name: an unknown component."""
    import re

    if directive != "v-scope" or getattr(exc, "kind", None) != "ReferenceError":
        return None
    match = re.match(r"\s*([A-Za-z_$][\w$]*)\s*\(", expression)
    if not match or f"{match.group(1)} is not defined" not in str(exc):
        return None
    return TemplateSyntaxError(f"unknown component {match.group(1)!r} in v-scope={expression!r}: {exc.message}")


# -- caches ------------------------------------------------------------------------------

_cache: LRU[Template] = LRU(CACHE_SIZE, 16_000_000)  # by template text: bounded in count and size
_file_cache: dict[str, tuple[float, Template]] = {}
_cache_lock = threading.Lock()


def compile(template: str, *, delimiters: tuple[str, str] | None = None, strict: bool = True) -> Template:
    """A compiled `Template` for this template text (cached by content).

    `strict` (default): an expression that fails while rendering raises an
    `ExpressionError` naming the expression and the element. `strict=False` follows
    petite-vue: the error is logged (logger "petite") and the value is undefined.
    """
    key = (template, tuple(delimiters) if delimiters else None, strict)
    found = _cache.get(key)
    if found is not None:
        return found
    return _cache.put(key, Template(template, delimiters=delimiters, strict=strict))


def compile_file(
    path: str | os.PathLike[str], *, delimiters: tuple[str, str] | None = None, strict: bool = True
) -> Template:
    """A compiled `Template` for a template file (cached by path and mtime)."""
    path = os.fspath(path)
    mtime = os.stat(path).st_mtime_ns
    key = f"{os.path.abspath(path)}|{delimiters}|{strict}"
    with _cache_lock:
        found = _file_cache.get(key)
    if found is not None and found[0] == mtime:
        return found[1]
    with open(path, encoding="utf-8") as f:
        text = f.read()
    compiled = Template(text, delimiters=delimiters, filename=path, strict=strict)
    with _cache_lock:
        _file_cache[key] = (mtime, compiled)
    return compiled


def render(
    template: str | Template,
    data: Any = None,
    *,
    delimiters: tuple[str, str] | None = None,
    directives: Mapping[str, Any] | None = None,
    strict: bool = True,
    url: str | None = None,
    viewport: Viewport | None = None,
) -> str:
    """The HTML petite-vue leaves after mounting `template` with `data`.

    `delimiters` replaces `{{ }}` (as `$delimiters` in the data does); `directives`
    registers custom directives (rendered by mounting on the server-side DOM);
    `strict=False` renders a failing expression as undefined (logged) as petite-vue does;
    `url` is the page's address, as `location` reads it (by default about:blank);
    `viewport` (a `petite.Viewport`) where it is shown, as `innerWidth`, `screen` and
    `matchMedia` read it (by default the reference harness's 1280x720 page; another
    viewport renders on the mount path, which answers every read for it).
    """
    if directives and not isinstance(template, Template):  # (mounted: no compiled template needed)
        return _finished(lambda page, shown: mount_render(template, data, directives, strict, page, shown), url, viewport)
    if not isinstance(template, Template):
        template = compile(template, delimiters=delimiters, strict=strict)
    return template.render(data, directives=directives, url=url, viewport=viewport)
