"""An async method (or generator) used as a handler, calling `preventDefault()`.

An async function runs synchronously up to its first `await`, so an
`event.preventDefault()` before it cancels the event's default action as a plain
method's does: a submit button's click submits nothing, a link is not followed. On a
live page the browser decides the default before the server runs the handler, so the
client prevents it when the handler may call `preventDefault()` (directives/prevent.py),
read from the code the handler's functions run: for an async function or a generator,
the code of its body, not only the wrapper that starts it.

Found on a real page (ridwanmonjur/mirror-og's wallet coupon form:
`<form v-on:submit="submitCoupon">` with `async submitCoupon(event) {
event.preventDefault(); ... await fetch(...) }`; on petite's live path the browser
submitted the form and left the page).
"""

from ..harness import Case

CASES = [
    Case(
        "rw43_async_method_prevents_submit",
        '<div v-scope="{ n: 0, log: [], async submitIt(event) { event.preventDefault(); this.n++;'
        ' await null; this.log.push(event.defaultPrevented) } }">'
        '<form v-on:submit="submitIt"><input name="q" value="x"><button type="submit">go</button></form>'
        '<p>{{ n }} {{ log.join() }}</p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "rw43_async_method_reached_through_this_prevents",
        '<div v-scope="{ n: 0, async check(e) { e.preventDefault(); await null; this.n++ },'
        ' go(e) { return this.check(e) }, *steps(e) { e.preventDefault(); yield 1 },'
        ' run(e) { for (const s of this.steps(e)) this.n += s } }">'
        '<form @submit="go"><button type="submit" id="a">a</button></form>'
        '<a href="#elsewhere" @click="run">link</a>'
        '<p>{{ n }} {{ location.hash }}</p></div>',
        steps=(("click", "#a"), ("click", "a"), ("click", "#a")),
    ),
]
