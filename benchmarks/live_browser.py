"""The js-framework-benchmark table in Chromium: the live demo against petite-vue.

One Chromium (Debian's, driven by Playwright) opens two pages of the same template,
`demos/pages/benchmark.html`: the live demo (state in Python, patches over a WebSocket,
`static/petite.js` applying them; served by uvicorn in this process) and the same page
run client-side by petite-vue 0.4.1 (`.cache/oracle`) with the same state written in
JavaScript. Each operation is timed in the page from the click to the next frame after
the DOM is up to date (live: `petite.settled()`, the patches applied and the event
acknowledged; petite-vue: its `nextTick`), from the state js-framework-benchmark starts
it from; the table prints the median of `--repeat` runs and the ratio live / petite-vue
(below 1: the live page is faster).

    python benchmarks/live_browser.py [--repeat 7] [--only create,swap]
"""

from __future__ import annotations

import argparse
import re
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import uvicorn  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from starlette.applications import Starlette  # noqa: E402
from starlette.responses import FileResponse, HTMLResponse, PlainTextResponse  # noqa: E402
from starlette.routing import Mount, Route  # noqa: E402

from demos.benchmark import Table  # noqa: E402
from petite.live import LiveApp, Session  # noqa: E402

PAGE = ROOT / "demos" / "pages" / "benchmark.html"
PETITE_VUE = ROOT / ".cache" / "oracle" / "node_modules" / "petite-vue" / "dist" / "petite-vue.iife.js"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]

# name, setup clicks, measured click (a CSS selector)
OPERATIONS = [
    ("create 1,000", ["#clear"], "#run"),
    ("replace 1,000", ["#run"], "#run"),
    ("update every 10th", ["#run"], "#update"),
    ("select", ["#run"], "tbody tr:nth-child(5) a.label"),
    ("swap", ["#run"], "#swaprows"),
    ("remove", ["#run"], "tbody tr:nth-child(5) a.remove"),
    ("append 1,000", ["#run"], "#add"),
    ("clear", ["#run"], "#clear"),
    ("create 10,000", ["#clear"], "#runlots"),
]
SLOW = {"create 10,000": 3}  # at most this many runs (each takes seconds)

# The demo's state (demos/benchmark.py) in JavaScript, for petite-vue.
STATE_JS = """
const ADJECTIVES = %(adjectives)s, COLOURS = %(colours)s, NOUNS = %(nouns)s
let nextId = 1
const pick = (list) => list[Math.floor(Math.random() * list.length)]
const build = (count) => {
  const rows = []
  for (let i = 0; i < count; i++) rows.push({ id: nextId++, label: `${pick(ADJECTIVES)} ${pick(COLOURS)} ${pick(NOUNS)}` })
  return rows
}
PetiteVue.createApp({
  rows: [], selected: null,
  run(count = 1000) { this.rows = build(count); this.selected = null },
  add(count = 1000) { this.rows.push(...build(count)) },
  update() { for (let i = 0; i < this.rows.length; i += 10) this.rows[i].label += ' !!!' },
  clear() { this.rows = []; this.selected = null },
  swap_rows() { if (this.rows.length > 998) { const a = this.rows[1]; this.rows[1] = this.rows[998]; this.rows[998] = a } },
  select(id) { this.selected = id },
  remove(id) { this.rows.splice(this.rows.findIndex((row) => row.id === id), 1) },
}).mount('#app')
window.__done = () => PetiteVue.nextTick()
"""

# The time the live client spends handling server messages (parse and apply), summed.
CLIENT_TIME_JS = """
window.__clientMs = 0
const setter = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage').set
Object.defineProperty(WebSocket.prototype, 'onmessage', {
  set(handler) {
    setter.call(this, (message) => {
      const start = performance.now()
      try { return handler(message) } finally { window.__clientMs += performance.now() - start }
    })
  }
})
"""

# Click, wait until the DOM is up to date, then for the next frame (style, layout, paint).
MEASURE_JS = """async (selector) => {
  const el = document.querySelector(selector)
  const start = performance.now()
  el.click()
  await window.__done()
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  return performance.now() - start
}"""


def petite_vue_page() -> str:
    from demos import benchmark

    source = PAGE.read_text()
    head = re.search(r"<head>(.*)</head>", source, re.S).group(1)
    body = re.search(r"<body>(.*)</body>", source, re.S).group(1)
    state = STATE_JS % {
        "adjectives": list(benchmark.ADJECTIVES), "colours": list(benchmark.COLOURS), "nouns": list(benchmark.NOUNS),
    }
    return (f"<!doctype html><html><head>{head}</head><body><div id='app' v-scope>{body}</div>"
            f"<script src='/petite-vue.js'></script><script>{state}</script></body></html>")


def make_app(**live_options) -> Starlette:
    page = petite_vue_page()

    async def vue_page(request):
        return HTMLResponse(page)

    async def vue_script(request):
        return FileResponse(PETITE_VUE, media_type="text/javascript")

    async def no_css(request):
        return HTMLResponse("", media_type="text/css")

    live = LiveApp(PAGE, data=Table, **live_options)
    return Starlette(routes=[
        Route("/vue/", vue_page), Route("/petite-vue.js", vue_script), Route("/demo.css", no_css),
        Mount("/live", live),
    ])


