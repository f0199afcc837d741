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
- attributes the `clean_attribute` rule refuses (`on*`, names a browser would not read
  back); other values are replaced by what the rule returns (dangerous URLs neutralised);
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

__all__ = ["REMOVED_ELEMENTS", "clean_tree"]

# Removed with their contents, in any namespace.
REMOVED_ELEMENTS = frozenset(
    "script iframe frame frameset object embed applet portal fencedframe base meta link noscript".split()
)

AttributeRule = Callable[[str, str, str, dict], "str | None"]


def clean_tree(root: Any, clean_attribute: AttributeRule, clean_css: Callable[[str], str],
               style_text: bool = False) -> None:
    """Clean a freshly parsed `justhtml` tree in place. `clean_attribute(tag, name,
    value, attrs)` gives the value to keep or None to drop the attribute; `clean_css`
    rewrites the text of `<style>` elements (and of `root` itself when `style_text`:
    markup parsed as a `<style>`'s children is its text)."""
    kept = []
    for child in root.children or ():
        name = child.name
        if name == "#text":
            if style_text and child.data:
                child.data = clean_css(child.data)
        elif not name.startswith("#") and name != "!doctype":
            if name.lower() in REMOVED_ELEMENTS:
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
            clean_tree(child, clean_attribute, clean_css, style_text=name.lower() == "style")
        kept.append(child)
    if root.children is not None:
        root.children[:] = kept
