"""`querySelector('#id')` walks the subtree asked without the lxml mirror (a simple
selector list: `dom.selection._select_simple`); it finds what the mirror's XPath finds for the same
attribute test, on random trees: nested elements, SVG, templates (whose content is not
searched), repeated and near-miss ids, scoped to a subtree."""

from __future__ import annotations

import random

import pytest

from petite.dom import parse_fragment
from petite.dom.selection import select, select_mirrored

IDS = ["a", "b", "a-1", "A", "a_", "b c"]


def random_tree(rng: random.Random, depth: int = 0) -> str:
    parts = []
    for _ in range(rng.randint(0, 4 if depth < 4 else 0)):
        tag = rng.choice(["div", "p", "span", "svg", "template", "ul"])
        ident = f' id="{rng.choice(IDS)}"' if rng.random() < 0.5 else ""
        parts.append(f"<{tag}{ident}>{random_tree(rng, depth + 1)}</{tag}>")
    return "".join(parts)


@pytest.mark.parametrize("seed", range(40))
def test_id_selector_finds_what_the_mirror_finds(seed: int) -> None:
    rng = random.Random(seed)
    root = parse_fragment("<main>" + random_tree(rng) + "</main>")
    scopes = [root, *[n for n in root.iter() if getattr(n, "tag", None) in ("div", "p")][:3]]
    for scope in scopes:
        for name in ["a", "b", "a-1", "A", "a_", "zz"]:
            assert select(scope, f"#{name}") == select_mirrored(scope, f"#{name}"), (seed, name)
            assert select(scope, f"#{name}") == select(scope, f'[id="{name}"]'), (seed, name)
