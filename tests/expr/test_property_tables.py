"""Property attributes (Object.freeze, defineProperty ...) are kept beside the objects,
by the owner of the work (petite.expr.property_tables), never inside the application's
dicts: after any of them the application's own Python code (`json.dumps`,
`copy.deepcopy`) still works on its data, and a dict shared by renders, apps, sessions or
threads is changed only for the one that changed it."""

from __future__ import annotations

import copy
import gc
import json
import sys
import threading

import pytest

import petite
from petite import live
from petite.dom import make_event
from petite.expr import Scope, compile_expression, evaluation
from petite.expr.property_tables import own_properties, tables_get
from petite.reactivity import reactive, to_raw
from petite.scheduler import Scheduler
from petite.testing import mount

# (what the template does to `row`, a check that is true once it did it)
OPERATIONS = {
    "freeze": ("Object.freeze(row)", "Object.isFrozen(row)"),
    "seal": ("Object.seal(row)", "Object.isSealed(row) && !Object.isFrozen(row)"),
    "prevent-extensions": ("Object.preventExtensions(row)", "!Object.isExtensible(row)"),
    "define-hidden": ("Object.defineProperty(row, 'h', { value: 7 })",
                      "row.h === 7 && !Object.keys(row).includes('h')"),
    "define-getter": ("Object.defineProperty(row, 'g', { get() { return this.a + 1 }, enumerable: true })",
                      "row.g === 2 && JSON.stringify(row) === '{\"a\":1,\"g\":2}'"),
    "define-read-only": ("Object.defineProperty(row, 'a', { writable: false })",
                         "(row.a = 5, row.a === 1)"),
    "define-properties": ("Object.defineProperties(row, { x: { value: 1 }, y: { get() { return 2 } } })",
                          "row.x + row.y === 3"),
    "set-prototype": ("Object.setPrototypeOf(row, null)", "Object.getPrototypeOf(row) === null"),
    "set-prototype-object": ("Object.setPrototypeOf(row, { inherited: 4 })", "row.inherited === 4"),
}
IDS = list(OPERATIONS)


def plain(value: dict) -> dict:
    """`value` as the application sees it: string keys only, JSON and deepcopy work."""
    assert all(type(key) is str for key in value), list(value)
    assert json.loads(json.dumps(value)) == copy.deepcopy(value) == dict(value.items())
    return value


@pytest.mark.parametrize("op", IDS)
def test_a_render_changes_the_object_and_leaves_the_dict_plain(op: str) -> None:
    write, check = OPERATIONS[op]
    row = {"a": 1}
    assert petite.render("{{ (" + write + ", " + check + ") }}", {"row": row}) == "true"
    assert plain(row) == {"a": 1}
    assert petite.render("{{ " + check + " }}", {"row": row}) == "false"  # (another render: untouched)


@pytest.mark.parametrize("op", IDS)
def test_a_mounted_app_changes_the_object_and_leaves_the_dict_plain(op: str) -> None:
    write, check = OPERATIONS[op]
    row = {"a": 1}
    page = mount('<button @click="' + write.replace('"', "&quot;") + '; done = ' + check.replace('"', "&quot;")
                 + '">{{ done }}</button>', {"row": row, "done": False})
    page.find("button").trigger("click")
    assert page.html() == "<button>true</button>"
    assert plain(row) == {"a": 1}
    plain(to_raw(page.data)["row"])
    page.unmount()


def test_a_dict_shared_by_two_renders_is_frozen_only_in_the_first() -> None:
    config = {"theme": "dark"}  # (a cached dict every request renders)
    first = "{{ Object.freeze(config) && (config.theme = 'x', config.theme) }} {{ Object.isFrozen(config) }}"
    assert petite.render(first, {"config": config}) == "dark true"
    second = "{{ Object.isFrozen(config) }} {{ (config.theme = 'light', config.theme) }}"
    assert petite.render(second, {"config": config}) == "false light"
    assert plain(config) == {"theme": "light"}


