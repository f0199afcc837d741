"""Work that outgrew its charge (found by an attacker helper on the newest DOM and string
code): each attack below ran for seconds to hours inside one render or one handler,
within the work budget, because the work it did was not charged for what it walked.

* A radio's group (`checked = true`, `:indeterminate`, a formless radio's `required`
  check) walked the whole tree for free: checking each of 3,000 radios of one group,
  one `:indeterminate` query over them, ran 6 s (`dom.core.root_elements` charges a step
  an element, `FormControl._radio_group` two a member).
* `classList.add(...names)`, `remove(...names)` and `replace` searched lists per name:
  minutes for 100,000 class names; `contains` read an 800 KB class for a step
  (`dom.style.ClassList`, `domview._replace_class`).
* `innerText` read each element's inline style several times for free (an 840 KB style:
  50 ms a read), searched a cell's siblings from the first (a row of 5,000 cells: 0.2 s
  a read), and collapsed white space a word at a time in Python for 12 steps (the text
  'a '.repeat(400000): 1 s a read, 2.5 s capitalized), and cost 20-30 µs an element
  charged as one step (`dom.inner_text`).
* Strings: `s.length` of a string that is not ASCII encoded it whole each time (0.4 s a
  read for a million lone surrogates, 0.2 ms for a million `é`), and a unit view of
  astral text called Python per character (`slice` of 400,000 emoji: 0.4 s for 12,500
  steps) (`expr.utf16`: `length` is constant time without astral characters, the rest
  is charged before it runs).
* `el.value` of an input sanitizes its text on every read: a million characters 70 µs
  for 5 steps, a million commas in `<input type=email multiple>` 100 ms
  (`input_value.sanitize`).
* `new Intl.NumberFormat(...).format(big)` converted a BigInt to decimal uncharged (only
  `big.toLocaleString()` charged it): 60,000 compact formats of 10n ** 3000n ran over a
  minute; and a plural category read all the integer digits, Python's ValueError
  ("Exceeds the limit (4300 digits)") for a BigInt in compact, currency-name or
  unit notation (`number_locales.format_number`, `_category`).

Each attack runs in a child process (the timeout is only the safety net, nothing is
timed): it must end with the limit error, or finish, well before the net.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

CHILD = r"""
import sys
import petite
from petite.testing import mount

template = sys.stdin.read()
for run in (lambda: petite.render(template, {}), lambda: mount(template, {}).html()):
    try:
        run()
        print("done")
    except Exception as exc:
        print(type(exc).__name__)
