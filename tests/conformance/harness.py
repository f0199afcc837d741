"""Differential conformance harness: petite against petite-vue 0.4.1 in Chromium.

A `Case` is a template (put into a container `<div>` with innerHTML), JSON data for
`createApp(data)`, and optional event steps. The browser runs petite-vue on it and
turns the container into a canonical tree (sorted attributes, browser-normalized
style, live form state, no comments, merged text); petite's HTML is canonicalized by
the same browser function, so both sides are compared as the browser sees them.
petite-vue's results are cached on disk, keyed by the case and the harness itself.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
HARNESS_JS = Path(__file__).with_name("harness.js")
ORACLE_DIR = ROOT / ".cache" / "oracle"
PETITE_VUE_JS = ORACLE_DIR / "node_modules" / "petite-vue" / "dist" / "petite-vue.iife.js"
RESULTS_DIR = ROOT / ".cache" / "conformance"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


# Render's documented limit (docs/ssr.md): a method or getter from the data that changes
# state while rendering is not detected, so render shows each binding once, where
# petite-vue (and the mount path) re-run the bindings that read the state it changed
RENDER_LIMITS = {
    "getter_sort_inplace": "a getter sorting its array in place while rendering",
    "text_side_effect": "a method changing state while rendering",
    # harness.js snapshots after a setTimeout(0): a timer set while mounting has run;
    # render discards timers (docs/timers.md)
    "alm_mounted_timeout": "a timer set while mounting",
}
BLANK_PAGE = "<!doctype html><html><head></head><body></body></html>"
WEB_PAGE = "http://petite.test/"  # (no request leaves the browser: the harness answers it)


@dataclass(frozen=True)
class Case:
    """One conformance case. `differs` names a deliberate difference from petite-vue.
    `page`: the URL of the page the oracle runs it in (`WEB_PAGE`: a fresh page of an
    http origin, with empty Web Storage), by default a blank page (an opaque origin,
    where `localStorage` is a SecurityError)."""

    name: str
    template: str
    data: dict[str, Any] | None = None
    steps: tuple = ()
    differs: str | None = None
    page: str | None = None

    def key(self, harness_script: str) -> str:
        """The cache key: the case, the harness script the browser runs, petite-vue's version."""
        parts = [self.template, self.data, [list(s) for s in self.steps], harness_script, _oracle_version()]
        payload = json.dumps(parts + [self.page] if self.page else parts, sort_keys=True)
        return hashlib.sha256(payload.encode()).hexdigest()[:32]


def control_probe(name: str, rows: list[tuple[str, str, str]], run: str = "{code}; r.push(i.value)") -> Case:
    """A case of one `<input>` per row (type, attributes, code) and a button that runs,
    for each, `run` with the row's code in it and `i` its input; what each pushes to `r`
    (or the error it raised) is shown one per line."""
    inputs = "".join(f'<input ref="i{k}" type="{kind}" {attrs}>' for k, (kind, attrs, _) in enumerate(rows))
    runs = " ".join(f"try {{ const i = $refs.i{k}; {run.format(code=code)} }} catch (e) {{ r.push(e.name + ': ' + e.message) }};"
                    for k, (_, _, code) in enumerate(rows))
    return Case(name, f'<div v-scope="{{ r: [] }}">{inputs}<button @click="{runs}">go</button>'
                      '<p v-for="x in r">{{ x }}</p></div>', steps=(("click", "button"),))


def expression_probe(name: str, markup: str, lines: list[str], scope: str = "r: []") -> Case:
    """A case of `markup` and a button that runs each line (an expression) and shows its
    result as text, or the error it raised, one per line (`scope`: the v-scope's members,
    `r` among them). The step clicks the first `<button>`: markup with buttons of its own
    goes after the probe's (`button_probe`)."""
    return Case(name, f'<div v-scope="{{ {scope} }}">{markup}<button @click="{_runs(lines)}">go</button>'
                      '<p v-for="x in r">{{ x }}</p></div>', steps=(("click", "button"),))


def button_probe(name: str, markup: str, lines: list[str], scope: str = "r: []") -> Case:
    """`expression_probe` with the probe's button first: `markup` may hold buttons."""
    return Case(name, f'<div v-scope="{{ {scope} }}"><button @click="{_runs(lines)}">go</button>{markup}'
                      '<p v-for="x in r">{{ x }}</p></div>', steps=(("click", "button"),))


def _runs(lines: list[str]) -> str:
    return " ".join(f"try {{ r.push(String({line})) }} catch (e) {{ r.push(e.name + ': ' + e.message) }};"
                    for line in lines)


