"""Simple selector lists (compound selectors without combinators or pseudo-classes:
`.a`, `li.done`, `[data-x="3"]`, `h1, h2`) are matched on the tree itself, a step a
node (petite.dom.selection): they find exactly what the lxml mirror finds, and cost a
page's loop of queries a step a node instead of SELECT_STEPS_PER_ELEMENT an element."""

from __future__ import annotations

import pytest

from petite.dom import parse_fragment
from petite.dom.selection import _simple_selector, select, select_mirrored
from petite.expr.budget import evaluation, current_budget

PAGE = """<div id="top" class="page  Main">
<ul class="list"><li class="item done" data-id="1">a</li><li class="item	new" data-id="2" data-x="">b</li>
<li class="item" data-id="3" title="x y">c</li></ul>
<p class="a b">t</p><p CLASS="b">u</p><section><h1 id="h">H</h1><h2>h</h2></section>
<svg viewBox="0 0 1 1" class="icon"><clipPath id="c"><rect class="r" width="1"></rect></clipPath><foreignObject class="f"></foreignObject></svg>
<input type="checkbox" value="v" checked><template><p class="a">in a template</p></template>
</div>"""

SELECTORS = [
    ".item", "li.item", "li.item.done", ".done.item", ".new", "#h", "#top.page", "#top.Main", ".main",
    "[data-id]", "[data-id='2']", '[data-id="3"]', "[data-x]", "[data-x='']", "li[data-id='1'].done",
    ".item[title='x y']", "h1, h2", "h2 , .a", "*", "p", "P", "svg", "rect", "clipPath", "clippath", "foreignObject",
    "[viewBox]", "[viewbox]", ".r[width='1']", "section", ".icon", "li, li.item", "ul.list, #h, .nothing",
    "[type=checkbox]", "[type=CHECKBOX]", "-x", "._y", "[value=v]", "[checked]", "input[value='v'][checked]",
]


@pytest.mark.parametrize("css", SELECTORS)
def test_a_simple_list_finds_what_the_mirror_finds(css):
    page = parse_fragment(PAGE)
    top = page.children[0]
    assert _simple_selector(css) is not None
    assert select(top, css) == select_mirrored(top, css)
    assert select(top, css, include_root=True) == select_mirrored(top, css, include_root=True)


@pytest.mark.parametrize("css", ["div p", "a > b", "li:first-child", "li:not(.done)",
                                 "[data-id^='1']", ".a\\:b", "svg|rect", "#h ~ h2", "[data-id='1' i]", "[data-id=3]"])
def test_anything_else_goes_through_the_mirror(css):
    assert _simple_selector(css) is None


def test_a_simple_query_costs_a_step_a_node():
    page = parse_fragment("<div>" + '<i class="c" data-n="1"></i>' * 700 + "</div>")
    with evaluation():
        budget = current_budget()
        before = budget.steps
        for n in range(256):
            select(page.children[0], f'.c[data-n="{n}"]')
        spent = before - budget.steps
    assert spent < 256 * 800  # (the mirror: 64 steps an element, 256 * 44,800)
