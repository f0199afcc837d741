"""Cases: a media element's playback as a page's player drives it (`<audio>` with no
source, what the harness can compare: petite loads nothing): `play()` unpauses at once
and fires `play` as a task, its promise pending until `pause()` fires `pause` and rejects
it with an AbortError; `load()` pauses and resets the rate; `currentTime` and
`playbackRate` keep what is written, with Chromium's errors; `canPlayType`; and a
play/pause button bound to `paused`; recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case
from ..harness import button_probe as _probe

CASES = [
    Case("media_play_pause_events",
         '<div v-scope="{ log: [] }">'
         '<audio id="a" @play="log.push(\'play event \' + $event.target.paused)" @pause="log.push(\'pause event\')"></audio>'
         '<button id="p" @click="const a = document.getElementById(\'a\'); log.push([a.paused, a.currentTime, String(a.duration),'
         ' a.ended, a.readyState, a.networkState, a.playbackRate, String(a.error), a.seeking, a.currentSrc === \'\'].join());'
         ' const r = a.play(); log.push(String(r), a.paused); r.then(() => log.push(\'resolved\'),'
         ' (e) => log.push(\'rejected \' + e.name + \' \' + a.paused))">p</button>'
         '<button id="q" @click="const a = document.getElementById(\'a\'); a.pause(); log.push(\'after pause \' + a.paused)">q</button>'
         '<button id="show" @click="log.push(\'-\')">show</button>'
         '<p v-for="x in log">{{ x }}</p></div>',
         steps=(("click", "#p"), ("click", "#show"), ("click", "#q"), ("click", "#show"))),
    _probe("media_members", '<audio id="a"></audio><video id="v"></video>', [
        "['audio/mpeg', 'audio/mp3', 'audio/ogg', 'audio/wav', 'audio/webm', 'audio/aac', 'audio/mp4', 'audio/flac', 'video/mp4',"
        " 'video/webm', 'video/ogg', 'text/plain', '', 'audio/x-foo', 'AUDIO/MPEG', 'audio/ogg; codecs=opus']"
        ".map((t) => document.getElementById('a').canPlayType(t)).join('|')",
        "(() => { const a = document.getElementById('a'); a.playbackRate = 2; a.currentTime = 3; const r = [a.playbackRate, a.currentTime];"
        " a.load(); r.push(a.currentTime, a.paused, a.playbackRate); try { a.currentTime = NaN } catch (e) { r.push(e.name) }"
        " try { a.playbackRate = 100 } catch (e) { r.push(e.name) } try { a.playbackRate = -1 } catch (e) { r.push(e.name) }"
        " a.playbackRate = 0; r.push(a.playbackRate); return r.join() })()",
        "(() => { const a = document.createElement('audio'); const p = a.play(); p.catch(() => 0); a.pause(); return [a.paused, String(p)].join() })()",
        "(() => { const a = new Audio(); return [a.paused, a.preload, typeof a.play, typeof a.pause, typeof a.load, 'play' in a, 'play' in document.createElement('div')].join() })()",
        "(() => { const v = document.getElementById('v'); return [v.videoWidth, v.videoHeight, typeof document.getElementById('a').videoWidth, v.preservesPitch, v.defaultPlaybackRate].join() })()",
    ]),
    Case("media_player_button",
         '<div v-scope="{ playing: false, toggle() { const a = this.$refs.player; if (a.paused) { a.play().catch(() => {}) } else { a.pause() } this.playing = !a.paused } }">'
         '<audio ref="player"></audio>'
         '<button @click="toggle()">{{ playing ? \'Pause\' : \'Play\' }}</button></div>',
         steps=(("click", "button"), ("click", "button"), ("click", "button"))),
]
