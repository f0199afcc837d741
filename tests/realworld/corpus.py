"""The real-world corpus: pages written for petite-vue by other people, adapted to run
without a network, and petite-vue 0.4.1's DOM for each of them (the oracle).

A page is one file in `pages/`:

    <!--realworld
    {"source": "github:owner/repo", "commit": "<40 hex>", "path": "index.html",
     "adaptations": ["fetch('/api') replaced by a fixed list", ...],
     "steps": [["click", "button"], ["input", "input.new", "text"], ...]}
    -->
    <script type="text/x-create-app">
    ({ count: 0, inc() { this.count++ } })      <- createApp's argument, JavaScript
    </script>
    <div id="app"> ... the HTML the page mounts ... </div>

The oracle runs the page as the original does, `createApp(<script>).mount(container)`
with the template as the container's content, in Chromium (the conformance harness:
tests/conformance/harness.js), on a fresh page of an http origin (`WEB_PAGE`: Web
Storage works and starts empty, as on a first visit). petite gets the same template and, as its data, the same
JavaScript object evaluated by petite's own expression language (`petite.expr`), which
is what `createApp(data)` gives petite-vue: the root scope.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..conformance.harness import RESULTS_DIR, WEB_PAGE, Browser, _oracle_version

# REALWORLD_PAGES points the tests at another folder of pages (to try a variant of a page).
PAGES_DIR = Path(os.environ.get("REALWORLD_PAGES") or Path(__file__).with_name("pages"))
ORACLE_CACHE = RESULTS_DIR.parent / "realworld"
_HEADER = re.compile(r"\A<!--realworld\n(.*?)\n-->\n", re.S)
_DATA_SCRIPT = re.compile(r'<script type="text/x-create-app">\n?(.*?)</script>\n?', re.S)
STEP_KINDS = {"click", "input", "change", "check", "select", "keydown", "keyup"}


@dataclass(frozen=True)
class Page:
    """One real-world page: its template, createApp's data as JavaScript, its steps."""

    name: str
    template: str
    data_js: str | None
    steps: tuple
    meta: dict = field(compare=False)

    @property
    def project(self) -> str:
        return self.meta["source"]

    def petite_data(self) -> Any:
        """createApp's argument evaluated by petite's expression language (fresh each call)."""
        if self.data_js is None:
            return None
        from petite.expr import Scope, compile_expression
        from petite.reactivity import reactive

        # A page that loads petite-vue with a <script> tag reaches it as the global
        # `PetiteVue`; petite's counterpart of PetiteVue.reactive is petite.reactivity's.
        globals_ = Scope({"PetiteVue": {"reactive": reactive}})
        return compile_expression(self.data_js)(globals_, None, None)

    def key(self, script: str) -> str:
        payload = json.dumps([self.template, self.data_js, [list(s) for s in self.steps], script, _oracle_version(),
                              WEB_PAGE])
        return hashlib.sha256(payload.encode()).hexdigest()[:32]


def load(path: Path) -> Page:
    text = path.read_text()
    header = _HEADER.match(text)
    assert header, f"{path.name}: missing the <!--realworld ... --> header"
    meta = json.loads(header.group(1))
    for required in ("source", "commit", "path"):
        assert meta.get(required), f"{path.name}: header needs {required!r}"
    assert re.fullmatch(r"[0-9a-f]{40}", meta["commit"]), f"{path.name}: commit must be 40 hex digits"
    body = text[header.end():]
    data_js = None
    if script := _DATA_SCRIPT.search(body):
        data_js = script.group(1).strip()
        body = body[: script.start()] + body[script.end():]
    steps = tuple(tuple(step) for step in meta.get("steps", ()))
    for step in steps:
        assert step[0] in STEP_KINDS, f"{path.name}: unknown step {step!r}"
    return Page(path.stem, body.strip() + "\n", data_js, steps, meta)


def all_pages() -> list[Page]:
    return [load(p) for p in sorted(PAGES_DIR.glob("*.html"))]


_RUN = """async ([template, source, steps]) => {
  const data = source === null ? null : new Function('return (' + source + '\\n)')()
  return window.runCase(template, data, steps)
}"""


def oracle(browser: Browser, page: Page) -> dict:
    """petite-vue's snapshots for `page` (after mount, then after each step), cached on disk."""
    path = ORACLE_CACHE / f"{page.key(browser.script)}.json"
    if path.exists():
        return json.loads(path.read_text())
    browser.reload(WEB_PAGE)  # (a page of an http origin, as the original ran on, its storage empty)
    try:
        result = browser.page.evaluate(_RUN, [page.template, page.data_js, [list(s) for s in page.steps]])
    except Exception:
        browser.reload()
        raise
    result = browser.checked(result)
    ORACLE_CACHE.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result))
    return result
