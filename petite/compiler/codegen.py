"""Template -> Python render function.

The generator reads the template's plan (`petite.plan`, the analysis the mount path
runs): for each node, its steps say what it is — left as written (`v-pre`), a v-if
chain or a v-for (their directives' render halves write the `if`/`for`), a scope
(v-scope's render half), text to interpolate, directives to apply in petite-vue's order
(`v-model` after the other bindings, listeners last). Everything that does not
depend on data is escaped and joined at compile time; the rest becomes Python code:
`if` chains, `for` loops whose aliases are Python locals, and one line per evaluated
expression (so a runtime error maps back to its expression and element).
"""

from __future__ import annotations

import itertools
import re
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field

from petite.dom import VOID_ELEMENTS, Element, Fragment, Node, Text, describe, source_position
from petite.dom.serialize import element_html, inner_html, outer_html, start_tag_of
from petite.errors import ExpressionSyntaxError, TemplateSyntaxError, source_excerpt
from petite.expr.budget import COMPILED_CHARS, tick
from petite.expr.values import is_index_key
from petite.pysource import fstring, identifier, literal
from petite.safety import (
    NEWLINE_DROPPING_ELEMENTS, RAW_TEXT_ELEMENTS, escape_html, is_executable_script,
    is_valid_attribute_name, value_check,
)
from petite.plan import (
    Delimiters,
    BIND_REF, ApplyStep, BlockPlan, ForStep, IfStep, ParsedDirective, PlanIndex, PreStep, ScopeStep, TextStep,
    in_executable_script, plan_block, scope_roots,
)
from petite.directives import BUILTINS
from petite.directives.bind import binding_of
from petite.expr import parse, python_source
from petite.expr.codegen import Compiler, WritesResolvedName

SIMPLE_NAME_RE = re.compile(r"[A-Za-z_]\w*\Z", re.ASCII)
HINT_WORD_RE = re.compile(r"[A-Za-z0-9]+", re.ASCII)
PATH_RE = re.compile(r"\s*[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*\s*\Z", re.ASCII)
# elements whose text is serialized unescaped (`<noscript>` too: scripting is enabled)
RAW_TEXT_OUTPUT = RAW_TEXT_ELEMENTS | {"noscript"}
CLASS_KEY_RE = re.compile(r"[^\s]+(?:\s+[^\s]+)*\Z")

CHARGE_EVERY = 4096  # characters written between two charges (`escaped`)
HEADER_LINES = 2  # "def render(...)" and "el = event = None" come before the body
_filenames = itertools.count(1)


class LineMap(dict):
    """Line number of generated code -> (expression, element description, directive,
    (line, column) of the element in `source` or None)."""

    __slots__ = ("__weakref__", "source", "filename")


# generated filename -> its LineMap, while its render function is alive
LINE_INFO: weakref.WeakValueDictionary[str, LineMap] = weakref.WeakValueDictionary()


def escaped(value: str) -> str:
    """Code escaping the string in local `value` for the page, its length counted in the
    render's local `_n`: each 4,096 characters written are charged at once (`_charged`,
    `petite.expr.budget.charge_chars`: every write counts, at one call per page's worth)."""
    return f"_escape({value}) if (_n := _n + len({value})) < {CHARGE_EVERY} or not (_n := _charged(_n)) else ''"


@dataclass
class Context:
    """What the code being generated can see: loop aliases held in Python locals and
    the `<select v-model>` (if any) deciding option selectedness."""

    aliases: dict[str, str] = field(default_factory=dict)
    select: str | None = None
    plan: PlanIndex | None = None  # the plan of the block being generated (`petite.plan`)

    def with_aliases(self, more: dict[str, str]) -> Context:
        return Context({**self.aliases, **more}, self.select, self.plan)

    def scoped(self) -> Context:
        return Context({}, self.select, self.plan)

    def in_block(self, plan: PlanIndex) -> Context:
        return Context(self.aliases, self.select, plan)




# Python refuses more than 100 indentation levels and 20 nested loops/try blocks in one
# function: a template nested deeper (within the parser's nesting limit) renders by mounting
MAX_INDENT = 90
MAX_LOOPS = 18


class MountInstead(Exception):
    """The template's render function cannot express it: the template mounts instead
    (the message says why)."""


class NestedTooDeep(MountInstead):
    """The template's render function would nest deeper than Python allows."""


