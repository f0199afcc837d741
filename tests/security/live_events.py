"""Class 6, events: a live client reaches only what a browser user could.

Each attack sends one hand-made event message. A refused event is answered with an
error, runs no handler (the state is unchanged) and writes no form state; the session
then still works (a valid click runs).
"""

from __future__ import annotations

import json

import pytest

from petite.expr import undefined

from ._live import Live, find

PAGE = """
<div v-scope>
  <button class="ok" @click="hits.push('ok')">ok</button>
  <button class="off" disabled @click="hits.push('off')">off</button>
  <button class="bound-off" :disabled="true" @click="hits.push('bound-off')">x</button>
  <fieldset disabled>
    <legend><button class="legend" @click="hits.push('legend')">in legend</button></legend>
    <button class="in-set" @click="hits.push('in-set')">in set</button>
    <input class="set-text" v-model="setText">
    <div class="plain" @click="hits.push('plain')"><span class="inner">i</span></div>
  </fieldset>
  <input class="ro" readonly v-model="ro">
  <input class="bound-ro" :readonly="true" v-model="ro">
  <textarea class="ro-area" readonly v-model="ro"></textarea>
  <input class="text" v-model="text">
  <input class="off-text" disabled v-model="text">
  <textarea class="off-area" disabled v-model="text"></textarea>
  <input class="hidden" type="hidden" v-model="secret">
  <input class="box" type="checkbox" v-model="box">
  <input class="radio" type="radio" value="a" v-model="pick">
  <input class="ro-box" type="checkbox" readonly v-model="box">
  <select class="one" v-model="one"><option>a</option><option disabled>b</option><option>c</option></select>
  <select class="grouped" v-model="one"><optgroup disabled label="g"><option>x</option></optgroup><option>a</option></select>
  <select class="off-select" disabled v-model="one"><option>a</option><option>c</option></select>
  <div class="outer" @click="hits.push('outer')" @focus="hits.push('focus')"><p class="child">c</p></div>
  <section class="capture" @click.capture="hits.push('capture')"><b class="deep">d</b></section>
  <p class="sibling">s</p>
  <button class="shown" v-show="false" @click="hits.push('shown')">hidden by v-show</button>
  <button class="once" @click.once="hits.push('once')">once</button>
  <div v-if="gone"><button class="gone" @click="hits.push('gone')">gone</button></div>
  <button class="vanish" @click="hits.push('vanish'); gone = false">vanish</button>
  <button class="reads" @click="seen.push($event.key, $event.isTrusted, $event.target === $el)">reads</button>
</div>
"""


def data():
    return {"hits": [], "seen": [], "text": "t", "setText": "s", "ro": "r", "secret": "s3", "box": False,
            "pick": "b", "one": "a", "gone": True}


@pytest.fixture
def live():
    live = Live(PAGE, data=data)
    yield live
    live.close()


def el(live, cls):
    return find(live.init, _tag_of(live, cls), **{"class": cls})


def _tag_of(live, cls):
    from ._live import walk

    return next(tag for _, tag, attrs, _, _ in walk(live.init["tree"]) if attrs.get("class") == cls)


def refused(live, message: str) -> None:
    before = json.dumps(live.state(), default=str)
    replies = live.send(message)
    assert replies[-1]["t"] == "error", replies
    assert json.dumps(live.state(), default=str) == before  # nothing ran, nothing written
    assert live.send(_event(el(live, "ok"), "click", seq=999))[-1]["t"] == "ack"  # the session goes on
    assert live.state()["hits"][-1] == "ok"


def _event(node, kind, seq=1, target=None, **extra):
    return json.dumps({"t": "event", "seq": seq, "node": node, "target": node if target is None else target,
                       "type": kind, "init": {}, **extra})


# Disabled controls get no events ------------------------------------------------------
@pytest.mark.parametrize("cls", ["off", "bound-off", "in-set"])
def test_disabled_buttons_cannot_be_clicked(live, cls):
    refused(live, _event(el(live, cls), "click"))


def test_the_first_legend_of_a_disabled_fieldset_stays_enabled(live):
    assert live.send(_event(el(live, "legend"), "click"))[-1]["t"] == "ack"
    assert live.state()["hits"] == ["legend"]


@pytest.mark.parametrize("cls", ["off-text", "off-area", "set-text"])
def test_disabled_text_controls_cannot_be_typed_into(live, cls):
    refused(live, _event(el(live, cls), "input", state={"value": "owned"}))


def test_a_disabled_select_cannot_be_changed(live):
    refused(live, _event(el(live, "off-select"), "change", state={"selected": [False, True]}))


def test_a_disabled_option_cannot_be_selected(live):
    refused(live, _event(el(live, "one"), "change", state={"selected": [False, True, False]}))


def test_an_option_in_a_disabled_optgroup_cannot_be_selected(live):
    refused(live, _event(el(live, "grouped"), "change", state={"selected": [True, False]}))


def test_a_plain_element_inside_a_disabled_fieldset_is_not_disabled(live):
    assert live.send(_event(el(live, "plain"), "click", target=el(live, "inner")))[-1]["t"] == "ack"
    assert live.state()["hits"] == ["plain"]


