"""petite.testing's find/find_all select what querySelectorAll does in Chromium: on the
mounted container and on an element inside it (`:scope`, descendant and child
combinators that reach above the element)."""

import pytest

from petite.testing import mount

TEMPLATE = (
    '<div class="a" id="top"><p>1</p><section><p class="x">2</p><div><p>3</p></div></section></div>'
    '<p>4</p><ul><li><p>5</p></li></ul>'
)
SELECTORS = [
    "p", ":scope > p", ":scope p", "div p", "div > p", "div div p", "section p", "ul p",
    ":scope > div > p", "div:first-child p", "#top p", ".a > section > p", "p.x", ":scope",
    "* > p", "div ~ p", "div + p",
    # the *-of-type pseudo-classes of any element (cssselect translates them only after a tag)
    ".x:nth-of-type(1)", ":nth-of-type(2)", "*:first-of-type", ":scope > :last-of-type", ":only-of-type",
    "section > :nth-last-of-type(1)", ":nth-of-type(2n+1)", ":nth-of-type(-n+1)", "p:nth-of-type(2)",
    ":nth-last-of-type(even)", ".a > :first-of-type:last-of-type",
]
# the elements the selectors run on: the container itself, and elements inside it
CONTEXTS = [None, ".a", "section", "section > div", "ul"]


def labels(wrappers) -> list[str]:
    return [w.text() for w in wrappers]


@pytest.mark.parametrize("context", CONTEXTS, ids=lambda c: c or "container")
def test_find_all_matches_query_selector_all(browser, context):
    expected = browser.page.evaluate(
        """([html, context, selectors]) => {
            const container = document.createElement('div')
            document.body.appendChild(container)
            container.innerHTML = html
            const el = context ? container.querySelector(context) : container
            const out = selectors.map(s => [...el.querySelectorAll(s)].map(e => e.textContent.trim()))
            container.remove()
            return out
        }""",
        [TEMPLATE, context, SELECTORS],
    )
    page = mount(TEMPLATE)
    try:
        for selector, want in zip(SELECTORS, expected):
            if context is None:
                got = labels(page.find_all(selector))
                first = page.find(selector)
            else:
                inner = page.find(context)
                got = labels(inner.find_all(selector))
                first = inner.find(selector)
            assert got == want, f"{context or 'container'}.querySelectorAll({selector!r})"
            assert (first.text() if first.exists() else None) == (want[0] if want else None)
    finally:
        page.unmount()
