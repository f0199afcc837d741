"""Markup from data made inert: the tree walk of the one HTML sanitiser.

`v-html`, the `innerHTML` property (bindings and `$el`), `outerHTML`,
`insertAdjacentHTML`, `srcdoc` and `$template` strings are parsed as the browser parses
them, in the element's own context (a `<tr>`'s cells stay cells, an `<svg>`'s children
are SVG), and the parser's tree is cleaned here before petite builds its nodes from it
(`petite.dom.parse_markup`) or serializes it (`petite.safety.sanitize_html`, for
`srcdoc`). The rules for names and values are `petite.safety`'s, the same bindings use:
this module only walks the tree (it imports nothing of petite, so both can call it).

What cleaning removes — everything else, including custom elements, `class`, `style`,
`data-*`, `aria-*`, SVG, MathML, tables, forms and comments, stays as written:

- elements that run script or load a document or plug-in: `script` (any namespace),
  `iframe`, `frame`, `frameset`, `object`, `embed`, `applet`, `portal`, `fencedframe`,
  and `base`, `meta`, `link`, `noscript` (they redirect, refresh or load into the page);
- an HTML `mglyph` or `malignmark` (MathML names: a reparse can make them MathML);
- attributes the `clean_attribute` rule refuses (`on*`, names a browser would not read
  back) and `id`/`name` values that would hide a built-in of `document` or of a form
  (DOM clobbering: `petite.clobbering`); other values are replaced by what the rule
  returns (dangerous URLs neutralised);
- in `<style>` text, what the `clean_css` rule neutralises (dangerous `url()`).

Why not `nh3` (Ammonia): it parses every fragment in a `<div>` context (so `<tr v-html>`
loses its cells, `<svg v-html>` its shapes) and keeps only allow-listed tags and
attributes (custom elements, `x-*`/`hx-*` attributes and comments vanish): ordinary
`v-html` content would no longer render as petite-vue renders it. Cleaning the very tree
that is written leaves no second parse for markup to change meaning in (mutation XSS),
and URLs are checked by the same function as every binding.
"""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["REMOVED_ELEMENTS", "clean_tree", "reparsed_namespace"]

# -- namespaces as a browser's parser gives them -----------------------------------------
MATHML_TEXT_INTEGRATION_POINTS = frozenset({"mi", "mo", "mn", "ms", "mtext"})
SVG_HTML_INTEGRATION_POINTS = frozenset({"foreignobject", "desc", "title"})
HTML_ENCODINGS = frozenset({"text/html", "application/xhtml+xml"})
# start tags that end foreign content (the parser pops back to HTML before them)
BREAKOUT_TAGS = frozenset(
    """b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img
    li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var""".split()
)


def reparsed_namespace(tag: str, attrs: dict, parent: tuple[str, str, dict] | None) -> str:
    """The namespace ("html", "svg" or "math") a browser's parser gives the start tag
    `tag` (with `attrs`) written as a child of `parent` — (tag, namespace, attrs) of the
    parent as that parser has it; None: a root, in HTML content.

    The HTML standard's tree construction dispatcher: a tag is read by the HTML rules in
    HTML content, in a MathML text integration point (`mi mo mn ms mtext`, except
    `mglyph`/`malignmark`) and in an HTML integration point (SVG `foreignObject`, `desc`,
    `title`; MathML `annotation-xml` with an HTML encoding); elsewhere in foreign content
    it stays in its parent's namespace unless it is a breakout tag. A tree that a
    serialization would not give back (foster parenting, DOM writes) can hold an element
    in another namespace than this: mutation XSS lives there."""
    lowered = tag.lower()
    if parent is not None:
        parent_tag, namespace, parent_attrs = parent[0].lower(), parent[1], parent[2]
        html_rules = (
            namespace == "html"
            or (namespace == "math" and parent_tag in MATHML_TEXT_INTEGRATION_POINTS
                and lowered not in ("mglyph", "malignmark"))
            or (namespace == "svg" and parent_tag in SVG_HTML_INTEGRATION_POINTS)
            or (namespace == "math" and parent_tag == "annotation-xml"
                and str(parent_attrs.get("encoding", "")).lower() in HTML_ENCODINGS)
        )
        if namespace == "math" and parent_tag == "annotation-xml" and lowered == "svg":
            return "svg"
        if not html_rules:
            breakout = lowered in BREAKOUT_TAGS or (lowered == "font" and any(k in attrs for k in ("color", "face", "size")))
            return "html" if breakout else namespace
    return "svg" if lowered == "svg" else "math" if lowered == "math" else "html"

# MathML elements whose namespace a parser decides by where they land: in a MathML text
# integration point they stay MathML (`reparsed_namespace`), elsewhere in HTML content
# they are HTML. An HTML one in markup from data is removed with its contents: the
# fragment parser's tree cannot say where a reparse puts it (in a table section, a
# `<form>` inside `<mtext>` is popped at once, so an `<mglyph>` the tree kept in the form
# lands in the `<mtext>`, MathML, with a MathML `<style>` whose text is markup). An HTML
# `<mglyph>` is an unknown element: nothing real is lost (DOMPurify's rule too).
MATHML_ONLY_ELEMENTS = frozenset({"mglyph", "malignmark"})

# Removed with their contents, in any namespace.
REMOVED_ELEMENTS = frozenset(
    "script iframe frame frameset object embed applet portal fencedframe base meta link noscript".split()
)

AttributeRule = Callable[[str, str, str, dict], "str | None"]


def clean_tree(root: Any, clean_attribute: AttributeRule, clean_css: Callable[[str], str],
               style_text: bool = False, context: tuple[str, str, dict] | None = None) -> None:
    """Clean a freshly parsed `justhtml` tree in place. `clean_attribute(tag, name,
    value, attrs)` gives the value to keep or None to drop the attribute; `clean_css`
    rewrites the text of `<style>` elements (and of `root` itself when `style_text`:
    markup parsed as a `<style>`'s children is its text). `context`: (tag, namespace,
    attrs) of the element the markup is parsed for (None: HTML content).

    An element a browser would read back in another namespace than the parser's tree
    gives it (`reparsed_namespace`: foster parenting moves an HTML `<mglyph>` into a
    MathML `<mtext>`) is removed with its contents, as DOMPurify removes namespace
    confusion: its serialization would be parsed into another tree (mutation XSS); so is
    an HTML `mglyph`/`malignmark` anywhere (`MATHML_ONLY_ELEMENTS`)."""
    kept = []
    for child in root.children or ():
        name = child.name
        if name == "#text":
            if style_text and child.data:
                child.data = clean_css(child.data)
        elif not name.startswith("#") and name != "!doctype":
            if name.lower() in REMOVED_ELEMENTS:
                continue
            namespace = getattr(child, "namespace", None) or "html"
            if reparsed_namespace(name, child.attrs or {}, context) != namespace:
                continue
            if namespace == "html" and name.lower() in MATHML_ONLY_ELEMENTS:
                continue
            attrs = child.attrs
            if attrs:
                cleaned = {}
                for key, value in attrs.items():
                    value = clean_attribute(name, key, value or "", attrs)
                    if value is not None:
                        cleaned[key] = value
                child.attrs = cleaned
            content = getattr(child, "template_content", None)
            if content is not None:
                clean_tree(content, clean_attribute, clean_css)
            clean_tree(child, clean_attribute, clean_css, style_text=name.lower() == "style" and namespace == "html",
                       context=(name, namespace, child.attrs or {}))
        kept.append(child)
    if root.children is not None:
        root.children[:] = kept
