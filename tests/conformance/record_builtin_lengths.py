"""Records `fn.length` of every built-in function petite has, from Chromium, into
petite/expr/builtin_lengths.py (run again when a built-in is added):

    .venv/bin/python -m tests.conformance.record_builtin_lengths
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

from playwright.sync_api import sync_playwright

from petite.expr import runtime
from petite.expr.functions import Builtin
from petite.expr.typed_arrays import TYPED_ARRAY_METHODS

from .harness import find_chromium

OUT = Path(__file__).resolve().parents[2] / "petite" / "expr" / "builtin_lengths.py"
PROTOTYPES = {"Array.prototype": runtime.ARRAY_METHODS, "String.prototype": runtime.STRING_METHODS,
              "Number.prototype": runtime.NUMBER_METHODS, "Boolean.prototype": runtime.BOOLEAN_METHODS,
              "Object.prototype": runtime.OBJECT_METHODS, "Function.prototype": runtime.FUNCTION_METHODS,
              "Uint8Array.prototype": TYPED_ARRAY_METHODS}
READ = """([owner, names]) => { const o = owner.split('.').reduce((v, k) => v?.[k], globalThis); const out = {};
  for (const n of names) { const f = o?.[n]; if (typeof f === 'function') out[n] = f.length } return out }"""


def wanted() -> dict[str, list[str]]:
    owners = {owner: [n for n in table if type(n) is str] for owner, table in PROTOTYPES.items()}
    owners["globalThis"] = [n for n in runtime.GLOBALS if type(n) is str]
    for value in runtime.GLOBALS.values():
        if type(value) is Builtin and value.members:
            owners[value.name] = [n for n in value.members if type(n) is str]
    return owners


def main() -> None:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=find_chromium(), args=["--headless", "--no-sandbox"])
        page = browser.new_page()
        lengths = {owner: page.evaluate(READ, [owner, names]) for owner, names in wanted().items()}
        browser.close()
    lengths = {owner: found for owner, found in lengths.items() if found}
    OUT.write_text(module_text(lengths))
    print(f"{OUT}: {sum(map(len, lengths.values()))} functions, {json.dumps(sorted(lengths))}")


def module_text(lengths: dict[str, dict[str, int]]) -> str:
    lines = ['"""`fn.length` of the built-in functions, by owner and name, as Chromium gives them',
             '(recorded by tests/conformance/record_builtin_lengths.py; do not edit)."""', "",
             "LENGTHS: dict[str, dict[str, int]] = {"]
    for owner in sorted(lengths):
        body = ", ".join(f'"{name}": {n}' for name, n in sorted(lengths[owner].items()))
        lines += [f'    "{owner}": {{', "        " + "\n".join(textwrap.wrap(body, 104, subsequent_indent=" " * 8)), "    },"]
    return "\n".join(lines + ["}"]) + "\n"

if __name__ == "__main__":
    main()
