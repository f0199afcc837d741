"""Class 6, what no user can do: hand-made live messages that a browser would never send
for a user's input (petite/live_guard.py states the rules and cites them).

Each attack sends one event, with form state in its `state` (the target's) or in its
`forms` (controls without a binding, reported with the next event), on a page whose
every handler logs to `hits`. It succeeds if a handler it names runs or a control's
server-side state changes; after it, a plain click must still work.
"""

from __future__ import annotations

import json

from .harness import Attack

PAGE = """
<div v-scope>
  <button class="ok" @click="hits.push('ok')">ok</button>
  <div inert>
    <button class="inert" @click="hits.push('inert')" @mousedown="hits.push('down')" @dblclick="hits.push('dbl')"
      @pointerdown="hits.push('pointer')" @contextmenu="hits.push('menu')" @wheel="hits.push('wheel')"
      @touchstart="hits.push('touch')" @drop="hits.push('drop')" @focus="hits.push('focus')"
      @keydown="hits.push('key')" @mouseover="hits.push('over')">in inert</button>
    <input class="inert-text" @input="hits.push('inert-input')" @change="hits.push('inert-change')">
    <input class="inert-box" type="checkbox" @change="hits.push('inert-box')" @click="hits.push('inert-box-click')">
    <label><input class="inert-labelled-inside" type="checkbox" @change="hits.push('inert-in-label')"></label>
    <select class="inert-select" @change="hits.push('inert-select')"><option>a</option><option>b</option></select>
  </div>
  <div class="outer-of-inert" @click="hits.push('outer')" @keydown="hits.push('outer-key')">
    <section inert><span class="deep-inert">deep</span></section>
  </div>
  <div :inert="lock"><button class="bound-inert" @click="hits.push('bound')">b</button></div>
  <button class="locker" @click="lock = true">lock</button>
  <div :inert="lock"><input class="lockable" @input="hits.push('lockable')"></div>

  <button disabled><span class="in-disabled" @click="hits.push('span')" @mousedown="hits.push('span-down')">s</span></button>
  <button class="off" disabled @mousedown="hits.push('off-down')" @mouseup="hits.push('off-up')"
    @dblclick="hits.push('off-dbl')" @focus="hits.push('off-focus')" @keydown="hits.push('off-key')">off</button>
  <input class="off-text" disabled @input="hits.push('off-input')" @keydown="hits.push('off-text-key')">
  <fieldset disabled>
    <select class="set-select" @change="hits.push('set-select')"><option>a</option><option>b</option></select>
    <input class="set-radio" type="radio" name="g" value="x" @change="hits.push('set-radio')">
  </fieldset>

  <input class="text" @input="hits.push('text')">
  <input class="max" maxlength="3" @input="hits.push('max')">
  <input class="max-over" maxlength="2" value="abcdef" @input="hits.push('max-over')">
  <textarea class="area-max" maxlength="4" @input="hits.push('area-max')"></textarea>
  <input class="ro" readonly value="r" @input="hits.push('ro')">
  <input class="num" type="number" value="1" @input="hits.push('num')">
  <input class="range" type="range" min="0" max="10" step="2" value="4" @input="hits.push('range')">
  <input class="color" type="color" value="#102030" @input="hits.push('color')">
  <input class="date" type="date" value="2024-01-31" @input="hits.push('date')">
  <input class="time" type="time" value="10:00" @input="hits.push('time')">
  <input class="week" type="week" value="2024-W01" @input="hits.push('week')">
  <input class="when" type="datetime-local" value="2024-01-31T10:00" @input="hits.push('when')">
  <input class="email" type="email" value="a@b.c" @input="hits.push('email')">
  <input class="emails" type="email" multiple value="a@b.c" @input="hits.push('emails')">
  <input class="url" type="url" value="https://x.test/" @input="hits.push('url')">
  <textarea class="area" @input="hits.push('area')">t</textarea>
  <input class="file" type="file" @change="hits.push('file')">
  <input class="hid" type="hidden" value="h" @input="hits.push('hid')">
  <input class="submit" type="submit" value="Go" @click="hits.push('submit')">
  <input class="box" type="checkbox" @change="hits.push('box')">
  <input class="off-box" type="checkbox" disabled @change="hits.push('off-box')">
  <input class="radio-on" type="radio" name="r" value="a" checked @change="hits.push('radio-on')">
  <input class="radio-off" type="radio" name="r" value="b" disabled @change="hits.push('radio-off')">
  <select class="one" @change="hits.push('one')"><option>a</option><option disabled>b</option><option>c</option></select>
  <select class="many" multiple @change="hits.push('many')"><optgroup disabled label="g"><option>x</option></optgroup><option>y</option></select>
</div>
"""


