"""Markdown: a textarea whose preview is rendered in Python and shown with `v-html`.

`to_html` handles a small subset: headings, paragraphs, lists, block quotes, fenced
code, rules, and inline code, bold, italics and links. All text is HTML-escaped first;
link targets other than http(s), mailto, relative paths and anchors are dropped.
"""

from __future__ import annotations

import html
import re

SAMPLE = """# Hello, petite

This preview is rendered by **Python** on every keystroke,
then sent to the browser as *DOM patches*.

- headings, paragraphs and lists
- `inline code`, **bold**, *italics*
- [links](https://github.com/vuejs/petite-vue)

> Text is escaped: <script>alert(1)</script> stays text.

```
def hello():
    return "world"
```
"""

_HEADING = re.compile(r"(#{1,6})\s+(.*)")
_BULLET = re.compile(r"[-*+]\s+(.*)")
_NUMBERED = re.compile(r"\d+[.)]\s+(.*)")
_RULE = re.compile(r"(?:-\s*){3,}|(?:\*\s*){3,}|(?:_\s*){3,}")
_CODE_SPAN = re.compile(r"`([^`]+)`")
_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_BOLD = re.compile(r"\*\*(.+?)\*\*|__(.+?)__")
_ITALIC = re.compile(r"\*(.+?)\*|\b_(.+?)_\b")
_SAFE_URL = re.compile(r"(?:https?:|mailto:|/|#|\./|\.\./|[\w\-.~]+(?:/|$|\?|#))", re.I)


def inline(text: str) -> str:
    """Escape `text` and apply the inline rules (none inside code spans)."""
    parts = _CODE_SPAN.split(text)  # even indexes: prose, odd: code
    out = []
    for i, part in enumerate(parts):
        if i % 2:
            out.append(f"<code>{html.escape(part)}</code>")
        else:
            out.append(_prose(html.escape(part)))
    return "".join(out)


def _prose(escaped: str) -> str:
    escaped = _LINK.sub(_link, escaped)
    escaped = _BOLD.sub(lambda m: f"<strong>{m.group(1) or m.group(2)}</strong>", escaped)
    return _ITALIC.sub(lambda m: f"<em>{m.group(1) or m.group(2)}</em>", escaped)


def _link(match: re.Match) -> str:
    label, url = match.group(1), match.group(2)
    if not _SAFE_URL.match(html.unescape(url)):
        return label
    return f'<a href="{url}">{label}</a>'


def to_html(source: str) -> str:
    """Render the Markdown subset to HTML."""
    lines = source.replace("\r\n", "\n").split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            i += 1
        elif stripped.startswith("```"):
            code = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                code.append(lines[i])
                i += 1
            i += 1  # the closing fence
            out.append("<pre><code>" + html.escape("\n".join(code)) + "</code></pre>")
        elif m := _HEADING.fullmatch(stripped):
            level = len(m.group(1))
            out.append(f"<h{level}>{inline(m.group(2).rstrip('# '))}</h{level}>")
            i += 1
        elif _RULE.fullmatch(stripped):
            out.append("<hr>")
            i += 1
        elif stripped.startswith(">"):
            quoted = []
            while i < len(lines) and lines[i].strip().startswith(">"):
                quoted.append(lines[i].strip()[1:].removeprefix(" "))
                i += 1
            out.append(f"<blockquote>{to_html(chr(10).join(quoted))}</blockquote>")
        elif _BULLET.fullmatch(stripped) or _NUMBERED.fullmatch(stripped):
            pattern, tag = (_BULLET, "ul") if _BULLET.fullmatch(stripped) else (_NUMBERED, "ol")
            items = []
            while i < len(lines) and (m := pattern.fullmatch(lines[i].strip())):
                items.append(f"<li>{inline(m.group(1))}</li>")
                i += 1
            out.append(f"<{tag}>{''.join(items)}</{tag}>")
        else:
            paragraph = []
            while i < len(lines) and lines[i].strip() and not _starts_block(lines[i].strip()):
                paragraph.append(lines[i].strip())
                i += 1
            out.append(f"<p>{inline(' '.join(paragraph))}</p>")
    return "\n".join(out)


def _starts_block(stripped: str) -> bool:
    return bool(
        stripped.startswith(("```", ">"))
        or _HEADING.fullmatch(stripped)
        or _RULE.fullmatch(stripped)
        or _BULLET.fullmatch(stripped)
        or _NUMBERED.fullmatch(stripped)
    )


class Editor:
    def __init__(self) -> None:
        self.source = SAMPLE

    def preview(self) -> str:
        return to_html(self.source)

    def words(self) -> int:
        return len(self.source.split())
