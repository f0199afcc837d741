"""Each demo page in Chromium: real clicks and keystrokes, the server's patches applied."""

import pytest

def test_counter(open_demo):
    tab = open_demo("counter")
    page = tab.page
    page.click("button.plus")
    page.click("button.plus")
    tab.settle()
    assert page.inner_text(".count") == "2"
    page.fill("input.step", "5")
    tab.settle()
    page.click("button.minus")
    tab.settle()
    assert page.inner_text(".count") == "-3"
    assert page.inner_text("button.plus") == "+ 5"
    page.click("button.reset")
    tab.settle()
    assert page.inner_text(".count") == "0"
    assert page.is_disabled("button.reset")


def test_todomvc(open_demo):
    tab = open_demo("todomvc")
    page = tab.page
    page.wait_for_function("document.activeElement.className === 'new-todo'", timeout=5000)
    # edit: double-click, type, Enter saves; Escape restores
    page.dblclick(".todo-list li:nth-child(2) label")
    tab.settle()
    assert page.get_attribute(".todo-list li:nth-child(2)", "class") == "editing"
    assert page.evaluate("() => document.activeElement.className") == "edit"
    page.fill(".todo-list li:nth-child(2) .edit", "Write two live pages ")
    page.press(".todo-list li:nth-child(2) .edit", "Enter")
    tab.settle()
    assert page.get_attribute(".todo-list li:nth-child(2)", "class") == ""
    assert tab.texts(".todo-list label") == ["Taste petite", "Write two live pages"]
    page.dblclick(".todo-list li:nth-child(1) label")
    tab.settle()
    page.fill(".todo-list li:nth-child(1) .edit", "oops")
    page.press(".todo-list li:nth-child(1) .edit", "Escape")
    tab.settle()
    assert tab.texts(".todo-list label") == ["Taste petite", "Write two live pages"]

    page.fill(".new-todo", "  Ship the demos ")
    page.press(".new-todo", "Enter")
    tab.settle()
    assert tab.texts(".todo-list label") == ["Taste petite", "Write two live pages", "Ship the demos"]
    assert page.input_value(".new-todo") == ""
    assert page.inner_text(".todo-count") == "3 items left"

    page.check(".todo-list li:nth-child(1) .toggle")
    tab.settle()
    assert page.get_attribute(".todo-list li:nth-child(1)", "class") == "completed"
    assert page.inner_text(".todo-count") == "2 items left"
    assert page.is_visible(".clear-completed")

    page.click(".filters >> text=Active")
    tab.settle()
    assert tab.texts(".todo-list label") == ["Write two live pages", "Ship the demos"]
    assert page.get_attribute(".filters a.selected", "href") == "#/active"
    page.click(".filters >> text=Completed")
    tab.settle()
    assert tab.texts(".todo-list label") == ["Taste petite"]
    page.click(".filters >> text=All")
    tab.settle()
    assert len(tab.texts(".todo-list label")) == 3

    page.check(".toggle-all")
    tab.settle()
    assert page.inner_text(".todo-count") == "0 items left"
    page.click(".clear-completed")
    tab.settle()
    assert page.locator(".todo-list li").count() == 0
    assert page.is_hidden(".footer") and page.is_hidden(".main")


def test_todomvc_remove_and_toggle_all_off(open_demo):
    tab = open_demo("todomvc")
    page = tab.page
    page.hover(".todo-list li:nth-child(1)")
    page.click(".todo-list li:nth-child(1) .destroy")
    tab.settle()
    assert tab.texts(".todo-list label") == ["Write a live page in Python"]
    assert page.inner_text(".todo-count") == "1 item left"
    page.check(".toggle-all")
    tab.settle()
    assert page.is_visible(".clear-completed")
    page.uncheck(".toggle-all")
    tab.settle()
    assert page.is_hidden(".clear-completed")
    assert page.inner_text(".todo-count") == "1 item left"


def test_todomvc_items_added_in_the_browser_are_live(open_demo):
    tab = open_demo("todomvc")
    page = tab.page
    page.fill(".new-todo", "new")
    page.press(".new-todo", "Enter")
    tab.settle()
    page.check(".todo-list li:nth-child(3) .toggle")
    tab.settle()
    assert page.inner_text(".todo-count") == "2 items left"
    page.hover(".todo-list li:nth-child(3)")
    page.click(".todo-list li:nth-child(3) .destroy")
    tab.settle()
    assert page.locator(".todo-list li").count() == 2


def test_grid(open_demo):
    tab = open_demo("grid")
    page = tab.page
    assert page.locator("tbody tr").count() == 100
    page.click("th >> text=Age")
    tab.settle()
    ages = [int(a) for a in tab.texts("tbody td:nth-child(3)")]
    assert ages == sorted(ages) and ages[0] < ages[-1]
    assert page.inner_text("th.active").startswith("Age")
    page.click("th.active")
    tab.settle()
    assert [int(a) for a in tab.texts("tbody td:nth-child(3)")] == sorted(ages, reverse=True)
    page.fill("input.search", "lisbon")
    tab.settle()
    cities = tab.texts("tbody td:nth-child(2)")
    assert cities and set(cities) == {"Lisbon"}
    assert page.inner_text(".count") == f"{len(cities)} of 100 people"
    page.fill("input.search", "nobody at all")
    tab.settle()
    assert page.locator("tbody tr").count() == 0
    assert page.is_visible("p.empty")


