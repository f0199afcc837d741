"""Records the code points of ECMAScript's binary Unicode properties (`\\p{Diacritic}`,
`\\p{Emoji}` ...) that RE2 has no table for, from Chromium's RegExp, into
petite/expr/unicode_properties.py (run again when Chromium's Unicode version moves on):

    .venv/bin/python -m tests.conformance.record_unicode_properties
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from playwright.sync_api import sync_playwright

from petite.expr.regexp import RECORDED_BINARY_PROPERTIES

from .harness import find_chromium

OUT = Path(__file__).resolve().parents[2] / "petite" / "expr" / "unicode_properties.py"
READ = """(names) => { const out = {}
  for (const name of names) {
    const re = new RegExp('^\\\\p{' + name + '}$', 'u'), ranges = []
    let start = -1
    for (let cp = 0; cp <= 0x110000; cp++) {
      const hit = cp < 0x110000 && re.test(String.fromCodePoint(cp))
      if (hit && start < 0) start = cp
      else if (!hit && start >= 0) { ranges.push([start, cp - 1]); start = -1 }
    }
    out[name] = ranges
  }
  return out }"""


def main() -> None:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=find_chromium(), args=["--headless", "--no-sandbox"])
        page = browser.new_page()
        found = page.evaluate(READ, sorted(RECORDED_BINARY_PROPERTIES))
        version = browser.version
        browser.close()
    OUT.write_text(module_text(found, version))
    print(f"{OUT}: {len(found)} properties, {sum(map(len, found.values()))} ranges (Chromium {version})")


def encode(ranges: list[list[int]]) -> str:
    """Ranges (sorted, disjoint, inclusive) as RANGES holds them: per range, the gap
    after the end of the one before and its length less one, in base 36."""
    out, end = [], -1
    for low, high in ranges:
        out.append(f"{_base36(low - end - 1)}.{_base36(high - low)}")
        end = high
    return " ".join(out)


def _base36(n: int) -> str:
    digits = ""
    while True:
        n, digit = divmod(n, 36)
        digits = "0123456789abcdefghijklmnopqrstuvwxyz"[digit] + digits
        if not n:
            return digits


def module_text(found: dict[str, list[list[int]]], version: str) -> str:
    lines = ['"""The code points of ECMAScript\'s binary Unicode properties RE2 has no table for, as',
             f"Chromium {version}'s RegExp matches them (recorded by tests/conformance/",
             "record_unicode_properties.py; do not edit). Per range: the gap after the end of the",
             'range before and the range\'s length less one, in base 36 (read by regexp.property_ranges)."""',
             "", "RANGES: dict[str, str] = {"]
    for name in sorted(found):
        lines.append(f'    "{name}": (')
        lines += [f'        "{chunk} "' for chunk in textwrap.wrap(encode(found[name]), 96)]
        lines.append("    ),")
    return "\n".join(lines + ["}"]) + "\n"


if __name__ == "__main__":
    main()
