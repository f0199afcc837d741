"""setTimeout / setInterval / clearTimeout / clearInterval on a virtual clock:
`Mounted.advance(ms)` runs what falls due, in order, each followed by a flush; render
never runs a timer (petite-vue's first paint is complete before any timer fires)."""

from __future__ import annotations

import pytest

import petite
from petite import scheduler
from petite.errors import ExpressionError
from petite.expr import timers

COUNTER = (
    '<div v-scope="{ n: 0, id: null, log: [], start() { this.id = setInterval(() => this.n++, 100) },'
    ' stop() { clearInterval(this.id) } }">'
    '<button class="start" @click="start">s</button><button class="stop" @click="stop">x</button>'
    '<i @click="setTimeout((a, b) => log.push(a + b), 50, 40, 2); setTimeout(() => log.push(\'first\'), 10)">t</i>'
    '<p>{{ n }} {{ log.join() }}</p></div>'
)


def test_interval_runs_as_the_clock_advances_and_stops_when_cleared(mount):
    page = mount(COUNTER)
    page.find(".start").click()
    assert page.find("p").text() == "0"
    assert page.advance(99) == 0
    assert page.advance(1) == 1
    assert page.find("p").text() == "1"
    assert page.advance(250) == 2
    assert page.find("p").text() == "3"
    page.find(".stop").click()
    assert page.advance(1000) == 0 and page.pending_timers() == 0
    assert page.find("p").text() == "3"


def test_timeouts_run_in_due_order_with_their_arguments(mount):
    page = mount(COUNTER)
    page.find("i").click()
    assert page.pending_timers() == 2
    page.advance(60)
    assert page.find("p").text() == "0 first,42"
    assert page.pending_timers() == 0


def test_clear_timeout_and_unknown_ids(mount):
    page = mount('<p v-scope="{ n: 0, t: 0 }" @click="t = setTimeout(() => n = 1, 5); clearTimeout(t); clearTimeout(999); clearTimeout()">{{ n }}</p>')
    page.find("p").click()
    page.advance(100)
    assert page.find("p").text() == "0"


def test_nested_timers_wait_at_least_4ms(mount):
    # HTML: past five levels of nesting a delay under 4 ms becomes 4 ms
    page = mount('<p v-scope="{ n: 0 }" @click="setInterval(() => n++, 0)">{{ n }}</p>')
    page.find("p").click()
    page.advance(20)
    assert page.find("p").text() == "10"  # five runs at 0 ms (levels 1-5), then at 4, 8 ... 20 ms


def test_a_promise_resolved_by_a_timer(mount):
    page = mount(
        '<p v-scope="{ s: \'wait\', async go() { await new Promise(r => setTimeout(r, 30)); this.s = \'done\' } }"'
        ' @click="go">{{ s }}</p>'
    )
    page.find("p").click()
    page.advance(29)
    assert page.find("p").text() == "wait"
    page.advance(1)
    assert page.find("p").text() == "done"


def test_a_callback_error_is_raised_after_the_later_timers_ran(mount):
    page = mount('<p v-scope="{ n: 0 }" @click="setTimeout(() => missing.x, 1); setTimeout(() => n = 2, 2)">{{ n }}</p>')
    page.find("p").click()
    with pytest.raises(ExpressionError, match="missing"):
        page.advance(5)
    assert page.find("p").text() == "2"


def test_a_runaway_callback_ends_with_the_limit_error(mount):
    page = mount('<p v-scope="{ n: 0 }" @click="setTimeout(() => { while (true) n++ }, 1)">{{ n }}</p>')
    page.find("p").click()
    with pytest.raises(ExpressionError):
        page.advance(5)


def test_pending_timers_are_bounded(mount, monkeypatch):
    monkeypatch.setattr(timers, "MAX_TIMERS", 3)
    page = mount('<p v-scope="{ n: 0 }" @click="for (let i = 0; i < 4; i++) setTimeout(() => n++, 1)">{{ n }}</p>')
    with pytest.raises(ExpressionError, match="too many pending timers"):
        page.find("p").click()


def test_a_string_callback_is_refused(mount):
    page = mount('<p v-scope="{ e: \'\' }" @click="try { setTimeout(\'n = 1\', 1) } catch (x) { e = x.name }">{{ e }}</p>')
    page.find("p").click()
    assert page.find("p").text() == "TypeError"


def test_render_never_runs_a_timer():
    template = '<p v-scope="{ n: 1, t: setTimeout(() => n = 2) }" @vue:mounted="setTimeout(() => n = 3)">{{ n }}</p>'
    assert petite.render(template) == "<p>1</p>"
    assert scheduler.current().timers.pending() == 0  # nothing left behind either


def test_animation_frames_run_one_frame_later_with_their_time(mount):
    page = mount(
        '<div v-scope="{ r: [] }"><button @click="const a = requestAnimationFrame(t => r.push(\'a\'));'
        ' window.requestAnimationFrame(t => r.push(typeof t, t >= 16)); cancelAnimationFrame(a)">go</button>'
        '<i>{{ r.join() }}</i></div>'
    )
    page.find("button").click()
    page.advance(15)
    assert page.find("i").text() == ""
    page.advance(1)
    assert page.find("i").text() == "number,true"


def test_performance_now_reads_the_timer_clock(mount):
    page = mount('<p v-scope="{ t: [] }" @click="t.push(performance.now())">{{ t.length > 1 ? t[1] - t[0] : \'\' }}'
                 ' {{ typeof window.performance.now }}</p>')
    page.find("p").click()
    page.advance(250)
    page.find("p").click()
    assert page.find("p").text() == "250 function"
