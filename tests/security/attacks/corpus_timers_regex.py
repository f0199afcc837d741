"""Class 4/5: timers (petite/expr/timers.py) and user-influenced regexes (RE2 path,
petite/expr/regexp.py), attacked from templates and data.

Timers: a string callback is never evaluated (browsers would `eval` it), non-callables
are refused, a storm of timers ends at the pending-timer limit, a zero-delay interval
runs a bounded number of times per virtual second.
Regexes: what neither engine can run ends in a clear SyntaxError naming the pattern,
never a raw `re`/`re2` error.
"""

from __future__ import annotations

from .harness import Attack

_TIMER_PAGE = '<div v-scope="{{ hits: [], n: 0 }}"><button @click="{handler}">go</button><p>{{{{ hits }}}} {{{{ n }}}}</p></div>'


def _timer_case(handler: str, advance: int, check):
    """Mounted in the test's context: its scheduler's pending timers are dropped before
    and after (outside the `mount` fixture, timers outlive an unmount, as in browsers)."""

    def run():
        from petite import scheduler
        from petite.testing import mount

        scheduler.current().timers.cancel_all()
        page = mount(_TIMER_PAGE.format(handler=handler.replace('"', "&quot;")), {"secret": "S3CRET"})
        try:
            error = None
            try:
                page.find("button").trigger("click")
            except Exception as exc:  # noqa: BLE001 - judged by `check`
                error = exc
            page.advance(advance)
            return check(page, error)
        finally:
            page.unmount()
            scheduler.current().timers.cancel_all()

    return run


def _refused(fragment):
    def check(page, error):
        from petite.expr.errors import ExpressionError

        assert isinstance(error, ExpressionError) and fragment in str(error), repr(error)
        assert "1" not in page.find("p").text().split()[0], page.find("p").text()

    return check


def _at_most(runs):
    def check(page, error):
        assert error is None, repr(error)
        n = int(page.find("p").text().split()[-1])
        assert 0 < n <= runs, n

    return check


TIMERS = {
    "string-callback": ("setTimeout('hits.push(1)', 0)", 10, _refused("strings are not evaluated")),
    "string-callback-interval": ("setInterval('hits.push(1)', 1)", 10, _refused("strings are not evaluated")),
    "string-object-callback": ("setTimeout({ toString: () => 'hits.push(1)' }, 0)", 10, _refused("callback must be a function")),
    "number-callback": ("setTimeout(1, 0)", 10, _refused("callback must be a function")),
    "array-callback": ("setTimeout(['hits.push(1)'], 0)", 10, _refused("callback must be a function")),
    "storm": ("for (let i = 0; i < 100000; i++) setTimeout(() => n++, 1)", 10, _refused("too many pending timers")),
    "interval-storm": ("for (let i = 0; i < 20000; i++) setInterval(() => n++, 0)", 10, _refused("too many pending timers")),
    "interval-zero": ("setInterval(() => n++, 0)", 1000, _at_most(1000)),
    "interval-negative": ("setInterval(() => n++, -1e9)", 1000, _at_most(1000)),
    "interval-nan": ("setInterval(() => n++, NaN)", 1000, _at_most(1000)),
    "nested-zero-timeouts": ("const f = () => { n++; setTimeout(f, 0) }; f()", 1000, _at_most(1001)),
}

# patterns from data that neither engine runs: a clear SyntaxError
REFUSED_PATTERNS = {
    "lookbehind-unbounded": "(?<=a+)b",
    "duplicate-names": "(?<n>a)(?<n>b)",
    "inline-flags": "(?i)a+",
    "overlapping-repeat-lookahead": "(a+)+(?=b)",
    "too-long": "(a|b)+" * 3000,
    "unbalanced": "((a)",
    "nothing-to-repeat": "*a",
    "class-range-order": "[z-a]+",
}
REFUSED_FLAGS = {"flag-v": "v", "flag-d": "d", "flag-twice": "gg", "flag-unknown": "x"}

# petite's own regexes meet data too: a form control's value sanitization (type=number,
# range, color: HTML's number grammar) and `!important` in a style value. Each was
# quadratic in a run of digits or spaces: "1" * 20,000 + "x" as a number input's value
# took 7 s to render (a range 9 s, rgb() in a color input 16 s), a style value with
# 100,000 spaces 14 s; a live client sends such a value in one 64 kB message.
DATA_REGEXES = {
    "number-value": ('<input type=number :value="s">', "1" * 20_000 + "x", '<input type="number" value="">'),
    "number-model": ('<input type=number v-model="s">', "1" * 20_000 + "e", '<input type="number" value="">'),
    "range-value": ('<input type=range :value="s">', "1" * 20_000 + "x", '<input type="range" value="50">'),
    "color-value": ('<input type=color :value="s">', "rgb(" + "1" * 20_000 + "x, 0, 0)",
                    '<input type="color" value="#000000">'),
    "style-object": ('<p :style="s"></p>', {"color": "red" + " " * 100_000 + "x"},
                     '<p style="color: red' + " " * 100_000 + 'x;"></p>'),
    "style-text": ('<p :style="s"></p>', "color: red" + " " * 100_000 + "!importan",
                   '<p style="color: red' + " " * 100_000 + '!importan;"></p>'),
}


def _data_regex_case(template, value, expected, path):
    def run():
        import time

        import petite
        from petite.testing import mount

        start = time.thread_time()
        html = petite.render(template, {"s": value}) if path == "render" else mount(template, {"s": value}).html()
        spent = time.thread_time() - start
        assert html == expected, html[:200]
        assert spent < 1.0, f"{spent:.1f} s of CPU"  # (linear: milliseconds; quadratic: minutes)

    return run


def attacks() -> list[Attack]:
    out = []
    for key, (handler, advance, check) in TIMERS.items():
        out.append(Attack(f"c5-timer-{key}", 5, path="custom", run=_timer_case(handler, advance, check), must="renders"))
    for key, pattern in REFUSED_PATTERNS.items():
        for path in ("render", "mount"):
            out.append(Attack(f"c5-regex-{key}-{path}", 5, "{{ new RegExp(p).test(s) }}", path=path,
                              data={"p": pattern, "s": "a" * 40 + "!"}, must="error"))
    for key, (template, value, expected) in DATA_REGEXES.items():
        for path in ("render", "mount"):
            out.append(Attack(f"c5-data-regex-{key}-{path}", 5, path="custom",
                              run=_data_regex_case(template, value, expected, path), must="renders"))
    for key, flags in REFUSED_FLAGS.items():
        out.append(Attack(f"c5-regex-{key}", 5, "{{ new RegExp('a+b', f).test('aab') }}", data={"f": flags}, must="error"))
    return out


ATTACKS = attacks()
