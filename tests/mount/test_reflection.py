"""Reflected DOM properties read and written as Chromium 156 does, pair by pair
(`reflection_chromium.json`, recorded by record_reflection.py): the value read for
each attribute value, and for each value written the error, the attribute left and
the value read back."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from petite.dom import Element
from petite.domview import view
from petite.expr.budget import ExpressionLimitError
from petite.expr.errors import ExpressionError
from petite.expr.values import undefined
from petite.testing import mount

RECORDED = json.loads(Path(__file__).with_name("reflection_chromium.json").read_text())
# The JavaScript values record_reflection.py writes, by their source text.
WRITTEN = {
    "5": 5, "-1": -1, "0": 0, "true": True, "false": False, "null": None, "undefined": undefined,
    "3.7": 3.7, "'7'": "7", "'x'": "x", "'POST'": "POST", "'Password'": "Password", "''": "",
    "2147483648": 2147483648, "-2147483649": -2147483649,
}
# Where petite knows less than a browser with layout and loaded media: an img's width
# and height read its natural size once loaded (Chromium reads an attribute past the
# int range as it is), a video's too.
LAYOUT = {("img.width", "2147483648"), ("img.height", "2147483648")}
# Chromium removes a script's referrerpolicy for `script.referrerPolicy = null` or undefined (other
# elements write "null"): petite writes "null".
DIFFERENT_WRITES = {("script.referrerPolicy", "null"), ("script.referrerPolicy", "undefined")}


def element(tag: str) -> Element:
    return Element(tag)  # (as document.createElement)


def same(a, b) -> bool:
    if isinstance(a, float) and isinstance(b, (int, float)) and not isinstance(b, bool):
        return a == b or (math.isnan(a) and math.isnan(b))
    return a == b and type(a) is type(b) or (isinstance(a, (int, float)) and not isinstance(a, bool) and a == b)


@pytest.mark.parametrize("pair", sorted(RECORDED))
def test_reads_and_writes_as_chromium(pair):
    tag, prop = pair.split(".")
    entry = RECORDED[pair]
    problems = []
    got = view(element(tag)).__js_get__(prop)
    if not same(got, entry["default"]):
        problems.append(f"default: {got!r} != {entry['default']!r}")
    for text, expected in entry["reads"].items():
        if (pair, text) in LAYOUT:
            continue
        el = element(tag)
        el.set_attribute(entry["attr"], text)
        got = view(el).__js_get__(prop)
        if not same(got, expected):
            problems.append(f"{entry['attr']}={text!r}: read {got!r} != {expected!r}")
    for source, (error, attr, read) in entry["writes"].items():
        if (pair, source) in DIFFERENT_WRITES:
            continue
        el = element(tag)
        try:
            view(el).__js_set__(prop, WRITTEN[source])
            raised = None
        except ExpressionError as exc:
            raised = exc.kind
        left = el.attrs.get(entry["attr"]) if entry["attr"] else None
        got = view(el).__js_get__(prop)
        if raised != error or left != attr or not same(got, read):
            problems.append(f"= {source}: {raised}, {left!r}, {got!r} != {error}, {attr!r}, {read!r}")
    assert not problems, "\n".join(problems)


def test_password_toggle_and_expandos_on_the_mount_path():
    m = mount(
        '<div v-scope="{ r: \'\' }"><input ref="p" type="password" value="s">'
        '<button @click="$refs.p.type = $refs.p.type === \'password\' ? \'text\' : \'password\'">t</button>'
        '<button id="x" @click="$refs.p.timer = 7; $refs.p.tagName = \'B\'; r = [$refs.p.timer, $refs.p.tagName].join()">x</button>'
        '<i>{{ r }}</i></div>'
    )
    m.find("button").click()
    assert m.find("input").attributes("type") == "text"
    m.find("button").click()
    assert m.find("input").attributes("type") == "password"
    m.find("#x").click()
    assert m.find("i").text() == "7,INPUT"
    assert "timer" not in m.html()


def test_expandos_are_limited_per_element():
    m = mount('<div v-scope><p ref="p"></p><button @click="for (let i = 0; i < 5000; i++) $refs.p[\'k\' + i] = i">go</button></div>')
    with pytest.raises(ExpressionLimitError, match="more than 1000 properties set on one element"):
        m.find("button").click()
