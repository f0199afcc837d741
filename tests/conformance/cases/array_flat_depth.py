"""Cases: `flat(depth)` goes as deep as asked (`Infinity`: to the bottom), however deep
the arrays nest (petite stopped at 100 levels, silently), recorded from petite-vue 0.4.1
in Chromium."""

from ..harness import button_probe as _probe

CASES = [
    _probe("array_flat_depth", "", [
        "(() => { let l = []; const top = l; for (let i = 0; i < 150; i++) { const n = []; l.push(n); l = n } return top.flat(Infinity).length })()",
        "(() => { let l = [1]; const top = l; for (let i = 0; i < 150; i++) { const n = [i]; l.push(n); l = n } return top.flat(Infinity).length + ',' + top.flat(120).length + ',' + top.flat(120).filter(Array.isArray).length })()",
        "[[[[]]]].flat(Infinity).length + ',' + [1, [2, [3, [4, [5]]]]].flat(2).length + ',' + [1, [2]].flat(0).length + ',' + [1, [2]].flat(-1).length",
        "[[1, 2], [3]].flatMap(x => x).join() + [1, 2].flatMap(x => [[x]]).length",
    ]),
]
