"""The demos' templates with their Python state, mounted with petite.testing (no browser)."""

import pytest

from demos.app import DEMOS, PAGES
from petite.live import LiveApp
from petite.testing import mount as mount_template

STATE = {demo.slug: demo.state for demo in DEMOS}


@pytest.fixture
def mount():
    mounted = []

    def mount_(slug: str, state=None):
        page = mount_template(LiveApp(PAGES / f"{slug}.html").template, state or STATE[slug]())
        mounted.append(page)
        return page

    yield mount_
    for page in mounted:
        page.unmount()


def texts(page, css):
    return [el.text().strip() for el in page.find_all(css)]


def test_todomvc_whole_flow(mount):
    page = mount("todomvc")
    page.find(".new-todo").set_value("third")
    page.find(".new-todo").trigger("keyup", key="Enter")
    assert texts(page, ".todo-list label") == ["Taste petite", "Write a live page in Python", "third"]
    third = ".todo-list li:nth-child(3)"
    page.find(f"{third} .toggle").trigger("click")
    assert page.find(third).attributes()["class"] == "completed"
    assert page.find(".todo-count").text().split() == ["2", "items", "left"]
    page.find(f"{third} label").trigger("dblclick")
    assert page.find(third).attributes()["class"] == "completed editing"
    page.find(f"{third} .edit").set_value("   ")
    page.find(f"{third} .edit").trigger("keyup", key="Enter")  # emptied: removed
    assert texts(page, ".todo-list label") == ["Taste petite", "Write a live page in Python"]
    page.find(".todo-list li:nth-child(1) .destroy").trigger("click")
    assert page.find(".todo-count").text().split() == ["1", "item", "left"]
    page.find(".toggle-all").trigger("click")
    assert page.find(".todo-count").text().split() == ["0", "items", "left"]
    assert page.find(".toggle-all").element.checked
    page.find(".filters li:nth-child(2) a").trigger("click")
    assert texts(page, ".todo-list label") == []
    page.find(".clear-completed").trigger("click")
    assert page.find(".main").attributes()["style"] == "display: none;"


def test_todomvc_escape_restores_and_blur_saves(mount):
    page = mount("todomvc")
    first = ".todo-list li:nth-child(1)"
    page.find(f"{first} label").trigger("dblclick")
    page.find(f"{first} .edit").set_value("changed")
    page.find(f"{first} .edit").trigger("keyup", key="Escape")
    page.find(f"{first} .edit").trigger("blur")
    assert texts(page, ".todo-list label")[0] == "Taste petite"
    page.find(f"{first} label").trigger("dblclick")
    page.find(f"{first} .edit").set_value(" kept ")
    page.find(f"{first} .edit").trigger("blur")
    assert texts(page, ".todo-list label")[0] == "kept"
    assert page.find(first).attributes()["class"] == ""


def test_benchmark_rows(mount):
    from demos.benchmark import Table

    page = mount("benchmark", Table(seed=1))
    page.find("#run").trigger("click")
    assert len(page.find_all("tbody tr")) == 1000
    page.find("tbody tr:nth-child(5) a.label").trigger("click")
    assert texts(page, "tr.danger td:first-child") == ["5"]
    page.find("tbody tr:nth-child(5) a.remove").trigger("click")
    assert texts(page, "tbody tr:nth-child(5) td:first-child") == ["6"]
    assert page.find_all("tr.danger") == []
    labels = texts(page, "tbody a.label")
    page.find("#swaprows").trigger("click")
    swapped = texts(page, "tbody a.label")
    assert swapped[1] == labels[998] and swapped[998] == labels[1] and swapped[2:998] == labels[2:998]
    page.find("#update").trigger("click")
    assert [label.endswith(" !!!") for label in texts(page, "tbody a.label")[:11]] == [True] + [False] * 9 + [True]


def test_tree_add_into_a_closed_folder_opens_it(mount):
    page = mount("tree")
    page.find(".tree li:nth-child(2) .add-file").trigger("click")  # "src"
    assert texts(page, ".tree .name")[1:6] == ["▾ 📂 src", "📄 app.py", "📄 models.py", "▸ 📁 templates", "📄 file 1.txt"]
    page.find(".tree li:nth-child(5) .add-folder").trigger("click")  # "templates"
    assert texts(page, ".tree .name")[4:8] == ["▾ 📂 templates", "📄 index.html", "📄 base.html", "▸ 📁 folder 2"]
    assert page.find(".tree li:nth-child(8)").attributes()["style"] == "padding-left: 4.5rem;"
    page.find(".collapse-all").trigger("click")
    assert len(page.find_all(".tree li")) == 5


def test_svg_stats_move_the_polygon(mount):
    page = mount("svg")
    page.find(".stat:nth-child(4) input").set_value("25")
    assert page.find("polygon").attributes()["points"].split()[3] == "100,120"
    page.find(".stat:nth-child(1) .remove").trigger("click")
    page.find(".stat:nth-child(1) .remove").trigger("click")
    page.find(".stat:nth-child(1) .remove").trigger("click")
    assert len(page.find_all(".stat")) == 3
    assert page.find(".stat:nth-child(1) .remove").attributes().get("disabled") == ""
    page.find(".stat:nth-child(1) .remove").trigger("click")  # three is the minimum
    assert texts(page, "svg text") == ["D", "E", "F"]


def test_grid_sort_toggles_direction(mount):
    page = mount("grid")
    page.find("th:nth-child(1)").trigger("click")
    names = texts(page, "tbody td:nth-child(1)")
    assert names == sorted(names)
    assert page.find("th.active").text() == "Name ▲"
    page.find("th:nth-child(1)").trigger("click")
    assert texts(page, "tbody td:nth-child(1)") == sorted(names, reverse=True)
    assert page.find("th.active").text() == "Name ▼"


def test_shared_store_reaches_every_mounted_page(mount):
    first, second = mount("shared"), mount("shared")
    before = int(second.find(".count").text())
    first.find(".inc").trigger("click")
    assert int(second.find(".count").text()) == before + 1
    first.find(".draft").set_value("hi")
    first.find(".say").trigger("submit")
    assert texts(second, ".chat li")[-1].endswith(": hi")
    assert first.find(".draft").element.value == ""


def test_benchmark_table_actions():
    from demos.benchmark import Table

    table = Table(seed=3)
    table.run(5)
    table.add(3)
    assert [row["id"] for row in table.rows] == [1, 2, 3, 4, 5, 6, 7, 8]
    table.run(1000)
    assert table.rows[0]["id"] == 9 and len(table.rows) == 1000
    assert all(len(row["label"].split()) == 3 for row in table.rows)
    table.select(12)
    table.run(2)
    assert table.selected is None
    table.swap_rows()  # fewer than 999 rows: nothing to swap
    assert [row["id"] for row in table.rows] == [1009, 1010]
    table.remove(1009)
    table.clear()
    assert table.rows == []


def test_counter_survives_an_empty_step(mount):
    page = mount("counter")
    page.find(".plus").trigger("click")
    page.find(".step").set_value("")
    page.find(".plus").trigger("click")
    page.find(".minus").trigger("click")
    assert page.find(".count").text() == "1"
    page.find(".step").set_value("4")
    page.find(".minus").trigger("click")
    assert page.find(".count").text() == "-3"
    assert page.find(".plus").text() == "+ 4"