"""

STRINGS = "let n = 0; for (let i = 0; i < 100000; i++) n += {read}; $el.textContent = n"

ATTACKS = {
    "radio-checks": '<div><input type="radio" name="r" v-for="i in 3000"><p v-effect="const x = '
                    "document.querySelector('input'); for (let k = 0; k < 100000; k++) x.checked = true\"></p></div>",
    "radio-indeterminate-query": '<div><input type="radio" name="r" v-for="i in 6000"><p>{{ '
                                 "document.querySelectorAll(':indeterminate').length }}</p></div>",
    "radio-required-query": '<div><input type="radio" name="r" required v-for="i in 6000"><p>{{ '
                            "document.querySelectorAll(':invalid').length }}</p></div>",
    "class-replace": '<div><p ref="r">x</p><b v-effect="$refs.r.className = Array.from({length: 100000}, (_, i) => '
                     "'c' + i).join(' '); $refs.r.classList.replace('c5', 'x')\"></b></div>",
    "class-remove": '<div><p ref="r">x</p><b v-effect="const a = Array.from({length: 100000}, (_, i) => \'c\' + i); '
                    "$refs.r.className = a.join(' '); $refs.r.classList.remove(...a.slice(0, 50000))\"></b></div>",
    "class-add": '<div><p ref="r">x</p><b v-effect="const a = Array.from({length: 100000}, (_, i) => \'c\' + i); '
                 "$refs.r.className = a.join(' '); $refs.r.classList.add(...a.map(x => x + 'y'))\"></b></div>",
    "class-contains": '<div><p ref="r">x</p><b v-effect="$refs.r.className = \'a \'.repeat(400000); '
                      + STRINGS.format(read="$refs.r.classList.contains('b')") + '"></b></div>',
    "inner-text-style": '<div><p ref="r">x</p><b v-effect="$refs.r.setAttribute(\'style\', '
                        "'display:block;'.repeat(60000)); " + STRINGS.format(read="$refs.r.innerText.length")
                        + '"></b></div>',
    "inner-text-cells": '<div><table><tr ref="r"><td v-for="i in 5000"></td></tr></table><p v-effect="'
                        + STRINGS.format(read="$refs.r.innerText.length") + '"></p></div>',
    "inner-text-words": '<div><p ref="r">x</p><b v-effect="$refs.r.textContent = \'a \'.repeat(400000); '
                        + STRINGS.format(read="$refs.r.innerText.length") + '"></b></div>',
    "inner-text-capitalized": '<div><p ref="r" style="text-transform: capitalize">x</p><b v-effect="'
                              "$refs.r.textContent = 'a '.repeat(200000); "
                              + STRINGS.format(read="$refs.r.innerText.length") + '"></b></div>',
    "length-lone-surrogates": "<p v-effect=\"const s = '\\ud83d'.repeat(999999); "
                              + STRINGS.format(read="s.length") + '"></p>',
    "length-latin": "<p v-effect=\"const s = 'é'.repeat(999999); " + STRINGS.format(read="s.length") + '"></p>',
    "length-astral-and-lone": "<p v-effect=\"const s = '😀' + '\\ud83d'.repeat(999990); "
                              + STRINGS.format(read="s.length") + '"></p>',
    "slice-astral": "<p v-effect=\"const s = '😀'.repeat(400000); " + STRINGS.format(read="s.slice(1).length")
                    + '"></p>',
    "index-astral": "<p v-effect=\"const s = '😀'.repeat(400000); " + STRINGS.format(read="s.indexOf('x')") + '"></p>',
    "select-lone-surrogates": '<div><textarea ref="r"></textarea><p v-effect="$refs.r.value = \'\\ud83d\'.repeat(99999);'
                              " for (let i = 0; i < 100000; i++) $refs.r.select()\"></p></div>",
    "input-value": '<div><input ref="r"><p v-effect="$refs.r.value = \'x\'.repeat(999999); '
                   + STRINGS.format(read="$refs.r.value.length") + '"></p></div>',
    "bigint-number-format": "<p v-effect=\"const f = new Intl.NumberFormat('en', {notation: 'compact'}); "
                            "const b = 10n ** 3000n; " + STRINGS.format(read="f.format(b).length") + '"></p>',
    "email-multiple-value": '<div><input type="email" multiple ref="r"><p v-effect="$refs.r.value = '
                            "','.repeat(999999); " + STRINGS.format(read="$refs.r.value.length") + '"></p></div>',
}


def assert_ends_in_budget(attack: str, template: str) -> None:
    """`template` rendered and mounted in a child process ends (done, or the work
    budget's limit error) well before the safety net."""
    child = subprocess.Popen([sys.executable, "-c", CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
    try:
        output, _ = child.communicate(template, timeout=60)  # (a safety net: each run ends within seconds)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        raise AssertionError(f"{attack}: still running after the safety net (60 s)") from None
    outcomes = output.split()
    assert child.returncode == 0 and len(outcomes) == 2, output[-2000:]
    assert set(outcomes) <= {"done", "ExpressionLimitError"}, output[-2000:]


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_dom_and_string_work_is_charged(attack: str) -> None:
    assert_ends_in_budget(attack, ATTACKS[attack])


# -- what the fixes keep ------------------------------------------------------------------

from petite import render  # noqa: E402
from petite.expr import utf16  # noqa: E402


@pytest.mark.parametrize("text", ["", "abc", "é" * 5, "\ud83d" * 5, "\U0001F600" * 5, "a\U0001F600\ud83d",
                                  "\ud83d\ude00", "\u0100" * 300 + "\U00010000", "\ud83d" * 7 + "\U0010ffff" * 3])
def test_string_lengths_and_unit_views_are_still_exact(text: str) -> None:
    assert utf16.length(text) == len(text.encode("utf-16-le", "surrogatepass")) // 2
    view = utf16.units(text)
    assert len(view) == utf16.length(text) and utf16.join(view) == utf16.join(text)


def test_class_list_methods_keep_their_order_and_set() -> None:
    out = render('<p class="a b a c" v-effect="$el.classList.add(\'d\', \'b\', \'d\'); $el.classList.remove(\'a\', \'x\');'
                 ' $el.classList.replace(\'c\', \'b\')"></p>')
    assert out == '<p class="b d"></p>'


def test_inner_text_of_a_row_still_separates_its_cells() -> None:
    out = render('<table><tr><td>a</td><td>b</td> <td>c</td> x</tr></table>'
                 '<p v-effect="$el.textContent = encodeURIComponent(document.querySelector(\'tr\').innerText)"></p>')
    assert out.endswith("<p>a%09b%09c</p>")


def test_a_radio_group_still_keeps_one_checked() -> None:
    out = render('<div><input type="radio" name="r" v-for="i in 50" :checked="i > 40">'
                 '<p>{{ document.querySelectorAll(\':checked\').length }}'
                 ' {{ document.querySelectorAll(\':indeterminate\').length }}</p></div>')
    assert out.endswith("<p>1 0</p></div>")


@pytest.mark.parametrize(("options", "end"), [
    ("{notation: 'compact'}", "000,000,000T"),
    ("{style: 'currency', currency: 'USD', currencyDisplay: 'name'}", ".00 US dollars"),
    ("{style: 'unit', unit: 'meter', unitDisplay: 'long'}", "00,001 meter"),
])
def test_a_long_bigint_has_a_plural_category(options: str, end: str) -> None:
    out = render("<p>{{ new Intl.NumberFormat('en', " + options + ").format(10n ** 5000n + 1n) }}</p>")
    assert out.endswith(end + "</p>"), out[-40:]
