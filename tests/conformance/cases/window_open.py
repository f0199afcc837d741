"""Cases: `window.open(url, target)` (also the bare `open`) in a handler: the rest of the
handler runs, a bad address is a SyntaxError, and `_self` leaves the state as it is until
the page goes; recorded from petite-vue 0.4.1 in Chromium. (What the call returns is not
compared: Chromium gives the new window, petite null, as `noopener` would: the page's
script never scripts the window a server cannot see.)"""

from ..harness import Case

CASES = [
    Case("window_open_in_handlers",
         '<div v-scope="{ log: [] }">'
         '<button id="docs" @click="window.open(\'/docs?x=\' + log.length, \'_blank\'); log.push(\'docs\')">docs</button>'
         '<button id="bare" @click="open(\'https://example.com/\'); log.push(typeof open)">bare</button>'
         '<button id="bad" @click="try { window.open(\'http://[bad\') } catch (e) { log.push(e.name) }">bad</button>'
         '<button id="none" @click="window.open(); log.push(\'blank\', typeof window.open, \'open\' in window)">none</button>'
         '<p v-for="x in log">{{ x }}</p></div>',
         steps=(("click", "#docs"), ("click", "#bare"), ("click", "#bad"), ("click", "#none"))),
]
