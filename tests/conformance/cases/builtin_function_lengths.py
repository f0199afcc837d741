"""Cases: `fn.length` of built-in functions and constructors (`[].forEach.length`,
`Math.max.length`, `String.length`, `parseInt.length`, a bound built-in's), as Chromium
gives them (petite.expr.builtin_lengths), recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import expression_probe as _probe

CASES = [
    _probe("builtin_function_lengths", "", [
        "[].forEach.length", "[].map.length", "[].push.length", "[].slice.length", "[].splice.length",
        "[].reduce.length", "'a'.padStart.length", "'a'.replace.length", "'a'.split.length", "(5).toFixed.length",
        "true.toString.length", "Object.keys.length", "Object.assign.length", "Array.from.length",
        "JSON.stringify.length", "JSON.parse.length", "Math.max.length", "Math.hypot.length", "Math.length",
        "parseInt.length", "parseFloat.length", "setTimeout.length", "structuredClone.length",
        "String.length", "Array.length", "Date.length", "RegExp.length", "Map.length", "Promise.length",
        "Image.length", "Option.length", "Event.length", "Number.parseFloat.length", "Reflect.apply.length",
        "Promise.resolve.length", "Intl.NumberFormat.length", "console.log.length",
        "[].forEach.bind(null).length", "Math.max.bind(null, 1).length", "Object.prototype.hasOwnProperty.length",
        "((a, b) => 0).length", "[].forEach.name", "Math.max.name",
    ]),
]
