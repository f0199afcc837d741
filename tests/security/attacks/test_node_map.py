"""Class 7, node ids: a live session's id -> node lookup (`Session.node`, backed by
`petite.live_nodes.NodeMap` and whatever shortcuts it takes: deferred unmapping of
removed rows, spans of consecutive ids) always answers what a walk of the session's
tree answers: the connected element or comment with that id, else `unknown node` —
never a removed or freed node, a text node, a node of a row's template content, of
another session, or a node found for a forged id.

Generated list pages and clicks (row_steps.py) run through a live `Session` without a
browser; after every click every id from below the first to past the last node made
is looked up and compared with the walk.
"""

from __future__ import annotations

import copy
import json

import pytest

from petite.live import ProtocolError, Session

from ..row_steps import sample

CASES = sample(40, seed=4242, steps=10)


def walk_ids(root) -> dict[int, object]:
    """Connected nodes by id, as the client may name them (no text nodes, no template
    contents)."""
    out = {root.nid: root}
    stack = list(root.children)
    while stack:
        node = stack.pop()
        if node.nodeType != 3:
            out[node.nid] = node
        stack.extend(getattr(node, "children", ()))
    return out


def lookup(session: Session, node_id):
    try:
        return session.node(node_id)
    except ProtocolError:
        return None


def click(session: Session, selector: str, seq: int) -> None:
    el = session.app.root.query_selector(selector)
    assert el is not None, selector
    # the client's messages: the target's own listener first, then each ancestor's as a hop
    path = []
    node = el
    while node is not None:
        if any(entry.type == "click" for entry in getattr(node, "listeners", ())):
            path.append(node)
        node = node.parent
    if not path:
        return
    first = path[0]
    session.handle({"t": "event", "seq": seq, "node": first.nid, "target": el.nid, "type": "click", "init": {}})
    for node in path[1:]:
        session.handle({"t": "event", "seq": seq + 1, "node": node.nid, "type": "click", "hop": seq})


def check(session: Session, lowest: int, removed: list) -> None:
    tree = walk_ids(session.app.root)
    highest = max([*tree, *(node.nid for node in removed)])
    for node_id in range(lowest - 5, highest + 80):  # (past a span's length)
        want = tree.get(node_id)
        got = lookup(session, node_id)
        assert got is want, (node_id, want, got)
    for node in removed:  # nodes the page removed: never found again
        assert lookup(session, node.nid) is None
    for forged in (-1, 0, 2**63, 2**70, True, 1.0, "1", None):
        got = lookup(session, forged)
        assert got is None or (type(forged) is int and got is tree.get(forged))


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_every_id_resolves_as_a_walk_of_the_tree(case):
    session = Session(case.template, copy.deepcopy(case.data))
    try:
        lowest = min(walk_ids(session.app.root))
        seen: dict[int, object] = {}
        seq = 1
        check(session, lowest, [])
        for _, selector in case.steps:
            before = walk_ids(session.app.root)
            seen.update(before)
            click(session, selector, seq)
            seq += 2
            after = walk_ids(session.app.root)
            removed = [node for nid, node in seen.items() if nid not in after]
            check(session, lowest, removed)
    finally:
        session.close()


def test_ids_of_another_session_name_only_its_own_nodes():
    """Sessions number their nodes on their own (ids may coincide): an id resolves in
    the session's own tree, never to another session's node."""
    template = CASES[0].template
    one, two = Session(template, copy.deepcopy(CASES[0].data)), Session(template, copy.deepcopy(CASES[0].data))
    try:
        ones, twos = walk_ids(one.app.root), walk_ids(two.app.root)
        for node_id in set(ones) | set(twos):
            assert lookup(two, node_id) is twos.get(node_id)
            assert lookup(one, node_id) is ones.get(node_id)
    finally:
        one.close()
        two.close()