# Characters of code in one render function (static HTML counted a sixteenth: a string
# literal costs Python's compiler little). Generating and compiling it costs about a
# microsecond a character: a template of 20,000 bindings (420 KB) was 13 s to compile,
# 47,000 (1 MB) 73 s, and 10,000 distinct bindings of a `$template` string from data
# (300 KB, 7 MB of code) 8 s inside a render that paid for parsing it only. A longer
# one mounts instead. The biggest of the 292 real-world pages is 200,713 characters.
MAX_RENDER_SOURCE = 1_000_000


class TooLong(MountInstead):
    """The template's render function would be longer than `MAX_RENDER_SOURCE`."""


class Lines(list):
    """A render function's lines, measured as they are added (`append(line, text)`:
    `text` characters of it are static HTML): inside an evaluation (a `$template`
    component, a `$delimiters` variant) each is charged as compiled code is
    (`budget.COMPILED_CHARS`), while it is made; past `MAX_RENDER_SOURCE`, `TooLong`."""

    __slots__ = ("size",)

    def __init__(self) -> None:
        super().__init__()
        self.size = 0

    def append(self, line: str, text: int = 0) -> None:
        before = self.size
        self.size = size = before + len(line) - text + text // 16 + 1
        tick(size // COMPILED_CHARS - before // COMPILED_CHARS)
        if size > MAX_RENDER_SOURCE:
            raise TooLong(f"a render function longer than {MAX_RENDER_SOURCE} characters of code")
        list.append(self, line)


class CodeGenerator:
    """Generates the Python source of one template's render function."""

    def __init__(self, source: str, delimiters: tuple[str, str] = ("{{", "}}"), filename: str | None = None,
                 document: Fragment | None = None, strict: bool = True) -> None:
        self.source = source
        self.strict = strict
        self.filename = filename
        self.delimiters = delimiters
        self.delimiters_re = Delimiters(*delimiters)
        self.document = document
        self.lines = Lines()
        self.indent = 1
        self.opened: list[bool] = []  # the blocks open: is each a loop?
        self.loops = 0
        self.static: list[str] = []
        self.has_dynamic = False
        self.counter = itertools.count(1)
        label = "-".join(HINT_WORD_RE.findall(filename or "")[-2:])
        self.code_filename = f"<petite-template-{next(_filenames)}{'-' + label if label else ''}>"
        self.line_info = LineMap()
        self.line_info.source = source
        self.line_info.filename = filename
        self.templates: dict[str, Element] = {}

    # -- output ----------------------------------------------------------------------
    def text(self, html: str) -> None:
        """Static HTML (already escaped)."""
        if html:
            self.static.append((False, html))

    def dynamic(self, code: str) -> None:
        """The value of the Python local `code` (a str of HTML), joined with the static
        text around it (one f-string append); it must be computed already."""
        self.static.append((True, identifier(code)))
        self.has_dynamic = True

    def flush(self) -> None:
        if self.static:
            if self.has_dynamic:
                line = f"_a({fstring(self.static)})"
            else:
                line = f"_a({literal(''.join(text for _, text in self.static))})"
            self.lines.append("    " * self.indent + line, sum(len(text) for dynamic, text in self.static if not dynamic))
            self.static = []
            self.has_dynamic = False

    def emit(self, line: str) -> int:
        self.flush()
        self.lines.append("    " * self.indent + line)
        return len(self.lines)

    def pure(self, line: str) -> None:
        """A line that computes without appending: pending static HTML stays pending."""
        self.lines.append("    " * self.indent + line)

    def open(self, line: str) -> None:
        self.emit(line)
        self.enter(line.startswith("for "))

    def enter(self, loop: bool = False) -> None:
        """Indent the lines that follow (a block opened by the line just emitted)."""
        self.indent += 1
        self.opened.append(loop)
        self.loops += loop
        if self.indent > MAX_INDENT or self.loops > MAX_LOOPS:
            raise NestedTooDeep("the template nests deeper than one Python function can hold")

    def close(self) -> None:
        self.flush()
        if self.lines[-1].rstrip().endswith(":"):
            self.lines.append("    " * self.indent + "pass")
        self.indent -= 1
        self.loops -= self.opened.pop()

    def local(self, hint: str = "value") -> str:
        """A fresh Python local named after what it holds: the hint's ASCII words (from
        the template's names) and a number that keeps it unique."""
        words = [word for word in HINT_WORD_RE.findall(hint) if not word.isdigit()][-3:]
        base = "_".join(words).lower()[:24] or "value"
        if base[0].isdigit():
            base = "v" + base
        return f"{base}_{next(self.counter)}"

    def mark(self, line: int, exp: str, el: Element, what: str) -> None:
        """Map the generated `line` (`emit`'s number) to `what`'s expression on `el`."""
        self.line_info[line + HEADER_LINES] = (exp.strip(), describe(el), what, _position_of(el))

    # -- errors ----------------------------------------------------------------------
    def error(self, message: str, node: Node | None, attr: str | None = None,
              needle: str | None = None) -> TemplateSyntaxError:
        """A TemplateSyntaxError pointing at `node` in the source: at its attribute `attr`,
        or at `needle` (text)."""
        offset = None
        el = node
        while el is not None and not isinstance(el, Element):
            el = el.parent
        position = source_position(el) if isinstance(el, Element) else None
        start = position.offset if position else 0
        if attr is not None and position is not None:
            match = re.compile(r"\s" + re.escape(attr) + r"\s*=\s*([\"']?)", re.I).search(self.source, start)
            if match and match.start() < self.source.find(">", start) + 1 + len(match.group(0)):
                offset = match.start() + 1
        elif needle:
            index = self.source.find(needle, start)
            if index >= 0:
                offset = index
        if offset is None and position is not None:
            offset = position.offset
        line = column = None
        if offset is not None:
            line = self.source.count("\n", 0, offset) + 1
            column = offset - (self.source.rfind("\n", 0, offset) + 1) + 1
        return TemplateSyntaxError(
            message, line=line, column=column, source_excerpt=source_excerpt(self.source, line, column),
            filename=self.filename,
        )

    # -- expressions -----------------------------------------------------------------
    def python(self, src: str, c: Context) -> str:
        """The Python expression for the JavaScript `src` (loop aliases as locals). One
        that does not parse fails when it runs, as on the mount path (petite-vue compiles
        an expression when it first evaluates it: a branch never shown never fails)."""
        try:
            resolve, names = loop_aliases(c)
            return python_source(src, "expr", resolve=resolve, aliases=names)
        except WritesResolvedName as exc:  # (its rows' variables are Python locals)
            raise MountInstead(f"a function that writes the v-for variable {exc.args[0]}") from None
        except ExpressionSyntaxError as exc:
            return (f"_syntax_error({literal(exc.message)}, {literal(exc.expression or src)}, {exc.column!r}, "
                    f"{literal(exc.expected) if exc.expected is not None else None})")

    def expr(self, src: str, c: Context, node: Node, what: str, el_desc: str | None = None) -> str:
        """Emit `local = <compiled src>` and return the local's name (`el_desc`: the
        element named in errors, by default `node`)."""
        if el_desc is None:
            el_desc = describe(node)
        code = self.python(src, c)
        aliases = c.aliases
        if SIMPLE_NAME_RE.match(code) and aliases and code in aliases.values():
            return code  # a loop alias: already a Python local
        name = self.local(src if PATH_RE.match(src) else "text" if what.startswith(self.delimiters[0]) else what)
        # Evaluating does not append: the pending static HTML can wait (fewer appends).
        if not self.strict:  # petite-vue: log the error, the value is undefined
            self.pure("try:")
            self.indent += 1
        first = len(self.lines) + 1
        for line in f"{name} = {code}".split("\n"):
            self.lines.append("    " * self.indent + line)
        for n in range(first, len(self.lines) + 1):
            self.line_info[n + HEADER_LINES] = (src.strip(), el_desc, what, _position_of(node))
        if not self.strict:
            self.indent -= 1
            self.pure("except Exception as _pe:")
            self.pure(f"    {name} = _ctx.expression_failed(_pe, {literal(src.strip())}, {literal(el_desc)})")
        return name

    # -- generation ------------------------------------------------------------------
    def generate(self, fragment: Fragment, whole: bool = False) -> str:
        """The module source: `def render(scope, _a, _ctx)`."""
        self.document = self.document or fragment
        roots = None if whole else {id(root) for root in scope_roots(fragment)} or None
        if roots is None:
            self.children(fragment.children, Context(plan=self.analyse(fragment)))
        else:
            self.static_with_roots(fragment.children, roots)
        self.flush()
        if len(self.lines) == 0:
            self.lines.append("    pass")
        body = "\n".join(self.annotated_lines())
        LINE_INFO[self.code_filename] = self.line_info
        if "_n := " in body:  # (the count's rest is charged at the end: a component,
            body += "\n    _charged(_n)"  # rendered in every row, wrote 4,095 characters a row free)
        return "def render(scope, _a, _ctx):\n    el = event = None; _n = 0\n" + body + "\n"

    def annotated_lines(self) -> list[str]:
        """The body's lines, each line that evaluates template text ending in a comment
        naming where that text is in the template (what a traceback shows)."""
        where = self.filename or "template"
        out = []
        for number, line in enumerate(self.lines, start=1 + HEADER_LINES):
            info = self.line_info.get(number)
            if info is not None and info[3] is not None:
                line += f"  # {literal(where)[1:-1]}:{info[3][0]}:{info[3][1]}"
            out.append(line)
        return out

    def static_with_roots(self, nodes: list[Node], roots: set[int]) -> None:
        """Outside the `v-scope` roots the template stays as it is."""
        for i, node in enumerate(nodes):
            if isinstance(node, Element) and id(node) in roots:
                self.children([node], Context(plan=self.analyse(node)))
            elif isinstance(node, Element) and node.content is None and _contains(node, roots):
                self.text(start_tag_of(node.tag, node.attrs))
                self.static_with_roots(node.children, roots)
                if not (node.tag in VOID_ELEMENTS and node.namespace == "html"):
                    self.text(f"</{node.tag}>")
            else:
                self.text(outer_html(node, page=True))

    def analyse(self, root: Element | Fragment) -> PlanIndex:
        """The one analysis of the template (`petite.plan.plan_block`, as the mount path
        runs it), read node by node; its template errors point into the source."""
        try:
            plan = plan_block(root, self.delimiters, self.delimiters_re, BUILTINS.planned, in_place=True,
                              known=BUILTINS.names)
        except TemplateSyntaxError as error:
            raise self.located(error) from None
        return PlanIndex(plan, root)

    def located(self, error: TemplateSyntaxError) -> TemplateSyntaxError:
        node = getattr(error, "node", None)
        if node is None:
            return error
        return self.error(error.reason, node, attr=error.attr, needle=error.needle)  # type: ignore[attr-defined]

    def children(self, nodes: list[Node] | Element, c: Context) -> None:
        """Render `nodes` (an element: its children)."""
        if isinstance(nodes, Element):
            nodes = nodes.children
        taken = c.plan.taken  # type: ignore[union-attr]
        for node in nodes:
            if id(node) in taken:  # a v-else(-if) branch: its v-if renders it
                continue
            if isinstance(node, Text):
                self.text_node(node, c)
            elif isinstance(node, Element):
                self.element(node, c)
            else:
                self.text(outer_html(node, page=True))

    # -- text --------------------------------------------------------------------------
    def text_node(self, node: Text, c: Context) -> None:
        """A text node: its `{{ }}` parts (`petite.plan.interpolation_parts`, as the walker
        reads them) become one escaped value each; raw text is guarded as a whole."""
        data = node.data
        parent = node.parent
        raw_tag = parent.tag if isinstance(parent, Element) and parent.tag in RAW_TEXT_OUTPUT and parent.namespace == "html" else None
        open_, close = self.delimiters
        step = next((step for step in c.plan.steps(node) if type(step) is TextStep), None)  # type: ignore[union-attr]
        if step is None:  # no interpolation (the analysis refused an unclosed one)
            self.text(data if raw_tag else escape_html(data))
            return
        parts = list(step.parts)
        rest = parts.pop() if type(parts[-1]) is str else ""
        el_desc = describe(parent)
        raw_parts: list[str] = []  # raw text: the whole text is guarded at once (petite.safety)
        for part in parts:
            if type(part) is str:
                if raw_tag:
                    raw_parts.append(literal(part))
                else:
                    self.text(escape_html(part))
                continue
            value = self.expr(part[0], c, node, f"{open_}{part[0]}{close}", el_desc)
            if raw_tag:
                raw_parts.append(value)
            else:
                html = self.local(value + " html")
                self.pure(f"{html} = ({escaped(value)}) if type({value}) is str else _display({value})")
                self.dynamic(html)
        if raw_tag:
            if rest:
                raw_parts.append(literal(rest))
            html = self.local(raw_tag + " text")
            self.pure(f"{html} = _raw_text(({', '.join(raw_parts)},), {literal(raw_tag)})")
            self.dynamic(html)
        elif rest:
            self.text(escape_html(rest))

    # -- blocks (v-if branches, v-for items) -------------------------------------------------
    def block(self, el: Element, block: BlockPlan, c: Context) -> None:
        """A v-if branch or a v-for item, from its plan: a `<template>`'s content, else
        the element (inside a fragment when it keeps a v-for)."""
        outer = c.plan
        inherited = outer.consumed if outer is not None and el is outer.root else ()
        c = c.in_block(PlanIndex(block, el, inherited))
        if block.shape == "content":
            self.children(el.content.children, c)  # type: ignore[union-attr]
        else:
            self.element(el, c)

    # -- elements ----------------------------------------------------------------------
    def element(self, el: Element, c: Context) -> None:
        """An element, as its plan's steps say (`petite.plan`): left as written (v-pre), a
        v-if chain, a v-for, a scope, then its directives over the attributes left."""
        plan = c.plan
        steps = {type(step): step for step in plan.steps(el)}  # type: ignore[union-attr]
        attrs = plan.attributes(el)  # type: ignore[union-attr]
        if not steps:
            self.element_body(el, attrs, [], c, describe(el), None)
            return
        if PreStep in steps:
            self.text(_static_element(el, attrs))
            return
        el_desc = describe(el)
        block = steps.get(IfStep) or steps.get(ForStep)
        if block is not None:  # the directive's render half (`BlockDirective.render`)
            BUILTINS.blocks["if" if type(block) is IfStep else "for"].render(self, block, plan.nodes, c)  # type: ignore[misc, union-attr]
            return
        scope = steps.get(ScopeStep)
        saved_scope = template = None
        if scope is not None:
            directives = scope.directives  # type: ignore[union-attr]
            if scope.exp is not None:  # type: ignore[union-attr]
                c, saved_scope, template = BUILTINS.scope.render(self, el, scope.exp, c)  # type: ignore[union-attr]
        else:
            apply = steps.get(ApplyStep)
            directives = apply.directives if apply is not None else ()  # type: ignore[union-attr]
        ops = self.directives(el, directives, attrs)
        self.element_body(el, attrs, ops, c, el_desc, template)
        if saved_scope:
            self.emit(f"scope = {saved_scope}")

    def directives(self, el: Element, directives: tuple[ParsedDirective, ...], attrs: dict) -> list[tuple]:
        """The element's directives in petite-vue's order (`plan.directives`) as
        (kind, arg, exp, modifiers, raw) ops, removed from `attrs`."""
        ops: list[tuple] = []
        for parsed in directives:
            kind, raw = parsed.name, parsed.raw
            directive = BUILTINS.directives.get("ref" if kind == BIND_REF else kind)
            if directive is None:  # unknown (`v-if:x` too): the analysis warned, it stays an attribute
                continue
            del attrs[raw]
            if directive.render is not None or directive.mount_only:  # (listeners and refs write nothing)
                ops.append((kind, parsed.arg, parsed.exp, parsed.modifiers, raw))
        return ops

    def element_body(self, el: Element, attrs: dict, ops: list, c: Context, el_desc: str,
                     template: str | None) -> None:
        tag = el.tag
        void = tag in VOID_ELEMENTS and el.namespace == "html"
        is_option = tag == "option" and c.select is not None
        content = None  # local holding replacement content, when a directive sets it
        select = None
        if not ops and not is_option:
            self.text(start_tag_of(tag, attrs))
        elif self.fast_path_ok(el, attrs, ops) and not is_option:
            self.fast_start_tag(el, attrs, ops, c, el_desc)
        else:
            state = self.local(tag + " element")
            self.emit(f"{state} = _El({literal(tag)}, {literal(el.namespace)}, {literal(dict(attrs))})")
            has_content = False
            keeps_text = in_executable_script(el)  # an executable script: its text stays
            for kind, arg, exp, modifiers, raw in ops:
                # the directive's string-rendering half (`Directive.render`), called by
                # the name `_v_<kind>` (petite.compiler's globals)
                directive = BUILTINS.directives[kind]
                if directive.render is None:  # pragma: no cover - mount_only: such templates are mounted
                    raise self.error(f"{raw} needs the mount path", el)
                value = self.expr(exp, c, el, raw, el_desc)
                sets_content = directive.sets_content is not None and directive.sets_content(arg, tag, el.namespace)
                if sets_content and keeps_text:
                    continue  # evaluated (as on the mount path), not written
                self.emit(f"_v_{kind}({state}, {value}, {literal(arg)}, {literal(modifiers or None)})")
                has_content = has_content or sets_content
            if tag == "select":  # v-model or :value decide which options are selected
                select = self.local("select")
                self.emit(f"{select} = {state}.select_model")
            if is_option:  # its text (v-text/v-html content, else its children) is its value
                children_html = self.local("option html")
                if has_content:
                    self.emit(f"{children_html} = {state}.content")
                else:
                    self.capture_children(el, c, children_html)
                self.emit(f"_select_option({c.select}, {state}, {children_html})")
                self.emit(f"_a({state}.start_tag())")
                self.emit(f"_a({children_html})")
                self.text(f"</{tag}>")
                return
            self.emit(f"_a({state}.start_tag())")
            if has_content:
                self.emit(f"_a({self.page_content(el, state + '.content')})")
                content = "done"
            elif tag == "textarea" or (tag == "output" and any(op[0] == "bind" and not op[1] for op in ops)):
                content = state  # content known at render time (a v-model, an object's `value`)
        if void:
            return
        if content == "done":
            self.text(f"</{tag}>")
            return
        if content is not None:
            self.open(f"if {content}.content is not None:")
            self.emit(f"_a({self.page_content(el, content + '.content')})")
            self.close()
            self.open("else:")
        inner = Context(c.aliases, select if select else c.select, c.plan)
        newline = tag in NEWLINE_DROPPING_ELEMENTS and el.namespace == "html"
        if newline:  # its content is written as `petite.safety.page_content` says
            saved, buffer = self.local("outer append"), self.local("buffer")
            self.emit(f"{saved} = _a")
            self.emit(f"{buffer} = []")
            self.emit(f"_a = {buffer}.append")
        if el.content is not None:  # a <template>'s content is not walked
            self.text(inner_html(el.content, page=True))
        elif template is not None:  # v-scope's render half
            BUILTINS.scope.render_content(self, el, template, inner)
        else:
            self.children(el.children, inner)
        if newline:
            self.emit(f"_a = {saved}")
            joined = f"''.join({buffer})"
            self.emit(f"_a({self.page_content(el, joined)})")
        if content is not None:
            self.close()
        self.text(f"</{tag}>")

    def page_content(self, el: Element, code: str) -> str:
        """`code` (a str of HTML) as the content of `el` in page output."""
        if el.tag in NEWLINE_DROPPING_ELEMENTS and el.namespace == "html":
            return f"_page_content({code}, {literal(el.tag)}, {literal(el.namespace)})"
        return code

    def capture_children(self, el: Element, c: Context, target: str) -> None:
        """Render `el`'s children into the string `target` (an option's text is its value)."""
        saved = self.local("outer append")
        buffer = self.local("buffer")
        self.emit(f"{saved} = _a")
        self.emit(f"{buffer} = []")
        self.emit(f"_a = {buffer}.append")
        self.children(el.children, c)
        self.emit(f"_a = {saved}")
        self.emit(f"{target} = ''.join({buffer})")

    # -- the fast path: plain attribute and class bindings -----------------------------------
    def fast_path_ok(self, el: Element, attrs: dict, ops: list) -> bool:
        """Can the start tag be written inline? Only when every op is a binding that,
        by `set_prop`'s own table (`binding_of`), writes its attribute and nothing else."""
        seen = set()
        for kind, arg, exp, modifiers, raw in ops:
            if kind != "bind" or not arg or arg in seen:
                return False
            what, name, _ = binding_of(el.tag, el.namespace, arg)
            if what not in ("class", "string", "attribute") or name != arg:
                return False
            if not is_valid_attribute_name(arg) or value_check(el.tag, arg) == "full":
                return False  # the general path refuses it or checks the whole value (petite.safety)
            seen.add(arg)
        return el.tag not in ("textarea", "select", "input", "option")

    def fast_start_tag(self, el: Element, attrs: dict, ops: list, c: Context, el_desc: str) -> None:
        slots: dict[str, tuple[str, str]] = {name: ("static", value) for name, value in attrs.items()}
        for kind, arg, exp, modifiers, raw in ops:
            text = self.local(f"{arg} attr")
            if arg == "class":
                static = slots.get("class")
                static_class = static[1] if static and static[0] == "static" else None
                if self.inline_class(exp, static_class, text, c, el, raw, el_desc):
                    slots["class"] = ("escaped", text)
                else:
                    value = self.expr(exp, c, el, raw, el_desc)
                    self.pure(f"{text} = _class_value({literal(static_class)}, {value})")
                    slots["class"] = ("always", text)
                continue
            value = self.expr(exp, c, el, raw, el_desc)
            what, _, prop = binding_of(el.tag, el.namespace, arg)
            if what == "string":  # (`attribute_value` for a plain string attribute, inlined)
                self.pure(f"{text} = {value} if type({value}) is str else _bound_attr({value})")
            else:
                self.pure(f"{text} = _attribute_value({literal(prop)}, {literal(arg)}, {value})")
            if value_check(el.tag, arg):  # dangerous schemes neutralised (petite.safety)
                self.pure(f"{text} = _url_attr({literal(el.tag)}, {literal(arg)}, {value}, {text})")
            slots[arg] = ("maybe", text)
        self.text(f"<{el.tag}")
        for name, (how, value) in slots.items():
            if how == "static":
                self.text(f' {name}="{escape_html(value)}"')
            elif how == "escaped":  # built from compile-time escaped pieces
                self.text(f' {name}="')
                self.dynamic(value)
                self.text('"')
            elif how == "always":
                self.pure(f"{value} = {escaped(value)}")
                self.text(f' {name}="')
                self.dynamic(value)
                self.text('"')
            else:
                part = self.local(f"{name} part")
                opening = literal(f' {name}="')
                self.pure(f"{part} = '' if {value} is None else {opening} + ({escaped(value)}) + '\"'")
                self.dynamic(part)
        self.text(">")

    def inline_class(self, exp: str, static: str | None, target: str, c: Context, el: Element, raw: str,
                     el_desc: str) -> bool:
        """`:class="{ a: x, b: y }"` with plain keys: the class string built inline."""
        if not self.strict:
            return False
        try:
            tree = parse(exp, "expr")
            if tree.type != "Object" or not tree.props:
                return False
            parts = []
            for prop in tree.props:
                if prop.kind != "init" or prop.computed or prop.key.type != "Str":
                    return False
                key = prop.key.value
                if not CLASS_KEY_RE.match(key) or is_index_key(key) or any(key == k for k, _ in parts):
                    return False  # (a repeated key: the last value wins, in the first place)
                resolve, names = loop_aliases(c)
                compiler = Compiler(exp, resolve, aliases=names)
                code = compiler.expr(prop.value)
                if compiler.lines:
                    return False
                parts.append((key, code))
        except Exception:  # noqa: BLE001 - anything unusual takes the general path
            return False
        static = escape_html((static or "").strip())
        pieces = " + ".join(f"({literal(' ' + escape_html(key))} if truthy({code}) else '')" for key, code in parts)
        first = len(self.lines) + 1
        if static:
            self.pure(f"{target} = {literal(static)} + {pieces}")
        else:
            self.pure(f"{target} = ({pieces})[1:]")
        for n in range(first, len(self.lines) + 1):
            self.line_info[n + HEADER_LINES] = (exp.strip(), el_desc, raw, _position_of(el))
        return True


def loop_aliases(c: Context) -> tuple[Callable[[str], str | None] | None, str | None]:
    """What a compiled expression of context `c` gets to see its v-for variables (Python
    locals in the render): how a name reads (`resolve`), and the dict of them that a
    getter read from the scope runs with as its `this` (a row's getter sees the row's
    variables, as petite-vue's scope chain gives them: `get d() { return this.n }`)."""
    aliases = c.aliases
    if not aliases:
        return None, None
    return aliases.get, "{" + ", ".join(f"{literal(js)}: {py}" for js, py in aliases.items()) + "}"


def _position_of(node: Node | None) -> tuple[int, int] | None:
    while node is not None and not isinstance(node, Element):
        node = node.parent
    position = source_position(node) if node is not None else None
    return (position.line, position.column) if position else None


def _static_element(el: Element, attrs: dict) -> str:
    """An element left as it is (v-pre), with `attrs` as its attributes."""
    copy = el.clone(True)
    copy.attrs = dict(attrs)
    return element_html(copy, page=True)


def _contains(node: Element, ids: set[int]) -> bool:
    return any(id(n) in ids for n in node.iter())
