"""petite.testing: mount, find, trigger (with DOM event phases), set_value, and the
pytest `mount` fixture."""

from __future__ import annotations

import pytest

from petite.testing import ElementNotFound, mount as mount_template

COUNTER = '<div v-scope="{ count: 0 }"><button @click="count++">+</button><span class="n">{{ count }}</span></div>'


def test_fixture_counter(mount):
    page = mount(COUNTER)
    page.find("button").trigger("click")
    page.find("button").trigger("click")
    assert page.find(".n").text() == "2"
    assert page.html() == '<div><button>+</button><span class="n">2</span></div>'


def test_fixture_unmounts_at_teardown():
    from petite.testing import plugin
    from petite.reactivity import live_effect_count

    baseline = live_effect_count()
    fixture = plugin.mount.__wrapped__()  # the generator pytest drives
    mount = next(fixture)
    page = mount(COUNTER)
    assert live_effect_count() > baseline
    with pytest.raises(StopIteration):
        next(fixture)
    assert live_effect_count() == baseline
    page.find("button").trigger("click")
    assert page.find(".n").text() == "0"


def test_fixture_todo_list(mount):
    page = mount(
        '<div v-scope="{ todos: [], text: \'\' }">'
        '<input v-model="text" @keyup.enter="todos.push({ text, done: false }); text = \'\'">'
        '<ul><li v-for="t in todos" :class="{ done: t.done }"><input type="checkbox" v-model="t.done">{{ t.text }}</li></ul>'
        "<p>{{ todos.filter(t => !t.done).length }} left</p></div>"
    )
    new = page.find("input")
    for text in ("milk", "eggs"):
        new.set_value(text)
        new.trigger("keyup", key="Enter")
    assert [li.text() for li in page.find_all("li")] == ["milk", "eggs"]
    page.find_all("li input")[0].set_value(True)
    assert page.find_all("li")[0].classes() == ["done"]
    assert page.find_all("li")[0].classes("done")
    assert page.find("p").text() == "1 left"
    assert new.value == ""


def test_find_missing_element():
    page = mount_template("<p>x</p>")
    missing = page.find(".nope")
    assert not missing.exists()
    with pytest.raises(ElementNotFound, match=r"\.nope"):
        missing.trigger("click")
    assert page.find_all("div") == []


def test_css_selectors():
    page = mount_template('<ul id="l"><li class="a">1</li><li class="b" data-k="x">2</li><li>3</li></ul>')
    assert page.find("#l > li.b").text() == "2"
    assert page.find("[data-k=x]").text() == "2"
    assert [w.text() for w in page.find_all("li:nth-child(odd)")] == ["1", "3"]
    assert page.find("ul").find("li:last-child").text() == "3"


def test_reading_api():
    page = mount_template('<p id="x" class="a  b" :title="t">Hi <b>there</b> </p>', {"t": "tip"})
    p = page.find("p")
    assert p.text() == "Hi there"
    assert p.html() == '<p id="x" class="a  b" title="tip">Hi <b>there</b> </p>'
    assert p.attributes() == {"id": "x", "class": "a  b", "title": "tip"}
    assert p.attributes("title") == "tip" and p.attributes("nope") is None
    assert p.classes() == ["a", "b"]
    assert p.exists()


def test_trigger_event_init_and_modifiers():
    page = mount_template(
        '<div v-scope="{ log: [] }">'
        '<input @keydown.ctrl.enter="log.push(\'ctrl+enter\')" @keydown.exact.enter="log.push(\'enter\')" '
        '@keydown.esc="log.push(\'esc\')" @keyup.space="log.push(\'space\')">'
        '<button @click.right="log.push(\'right\')" @click.middle="log.push(\'middle\')" @click.shift="log.push(\'shift\')">b</button>'
        '<p>{{ log.join() }}</p></div>'
    )
    field, button = page.find("input"), page.find("button")
    field.trigger("keydown", key="Enter", ctrlKey=True)
    field.trigger("keydown", key="Enter")
    field.trigger("keydown", key="Escape")
    field.trigger("keyup", key=" ")
    button.trigger("contextmenu", button=2)
    button.trigger("mouseup", button=1)
    button.trigger("click", shiftKey=True)
    button.trigger("click")
    assert page.find("p").text() == "ctrl+enter,enter,esc,space,right,middle,shift"


def test_trigger_phases_stop_and_prevent():
    page = mount_template(
        '<div v-scope="{ log: [] }"><section @click.capture="log.push(\'capture\')" @click="log.push(\'bubble\')">'
        '<a @click="log.push(\'target\')" class="plain">a</a>'
        '<a @click.stop.prevent="log.push(\'stopped\')" class="stop">b</a></section><p>{{ log.join() }}</p></div>'
    )
    event = page.find(".plain").trigger("click")
    assert not event.defaultPrevented
    event = page.find(".stop").trigger("click")
    assert event.defaultPrevented
    assert page.find("p").text() == "capture,target,bubble,capture,stopped"