def _oracle_version() -> str:
    package = ORACLE_DIR / "node_modules" / "petite-vue" / "package.json"
    return json.loads(package.read_text())["version"] if package.exists() else "missing"


def find_chromium() -> str | None:
    """The system Chromium Playwright should drive (Debian's `chromium` package)."""
    for candidate in (os.environ.get("PETITE_CHROMIUM"), "chromium", "chromium-browser", "google-chrome"):
        if candidate and (path := shutil.which(candidate)):
            return path
    return None


def missing_requirements() -> str | None:
    """A one-line explanation of what to install, or None when the oracle can run."""
    if find_chromium() is None:
        return "Chromium not found: install it (`apt-get install -y chromium`) or run `make test`, which does."
    if not PETITE_VUE_JS.exists():
        return f"petite-vue 0.4.1 not found in {ORACLE_DIR}: run `make test` (it installs it with npm)."
    return None


# A one-element app whose click must show up after a tick (see Browser.stuck).
_SCHEDULER_RUNS = """async () => {
  const el = document.createElement('div')
  el.innerHTML = '<i v-scope="{ n: 0 }" @click="n++">{{ n }}</i>'
  document.body.appendChild(el)
  const app = PetiteVue.createApp().mount(el)
  el.firstElementChild.click()
  await PetiteVue.nextTick()
  await new Promise((resolve) => setTimeout(resolve, 0))
  const runs = el.textContent === '1'
  app.unmount()
  el.remove()
  return runs
}"""


class Browser:
    """A Chromium page with petite-vue and the harness script loaded."""

    def __init__(self, chromium) -> None:
        self.page = chromium.new_page()
        # the key of cached results: what this page runs, and in which Chromium (its DOM
        # changes between versions: a recording made by another one is made again)
        self.script = HARNESS_JS.read_text() + f"\n// recorded in Chromium {chromium.version}\n"
        self.page.route(WEB_PAGE, lambda route: route.fulfill(body=BLANK_PAGE, content_type="text/html"))
        self.reload()

    def reload(self, url: str | None = None) -> None:
        """A fresh page, blank or `WEB_PAGE` (its storage and cookies cleared). petite-vue's scheduler
        stays stuck after a case that threw inside it, so no case runs on a page after a
        case that logged errors."""
        self.url = url
        if url is None:
            if self.page.url != "about:blank":  # (content set on WEB_PAGE would keep its origin)
                self.page.goto("about:blank")
            self.page.set_content(BLANK_PAGE)
        else:
            self.page.context.clear_cookies()
            self.page.goto(url)
            self.page.evaluate("() => { localStorage.clear(); sessionStorage.clear() }")
        self.page.add_script_tag(path=str(PETITE_VUE_JS))
        self.page.add_script_tag(content=self.script)

    def stuck(self) -> bool:
        """Whether petite-vue's scheduler stopped: a queued job that threw leaves it
        waiting for ever, and the error may reach the page after the case returned (not
        logged), so every later case on this page would record a DOM that never updates."""
        return not self.page.evaluate(_SCHEDULER_RUNS)

    def checked(self, result: dict) -> dict:
        """`result` of a case just run, with an error when it stopped the scheduler
        (then the page is fresh again for the next case)."""
        if self.stuck():
            result["errors"].append("petite-vue's scheduler stopped: a queued job threw (no later update runs)")
        if result["errors"]:
            self.reload()
        return result

    def close(self) -> None:
        self.page.close()

    def canonicalize(self, html: str) -> list:
        """The canonical tree of `html` parsed as a `<div>`'s innerHTML."""
        return self.page.evaluate("html => window.canonicalize(html)", html)

    def petite_vue(self, case: Case) -> dict:
        """petite-vue's snapshots for `case` (initial + one per step), cached on disk."""
        path = RESULTS_DIR / f"{case.key(self.script)}.json"
        if path.exists():
            return json.loads(path.read_text())
        steps = [list(step) for step in case.steps]
        if case.page or self.url:  # (a case with a page gets a fresh one: its storage starts empty)
            self.reload(case.page)
        try:
            result = self.page.evaluate("([t, d, s]) => window.runCase(t, d, s)", [case.template, case.data, steps])
        except Exception:
            self.reload()
            raise
        result = self.checked(result)
        RESULTS_DIR.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(result))
        return result


def describe(expected: list, actual: list) -> str:
    """A readable diff of two canonical trees for assertion messages."""
    import difflib

    a = json.dumps(expected, indent=1, ensure_ascii=False).splitlines()
    b = json.dumps(actual, indent=1, ensure_ascii=False).splitlines()
    return "\n".join(difflib.unified_diff(a, b, "petite-vue", "petite", lineterm="", n=2))
