"""`petite.Templates`: pages from a folder of template files, with components and layouts.

    templates = petite.Templates("templates", auto_reload=True)   # reload edits (development)
    html = templates.render("index.html", {"posts": posts})

Templates are looked up by name (relative to the folder, or a list of folders searched in
order), compiled once and cached; with `auto_reload=True` a template whose file, or the
file of a component it uses, changed is rebuilt on its next use.

Composition (a petite extension; see docs/components.md): an element whose tag has a
hyphen and names a file — `<site-layout>` is `components/site-layout.html` or
`site-layout.html` — is a component. Its attributes are props (`title="Hi"`,
`:count="n + 1"`, `v-bind="obj"`), its children fill the component's `<slot>`s
(`<template #name>` fills `<slot name="name">`; `<template #row="{ item }">` receives
a scoped slot's props), and a component file that is a whole document is a layout.
Components are expanded when the template is built, into plain petite-vue markup
(`<template v-for>` blocks binding the props), so the result renders on the compiled
and the mount paths alike and can be served live. A template without components is
used exactly as written.

Every error names the file, line and column: syntax errors from the file that has them,
runtime errors from the element whose expression failed (in whichever file it is).
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from .compiler import MountInstead, compile_fragment, needs_mount
from .dom import HTML_NS, VOID_ELEMENTS, Comment, Element, Fragment, ParentNode, Text, source_position
from .errors import ExpressionError, PetiteError, TemplateSyntaxError, source_excerpt
from .safety import page_content
from .context import checked_delimiters
from .syntax import camelize
from .template import DEFAULT_DELIMITERS, Template, parse_source
from .expr import parse

__all__ = ["Templates", "FileTemplate", "TemplateNotFound"]

COMPONENT_FOLDERS = ("components/", "")
_SLOT_TAG = re.compile(r"<(/?)slot(?=[\s/>])", re.I)
_ELEMENT_AT = re.compile(r"\(line (\d+), column (\d+)\)")
_CONTROL = ("v-if", "v-else-if", "v-else", "v-for")


class TemplateNotFound(PetiteError, LookupError):
    """No file by that name in the templates folders."""


@dataclass(frozen=True)
class SourceFile:
    """One template file: where it is, how errors name it, its text and mtime."""

    path: Path | None  # None: a template given as a string
    name: str
    text: str
    mtime: int


@dataclass
class FileTemplate:
    """A template built from a file (and the components it uses).

    `render(data, **values)` gives the HTML; `source` is the petite-vue template it was
    expanded to (hand it to `LiveApp` to serve the page live); `files` are the files it
    was built from, with their modification times.
    """

    name: str
    filename: str
    source: str
    template: Template
    globals: Mapping[str, Any]
    files: dict[Path, int | None] = field(default_factory=dict)
    origins: dict[tuple[int, int], tuple[str, int, int]] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)

    def render(self, data: Any = None, /, **values: Any) -> str:
        return self.render_at(None, data, **values)

    def render_at(self, url: str | None, data: Any = None, /, **values: Any) -> str:
        """`render` for a page at `url` (what `location` reads: the request's address in
        the framework integrations; None: about:blank)."""
        try:
            return self.template.render(self._context(data, values), url=url)
        except (ExpressionError, TemplateSyntaxError, PetiteError) as exc:
            raise self._located(exc) from exc.__cause__

    __call__ = render

    def changed(self) -> bool:
        """Whether a file it was built from changed, appeared or disappeared since."""
        return any(_mtime(path) != mtime for path, mtime in self.files.items())

    def _context(self, data: Any, values: Mapping[str, Any]) -> Any:
        if not self.globals and not values:
            return data
        if data is None:
            data = {}
        if not isinstance(data, Mapping):
            raise TypeError(f"{self.name}: data must be a mapping when globals or keyword values are given")
        return {**self.globals, **data, **values}

    def _located(self, exc: Exception) -> Exception:
        """The error with the element's position in its own file, not the expanded text."""
        if isinstance(exc, ExpressionError) and exc.element:
            exc.element = _ELEMENT_AT.sub(self._where, exc.element, count=1)
            return exc
        if isinstance(exc, TemplateSyntaxError):
            _relocate(exc, self.origins, self.texts, self.filename)
        return exc

    def _where(self, match: re.Match) -> str:
        origin = self.origins.get((int(match.group(1)), int(match.group(2))))
        if origin is None:
            return f"({self.filename}, line {match.group(1)}, column {match.group(2)})"
        return f"({origin[0]}, line {origin[1]}, column {origin[2]})"


