"""Class 6, the other side of petite/live_guard.py: what a user CAN do in Chromium reaches
the live session. The guard refuses what no user could do (tests/security/attacks/
corpus_reach.py); these real inputs (Playwright's mouse and keyboard) must all pass it:
a label clicking an inert checkbox, hovering a disabled button, a click in a disabled
fieldset's legend, a click on a read-only input or a submit input, text the browser cut
to `maxlength`, the browser's own sanitized values (number, range, email, textarea line
breaks), a chosen file, a radio, a select, and an unbound control reported in `forms`.
"""

from __future__ import annotations

import pytest

from petite.live import LiveApp

from ..support import serve

PAGE = """
<div v-scope style="display: flex; flex-direction: column; align-items: start; gap: 4px">
  <button id="ok" @click="hits.push('ok'); seen = $refs.unbound.value">ok</button>
  <label for="lbox" id="label">label</label>
  <div inert><input id="lbox" type="checkbox" v-model="box"></div>
  <button id="off" disabled @mouseenter="hits.push('hover')" @contextmenu.prevent="hits.push('menu')">off</button>
  <fieldset disabled>
    <legend><button id="legend" @click="hits.push('legend')">legend</button></legend>
    <span id="fs-span" @click="hits.push('fs-span')">span</span>
  </fieldset>
  <input id="ro" readonly value="r" @click="hits.push('ro')">
  <input id="submit" type="submit" value="Go" @click="hits.push('submit')">
  <input id="max" maxlength="3" v-model="max">
  <input id="num" type="number" v-model="num">
  <input id="range" type="range" min="0" max="10" step="2.5" v-model="range">
  <textarea id="area" v-model="area"></textarea>
  <input id="emails" type="email" multiple v-model="emails">
  <input id="file" type="file" @change="hits.push('file')">
  <input id="unbound" ref="unbound">
  <input id="r1" type="radio" name="r" value="a" v-model="r"><input id="r2" type="radio" name="r" value="b" v-model="r">
  <select id="pick" v-model="pick"><option>a</option><option disabled>b</option><option>c</option></select>
</div>
"""


def _data():
    return {"hits": [], "box": False, "max": "", "num": "", "range": "5", "area": "", "emails": "",
            "r": "a", "pick": "a", "seen": None}


@pytest.fixture(scope="module")
def site():
    app = LiveApp(PAGE, data=_data)
    with serve(app) as url:
        yield url, app


@pytest.fixture
def page(site, chromium):
    url, app = site
    page = chromium.new_page()
    page.goto(url)
    page.evaluate("() => window.petite.settled()")
    (session,) = [s for s in app.sessions.values() if s.connected]
    page.state = session.app.state
    yield page
    page.close()


def _settle(page) -> None:
    page.evaluate("() => window.petite.settled()")


def test_a_label_toggles_an_inert_checkbox(page):
    page.mouse.click(*_center(page, "#label"))
    _settle(page)
    assert page.state["box"] is True


def test_a_disabled_button_still_gets_hover_and_contextmenu(page):
    page.mouse.move(*_center(page, "#off"))
    page.mouse.click(*_center(page, "#off"), button="right")
    page.mouse.click(*_center(page, "#off"))  # no click reaches a disabled button
    _settle(page)
    assert page.state["hits"] == ["hover", "menu"]


def test_clicks_in_a_disabled_fieldset_outside_controls(page):
    page.mouse.click(*_center(page, "#legend"))
    page.mouse.click(*_center(page, "#fs-span"))
    _settle(page)
    assert page.state["hits"] == ["legend", "fs-span"]


def test_clicks_on_readonly_and_submit_inputs_carry_their_unchanged_value(page):
    page.click("#ro")
    page.click("#submit")
    _settle(page)
    assert page.state["hits"] == ["ro", "submit"]


@pytest.mark.parametrize("selector, keys, field, expected, model", [
    ("#max", ["abcdef"], "max", "abc", "abc"),
    ("#num", ["1.5e3"], "num", "1.5e3", 1500),  # v-model casts a number input's value
    ("#range", ["ArrowRight"], "range", "7.5", "7.5"),
    ("#area", ["a", "Enter", "b"], "area", "a\nb", "a\nb"),
    ("#emails", [" x@y.z , w@v.u "], "emails", "x@y.z,w@v.u", "x@y.z,w@v.u"),
])
def test_what_a_user_types_reaches_the_server(page, selector, keys, field, expected, model):
    page.click(selector)
    for key in keys:
        if len(key) > 1 and key[0].isupper() and key.isalpha():
            page.keyboard.press(key)
        else:
            page.keyboard.type(key)
    page.click("#ok")
    _settle(page)
    assert page.state[field] == model
    if model == expected:  # (the number box shows the model's number written back)
        assert page.evaluate("s => document.querySelector(s).value", selector) == expected


def test_a_chosen_file_radio_and_option(page, tmp_path):
    chosen = tmp_path / "report.txt"
    chosen.write_text("x")
    page.set_input_files("#file", str(chosen))
    page.click("#r2")
    page.select_option("#pick", "c")
    _settle(page)
    assert page.state["hits"] == ["file"]
    assert (page.state["r"], page.state["pick"]) == ("b", "c")


def test_an_unbound_control_reaches_the_server_with_the_next_event(page):
    page.click("#unbound")
    page.keyboard.type("hello")
    page.click("#ok")
    _settle(page)
    assert page.state["hits"] == ["ok"]
    assert page.state["seen"] == "hello"


def _center(page, selector):
    box = page.locator(selector).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
