"""A live page whose template raises at first render still shows the page, reports the
error (server log, browser console) and settles; petite-vue logs and goes on the same way."""

from petite.live import LiveApp

from ..support import serve

TEMPLATE = (
    '<div v-scope="{ n: 1 }"><p class="n">{{ n }}</p><p class="bad">{{ missing.deep }}</p>'
    '<p class="t" :title="nope()">t</p><button @click="n++">+</button></div>'
)


def test_page_shows_reports_and_settles(chromium, caplog):
    with serve(LiveApp(TEMPLATE, debug=True)) as url:
        page = chromium.new_page()
        console = []
        page.on("console", lambda m: console.append((m.type, m.text)))
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(url)
        page.evaluate("() => window.petite.settled()")
        assert page.inner_text("p.n") == "1"
        assert page.inner_text("p.bad") == ""
        assert page.get_attribute("p.t", "title") is None
        page.click("button")
        page.evaluate("() => window.petite.settled()")
        assert page.inner_text("p.n") == "2"
        reported = [text for kind, text in console if kind == "error" and text.startswith("petite:")]
        assert len(reported) == 2
        assert "missing" in reported[0] and "nope" in reported[1]
        assert errors == []
        page.close()
    assert any("missing" in record.getMessage() for record in caplog.records)
