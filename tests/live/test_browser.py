"""Live pages end to end: uvicorn serving a LiveApp, Chromium driving static/petite.js."""

import pytest

from petite.live import LiveApp
from petite.reactivity import reactive

from ..support import serve


TODOS = """
<div v-scope="{ draft: '' }">
  <form @submit.prevent="add(draft); draft = ''"><input v-model="draft"></form>
  <ul><li v-for="todo in todos" :key="todo.id" :class="{ done: todo.done }">
    <input type="checkbox" v-model="todo.done"> <span>{{ todo.title }}</span>
    <button @click="remove(todo)">x</button>
  </li></ul>
  <p>{{ todos.filter(t => !t.done).length }} left</p>
  <input class="key" @keyup.enter="log.push('enter')" @keyup.esc="log.push('esc')"><i>{{ log.join(',') }}</i>
  <select v-model="pick"><option>a</option><option>b</option></select><b>{{ pick }}</b>
</div>
"""


class TodoState:
    """Python state with methods: what a live page's logic looks like."""

    def __init__(self):
        self.todos = [{"id": 1, "title": "write", "done": False}]
        self.log = []
        self.pick = "a"

    def add(self, title):
        if title:
            self.todos.append({"id": len(self.todos) + 1, "title": title, "done": False})

    def remove(self, todo):
        self.todos.remove(todo)


SHARED = reactive({"count": 0})


@pytest.fixture(scope="module")
def server():
    from starlette.applications import Starlette
    from starlette.routing import Mount

    app = Starlette(
        routes=[
            Mount("/todos", LiveApp(TODOS, data=TodoState)),
            Mount("/shared", LiveApp('<button @click="s.count++">{{ s.count }}</button>', data=lambda: {"s": SHARED})),
        ]
    )
    with serve(app) as url:
        yield url


def open_live(chromium, url):
    page = chromium.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    settle(page)
    return page, errors


def settle(page):
    page.evaluate("() => window.petite.settled()")


def test_todo_page_is_driven_from_python(server, chromium):
    page, errors = open_live(chromium, f"{server}/todos/")
    assert page.inner_text("p") == "1 left"
    page.fill("form input", "ship")
    page.press("form input", "Enter")
    settle(page)
    assert page.locator("li span").all_inner_texts() == ["write", "ship"]
    assert page.input_value("form input") == ""
    assert page.url.endswith("/todos/")  # .prevent stopped the native submit
    page.check("li:nth-child(1) input")
    settle(page)
    assert page.get_attribute("li:nth-child(1)", "class") == "done"
    assert page.inner_text("p") == "1 left"
    page.click("li:nth-child(1) button")
    settle(page)
    assert page.locator("li span").all_inner_texts() == ["ship"]
    page.press("input.key", "a")
    page.press("input.key", "Enter")
    page.press("input.key", "Escape")
    settle(page)
    assert page.inner_text("i") == "enter,esc"
    page.select_option("select", "b")
    settle(page)
    assert page.inner_text("b") == "b"
    assert errors == []
    page.close()


def test_typing_fast_loses_no_characters(server, chromium):
    page, _ = open_live(chromium, f"{server}/todos/")
    page.type("form input", "hello world", delay=0)
    settle(page)
    assert page.input_value("form input") == "hello world"
    page.close()


def test_two_tabs_share_one_store(server, chromium):
    first, _ = open_live(chromium, f"{server}/shared/")
    second, _ = open_live(chromium, f"{server}/shared/")
    start = int(first.inner_text("button"))
    first.click("button")
    settle(first)
    second.wait_for_function(f"document.querySelector('button').textContent === '{start + 1}'", timeout=5000)
    assert second.inner_text("button") == str(start + 1)
    first.close()
    second.close()


def test_browser_dom_carries_nothing_extra(server, chromium):
    page, _ = open_live(chromium, f"{server}/shared/")
    html = page.inner_html("#petite-root")
    assert html.startswith("<button>") and "data-" not in html and "petite" not in html
    page.close()