class Templates:
    """A folder (or folders, searched in order) of templates, looked up by name.

    `auto_reload`: check the files on every use and rebuild what changed (development).
    `globals`: values every template sees (below the data), e.g. `url_for`.
    `strict`, `delimiters`: as for `petite.compile`.
    """

    def __init__(
        self,
        directory: str | os.PathLike[str] | Iterable[str | os.PathLike[str]],
        *,
        auto_reload: bool = False,
        globals: Mapping[str, Any] | None = None,
        strict: bool = True,
        delimiters: tuple[str, str] | None = None,
    ) -> None:
        folders = [directory] if isinstance(directory, (str, os.PathLike)) else list(directory)
        self.directories = [Path(folder).resolve() for folder in folders]
        self.auto_reload = auto_reload
        self.globals: dict[str, Any] = dict(globals or {})
        self.strict = strict
        self.delimiters = checked_delimiters(delimiters, "delimiters")
        self._cache: dict[str, FileTemplate] = {}
        self._lock = threading.Lock()

    def get(self, name: str) -> FileTemplate:
        """The compiled template called `name` (a path relative to the folder)."""
        with self._lock:
            found = self._cache.get(name)
        if found is not None and not (self.auto_reload and found.changed()):
            return found
        built = _Build(self).template(name)
        with self._lock:
            self._cache[name] = built
        return built

    def render(self, name: str, data: Any = None, /, **values: Any) -> str:
        """Render the template called `name` with `data` (and keyword values)."""
        return self.get(name).render(data, **values)

    def from_string(self, source: str, name: str = "<string>") -> FileTemplate:
        """A template from text rather than a file (not cached); it may use the
        folder's components. `name` is how errors call it."""
        return _Build(self).build(name, SourceFile(None, name, source, 0))

    def find(self, name: str) -> Path:
        """The file of the template called `name`."""
        path = self._lookup(name)
        if path is None:
            folders = ", ".join(str(d) for d in self.directories)
            raise TemplateNotFound(f"template {name!r} not found in {folders}")
        return path

    def _lookup(self, name: str) -> Path | None:
        relative = PurePosixPath(name.replace(os.sep, "/"))
        if relative.is_absolute() or ".." in relative.parts or not relative.parts:
            raise TemplateNotFound(f"template names are relative paths inside the templates folder, not {name!r}")
        for folder in self.directories:
            path = folder.joinpath(*relative.parts)
            if path.is_file():
                return path
        return None

    def component(self, tag: str) -> tuple[Path | None, list[Path]]:
        """The file of component `<tag>` (None if none), and every path looked at."""
        pascal = "".join(part.capitalize() for part in tag.split("-"))
        looked = []
        for folder in self.directories:
            for sub in COMPONENT_FOLDERS:
                for stem in (tag, pascal):
                    path = folder / f"{sub}{stem}.html"
                    looked.append(path)
                    if path.is_file():
                        return path, looked
        return None, looked

    def display_name(self, path: Path) -> str:
        for folder in self.directories:
            if path.is_relative_to(folder):
                return path.relative_to(folder).as_posix()
        return str(path)


def _mtime(path: Path) -> int | None:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None


