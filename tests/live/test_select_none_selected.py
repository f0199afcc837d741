"""A drop-down whose model matches no option has no option selected, as petite-vue
leaves it (selectedIndex -1, value ''): when a batch unselects the option it showed, the
browser must not fall back to the first enabled option (its reset for drop-downs) -
found on shaggydude_item_select (tests/realworld) (Chromium)."""

from __future__ import annotations

from petite.live import LiveApp

from ..support import live_url, serve

PAGE = """
<div v-scope="{ s: 'c' }">
  <select v-model="s"><option disabled value="">Choose</option><option value="b">B</option><option value="c">C</option></select>
  <button class="none" @click="s = undefined">none</button><button class="b" @click="s = 'b'">b</button>
  <p class="shown">{{ String(s) }}</p>
</div>
"""

STATE = "() => { const el = document.querySelector('select'); return [el.selectedIndex, el.value] }"


url = live_url(PAGE)


def test_a_model_matching_no_option_leaves_none_selected(url, chromium):
    page = chromium.new_page()
    page.goto(url)
    page.wait_for_function("window.petite")
    page.evaluate("() => window.petite.settled()")
    assert page.evaluate(STATE) == [2, "c"]
    page.click("button.none")
    page.evaluate("() => window.petite.settled()")
    assert page.inner_text("p.shown") == "undefined"
    assert page.evaluate(STATE) == [-1, ""]
    page.click("button.b")
    page.evaluate("() => window.petite.settled()")
    assert page.evaluate(STATE) == [1, "b"]
    page.close()


def test_a_first_paint_matching_no_option_has_none_selected(chromium):
    with serve(LiveApp(PAGE.replace("s: 'c'", "s: 'zzz'"))) as url:
        page = chromium.new_page()
        page.goto(url)
        page.wait_for_function("window.petite")
        page.evaluate("() => window.petite.settled()")
        assert page.evaluate(STATE) == [-1, ""]
        page.close()


def test_a_select_inserted_matching_no_option_has_none_selected(chromium):
    template = """<div v-scope="{ on: false, s: undefined }"><button @click="on = !on">toggle</button>
      <select v-if="on" v-model="s"><option disabled value="">Choose</option><option value="b">B</option></select></div>"""
    with serve(LiveApp(template)) as url:
        page = chromium.new_page()
        page.goto(url)
        page.wait_for_function("window.petite")
        page.click("button")
        page.evaluate("() => window.petite.settled()")
        assert page.evaluate(STATE) == [-1, ""]
        page.close()
