"""`document.createEvent(interface)` and `initEvent` / `initCustomEvent`, the legacy way to
make an event (petite-vue 0.4.1 itself fires its `input` after a composition so:
`document.createEvent('HTMLEvents')` then `initEvent(type, true, true)`): the names taken
without regard to case and the interface each makes, an unknown name's NotSupportedError,
an event not yet initialized (type "", not bubbling) that dispatchEvent refuses, and one
initialized, heard by `@type` listeners and its bubbling and cancelation as given."""

from ..harness import button_probe

SCOPE = "r: [], heard: []"


def _made(name: str) -> str:
    return (f"(() => {{ const e = document.createEvent('{name}'); return Object.prototype.toString.call(e) + ',' "
            "+ JSON.stringify(e.type) + ',' + e.bubbles + ',' + e.cancelable + ',' + e.isTrusted + ',' + e.defaultPrevented })()")


CASES = [
    button_probe(
        "create_event",
        '<div id="outer" @ping="heard.push(\'outer \' + $event.type)"><p id="inner" @ping="heard.push(\'inner\')"></p></div>'
        "<i>{{ heard.join(', ') }}</i>",
        [
            _made("HTMLEvents"),
            _made("Event"),
            _made("events"),
            _made("CustomEvent"),
            _made("UIEvents"),
            _made("MouseEvents"),
            _made("MouseEvent"),
            _made("KeyboardEvent"),
            _made("FocusEvent"),
            _made("svgevents"),
            "(() => { try { document.createEvent('NoSuchEvent') } catch (e) { return e.name + ': ' + e.message } })()",
            "(() => { const e = document.createEvent('HTMLEvents'); try { document.getElementById('inner').dispatchEvent(e) } "
            "catch (x) { return x.name + ': ' + x.message } })()",
            "(() => { const e = document.createEvent('HTMLEvents'); e.initEvent('ping', true, true); "
            "const ok = document.getElementById('inner').dispatchEvent(e); return e.type + ',' + e.bubbles + ',' + e.cancelable + ',' + ok })()",
            "(() => { const e = document.createEvent('Event'); e.initEvent('ping'); "
            "document.getElementById('inner').dispatchEvent(e); return e.bubbles + ',' + e.cancelable + ',' + heard.length })()",
            "(() => { const e = document.createEvent('HTMLEvents'); e.initEvent('ping', true, true); e.preventDefault(); "
            "const r = e.defaultPrevented; e.initEvent('ping', false, false); return r + ',' + e.defaultPrevented + ',' + e.bubbles })()",
            "(() => { const e = document.createEvent('CustomEvent'); e.initCustomEvent('ping', true, false, { n: 1 }); "
            "document.getElementById('inner').dispatchEvent(e); return e.detail.n + ',' + e.type })()",
            "(() => { const e = document.createEvent('CustomEvent'); e.initCustomEvent('ping'); return String(e.detail) + ',' + e.bubbles })()",
            "typeof document.createEvent('HTMLEvents').initCustomEvent",
            "(() => { const e = document.createEvent('MouseEvents'); e.initEvent('click', true, true); "
            "const c = document.createElement('input'); c.type = 'checkbox'; document.getElementById('inner').append(c); "
            "c.dispatchEvent(e); const v = c.checked; c.remove(); return v })()",
            "(() => { const e = document.createEvent('HTMLEvents'); e.initEvent('click', true, true); "
            "const c = document.createElement('input'); c.type = 'checkbox'; document.getElementById('inner').append(c); "
            "c.dispatchEvent(e); const v = c.checked; c.remove(); return v })()",
            "(() => { const e = document.createEvent('KeyboardEvent'); return JSON.stringify(e.key) + ',' + e.keyCode })()",
            "(() => { const e = document.createEvent('MouseEvent'); return e.button + ',' + e.clientX })()",
        ],
        scope=SCOPE,
    ),
]