class _Build:
    """One template's build: load files, check each, expand components, serialize."""

    def __init__(self, templates: Templates) -> None:
        self.templates = templates
        self.delimiters = templates.delimiters or DEFAULT_DELIMITERS
        self.files: dict[Path, int | None] = {}
        self.texts: dict[str, str] = {}
        self.origins: dict[tuple[int, int], tuple[str, int, int]] = {}
        self.uses_components = False
        self.instances = 0  # numbers the hidden bindings of component instances
        self.layout_doctype: str | None = None  # set when a layout makes the page a document

    def template(self, name: str) -> FileTemplate:
        return self.build(name, self.load(self.templates.find(name)))

    def build(self, name: str, page: SourceFile) -> FileTemplate:
        self.texts[page.name] = page.text
        fragment, doctype = self.parse(page, component=False)
        self.expand(fragment, [page.path] if page.path else [])
        if self.uses_components:
            doctype = doctype if doctype is not None else self.layout_doctype
            source = self.serialize(fragment, doctype)
        else:
            source = page.text  # no components: the template exactly as written
        try:
            template = Template(source, delimiters=self.templates.delimiters, filename=page.name, strict=self.templates.strict)
        except TemplateSyntaxError as exc:
            if self.uses_components:
                _relocate(exc, self.origins, self.texts, page.name)
            raise
        return FileTemplate(
            name=name, filename=page.name, source=source, template=template, globals=self.templates.globals,
            files=self.files, origins=self.origins, texts=self.texts,
        )

    # -- files ----------------------------------------------------------------------
    def load(self, path: Path) -> SourceFile:
        mtime = _mtime(path)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise TemplateNotFound(f"cannot read template {path}: {exc.strerror or exc}") from exc
        source = SourceFile(path, self.templates.display_name(path), text, mtime or 0)
        self.files[path] = mtime
        self.texts[source.name] = text
        return source

    def parse(self, source: SourceFile, *, component: bool) -> tuple[Fragment, str | None]:
        """The file's nodes, each element marked with its place in the file. In a
        component, `<slot>` is read as a `<template>` (so it may stand in `<head>` or a
        table, as Vue allows) and marked as a slot outlet. The file is checked on its
        own first, so a syntax error names its own line and column."""
        text, outlets, shifts = source.text, set(), []
        if component:
            text, outlets, shifts = _slots_as_templates(source.text)
        self.check(source)
        fragment, doctype = parse_source(text)
        for element in _elements(fragment):
            position = source_position(element)
            if position is None:
                continue
            offset = position.offset - 4 * sum(1 for at in shifts if at < position.offset)
            line = source.text.count("\n", 0, offset) + 1
            column = offset - source.text.rfind("\n", 0, offset)
            element.data["petite.origin"] = (source.name, line, column)
            if element.tag == "template" and position.offset in outlets:
                element.data["petite.slot"] = True
        return fragment, doctype

    def check(self, source: SourceFile) -> None:
        """Compile the file alone (slot syntax set aside) for its syntax errors."""
        fragment, _ = parse_source(source.text)
        for element in _elements(fragment):
            for name in [n for n in element.attrs if n.startswith(("#", "v-slot"))]:
                del element.attrs[name]
        if needs_mount(fragment, self.delimiters) is None:
            try:
                compile_fragment(
                    fragment, source.text, delimiters=self.delimiters, filename=source.name,
                    document=fragment, strict=self.templates.strict,
                )
            except MountInstead:  # (it mounts: nothing more to check here)
                pass

    # -- components -----------------------------------------------------------------
    def expand(self, parent: ParentNode, stack: list[Path]) -> None:
        for child in list(parent.children):
            if not isinstance(child, Element):
                continue
            self.expand(child.content if child.content is not None else child, stack)
            if "-" in child.tag and child.namespace == HTML_NS:
                path, looked = self.templates.component(child.tag)
                for candidate in looked[: looked.index(path) if path else None]:
                    self.files.setdefault(candidate, None)  # a file appearing there changes the build
                if path is not None:
                    self.instantiate(child, path, stack)

    def instantiate(self, element: Element, path: Path, stack: list[Path]) -> None:
        where = element.data.get("petite.origin")
        if path in stack:
            chain = " → ".join(self.templates.display_name(p) for p in [*stack, path])
            raise self.error(f"component <{element.tag}> uses itself ({chain})", where)
        self.uses_components = True
        source = self.load(path)
        fragment, doctype = self.parse(source, component=True)
        declared = _take_props_script(fragment, source)
        _trim(fragment)
        control, props, fallthrough, caller = self.props(element, declared, where)
        self.fill_slots(fragment, self.slots_given(element, where), caller)
        self.expand(fragment, [*stack, path])
        nodes = list(fragment.children)
        if fallthrough:
            self.fall_through(element, nodes, fallthrough, where)
        if doctype is not None or any(isinstance(n, Element) and n.tag == "html" for n in nodes):
            nodes = self.layout(element, nodes, doctype, props, control, where)
        elif props:
            nodes = [_template_block(props, nodes)]
        if "v-for" in control:  # Vue 3: v-if is evaluated before v-for
            loop = {"v-for": control["v-for"], **({":key": control["key"]} if "key" in control else {})}
            nodes = [_template_block(loop, nodes)]
        for condition in ("v-if", "v-else-if", "v-else"):
            if condition in control:
                nodes = [_template_block({condition: control[condition]}, nodes)]
        parent = element.parent
        index = parent.children.index(element)
        element.remove()
        for offset, node in enumerate(nodes):
            node.parent = None
            parent.insert_before(node, parent.children[index + offset] if index + offset < len(parent.children) else None)

    def layout(self, element, nodes, doctype, props, control, where):
        """A component that is a whole document: it must be the page's root; its props
        are bound on `<html>`."""
        parent = element.parent
        others = [n for n in parent.children if n is not element and not _blank(n)]
        if not isinstance(parent, Fragment) or parent.parent is not None or others or control:
            raise self.error(f"<{element.tag}> is a layout (a whole document): it must be the page's only root element", where)
        self.layout_doctype = doctype if doctype is not None else ""
        html = next(n for n in nodes if isinstance(n, Element) and n.tag == "html")
        if props:
            html.attrs["v-scope"] = props["v-for"].partition(" in ")[2].strip()[1:-1]
        return nodes

    def props(
        self, element: Element, declared: tuple[list[str], str, set[str]], where
    ) -> tuple[dict[str, str], dict[str, str], dict[str, tuple[bool, str]], tuple[list[str], str]]:
        """The `v-if`/`v-else`/`v-for` on the component element, the block binding its
        props (declared names with their defaults, and the attributes given), and the
        attributes that fall through to its root element. As in Vue, a prop declared
        boolean is true when its attribute is present without a value (`<post-card
        compact>`); `class` and `style` always fall through, and so does every other
        attribute the component does not declare, once it declares its props. The last
        item says how slot content gets the caller's values of the prop names back: the
        names, and the hidden binding (`$callerN`) that holds them."""
        names, defaults, flags = declared
        control: dict[str, str] = {}
        entries: dict[str, str] = {}
        fallthrough: dict[str, tuple[bool, str]] = {}  # name -> (bound?, value)
        spreads: list[str] = [f"...({defaults})"] if defaults else []
        for name, value in element.attrs.items():
            bound_attr = name.startswith((":", "v-bind:")) and name not in (":", "v-bind")
            base = name.partition(":")[2].split(".")[0] if bound_attr else name
            if base in ("class", "style") or (
                defaults and not name.startswith(("v-", "@", "#")) and base != "key" and camelize(base) not in names
            ):
                fallthrough[base] = (bound_attr, value)
            elif name in _CONTROL:
                control[name] = value
            elif name.startswith(("@", "v-on:")):
                raise self.error(
                    f"<{element.tag} {name}>: a component from a file takes no listeners; "
                    "put them on elements inside the component", where,
                )
            elif name == "v-bind":
                spreads.append(f"...({value})")
            elif name.startswith((":", "v-bind:")):
                key = camelize(name.partition(":")[2].split(".")[0])
                if key == "key":
                    control["key"] = value
                else:
                    entries[key] = f"({value})"
            elif name.startswith(("#", "v-")):
                raise self.error(f"<{element.tag} {name}>: not supported on a component element", where)
            elif camelize(name) in flags and value in ("", name):
                entries[camelize(name)] = "true"
            else:
                entries[camelize(name)] = _js_string(value)
        dynamic = {k: v for k, (is_bound, v) in fallthrough.items() if is_bound}
        if dynamic:  # evaluated where the component is used, read on the root as $attrs
            entries["$attrs"] = "{ " + ", ".join(f"{_js_string(k)}: ({v})" for k, v in dynamic.items()) + " }"
        bound = list(dict.fromkeys([*names, *entries]))
        bad = [n for n in bound if not re.fullmatch(r"[A-Za-z_$][\w$]*", n)]
        if bad:
            raise self.error(f"<{element.tag}>: {bad[0]!r} is not a usable prop name", where)
        if not bound:
            return control, {}, fallthrough, ([], "")
        shadowed = [n for n in bound if n != "$attrs"]
        caller = ""
        if shadowed:  # the caller's values of the prop names, for its slot content
            self.instances += 1
            caller = f"$caller{self.instances}"
            entries[caller] = "{ " + ", ".join(
                f"{n}: typeof {n} === 'undefined' ? undefined : {n}" for n in shadowed
            ) + " }"
            bound.append(caller)
        values = ", ".join([*spreads, *(f"{k}: {v}" for k, v in entries.items())])
        return control, {"v-for": f"{{ {', '.join(bound)} }} in [{{ {values} }}]"}, fallthrough, (shadowed, caller)

    def fall_through(self, element: Element, nodes: list, attrs: dict[str, tuple[bool, str]], where) -> None:
        """Put the caller's non-prop attributes on the component's single root element:
        classes and styles merge, other attributes replace the root's."""
        roots = [n for n in nodes if not _blank(n)]
        if len(roots) != 1 or not isinstance(roots[0], Element):
            raise self.error(
                f"<{element.tag}>: {', '.join(attrs)} cannot fall through: the component has "
                "no single root element (declare them as props in <script props>)", where,
            )
        root = roots[0]
        for name, (is_bound, value) in attrs.items():
            mine = root.attrs.get(f":{name}") or root.attrs.get(f"v-bind:{name}")
            if not is_bound:
                if name == "class" and root.attrs.get("class"):
                    value = f"{root.attrs['class']} {value}"
                elif name == "style" and root.attrs.get("style"):
                    value = f"{root.attrs['style'].rstrip().rstrip(';')}; {value}"
                root.attrs[name] = value
                if name not in ("class", "style"):
                    root.attrs.pop(f":{name}", None)
                    root.attrs.pop(f"v-bind:{name}", None)
                continue
            given = f"$attrs[{_js_string(name)}]"
            root.attrs.pop(f"v-bind:{name}", None)
            if name in ("class", "style") and mine:
                root.attrs[f":{name}"] = f"[({mine}), {given}]"
            else:
                if name not in ("class", "style"):
                    root.attrs.pop(name, None)
                root.attrs[f":{name}"] = given

    def slots_given(self, element: Element, where) -> dict[str, tuple[list, str | None]]:
        slots: dict[str, tuple[list, str | None]] = {}
        default: list = []
        for child in element.children:
            slot = _slot_directive(child) if isinstance(child, Element) and child.tag == "template" else None
            if slot is None:
                default.append(child)
                continue
            name, pattern = slot
            if name in slots:
                raise self.error(f"<{element.tag}>: slot {name!r} is given twice", child.data.get("petite.origin", where))
            slots[name] = (list(child.content.children), pattern)
        if default and not all(_blank(n) for n in default):
            if "default" in slots:
                raise self.error(f"<{element.tag}>: content outside <template #...> and a <template #default> as well", where)
            slots["default"] = (default, None)
        return slots

    def fill_slots(
        self, fragment: Fragment, slots: dict[str, tuple[list, str | None]], caller: tuple[list[str], str]
    ) -> None:
        """Put the caller's slot content (or the outlet's fallback) in place of each
        outlet. The caller's content sees the caller's scope, as in Vue: the prop names
        are bound back to the caller's values (but a scoped slot's own names win)."""
        names, capture = caller
        for outlet in [e for e in _elements(fragment) if e.data.get("petite.slot")]:
            given = slots.get(outlet.attrs.get("name", "default"))
            if given is None:
                nodes = list(outlet.content.children)
            else:
                content, pattern = given
                nodes = [_copy_tree(node) for node in content]
                own = set(re.findall(r"[A-Za-z_$][\w$]*", pattern or ""))
                rebound = [n for n in names if n not in own]
                if rebound:
                    nodes = [_template_block({"v-for": f"{{ {', '.join(rebound)} }} in [{capture}]"}, nodes)]
                if pattern:  # a scoped slot: the outlet's other attributes are its props
                    values = ", ".join(
                        f"{_js_string(camelize(k.partition(':')[2] if k.startswith((':', 'v-bind:')) else k))}: "
                        + (f"({v})" if k.startswith((":", "v-bind:")) else _js_string(v))
                        for k, v in outlet.attrs.items()
                        if k != "name"
                    )
                    nodes = [_template_block({"v-for": f"{pattern} in [{{ {values} }}]"}, nodes)]
            parent = outlet.parent
            for node in nodes:
                node.parent = None
                parent.insert_before(node, outlet)
            outlet.remove()

    def error(self, message: str, where) -> TemplateSyntaxError:
        if where is None:
            return TemplateSyntaxError(message)
        name, line, column = where
        return TemplateSyntaxError(
            message, line=line, column=column, filename=name,
            source_excerpt=source_excerpt(self.texts.get(name, ""), line, column),
        )

    # -- back to text ---------------------------------------------------------------
    def serialize(self, fragment: Fragment, doctype: str | None) -> str:
        out: list[str] = []
        line, column = 1, 1

        def emit(text: str) -> None:
            nonlocal line, column
            out.append(text)
            newlines = text.count("\n")
            if newlines:
                line += newlines
                column = len(text) - text.rfind("\n")
            else:
                column += len(text)

        def node(n) -> None:
            if isinstance(n, Element):
                origin = n.data.get("petite.origin")
                if origin is not None:
                    self.origins[(line, column)] = origin
                emit(_start_tag(n))
                if n.tag in VOID_ELEMENTS and n.namespace == HTML_NS:
                    return
                children = (n.content if n.content is not None else n).children
                if children and isinstance(children[0], Text):  # a leading newline kept
                    emit(page_content(children[0].outer_html(), n.tag, n.namespace))
                    children = children[1:]
                for child in children:
                    node(child)
                emit(f"</{n.tag}>")
            elif isinstance(n, (Text, Comment)):
                emit(n.outer_html())

        if doctype:
            emit(doctype + "\n")
        for child in fragment.children:
            node(child)
        return "".join(out)