def test_a_dict_shared_by_two_mounted_apps_is_frozen_only_in_the_one_that_froze_it() -> None:
    shared = {"n": 0}
    template = ('<p>{{ frozen }} {{ shared.n }}</p><button id="f" @click="Object.freeze(shared); '
                'frozen = Object.isFrozen(shared)">f</button><button id="w" @click="shared.n++">w</button>')
    first = mount(template, {"shared": shared, "frozen": False})
    first.find("#f").trigger("click")
    second = mount(template, {"shared": shared, "frozen": False})
    second.find("#w").trigger("click")
    assert second.find("p").text() == "false 1"  # the second app sees it plain, and writes
    first.find("#w").trigger("click")  # the first still has it frozen: its write is ignored
    assert first.find("p").text() == "true 1" and shared == {"n": 1}
    first.find("#f").trigger("click")
    assert first.find("p").text() == "true 1"
    second.find("#w").trigger("click")
    assert second.find("p").text() == "false 2" and plain(shared) == {"n": 2}
    first.unmount()
    second.unmount()


def _session(template: str, data: dict) -> tuple[Scheduler, object]:
    """A live page's session, without the socket: its own scheduler and context, its app
    mounted as `petite.live` mounts it."""
    queue = Scheduler.isolated()
    app, errors = queue.run(live._mount, template, lambda: data)
    assert errors == []
    return queue, app


def _click(queue: Scheduler, app: object, css: str) -> None:
    queue.run(app.root.query_selector(css).dispatch_event, make_event("click"))  # type: ignore[attr-defined]
    queue.flush()


def test_a_store_shared_by_two_sessions_is_frozen_only_in_the_session_that_froze_it() -> None:
    # each session is one page, as each browser tab has its own copy of the data in
    # petite-vue: a freeze in one tab never freezes the others'
    store = reactive({"settings": {"size": 1}})
    template = ('<p>{{ Object.isFrozen(store.settings) }} {{ store.settings.size }}</p>'
                '<button id="f" @click="Object.freeze(store.settings)">f</button>'
                '<button id="w" @click="store.settings.size++">w</button>')
    one, app_one = _session(template, {"store": store})
    two, app_two = _session(template, {"store": store})
    _click(one, app_one, "#f")
    _click(two, app_two, "#w")  # the other session writes: its own page shows it
    assert app_two.root.query_selector("p").text_content == "false 2"  # type: ignore[attr-defined]
    _click(one, app_one, "#w")  # the freezing session: ignored
    one.flush()
    assert app_one.root.query_selector("p").text_content == "true 2"  # type: ignore[attr-defined]
    assert plain(to_raw(store)) == {"settings": {"size": 2}}
    one.run(app_one.unmount)  # type: ignore[attr-defined]
    two.run(app_two.unmount)  # type: ignore[attr-defined]


