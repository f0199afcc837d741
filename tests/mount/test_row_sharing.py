"""What the rows of one v-for share instead of holding a copy each (issue 11: the
server's memory per row), and that sharing never leaks a write from one row to another."""

from petite.directives.on import Handler
from petite.testing import mount

TABLE = """<table><tbody><tr v-for="row in rows" :key="row.id" :class="{ danger: row.id === selected }">
<td><a @click="selected = row.id">{{ row.label }}</a></td></tr></tbody></table>"""


def test_rows_that_write_the_same_attributes_share_them_and_a_later_write_is_a_rows_own():
    m = mount(TABLE, {"rows": [{"id": i, "label": f"r{i}"} for i in range(4)], "selected": 2})
    trs = m.root.query_selector_all("tr")
    assert [dict(tr.attrs) for tr in trs] == [{"class": ""}, {"class": ""}, {"class": "danger"}, {"class": ""}]
    assert trs[0].attrs is trs[1].attrs is trs[3].attrs  # one mapping for the rows that wrote the same
    assert trs[2].attrs is not trs[0].attrs
    m.find_all("a")[0].trigger("click")  # selected = 0: rows 0 and 2 change, each alone
    assert [dict(tr.attrs) for tr in trs] == [{"class": "danger"}, {"class": ""}, {"class": ""}, {"class": ""}]
    trs[1].set_attribute("title", "mine")
    assert dict(trs[1].attrs) == {"class": "", "title": "mine"}
    assert [dict(tr.attrs) for tr in (trs[0], trs[2], trs[3])] == [{"class": "danger"}, {"class": ""}, {"class": ""}]
    assert m.html().count('class="danger"') == 1


def test_a_listener_without_modifiers_is_its_handler_holding_only_its_own_parts():
    m = mount(TABLE, {"rows": [{"id": 1, "label": "a"}], "selected": None})
    a = m.root.query_selector("a")
    (entry,) = a.listeners
    assert type(entry) is Handler and entry.handler is entry
    assert (entry.type, entry.capture, entry.once, entry.passive, entry.hints) == ("click", False, False, False, None)
    assert not hasattr(entry, "__dict__")
    m.find("a").trigger("click")
    assert 'class="danger"' in m.html()


def test_a_rows_text_nodes_hold_their_ids_relative_to_their_parents_and_keep_them_when_they_move():
    from petite.block import unlink
    from petite.dom import Text
    from petite.dom.nodes import Rel

    m = mount(TABLE, {"rows": [{"id": i, "label": f"r{i}"} for i in range(3)], "selected": None})
    trs = m.root.query_selector_all("tr")
    rows = [[tr, *tr.iter()] for tr in trs]
    ids = [[node.nid for node in row] for row in rows]
    for row in ids:  # consecutive in document order, each row after the one before
        assert row == list(range(row[0], row[0] + len(row)))
    assert ids[1][0] == ids[0][-1] + 1
    texts = [node for row in rows for node in row if type(node) is Text]
    assert texts and all(type(node._nid) is Rel for node in texts)  # no int of their own
    at = next(i for i, node in enumerate(rows[0]) if getattr(node, "tag", None) == "a")
    a, text = rows[0][at], rows[0][at + 1]  # <a> and its {{ row.label }} text
    assert (a.tag, text.data) == ("a", "r0")
    first = rows[0][1]  # the row's first text (before its <td>)
    assert type(first) is Text
    trs[1].query_selector("td").append_child(first)  # moved into another row: keeps its id
    assert first.nid == ids[0][1] and type(first._nid) is int
    trs[0].remove()
    unlink([trs[0]])  # parent links cut: every id stays what it was
    assert [node.nid for node in rows[0]] == ids[0]
    assert type(text._nid) is int and text.parent is None
    assert [node.nid for node in rows[2]] == ids[2]