def _data():
    return {"hits": [], "lock": False}


def _server_element(live, cls):
    from petite.dom import select

    (el,) = select(live.session.app.root, f".{cls}")
    return el


def _snapshot(live) -> str:
    """The state of every control on the page (what an attack must not change)."""
    from petite.dom import select

    controls = select(live.session.app.root, "input, textarea, select")
    return json.dumps([[c.attrs.get("class"), c.value, c.checked, [o.selected for o in c.options]]
                       if c.tag == "select" else [c.attrs.get("class"), c.value, c.checked] for c in controls])


def _send(live, cls, kind, **extra):
    from .._live import event

    node = _server_element(live, extra.pop("node_cls", cls)).nid
    target = _server_element(live, cls).nid
    return live.send(event(node, kind, target=target, **extra))


def _case(cls, kind, *, before=None, allowed=(), **extra):
    """The event `kind` at `.cls` (with `state`/`forms`/`node_cls` in `extra`) runs no
    handler but `allowed` and changes no control."""

    def run():
        from .._live import Live

        live = Live(PAGE, data=_data)
        try:
            if before:
                assert _send(live, *before)[-1]["t"] == "ack"
                live.state()["hits"].clear()
            controls = _snapshot(live)
            forms = extra.pop("forms", None)
            if forms is not None:
                extra["forms"] = [[_server_element(live, c).nid, state] for c, state in forms]
            _send(live, cls, kind, **extra)
            assert [h for h in live.state()["hits"] if h not in allowed] == [], live.state()["hits"]
            assert _snapshot(live) == controls, "a control changed"
            live.state()["hits"].clear()
            assert _send(live, "ok", "click")[-1]["t"] == "ack"
            assert live.state()["hits"] == ["ok"]
        finally:
            live.close()

    return run


def _forms(cls, state):
    """A valid click on .ok carrying a forged `forms` entry for `.cls`."""
    return _case("ok", "click", allowed=("ok",), forms=[(cls, state)])


