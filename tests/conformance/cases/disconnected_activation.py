"""A click's activation behaviour on controls that are not in the page (created with
`document.createElement` and never inserted, or taken out), as Chromium runs it: a
checkbox or radio still toggles its checkedness but fires no `input` and no `change`
(the HTML standard's input activation behaviour returns when the element is not
connected), and a form that is not connected cannot navigate, so a submit button's click,
`requestSubmit()` and `requestSubmit(button)` fire no `invalid` and no `submit`. The same
controls once connected (appended to the mounted tree) fire them, as before."""

from ..harness import button_probe

SCOPE = "r: [], log: []"


def _control(kind: str, connect: bool) -> str:
    """A checkbox or radio clicked, detached or connected: its checkedness and the events heard."""
    attach = "$el.parentNode.append(c); " if connect else ""
    return ("(() => { const log = []; const c = document.createElement('input'); "
            f"c.type = '{kind}'; {attach}"
            "['click', 'input', 'change'].forEach((t) => c.addEventListener(t, (e) => log.push(t + ':' + e.target.checked))); "
            "c.click(); const first = c.checked; c.click(); c.remove(); "
            "return first + ',' + c.checked + ',' + log.join(' ') })()")


def _form(connect: bool, how: str, required: bool = False) -> str:
    """A form submitted by a button's click or requestSubmit, detached or connected."""
    attach = "$el.parentNode.append(f); " if connect else ""
    field = "const i = document.createElement('input'); i.required = true; f.append(i); " if required else ""
    return ("(() => { const log = []; const f = document.createElement('form'); const b = document.createElement('button'); "
            f"{field}f.append(b); {attach}"
            "f.addEventListener('submit', (e) => { e.preventDefault(); log.push('submit') }); "
            "f.addEventListener('invalid', () => log.push('invalid'), true); "
            f"{how}; f.remove(); return log.join(' ') || 'none' }})()")


CASES = [
    button_probe(
        "disconnected_activation",
        "",
        [
            _control("checkbox", False),
            _control("checkbox", True),
            _control("radio", False),
            _control("radio", True),
            "(() => { const log = []; const c = document.createElement('input'); c.type = 'checkbox'; "
            "c.addEventListener('click', (e) => { e.preventDefault() }); c.addEventListener('change', () => log.push('change')); "
            "c.click(); return c.checked + ',' + (log.join() || 'none') })()",
            "(() => { const log = []; const l = document.createElement('label'); const c = document.createElement('input'); "
            "c.type = 'checkbox'; l.append(c); c.addEventListener('change', () => log.push('change')); "
            "l.click(); return c.checked + ',' + (log.join() || 'none') })()",
            _form(False, "b.click()"),
            _form(True, "b.click()"),
            _form(False, "f.requestSubmit()"),
            _form(False, "f.requestSubmit(b)"),
            _form(True, "f.requestSubmit()"),
            _form(False, "b.click()", required=True),
            _form(True, "b.click()", required=True),
            "(() => { const log = []; const d = document.createElement('div'); const f = document.createElement('form'); "
            "const b = document.createElement('button'); f.append(b); d.append(f); "
            "f.addEventListener('submit', (e) => { e.preventDefault(); log.push('submit') }); "
            "b.click(); return log.join() || 'none' })()",
        ],
        scope=SCOPE,
    ),
]
