"""Cases: `requestIdleCallback(cb)` runs `cb(deadline)` after the next frame (a
`didTimeout` false and a `timeRemaining()` above 0 and at most 50), `cancelIdleCallback`
stops it, and both are functions of length 1 (as `cancelAnimationFrame`, which had
clearTimeout's name and length); recorded from petite-vue 0.4.1 in
Chromium. (How much time remains is Chromium's to say: the case compares it with 0 and
50 only.)"""

from ..harness import Case

CASES = [
    Case("idle_callbacks",
         '<div v-scope="{ log: [] }">'
         '<button id="go" @click="const id = requestIdleCallback((d) => log.push([typeof d, d.didTimeout, d.timeRemaining() > 0,'
         ' d.timeRemaining() <= 50, String(d)].join())); const gone = requestIdleCallback(() => log.push(\'cancelled ran\'));'
         ' cancelIdleCallback(gone); log.push(typeof id, requestIdleCallback.length + cancelIdleCallback.length,'
         ' \'requestIdleCallback\' in window, cancelAnimationFrame.name + cancelAnimationFrame.length, clearTimeout.name + clearTimeout.length)">go</button>'
         '<button id="show" @click="log.push(\'shown\')">show</button>'
         '<p v-for="x in log">{{ x }}</p></div>',
         steps=(("click", "#go"), ("click", "#show"), ("click", "#show"))),
]
