"""The live wire's values decided in Chromium (corpus_wire.py has the server side): a
live property bound to a value JSON cannot spell (NaN, Infinity) or to a Python object
must neither lose the batch it travels in (the browser's JSON.parse refuses the whole
message: rows inserted by the same batch never appear; in an `init`, the page never
connects) nor put the object's Python repr in the page (`el.nonce`)."""

from __future__ import annotations

import math

import pytest

from .harness import SECRET, Account, Point, live_attack_ran, serve_live_attacks
from .known import mark_id
from .test_xss_browser import HOOK

pytestmark = pytest.mark.timeout(300)

TEMPLATE = """
<audio data-n :volume="typeof v === 'number' && v !== 0.5 ? v : 0.5" :muted="v"></audio>
<input type="checkbox" data-n :indeterminate="v">
<style data-n :nonce="v"></style>
<p class="row" v-for="i in (v === 0.5 ? 0 : 3)">{{ i }}</p>
"""

VALUES = {
    "nan": math.nan,
    "inf": math.inf,
    "neg-inf": -math.inf,
    "huge-int": 10**400,
    "account": Account(),
    "point": Point(),
    "set": {SECRET},
}

# Rows shown (the batch or the init was applied), the client adopted them (it connected),
# and no property holds a Python repr.
EXERCISE = """async () => {
  const bad = [];
  const rows = [...document.querySelectorAll('.row')];
  if (rows.length !== 3) bad.push('batch lost: ' + rows.length + ' rows');
  if (rows.some((row) => window.petite.nodeId(row) === undefined)) bad.push('not adopted');
  for (const el of document.querySelectorAll('[data-n]')) {
    for (const name of ['nonce', 'volume', 'indeterminate', 'muted']) {
      if (String(el[name]).includes('s3cr3t') || /Account\\(|Point\\(/.test(String(el[name]))) bad.push(name + ': ' + el[name]);
    }
  }
  return bad;
}"""

# (id, benign value before the click, hostile value): benign == hostile starts hostile
# (the value is in the init and the first paint); else it arrives as a patch.
PAGES = [(f"{path}-{key}", 0.5 if path == "patch" else value, value)
         for key, value in VALUES.items() for path in ("patch", "init")]


@pytest.fixture(scope="module")
def live_server():
    with serve_live_attacks([("v", TEMPLATE, benign, hostile) for _, benign, hostile in PAGES]) as base:
        yield base


@pytest.mark.parametrize("index", [mark_id(f"live-wire-{id}", i) for i, (id, _, _) in enumerate(PAGES)])
def test_live_properties_keep_the_batch_and_show_no_repr(live_server, chromium, index):
    problems = live_attack_ran(chromium, f"{live_server}/{index}/", HOOK, EXERCISE)
    assert not problems, problems
