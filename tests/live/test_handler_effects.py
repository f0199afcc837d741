"""What a handler does in the browser before the server answers: `preventDefault()`
called in a handler stops the default action (the client prevents it synchronously when
the handler may call it), and controls without bindings reach the server's DOM with the
next event (Chromium)."""

from __future__ import annotations

from ..support import live_url

PAGE = """
<form v-scope="{ n: 0, out: '', add(e) { e.preventDefault(); this.n++ }, later(e) { this.add(e) } }"
      @submit.prevent="out = $event.target['q'].value + ' ' + $refs.box.checked + ' ' + $event.target['c'].value">
  <button type="button" class="noop">noop</button>
  <button class="method" @click="add">{{ n }}</button>
  <button class="inline" @click="$event.preventDefault(); n++">inline</button>
  <button class="nested" @click="later($event)">nested</button>
  <a class="link" href="#moved" @click="n++">link</a>
  <a class="stay" href="#stayed" @click="add">stay</a>
  <input name="q"><input type="checkbox" ref="box"><select name="c"><option>x</option><option>y</option></select>
  <button class="go" type="submit">go</button>
  <p class="out">{{ out }}</p>
</form>
"""


url = live_url(PAGE)


def open_page(chromium, url):
    page = chromium.new_page()
    page.goto(url)
    page.evaluate("() => window.petite.settled()")
    page.evaluate("() => { window.marker = 1 }")  # gone if the page navigates
    return page


def click(page, selector):
    page.click(selector)
    page.evaluate("() => window.petite.settled()")
    assert page.evaluate("() => window.marker") == 1, f"the page navigated after clicking {selector}"


def test_prevent_default_in_a_handler_stops_the_default_action(url, chromium):
    page = open_page(chromium, url)
    for selector in (".method", ".inline", ".nested", ".stay"):
        click(page, selector)
    assert page.inner_text(".method") == "4"
    assert page.evaluate("() => location.hash") == ""
    click(page, ".link")  # no preventDefault: the browser follows the link
    assert page.evaluate("() => location.hash") == "#moved"
    assert page.inner_text(".method") == "5"
    page.close()


def test_unbound_controls_reach_the_server_with_the_next_event(url, chromium):
    page = open_page(chromium, url)
    page.fill("input[name=q]", "typed")
    page.check("input[type=checkbox]")
    page.select_option("select", "y")
    click(page, ".go")
    assert page.inner_text(".out") == "typed true y"
    page.fill("input[name=q]", "again")
    page.uncheck("input[type=checkbox]")
    click(page, ".go")
    assert page.inner_text(".out") == "again false y"
    page.close()