class ServerClock:
    """The server's time handling events (the state change, the flush, the patches'
    encoding), summed: wraps `Session.handle`; `GET /server-ms` answers it and resets it."""

    def __init__(self) -> None:
        self.ms = 0.0
        handle = Session.handle

        def timed(session, message):
            start = time.perf_counter()
            try:
                return handle(session, message)
            finally:
                self.ms += (time.perf_counter() - start) * 1000

        Session.handle = timed

    async def endpoint(self, request):
        ms, self.ms = self.ms, 0.0
        return PlainTextResponse(str(ms))


def serve(port: int, compression: bool) -> None:
    """The server process: both pages and the server clock (run by `Server`)."""
    clock = ServerClock()
    app = make_app()
    app.router.routes.append(Route("/server-ms", clock.endpoint))
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", ws_per_message_deflate=compression)


class Server:
    """uvicorn in its own process (so that the browser driver shares no interpreter
    with it), permessage-deflate on or off."""

    def __init__(self, compression: bool) -> None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.args = [sys.executable, __file__, "--serve", str(self.port)] + ([] if compression else ["--no-compression"])
        self.url = f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> Server:
        self.process = subprocess.Popen(self.args)
        for _ in range(300):
            try:
                urllib.request.urlopen(self.url + "/server-ms", timeout=1).read()
                return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the benchmark server did not start")

    def server_ms(self) -> float:
        return float(urllib.request.urlopen(self.url + "/server-ms", timeout=10).read())

    def __exit__(self, *exc) -> None:
        self.process.terminate()
        self.process.wait(10)


def open_page(browser, url: str, live: bool):
    page = browser.new_page()
    if live:
        page.add_init_script(CLIENT_TIME_JS)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    if live:
        page.evaluate("() => window.petite.settled()")
        page.evaluate("() => { window.__done = () => window.petite.settled() }")
    else:
        page.wait_for_function("() => window.__done")
    return page, errors


def measure(page, setup: list[str], selector: str, server: Server | None = None) -> tuple[float, float, float]:
    """(total, server, client) ms of one operation (server and client: live page only)."""
    for step in setup:
        page.evaluate(MEASURE_JS, step)
    if server is None:
        return page.evaluate(MEASURE_JS, selector), 0.0, 0.0
    server.server_ms()
    page.evaluate("() => { window.__clientMs = 0 }")
    total = page.evaluate(MEASURE_JS, selector)
    return total, server.server_ms(), page.evaluate("() => window.__clientMs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--only", default="", help="comma-separated operation name prefixes")
    parser.add_argument("--no-compression", action="store_true", help="serve without permessage-deflate")
    parser.add_argument("--serve", type=int, help=argparse.SUPPRESS)  # the server process
    args = parser.parse_args()
    if args.serve:
        return serve(args.serve, compression=not args.no_compression)
    operations = [op for op in OPERATIONS if not args.only or any(op[0].startswith(p) for p in args.only.split(","))]
    times: dict[str, dict[str, list]] = {op[0]: {"live": [], "vue": []} for op in operations}
    with Server(compression=not args.no_compression) as server, sync_playwright() as playwright:
        url = server.url
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        live, live_errors = open_page(browser, f"{url}/live/", live=True)
        vue, vue_errors = open_page(browser, f"{url}/vue/", live=False)
        for name, setup, selector in operations:  # warm up both pages
            if name not in SLOW:
                measure(live, setup, selector)
                measure(vue, setup, selector)
        for run in range(args.repeat):
            for name, setup, selector in operations:  # interleaved: a busy machine slows both
                if run < SLOW.get(name, run + 1):
                    times[name]["live"].append(measure(live, setup, selector, server))
                    times[name]["vue"].append(measure(vue, setup, selector)[0])
        browser.close()
    if live_errors or vue_errors:
        raise SystemExit(f"page errors: {live_errors + vue_errors}")
    print(f"{'operation':<20}{'live ms':>10}{'server':>8}{'client':>8}{'petite-vue ms':>15}{'live/petite-vue':>18}")
    for name, _, _ in operations:
        runs = times[name]["live"]
        live_ms, vue_ms = statistics.median(r[0] for r in runs), statistics.median(times[name]["vue"])
        server_ms, client_ms = statistics.median(r[1] for r in runs), statistics.median(r[2] for r in runs)
        print(f"{name:<20}{live_ms:>10.1f}{server_ms:>8.1f}{client_ms:>8.1f}{vue_ms:>15.1f}{live_ms / vue_ms:>18.2f}")
    print("live ms = server (handling the event) + client (parsing and applying messages) + the rest (socket, paint)")
    print(f"medians of {args.repeat} runs, click to next frame, one Chromium "
          f"(compression {'off' if args.no_compression else 'on'})")


if __name__ == "__main__":
    main()
