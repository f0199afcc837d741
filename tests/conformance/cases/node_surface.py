"""Members every node has in Chromium that petite lacked (found by listing `for (k in
node)` of a text node and of ten kinds of element against petite's `typeof`): Node's
constants on each node (`el.ELEMENT_NODE`, `text.TEXT_NODE`), ARIA's reflected strings
(`el.ariaExpanded`, `el.role`: null without the attribute, a null written removes it),
a text or comment node's element siblings and (absent) children, and CharacterData's
edits (`appendData`, `insertData`, `deleteData`, `replaceData`, `substringData`: UTF-16
offsets, IndexSizeError past the end), whose changes the page shows."""

from ..harness import button_probe

MARKUP = ('<div id="d" aria-label="Close" role="button"></div><p id="p">x<b>y</b>z<!--c--><i>w</i></p>'
          '<span id="s">héllo😀</span>')
D = "document.getElementById('d')"
P = "document.getElementById('p')"
T = "document.getElementById('s').firstChild"


def _attempt(code: str) -> str:
    return f"(() => {{ try {{ return {code} }} catch (e) {{ return e.name + ' ' + e.message }} }})()"


CASES = [
    button_probe(
        "node_surface_aria_reflection",
        MARKUP,
        [
            f"[{D}.ariaLabel, {D}.role, {D}.ariaExpanded, {D}.ariaHidden, typeof {D}.ariaChecked].join('|')",
            *(f"({D}.ariaExpanded = {v}, [{D}.getAttribute('aria-expanded'), {D}.ariaExpanded].join('|'))"
              for v in ("true", "false", "null", "undefined", "1", "'x'", "''")),
            f"({D}.role = null, [{D}.hasAttribute('role'), {D}.role].join('|'))",
            f"({D}.ariaValueNow = 5, {D}.ariaRowIndexText = 'r', {D}.ariaMultiSelectable = 'true', "
            f"[{D}.getAttribute('aria-valuenow'), {D}.getAttribute('aria-rowindextext'), "
            f"{D}.getAttribute('aria-multiselectable')].join('|'))",
            f"({D}.setAttribute('aria-posinset', '3'), [{D}.ariaPosInSet, {D}.ariaKeyShortcuts].join('|'))",
            f"{D}.outerHTML",
        ],
    ),
    button_probe(
        "node_surface_text_siblings_and_constants",
        MARKUP,
        [
            f"[{P}.firstChild.nextElementSibling.tagName, {P}.firstChild.previousElementSibling, "
            f"{P}.childNodes[2].previousElementSibling.tagName, {P}.childNodes[2].nextElementSibling.tagName, "
            f"{P}.childNodes[3].nextElementSibling.tagName, {P}.firstChild.firstChild, {P}.firstChild.lastChild].join('|')",
            f"[{P}.firstChild.ELEMENT_NODE, {P}.firstChild.TEXT_NODE, {P}.COMMENT_NODE, "
            f"{P}.DOCUMENT_POSITION_FOLLOWING, document.DOCUMENT_NODE, 'ELEMENT_NODE' in {P}].join('|')",
            f"{P}.childNodes[0].nodeType === {P}.TEXT_NODE",
        ],
    ),
    button_probe(
        "node_surface_character_data_edits",
        MARKUP,
        [
            f"[{T}.substringData(1, 3), {T}.substringData(5, 10), {T}.length].join('|')",
            f"({T}.appendData('!'), {T}.insertData(0, '>'), {T}.deleteData(1, 2), {T}.replaceData(0, 1, '<<'), {T}.data)",
            _attempt(f"{T}.substringData(99, 1)"),
            _attempt(f"{T}.insertData(-1, 'q')"),
            _attempt(f"{T}.replaceData(2, -1, 'Z')"),
            _attempt(f"{T}.substringData()"),
            f"({T}.insertData(2.7, 'Q'), {T}.deleteData(0, 4294967296 + 1), {T}.data)",
            f"[{T}.appendData(null), {T}.insertData(0, undefined), {T}.data].join('|')",
            f"({P}.childNodes[3].appendData('omment'), {P}.innerHTML)",
        ],
    ),
]
