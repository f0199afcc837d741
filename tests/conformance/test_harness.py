"""The harness's canonical form: what it keeps and what it normalizes away."""


def test_canonical_form_merges_text_drops_comments_and_sorts_attributes(browser):
    tree = browser.canonicalize('<p title="t" class="c">a<!--x-->b<i>c</i></p>')
    assert tree == [
        {
            "tag": "p",
            "ns": "http://www.w3.org/1999/xhtml",
            "attrs": [["class", "c"], ["title", "t"]],
            "children": ["ab", {"tag": "i", "ns": "http://www.w3.org/1999/xhtml", "attrs": [], "children": ["c"]}],
        }
    ]


def test_canonical_form_normalizes_style_and_keeps_form_state(browser):
    tree = browser.canonicalize('<input style="color:red;display:none" value="v"><input type="checkbox" checked>')
    assert tree[0]["attrs"] == [["style", "color: red; display: none;"]]
    assert tree[0]["value"] == "v"
    assert tree[1]["checked"] is True and tree[1]["attrs"] == [["type", "checkbox"]]


def test_petite_vue_runs_cases_with_steps(browser):
    from .harness import Case

    case = Case(
        "harness_counter",
        '<div v-scope="{ n: 0 }"><button @click="n++">{{ n }}</button></div>',
        steps=(("click", "button"), ("click", "button")),
    )
    snapshots = browser.petite_vue(case)["snapshots"]
    assert [s[0]["children"][0]["children"] for s in snapshots] == [["0"], ["1"], ["2"]]


def test_a_case_that_stops_petite_vues_scheduler_does_not_poison_the_next(browser):
    """A queued job that throws leaves petite-vue's scheduler stuck, its error arriving
    after the case returned: the case is marked with an error and the next case runs on
    a fresh page (before, it recorded a DOM that never updated, cached for ever)."""
    breaks = '<div v-scope="{ c: \'red\' }"><p :style="[{ color: c }, \'padding: 2px\']">x</p><button @click="c = null">t</button></div>'
    result = browser.page.evaluate("([t, s]) => window.runCase(t, null, s)", [breaks, [["click", "button"]]])
    result = browser.checked(result)
    assert any("scheduler stopped" in error for error in result["errors"])
    assert not browser.stuck()
    counter = '<div v-scope="{ n: 0 }"><button @click="n++">{{ n }}</button></div>'
    after = browser.checked(browser.page.evaluate("([t, s]) => window.runCase(t, null, s)", [counter, [["click", "button"]]]))
    assert after["errors"] == [] and after["snapshots"][-1][0]["children"][0]["children"] == ["1"]