def test_threads_rendering_at_once_keep_their_own_tables() -> None:
    row = {"a": 1}
    template = "{{ Object.isFrozen(row) }} {{ Object.freeze(row) && Object.isFrozen(row) }} {{ (row.a = 2, row.a) }}"
    start = threading.Barrier(6)
    results: list[str] = []

    def work() -> None:
        start.wait()
        for _ in range(40):
            results.append(petite.render(template, {"row": row}))

    threads = [threading.Thread(target=work) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    # every render froze `row` after seeing it unfrozen, and only its own write was refused
    # (a render that froze it first writes nothing; row.a stays 1 in every one)
    assert results == ["false true 1"] * 240
    assert plain(row) == {"a": 1}


def test_a_frozen_object_made_by_a_template_and_given_to_the_application_is_plain() -> None:
    items: list = []
    page = mount('<button @click="items.push(Object.freeze({ n: 1 })); items[0].n = 5">{{ items }}</button>',
                 {"items": items})
    page.find("button").trigger("click")
    assert plain(items[0]) == {"n": 1}  # (frozen for the app: its write was ignored)
    assert json.dumps(items) == '[{"n": 1}]'
    page.unmount()


def test_copies_of_a_frozen_object_are_plain_and_unfrozen() -> None:
    # (no structuredClone: of state it is a DataCloneError, as of petite-vue's Proxy)
    template = ("{{ Object.isFrozen(o) }} {{ Object.isFrozen({ ...o }) }}"
                " {{ Object.isFrozen(JSON.parse(JSON.stringify(o))) }} {{ Object.isFrozen(Object.assign({}, o)) }}")
    o = {"a": {"b": 1}}
    assert petite.render("{{ (Object.freeze(o), '') }}" + template, {"o": o}) == "true false false false"
    assert plain(o) == {"a": {"b": 1}}


def test_a_getter_reads_through_the_reactive_proxy_and_updates() -> None:
    row = {"a": 1}
    page = mount('<div v-scope="{ made: Object.defineProperty(row, \'next\', { get() { return this.a + 1 } }) }">'
                 '<p>{{ row.next }}</p><button @click="row.a++">+</button></div>', {"row": row})
    assert page.find("p").text() == "2"
    page.find("button").trigger("click")
    assert page.find("p").text() == "3"  # (`this` is the proxy: the read of `a` is tracked)
    assert plain(row) == {"a": 2}
    page.unmount()


def test_the_table_dies_with_its_owner() -> None:
    row = {"a": 1}
    references = sys.getrefcount(row)
    assert petite.render("{{ Object.isFrozen(Object.freeze(row)) }}", {"row": row}) == "true"
    assert sys.getrefcount(row) == references and tables_get() is None  # (the render's table is gone)
    page = mount('<p>{{ Object.isFrozen(Object.freeze(row)) }}</p>', {"row": row})
    assert page.html() == "<p>true</p>" and len(page.app.properties) == 1
    assert tables_get() is None  # (current only while the app acts)
    page.unmount()
    del page
    gc.collect()
    assert sys.getrefcount(row) == references  # (the app, its table and its hold on row are gone)


def test_expressions_run_from_python_keep_a_table_for_their_evaluation_or_a_shared_one() -> None:
    row = {"a": 1}
    assert compile_expression("Object.isFrozen(Object.freeze(o))")(Scope({"o": row})) is True
    assert compile_expression("Object.isFrozen(o)")(Scope({"o": row})) is False  # (its own table)
    with evaluation():
        assert compile_expression("Object.isFrozen(Object.freeze(o))")(Scope({"o": row})) is True
        assert compile_expression("Object.isFrozen(o)")(Scope({"o": row})) is True  # (one evaluation)
    assert tables_get() is None  # (its table went with it)
    with own_properties():
        compile_expression("Object.freeze(o)")(Scope({"o": row}))
        assert compile_expression("Object.isFrozen(o)")(Scope({"o": row})) is True
    assert tables_get() is None and plain(row) == {"a": 1}


def test_a_long_session_freezing_new_objects_keeps_only_the_live_ones() -> None:
    # the table holds its objects (dicts cannot be weakly referenced): an entry nothing
    # else holds is swept, or a session freezing a new object per click would grow forever
    page = mount('<p>{{ current.n }}</p><button id="next" @click="current = Object.freeze({ n: current.n + 1 })">'
                 '</button><button id="write" @click="current.n = 99"></button>', {"current": {"n": 0}})
    button = page.find("#next")
    for _ in range(500):
        button.trigger("click")
    assert page.find("p").text() == "500"
    assert len(page.app.properties) < 130  # (swept when it doubles past 64: the live one and the last few)
    page.find("#write").trigger("click")  # the live object is still frozen for the app
    assert page.find("p").text() == "500"
    assert plain(to_raw(page.data)["current"]) == {"n": 500}
    page.unmount()


def test_a_frozen_object_pushed_into_a_replicated_store_travels_as_plain_json() -> None:
    from petite.store_replica import Replica

    sent: list = []
    replica = Replica({"items": []}, lambda op_id, op: sent.append(op))
    page = mount('<button @click="items.push(Object.freeze(Object.defineProperty({ n: 1 }, \'x\', { value: 2 })))">'
                 '{{ items.length }}</button>', {"items": replica.view["items"]})
    page.find("button").trigger("click")
    assert page.html() == "<button>1</button>"
    assert json.loads(json.dumps(sent)) == [[["items"], "append", [{"n": 1}]]]
    assert plain(to_raw(replica.view)["items"][0]) == {"n": 1}
    page.unmount()


@pytest.mark.parametrize("made", [
    "Object.create({ inherited: 1 }, { x: { value: 1, enumerable: true }, h: { value: 2 } })",
    "Object.create(null, { x: { value: 1, enumerable: true }, h: { get() { return 2 } } })",
    "Object.defineProperties({ x: 1 }, { h: { value: 2 } })",
])
def test_objects_made_with_descriptors_and_given_to_the_application_are_plain(made: str) -> None:
    items: list = []
    page = mount('<button @click="items.push(' + made + ')">{{ items[0] && items[0].h }}</button>', {"items": items})
    page.find("button").trigger("click")
    assert page.html() == "<button>2</button>"  # (the app still reads its hidden property)
    assert json.dumps(items) == '[{"x": 1}]' and copy.deepcopy(items) == [{"x": 1}]
    assert all(type(key) is str for key in items[0])
    page.unmount()


def test_a_v_scope_takes_the_attributes_of_its_data_on_both_paths() -> None:
    # petite-vue's merged scope is Object.defineProperties(Object.create(parent),
    # Object.getOwnPropertyDescriptors(data)): the data's getters and read-only
    # properties, copied with it (the scope's own dict is a copy of the data's)
    make = ("(c => Object.defineProperty(c, 'n', { get() { return this.kids.reduce((s, k) => s + k.n, 0) } }))"
            "({ kids: [{ n: 2 }, { n: 4 }] })")
    template = '<div v-scope="' + make + '"><button @click="kids[0].n++">{{ n }}</button></div>'
    assert petite.render(template) == "<div><button>6</button></div>"
    page = mount(template)
    page.find("button").trigger("click")
    assert page.html() == "<div><button>7</button></div>"
    page.unmount()
    frozen = '<div v-scope="Object.freeze({ n: 1 })"><button @click="n++">{{ n }}</button></div>'
    page = mount(frozen)
    page.find("button").trigger("click")  # (a read-only property: the write is ignored)
    assert page.html() == "<div><button>1</button></div>"
    page.unmount()
    assert petite.render('<div v-scope="Object.freeze({ n: 1, f() {} })"><p>{{ (n = 5, n) }}</p></div>') == (
        "<div><p>1</p></div>")


def test_a_render_that_mounts_inside_a_session_leaves_the_session_its_table() -> None:
    # a Python function of the session's data renders a template that needs a DOM (the
    # render mounts an app of its own in the session's context): the session keeps its
    # own table afterwards (its freeze holds)
    def snippet() -> str:
        return petite.render('<p v-effect="$el.textContent = \'x\'"></p>')

    one, app = _session('<p>{{ state }}</p><button id="f" @click="Object.freeze(cfg)"></button><button id="r" '
                        '@click="html = snippet(); cfg.n++; state = Object.isFrozen(cfg) + \' \' + cfg.n">{{ html }}'
                        '</button>', {"cfg": {"n": 1}, "snippet": snippet, "html": "", "state": ""})
    _click(one, app, "#f")
    _click(one, app, "#r")
    assert app.root.query_selector("p").text_content == "true 1"  # type: ignore[attr-defined]
    assert app.root.query_selector("#r").text_content == "<p>x</p>"  # type: ignore[attr-defined]
    one.run(app.unmount)  # type: ignore[attr-defined]