def _start_tag(element: Element) -> str:
    """The start tag as the HTML serialization writes it (only `&` and `"` escaped in
    attribute values), so generated bindings stay readable."""
    attrs = "".join(f' {name}="{value.replace("&", "&amp;").replace(chr(34), "&quot;")}"' for name, value in element.attrs.items())
    return f"<{element.tag}{attrs}>"


def _js_string(text: str) -> str:
    """A JavaScript string literal in single quotes."""
    escaped = text.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n").replace("\r", "\\r")
    return "'" + escaped.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029") + "'"


def _copy_tree(node):
    """A deep copy that keeps the petite origin marks."""
    copy = node.clone(True)
    for original, copied in zip(_all_elements(node), _all_elements(copy)):
        for key in ("petite.origin", "petite.slot"):
            if key in original.data:
                copied.data[key] = original.data[key]
    return copy


def _all_elements(node) -> list[Element]:
    found = []
    if isinstance(node, Element):
        found.append(node)
        found.extend(_elements(node.content if node.content is not None else node))
    return found


def _elements(parent: ParentNode) -> list[Element]:
    """Every element below `parent`, `<template>` contents included, in document order."""
    found = []
    for child in parent.children:
        if isinstance(child, Element):
            found.append(child)
            found.extend(_elements(child.content if child.content is not None else child))
    return found