def test_tree(open_demo):
    tab = open_demo("tree")
    page = tab.page
    assert tab.texts(".tree .name") == ["▾ 📂 project", "▸ 📁 src", "▸ 📁 tests", "▸ 📁 docs", "📄 README.md"]
    page.click(".tree .name >> text=src")
    tab.settle()
    names = tab.texts(".tree .name")
    assert names[1:5] == ["▾ 📂 src", "📄 app.py", "📄 models.py", "▸ 📁 templates"]
    assert page.get_attribute(".tree li:nth-child(3)", "style") == "padding-left: 3rem;"
    assert page.get_attribute(".tree li:nth-child(2)", "class") == "selected"
    page.click(".tree li:nth-child(1) .add-folder")
    tab.settle()
    assert tab.texts(".tree .name")[-1] == "▸ 📁 folder 1"
    page.click(".tree .name >> text=project")
    tab.settle()
    assert tab.texts(".tree .name") == ["▸ 📁 project"]
    page.click("button.expand-all")
    tab.settle()
    names = tab.texts(".tree .name")
    assert "📄 index.html" in names and names[-1] == "▾ 📂 folder 1"


def test_tree_rows_shown_later_are_live(open_demo):
    tab = open_demo("tree")
    page = tab.page
    page.click(".tree .name >> text=src")
    tab.settle()
    page.click(".tree li:nth-child(5) .add-file")  # into "templates", which opens
    tab.settle()
    names = tab.texts(".tree .name")
    assert names[4:8] == ["▾ 📂 templates", "📄 index.html", "📄 base.html", "📄 file 1.txt"]


def test_svg(open_demo):
    tab = open_demo("svg")
    page = tab.page
    first = page.get_attribute("polygon", "points").split()
    assert first[0] == "100,20" and len(first) == 6
    page.fill(".stat:nth-child(1) input[type=range]", "50")
    tab.settle()
    assert page.get_attribute("polygon", "points").split()[0] == "100,60"
    assert page.inner_text(".stat:nth-child(1) output") == "50"
    page.fill("form.add input", "G")
    page.press("form.add input", "Enter")
    tab.settle()
    assert len(page.get_attribute("polygon", "points").split()) == 7
    assert tab.texts("svg text")[-1] == "G"


def test_svg_elements_are_svg_in_the_browser(open_demo):
    tab = open_demo("svg")
    namespaces = tab.page.evaluate("() => [...document.querySelectorAll('svg, svg *')].map(e => e.namespaceURI)")
    assert set(namespaces) == {"http://www.w3.org/2000/svg"}


def test_markdown(open_demo):
    tab = open_demo("markdown")
    page = tab.page
    assert page.inner_text(".preview h1") == "Hello, petite"
    page.fill("textarea", "## Title\n\nSome **bold** and <b>raw</b> text")
    tab.settle()
    assert page.inner_html(".preview") == "<h2>Title</h2>\n<p>Some <strong>bold</strong> and &lt;b&gt;raw&lt;/b&gt; text</p>"
    assert page.inner_text(".words") == "7"


def test_benchmark(open_demo):
    tab = open_demo("benchmark")
    page = tab.page
    page.click("#run")
    tab.settle()
    assert page.locator("tbody tr").count() == 1000
    ids = tab.texts("tbody tr td:first-child")
    assert ids[0] == "1" and ids[-1] == "1000"
    labels = tab.texts("tbody a.label")
    page.click("#swaprows")
    tab.settle()
    swapped = tab.texts("tbody a.label")
    assert swapped[1] == labels[998] and swapped[998] == labels[1]
    page.click("#update")
    tab.settle()
    assert page.inner_text("tbody tr:nth-child(11) a.label").endswith(" !!!")
    assert not page.inner_text("tbody tr:nth-child(12) a.label").endswith(" !!!")
    page.click("#clear")
    tab.settle()
    assert page.locator("tbody tr").count() == 0
    assert page.inner_text("p.muted") == "0 rows"


def test_benchmark_select_and_remove(open_demo):
    tab = open_demo("benchmark")
    page = tab.page
    page.click("#run")
    tab.settle()
    page.click("tbody tr:nth-child(3) a.label")
    tab.settle()
    assert page.locator("tr.danger").count() == 1
    assert page.inner_text("tr.danger td:first-child") == "3"
    page.click("tbody tr:nth-child(3) a.remove")
    tab.settle()
    assert page.locator("tbody tr").count() == 999
    assert page.inner_text("tbody tr:nth-child(3) td:first-child") == "4"


def test_shared_state_updates_every_tab(open_demo):
    first, second = open_demo("shared"), open_demo("shared")
    start = int(first.page.inner_text(".count"))
    first.page.click("button.inc")
    first.settle()
    second.page.wait_for_function(f"document.querySelector('.count').textContent === '{start + 1}'", timeout=5000)
    second.page.fill("input.draft", "hello from two")
    second.page.press("input.draft", "Enter")
    second.settle()
    first.page.wait_for_function(
        "[...document.querySelectorAll('.chat li')].some(li => li.textContent.includes('hello from two'))",
        timeout=5000,
    )
    last = first.texts(".chat li")[-1]
    assert last.endswith(": hello from two") and last.startswith("guest ")
    assert second.page.input_value("input.draft") == ""