def test_trigger_non_bubbling_event():
    page = mount_template('<div v-scope="{ n: 0 }" @focus="n++"><input @focus="n += 10"><p>{{ n }}</p></div>')
    page.find("input").trigger("focus")
    assert page.find("p").text() == "10"
    page.find("input").trigger("focus", bubbles=True)
    assert page.find("p").text() == "21"


def test_passive_listener_cannot_prevent():
    page = mount_template('<input type="checkbox" @click.passive="$event.preventDefault()">')
    box = page.find("input")
    box.trigger("click")
    assert box.checked


def test_set_value_on_every_control():
    page = mount_template(
        '<div v-scope="{ s: \'\', n: 0, t: \'\', c: false, arr: [], r: \'\', one: \'\', many: [] }">'
        '<input class="s" v-model="s"><input class="n" type="number" v-model="n"><textarea v-model="t"></textarea>'
        '<input class="c" type="checkbox" v-model="c">'
        '<input class="a1" type="checkbox" value="x" v-model="arr"><input class="a2" type="checkbox" value="y" v-model="arr">'
        '<input class="r1" type="radio" value="p" v-model="r"><input class="r2" type="radio" value="q" v-model="r">'
        '<select class="one" v-model="one"><option>a</option><option>b</option></select>'
        '<select class="many" multiple v-model="many"><option>a</option><option>b</option><option>c</option></select>'
        "<p>{{ JSON.stringify([s, n, t, c, arr, r, one, many]) }}</p></div>"
    )
    page.find(".s").set_value("text")
    page.find(".n").set_value(42)
    page.find("textarea").set_value("a\nb")
    page.find(".c").set_value(True)
    page.find(".a2").set_value(True)
    page.find(".a1").set_value(True)
    page.find(".r2").set_value(True)
    page.find(".one").set_value("b")
    page.find(".many").set_value(["a", "c"])
    assert page.find("p").text() == '["text",42,"a\\nb",true,["y","x"],"q","b",["a","c"]]'
    page.find(".c").set_value(False)
    page.find(".r1").set_value(True)
    assert page.find(".r2").checked is False
    assert page.find("p").text() == '["text",42,"a\\nb",false,["y","x"],"p","b",["a","c"]]'
    assert '<textarea>a\nb</textarea>' in page.html()
    assert '<option selected="">b</option>' in page.html()


def test_set_value_fires_input_then_change():
    page = mount_template('<div v-scope="{ log: [] }"><input @input="log.push(\'input:\' + $event.target.value)" '
                          '@change="log.push(\'change\')"><p>{{ log.join() }}</p></div>')
    page.find("input").set_value("hi")
    assert page.find("p").text() == "input:hi,change"


def test_set_value_needs_a_form_control():
    page = mount_template("<p>x</p>")
    with pytest.raises(TypeError):
        page.find("p").set_value("y")


def test_data_changes_from_python():
    page = mount_template("<p>{{ items.length }}</p>", {"items": [1]})
    page.data["items"].append(2)
    page.flush()
    assert page.html() == "<p>2</p>"


def test_patches_are_available_to_tests():
    page = mount_template('<button @click="n++">{{ n }}</button>', {"n": 0})
    button = page.find("button")
    button.trigger("click")
    assert page.patches() == [["text", button.element.children[0].nid, "1"]]


def test_typing_keeps_the_text_while_focused():
    page = mount_template('<div v-scope="{ n: 1 }"><input v-model.number="n"><p>{{ n }}</p></div>')
    field = page.find("input")
    field.set_value("2.")
    assert field.value == "2." and page.find("p").text() == "2"
    field.set_value("3.50")
    assert field.value == "3.50" and page.find("p").text() == "3.5"


def test_model_rewrites_an_unfocused_field():
    page = mount_template('<div v-scope="{ n: 1 }"><input v-model.number="n"><button @click="n = n + 1">+</button></div>')
    field = page.find("input")
    field.set_value("7.")
    field.element.blur()
    page.find("button").trigger("click")
    assert field.value == "8"


def test_disabled_controls_get_no_clicks():
    page = mount_template('<div v-scope="{ n: 0 }"><button disabled @click="n++">b</button><input type="checkbox" disabled><p>{{ n }}</p></div>')
    page.find("button").trigger("click")
    page.find("input").trigger("click")
    assert page.find("p").text() == "0" and not page.find("input").checked


def test_label_click_activates_its_control():
    page = mount_template('<div v-scope="{ a: false, b: false }"><label><input class="a" type="checkbox" v-model="a"> <span>A</span></label>'
                          '<label for="b">B</label><input id="b" type="checkbox" v-model="b"><p>{{ a }} {{ b }}</p></div>')
    page.find("label span").trigger("click")
    page.find("label[for=b]").trigger("click")
    assert page.find("p").text() == "true true"
    page.find("input.a").trigger("click")  # on the control itself: toggles once
    assert page.find("p").text() == "false true"


def test_trigger_defaults_follow_the_browser():
    page = mount_template('<div v-scope="{ log: [] }" @input="log.push(\'input\')" @submit="log.push($event.cancelable)">'
                          '<input><form></form><p>{{ log.join() }}</p></div>')
    page.find("input").trigger("input")
    page.find("form").trigger("submit")
    assert page.find("p").text() == "input,true"
