"""petite-vue's flush is a promise reaction (`nextTick(flushJobs)`, queued by the first
job): `$nextTick` callbacks and promise reactions queued before it run before its jobs,
those queued after it see the updated DOM (petite.scheduler); and a job queued before
an earlier job of the same flush removed its block still runs once (petite.context)."""

from petite.testing import mount


def test_next_tick_before_any_change_sees_the_old_dom():
    page = mount('<button @click="$nextTick(() => seen.push($refs.p.textContent)); n++; '
                 '$nextTick(() => seen.push($refs.p.textContent))">t</button><p ref="p">{{ n }}</p>',
                 {"n": 1, "seen": []})
    page.find("button").trigger("click")
    assert page.data["seen"] == ["1", "2"]


def test_promise_reactions_queued_after_a_change_run_after_the_flush():
    page = mount('<button @click="Promise.resolve().then(() => seen.push($refs.p.textContent)); n++; '
                 'Promise.resolve().then(() => seen.push($refs.p.textContent))">t</button><p ref="p">{{ n }}</p>',
                 {"n": 1, "seen": []})
    page.find("button").trigger("click")
    assert page.data["seen"] == ["1", "2"]


def test_a_stopped_bindings_queued_job_runs_once_more():
    page = mount('<div v-if="n < 2"><i v-effect="log.push(n)"></i></div><button @click="n++">n</button>',
                 {"n": 0, "log": []})
    for _ in range(3):
        page.find("button").trigger("click")
    assert page.data["log"] == [0, 1, 2]