def _trim(fragment: Fragment) -> None:
    """Drop whitespace-only text at a component's start and end (as Vue's compiler does)."""
    while fragment.children and isinstance(fragment.children[0], Text) and not fragment.children[0].data.strip():
        fragment.children[0].remove()
    while fragment.children and isinstance(fragment.children[-1], Text) and not fragment.children[-1].data.strip():
        fragment.children[-1].remove()


def _blank(node) -> bool:
    return isinstance(node, Comment) or (isinstance(node, Text) and not node.data.strip())


def _template_block(attrs: dict[str, str], nodes: list) -> Element:
    block = Element("template", dict(attrs))
    for node in nodes:
        node.parent = None
        block.content.append_child(node)
    return block


def _slot_directive(element: Element) -> tuple[str, str | None] | None:
    """`#name="pattern"`, `v-slot:name="pattern"` or `v-slot="pattern"` on a template."""
    for name, value in element.attrs.items():
        if name.startswith("#"):
            return name[1:] or "default", value.strip() or None
        if name == "v-slot" or name.startswith("v-slot:"):
            return name.partition(":")[2] or "default", value.strip() or None
    return None


def _slots_as_templates(text: str) -> tuple[str, set[int], list[int]]:
    """`text` with `<slot>` tags written as `<template>`: the new text, the offsets of
    the outlets' start tags in it, and where each replacement added 4 characters."""
    parts, outlets, shifts = [], set(), []
    last = added = 0
    for match in _SLOT_TAG.finditer(text):
        parts.append(text[last : match.start()])
        new_start = match.start() + added
        if not match.group(1):
            outlets.add(new_start)
        parts.append(f"<{match.group(1)}template")
        shifts.append(new_start)
        added += 4
        last = match.end()
    parts.append(text[last:])
    return "".join(parts), outlets, shifts