def test_a_click_on_a_disabled_button_does_not_bubble_to_its_parent(live):
    outer = el(live, "outer")
    refused(live, _event(outer, "click", target=el(live, "off")))  # not inside outer either


# Read-only and not-typeable controls ----------------------------------------------------
@pytest.mark.parametrize("cls", ["ro", "bound-ro", "ro-area"])
def test_readonly_controls_cannot_be_written_through_v_model(live, cls):
    refused(live, _event(el(live, cls), "input", state={"value": "owned"}))


@pytest.mark.parametrize("cls, state", [
    ("hidden", {"value": "owned"}),
    ("box", {"value": "owned"}),
    ("radio", {"checked": False}),
    ("text", {"checked": True}),
    ("text", {"value": 12}),
    ("text", {"value": ["a"]}),
    ("box", {"checked": "yes"}),
    ("one", {"selected": [True, True, False]}),
    ("one", {"selected": [True]}),
    ("one", {"selected": [1, 0, 0]}),
    ("ok", {"value": "owned"}),
    ("text", "value=owned"),
])
def test_form_state_a_user_cannot_produce_is_refused(live, cls, state):
    refused(live, _event(el(live, cls), "input", state=state))


def test_readonly_does_not_apply_to_checkboxes_as_in_browsers(live):
    assert live.send(_event(el(live, "ro-box"), "change", state={"checked": True}))[-1]["t"] == "ack"
    assert live.state()["box"] is True


# Only listeners the template binds ------------------------------------------------------
@pytest.mark.parametrize("cls, kind", [
    ("ok", "dblclick"), ("ok", "submit"), ("text", "click"), ("sibling", "click"),
    ("ok", "vue:mounted"), ("ok", "Click"), ("ok", ""), ("ok", "x" * 100),
])
def test_events_nobody_listens_to_are_refused(live, cls, kind):
    refused(live, _event(el(live, cls), kind))


def test_a_bubble_phase_claim_for_a_capture_only_listener_is_refused(live):
    refused(live, _event(el(live, "capture"), "click", target=el(live, "deep"), capture=False))


def test_a_capture_claim_for_a_bubble_only_listener_is_refused(live):
    refused(live, _event(el(live, "outer"), "click", target=el(live, "child"), capture=True))


def test_a_non_bubbling_event_cannot_reach_a_parent(live):
    refused(live, _event(el(live, "outer"), "focus", target=el(live, "child")))


# Targets and node ids ---------------------------------------------------------------------
@pytest.mark.parametrize("target_cls", ["sibling", "ok", "text"])
def test_the_target_must_be_inside_the_listening_element(live, target_cls):
    refused(live, _event(el(live, "outer"), "click", target=el(live, target_cls)))


def test_the_target_cannot_be_an_ancestor(live):
    refused(live, _event(el(live, "child"), "click", target=el(live, "outer")))


@pytest.mark.parametrize("node", [True, "1", 1.5, -1, 2**63, None, [1], {"id": 1}, 0])
def test_malformed_or_unknown_node_ids_are_refused(live, node):
    refused(live, json.dumps({"t": "event", "seq": 1, "node": node, "target": node, "type": "click"}))


def test_the_root_container_has_no_listener(live):
    refused(live, _event(live.init["tree"][0], "click"))


def test_a_removed_element_cannot_be_clicked(live):
    gone = el(live, "gone")
    assert live.send(_event(el(live, "vanish"), "click"))[-1]["t"] == "ack"
    refused(live, _event(gone, "click"))


def test_a_once_listener_runs_once(live):
    once = el(live, "once")
    assert live.send(_event(once, "click"))[-1]["t"] == "ack"
    refused(live, _event(once, "click"))
    assert live.state()["hits"].count("once") == 1


def test_v_show_is_not_a_security_boundary(live):
    """Documented in docs/security.md: hiding a bound element does not unbind it."""
    assert live.send(_event(el(live, "shown"), "click"))[-1]["t"] == "ack"
    assert live.state()["hits"] == ["shown"]


# Event fields -------------------------------------------------------------------------------
@pytest.mark.parametrize("init", [
    {"target": 1}, {"isTrusted": False, "key": "k"}, {"_stop": True, "key": "k"}, {"currentTarget": 3, "key": "k"},
    {"defaultPrevented": True, "key": "k"}, {"__class__": "x", "key": "k"}, {"type": "submit", "key": "k"},
])
def test_event_fields_beyond_the_list_are_ignored(live, init):
    reads = el(live, "reads")
    assert live.send(json.dumps({"t": "event", "seq": 1, "node": reads, "target": reads, "type": "click",
                                 "init": init}))[-1]["t"] == "ack"
    seen = live.state()["seen"]
    assert seen[1:] == [False, True]  # a client cannot claim trust; the target is the element
    assert seen[0] is undefined  # a click (a PointerEvent) has no `key`, whatever a client claims


@pytest.mark.parametrize("init", [{"key": 5}, {"key": "k" * 65}, {"ctrlKey": "yes"}, {"button": True}, "click", [1]])
def test_badly_typed_event_fields_are_refused(live, init):
    reads = el(live, "reads")
    refused(live, json.dumps({"t": "event", "seq": 1, "node": reads, "target": reads, "type": "click", "init": init}))
