"""The live first paint carries the form state petite-vue sets as properties (a select's
option, an input's or textarea's value, a box's checked), so the page shows it before
the client runs; adoption then leaves the DOM as petite-vue's (no extra attributes) with
the same state, and a control the user changed before the connection keeps the user's
choice (Chromium)."""

from __future__ import annotations

from petite.live import LiveApp

from ..support import live_url, serve

PAGE = """
<div v-scope="{ t: 'b', s: 'two', box: true, r: 'y' }">
  <select class="t" v-model="t"><option value="">-</option><option value="b">B</option></select>
  <input class="s" v-model="s"><textarea class="a" v-model="s"></textarea>
  <input type="checkbox" class="box" v-model="box">
  <input type="radio" class="x" value="x" v-model="r"><input type="radio" class="y" value="y" v-model="r">
  <p class="shown">{{ t }} {{ s }} {{ box }} {{ r }}</p>
</div>
"""

STATE = """() => {
  const q = (s) => document.querySelector(s)
  return [q('.t').value, q('.s').value, q('.a').value, q('.box').checked, q('.x').checked, q('.y').checked]
}"""
# the markup that carried the state at first paint, as adoption leaves it
ATTRS = """() => {
  const q = (s) => document.querySelector(s)
  return [...q('.t').options].map(o => o.hasAttribute('selected'))
    .concat([q('.s').hasAttribute('value'), q('.a').textContent, q('.box').hasAttribute('checked'), q('.y').hasAttribute('checked')])
}"""
WANT = ["b", "two", "two", True, False, True]


url = live_url(PAGE)


def test_first_paint_shows_the_state_before_the_client_runs(url, chromium):
    page = chromium.new_page()
    held = []
    page.route("**/petite.js", lambda route: held.append(route))
    page.goto(url, wait_until="commit")
    page.wait_for_selector("p.shown")
    assert page.evaluate(STATE) == WANT
    held[0].continue_()
    page.wait_for_function("window.petite")
    page.evaluate("() => window.petite.settled()")
    assert page.evaluate(STATE) == WANT
    assert page.evaluate(ATTRS) == [False, False, False, "", False, False]  # as petite-vue's DOM: the state is in properties only
    assert page.inner_text("p.shown") == "b two true y"  # the server's model did not move
    page.close()


def test_a_select_changed_before_the_connection_keeps_the_users_choice(url, chromium):
    page = chromium.new_page()
    held = []
    page.route("**/petite.js", lambda route: held.append(route))
    page.goto(url, wait_until="commit")
    page.wait_for_selector("p.shown")
    page.select_option("select.t", "")
    held[0].continue_()
    page.wait_for_function("window.petite")
    page.evaluate("() => window.petite.settled()")
    assert page.evaluate("document.querySelector('.t').value") == ""
    assert page.inner_text("p.shown") == "two true y"  # the user's choice reached the server
    page.close()


GROUPS = """
<div v-scope>
  <input type="radio" name="g" class="g1" value="a" checked><input type="radio" name="g" class="g2" value="b" checked>
  <input type="radio" name="h" class="h1" :checked="true"><input type="radio" name="h" class="h2" checked>
  <select class="s"><option :selected="true">a</option><option selected>b</option></select>
  <select class="m" multiple><option selected>x</option><option :selected="false" selected>y</option></select>
</div>
"""
GROUP_STATE = """() => ['.g1', '.g2', '.h1', '.h2'].map((s) => document.querySelector(s).checked)
  .concat([document.querySelector('.s').value, [...document.querySelector('.m').options].map((o) => o.selected)])"""


def test_adoption_keeps_the_state_of_radio_groups_and_selects(chromium):
    """Adoption writes the server's `checked`/`selected` attributes over the first
    paint's: written to a radio or an option nobody changed, each would change its
    group's state (the later radio unchecked the one a binding checked; the select
    showed none). The states are petite-vue's (conformance cases
    dom_radio_static_checked_group, hunt_groups_radio_group_bound_checked,
    hunt_groups_option_bound_selected_then_static)."""
    with serve(LiveApp(GROUPS)) as address:
        page = chromium.new_page()
        page.goto(address)
        page.evaluate("() => window.petite.settled()")
        want = [False, True, True, False, "a", [True, False]]
        assert page.evaluate(GROUP_STATE) == want
        page.evaluate("() => window.petite.settled()")
        page.reload()
        page.evaluate("() => window.petite.settled()")
        assert page.evaluate(GROUP_STATE) == want
        page.close()