def attacks() -> list[Attack]:
    cases: dict[str, object] = {}
    # inert subtrees: no hit-tested, focus, key or input event reaches them
    for kind, hit in [("click", "inert"), ("mousedown", "down"), ("dblclick", "dbl"), ("pointerdown", "pointer"),
                      ("contextmenu", "menu"), ("wheel", "wheel"), ("touchstart", "touch"), ("drop", "drop"),
                      ("focus", "focus"), ("keydown", "key"), ("mouseover", "over")]:
        cases[f"inert-{kind}"] = _case("inert", kind)
    cases["inert-target-outer-listener"] = _case("deep-inert", "click", node_cls="outer-of-inert")
    cases["inert-text-input-state"] = _case("inert-text", "input", state={"value": "owned"})
    cases["inert-text-change"] = _case("inert-text", "change", state={"value": "owned"})
    cases["inert-box-unlabelled-change"] = _case("inert-box", "change", state={"checked": True})
    cases["inert-box-unlabelled-click"] = _case("inert-box", "click", state={"checked": True})
    cases["inert-box-label-also-inert"] = _case("inert-labelled-inside", "change", state={"checked": True})
    cases["inert-select-change"] = _case("inert-select", "change", state={"selected": [False, True]})
    cases["inert-bound-after-update"] = _case("bound-inert", "click", before=("locker", "click"))
    cases["inert-bound-input-after-update"] = _case("lockable", "input", state={"value": "x"}, before=("locker", "click"))
    cases["inert-forms-text"] = _forms("inert-text", {"value": "owned"})
    cases["inert-forms-box"] = _forms("inert-box", {"checked": True})
    cases["inert-forms-select"] = _forms("inert-select", {"selected": [False, True]})
    # disabled controls: no click family on them or inside them; no focus, key or input
    cases["disabled-span-inside-button"] = _case("in-disabled", "click")
    cases["disabled-span-inside-button-mousedown"] = _case("in-disabled", "mousedown")
    for kind in ("mousedown", "mouseup", "dblclick", "focus", "keydown"):
        cases[f"disabled-{kind}"] = _case("off", kind)
    cases["disabled-text-keydown"] = _case("off-text", "keydown")
    cases["disabled-text-input"] = _case("off-text", "input", state={"value": "owned"})
    cases["disabled-fieldset-select"] = _case("set-select", "change", state={"selected": [False, True]})
    cases["disabled-fieldset-radio"] = _case("set-radio", "change", state={"checked": True})
    cases["disabled-forms-text"] = _forms("off-text", {"value": "owned"})
    cases["disabled-forms-box"] = _forms("off-box", {"checked": True})
    cases["disabled-forms-radio"] = _forms("radio-off", {"checked": True})
    cases["disabled-forms-fieldset-select"] = _forms("set-select", {"selected": [False, True]})
    # values no user can type (maxlength, readonly, value sanitization per type)
    forged_values = {
        "max": "abcd", "max-over": "abcdefg", "area-max": "abcde", "ro": "owned", "num": "1e400",
        "range": "5", "color": "#ABCDEF", "date": "2024-02-30", "time": "24:00", "week": "2021-W53",
        "when": "2024-01-31 10:00", "email": " a@b.c", "emails": "a@b.c, d@e.f", "url": "https://x.test/\n",
        "text": "two\nlines", "area": "crlf\r\nline", "file": "/etc/passwd", "hid": "owned", "submit": "Stop",
    }
    for cls, value in forged_values.items():
        kind = "click" if cls == "submit" else "change" if cls == "file" else "input"
        cases[f"value-{cls}"] = _case(cls, kind, state={"value": value})
        cases[f"forms-value-{cls}"] = _forms(cls, {"value": value})
    cases["value-max-over-grows"] = _case("max-over", "input", state={"value": "abcdeX"})
    cases["value-max-astral"] = _case("max", "input", state={"value": "\U0001f600\U0001f600"})  # 4 UTF-16 units
    cases["value-range-off-step"] = _case("range", "input", state={"value": "3"})
    cases["value-range-outside"] = _case("range", "input", state={"value": "12"})
    cases["value-number-plus"] = _case("num", "input", state={"value": "+5"})
    cases["value-number-hex"] = _case("num", "input", state={"value": "0x10"})
    cases["value-number-trailing-dot"] = _case("num", "input", state={"value": "5."})
    # checked and selection no user can produce
    cases["radio-uncheck"] = _case("radio-on", "change", state={"checked": False})
    cases["forms-radio-uncheck"] = _forms("radio-on", {"checked": False})
    cases["select-disabled-option"] = _case("one", "change", state={"selected": [False, True, False]})
    cases["select-missing-option"] = _case("one", "change", state={"selected": [False, False, False, True]})
    cases["select-two-in-single"] = _case("one", "change", state={"selected": [True, False, True]})
    cases["select-disabled-optgroup"] = _case("many", "change", state={"selected": [True, True]})
    cases["forms-select-disabled-option"] = _forms("one", {"selected": [False, True, False]})
    cases["forms-select-missing-option"] = _forms("one", {"selected": [True]})
    cases["forms-checked-on-text"] = _forms("text", {"checked": True})
    cases["forms-selected-on-text"] = _forms("text", {"selected": [True]})
    cases["forms-value-on-select"] = _forms("one", {"value": "b"})
    return [Attack(f"c6-reach-{key}", 6, path="custom", run=run, must="renders") for key, run in cases.items()]


ATTACKS = attacks()
