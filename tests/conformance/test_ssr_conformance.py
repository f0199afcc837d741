"""petite.render against petite-vue 0.4.1's DOM, case by case."""

import pytest

import petite

from .cases import all_cases
from .harness import RENDER_LIMITS, describe

CASES = [c for c in all_cases() if not c.differs and c.name not in RENDER_LIMITS]


def as_html_can_say(tree: list) -> list:
    """petite-vue's tree as HTML can express it. One state has no markup: a drop-down
    `<select>` (no `multiple`, display size 1) with no option selected (v-model bound to a
    value no option has). A parser reading any HTML for it selects the first option, so
    that is what render's output is compared with (the mount path is compared with the
    live state itself). A list box (`size` above 1) shows no selection as it is."""
    for node in tree:
        if not isinstance(node, dict):
            continue
        options = list(_options(node)) if node["tag"] == "select" else []
        attrs = dict(node["attrs"])
        size = attrs.get("size", "").strip()
        dropdown = "multiple" not in attrs and not (size.isdigit() and int(size) > 1)
        if options and dropdown and not any(o["selected"] for o in options):
            options[0]["selected"] = True
            node["value"] = options[0]["value"]
        as_html_can_say(node.get("children", []))
    return tree


def _options(node: dict):
    for child in node.get("children", []):
        if isinstance(child, dict):
            if child["tag"] == "option":
                yield child
            elif child["tag"] == "optgroup":
                yield from _options(child)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_render_matches_petite_vue(browser, case):
    expected = as_html_can_say(browser.petite_vue(case)["snapshots"][0])
    actual = browser.canonicalize(petite.render(case.template, case.data, url=case.page))  # (the oracle's page)
    assert actual == expected, describe(expected, actual)


def test_corpus_is_large_enough():
    assert len(CASES) >= 100
