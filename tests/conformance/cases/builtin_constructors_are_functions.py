"""Cases: a callable built-in (`Array`, `Boolean`, `Number`, `String`, `Date`) is a
function with `call`, `apply`, `bind` and `toString` (`Array.apply(null, Array(3))`, the
pre-ES2015 idiom for a range), and `apply` takes any array-like (`{ length: 2 }`), as in
Chromium, recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import button_probe as _probe

CASES = [
    _probe("builtin_constructors_are_functions", "", [
        "Array.apply(null, Array(3)).map((_, i) => i).join()",
        "Array.apply(null, { length: 2 }).length",
        "Number.parseFloat.call(null, '1.5') + Boolean.call(null, 0)",
        "typeof Array.apply + typeof Math.max.bind + typeof Object.keys.call",
        "Math.max.apply(null, new Set([1, 2])) + ',' + Math.max.apply(null, { length: 1, 0: 9 })",
        "(() => { function f() { return arguments.length } return f.apply(null, { length: 3 }) + f.apply(null, []) + f.apply(null) })()",
        "String(Array) + ' ' + String(Boolean).length + ' ' + Array.name + Array.length + typeof Date.bind",
        "Array.bind(null, 3)().length + ',' + Number.call(null, '4') + String.apply(null, [5]) + Boolean.apply(null, [1])",
    ]),
]
