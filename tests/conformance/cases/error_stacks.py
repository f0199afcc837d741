"""Cases: an Error's `stack` (its `name: message` header over its frames, a string a page
may split, test or log) and its own property names (`stack`, `message`, `cause`; a
built-in error's `name` is its prototype's), recorded from petite-vue 0.4.1 in Chromium.
Only the header line is compared: the frames name script positions petite has none of."""

from ..harness import button_probe as _probe

CASES = [
    _probe("error_stack_and_own_names", '<span id="t">t</span>', [
        "(() => { const e = new Error('boom'); return e.stack.split('\\n')[0] + '|' + e.hasOwnProperty('stack') + '|' + Object.keys(e).length + '|' + JSON.stringify(e) + '|' + typeof e.stack })()",
        "(() => { const e = new TypeError(); return e.stack.split('\\n')[0] })()",
        "(() => { try { null.x } catch (e) { return e.stack.split('\\n')[0] } })()",
        "(() => { const e = new Error('a'); e.message = 'b'; return e.stack.split('\\n')[0] })()",
        "(() => { const e = new RangeError('r', { cause: 1 }); return e.stack.split('\\n')[0] + ' ' + ('stack' in e) + ' ' + Object.getOwnPropertyNames(e).join() })()",
        "(() => { const e = new Error('x'); e.stack = 'custom'; return e.stack })()",
        "String(Error('q').stack.startsWith('Error: q\\n    at '))",
        "(() => { const e = new Error(''); e.extra = 1; return Object.getOwnPropertyNames(e).join() + ' ' + Object.keys(e).join() })()",
        "(() => { try { undefined.x } catch (e) { return Object.getOwnPropertyNames(e).join() } })()",
    ]),
]