def _take_props_script(fragment: Fragment, source: SourceFile) -> tuple[list[str], str, set[str]]:
    """A component's `<script props>{ title: 'Untitled', count: 0 }</script>`: the
    names of its declared props, the object literal of their defaults (removed from
    the markup), and the boolean ones. Without one: no declared props."""
    for element in _elements(fragment):
        if element.tag == "script" and "props" in element.attrs:
            text = element.text_content.strip() or "{}"
            where = element.data.get("petite.origin") or (source.name, None, None)
            try:
                tree = parse(text)
                if tree.type != "Object":
                    raise ValueError("not an object literal")
                names = [p.key.value for p in tree.props if not p.computed and p.kind == "init"]
                if len(names) != len(tree.props):
                    raise ValueError("only plain `name: default` entries")
            except (ExpressionError, ValueError, AttributeError) as exc:
                raise TemplateSyntaxError(
                    f"<script props> must hold an object literal of prop defaults, such as "
                    f"{{ title: 'Untitled' }} ({exc})",
                    filename=where[0], line=where[1], column=where[2],
                    source_excerpt=source_excerpt(source.text, where[1], where[2]),
                ) from None
            element.remove()
            flags = {p.key.value for p in tree.props if p.value.type == "Bool"}
            return [str(n) for n in names], text, flags
    return [], "", set()


def _relocate(exc: TemplateSyntaxError, origins: dict, texts: dict[str, str], filename: str) -> None:
    """Point a syntax error found in the expanded text at the file it came from: the
    element that starts on its line nearest before its column."""
    if exc.line is None:
        return
    best = None
    for (line, column), origin in origins.items():
        if line == exc.line and column <= (exc.column or 1) and (best is None or column > best[0]):
            best = (column, origin)
    if best is None:
        return
    column, (name, line, start) = best
    exc.filename, exc.line = name, line
    exc.column = start + ((exc.column or column) - column)
    exc.source_excerpt = source_excerpt(texts.get(name, ""), exc.line, exc.column)