def test_a_rows_binding_effects_hold_no_function_slot_and_its_scope_is_one_object():
    from petite.context import FnBindingEffect
    from petite.walk import Interpolation

    def slots(cls):
        return [name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ())]

    assert "fn" not in slots(Interpolation) and "fn" in slots(FnBindingEffect)
    m = mount(TABLE, {"rows": [{"id": 1, "label": "a"}], "selected": None})
    row_ctx = next(b.ctx for b in _blocks(m.app.ctx))
    scope = row_ctx.scope  # a RowScope: its own names' mapping, no proxy, dict or record
    assert type(scope).__name__ == "RowScope" and scope.data is scope and not hasattr(scope, "__dict__")
    assert list(scope.names) == ["row", "$refs"] and scope.cells[0] == {"id": 1, "label": "a"}
    assert type(scope.cells[0]) is dict and type(scope.cells[1]).__name__ == "Refs"  # (stored raw)
    # then the names' deps, in the same tuple (`$refs`: never read)
    assert [type(dep).__name__ for dep in scope.cells[2:]] == ["KeyDep", "NoneType"]
    assert {type(e).__name__ for e in row_ctx.effects} == {"Interpolation", "Binding"}


def _blocks(ctx):
    for block in ctx.blocks or ():
        yield block
        yield from _blocks(block.ctx)


def test_a_rows_block_is_its_own_context_and_a_removed_one_lets_go_of_its_effects():
    m = mount(TABLE, {"rows": [{"id": i, "label": f"r{i}"} for i in range(3)], "selected": None})
    loop_ctx = m.app.ctx
    blocks = list(_blocks(loop_ctx))
    assert len(blocks) == 3 and all(block.ctx is block for block in blocks)
    first = blocks[0]
    assert first.scope.data["row"]["label"] == "r0" and first.parent_ctx is loop_ctx
    assert {type(e).__name__ for e in first.effects} == {"Interpolation", "Binding"}
    m.data["rows"] = m.data["rows"][1:]
    m.flush()
    assert list(_blocks(loop_ctx)) == blocks[1:]
    assert first.effects == [] and first.template.parent is None
    assert [a.text() for a in m.find_all("a")] == ["r1", "r2"]


def test_a_rows_names_are_tracked_one_by_one_compared_by_value_and_written_back_by_the_loop():
    m = mount("""<ul><li v-for="(id, i) in ids" :class="{ on: id === sel }" @click="id = id + 100">{{ i }}:{{ id }}</li></ul>""",
              {"ids": [1, 2, 3], "sel": 2})

    def rows():
        return [(li.attributes("class"), li.text()) for li in m.find_all("li")]

    assert rows() == [("", "0:1"), ("on", "1:2"), ("", "2:3")]
    m.find_all("li")[0].trigger("click")  # the first write to an alias: the loop re-runs and undoes it
    assert rows() == [("", "0:1"), ("on", "1:2"), ("", "2:3")]
    m.find_all("li")[0].trigger("click")  # a later one stays (the loop watched the names once)
    assert rows() == [("", "0:101"), ("on", "1:2"), ("", "2:3")]
    m.data["sel"] = 3
    m.flush()
    assert rows() == [("", "0:101"), ("", "1:2"), ("on", "2:3")]
    m.data["ids"][2] = 7  # the kept rows take their items again (and the last is no longer selected)
    m.flush()
    assert rows() == [("", "0:1"), ("", "1:2"), ("", "2:7")]
    m.data["sel"] = 7
    m.flush()
    assert rows() == [("", "0:1"), ("", "1:2"), ("on", "2:7")]
    m.data["ids"].insert(0, 0)  # rows keyed by index: each takes the item at its place
    m.flush()
    assert rows() == [("", "0:0"), ("", "1:1"), ("", "2:2"), ("on", "3:7")]
    assert [b.scope.own_values()["id"] for b in _blocks(m.app.ctx)] == [0, 1, 2, 7]
