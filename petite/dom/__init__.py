"""A small server-side DOM: elements, text, comments and fragments.

    core        namespaces, node types, node ids, a tree's patch recorder and root
    parsing     HTML5 tree construction (justhtml) and source positions
    forms       form state: value / checked / selected, radio groups, form owners
    events      Event, dispatch (capture, target, bubble), listeners, focus, activation,
                form reset
    dialog      `<dialog>`: show, showModal, close, returnValue
    selection   CSS selectors (`querySelectorAll`)
    serialize   a tree back to HTML
    style       `el.classList`, `el.style`
    nodes       the node classes (Element = core + FormControl + EventTarget), parsing
                into them, listed copies

Each module imports only the ones above it in this list (`nodes` last); the wire
encoding of new subtrees is `petite.patches.encode_tree`. Import from `petite.dom`.
"""

from __future__ import annotations

from ..patches import encode_tree
from .core import (
    COMMENT_NODE,
    DOCUMENT_FRAGMENT_NODE,
    ELEMENT_NODE,
    HTML_NS,
    MATHML_NS,
    NO_LISTENERS,
    SVG_NS,
    TEXT_NODE,
    VOID_ELEMENTS,
    attach_recorder,
    detach_recorder,
    recorder_of,
    root_elements,
    root_of,
    use_node_ids,
)
from .events import (
    AT_TARGET,
    BUBBLING_PHASE,
    CANCELABLE_EVENTS,
    CAPTURING_PHASE,
    KEYBOARD_EVENTS,
    MOUSE_EVENTS,
    MOUSE_POSITION,
    NON_BUBBLING_EVENTS,
    Event,
    Listener,
    dispatch,
    focused_in_browser,
    invoke,
    modal_dialogs,
    make_event,
    toggle_undo,
)
from .forms import (
    BOOLEAN_ATTRIBUTES,
    LISTED_ELEMENTS,
    VALUE_ATTRIBUTE_ELEMENTS,
    settle_inserted_radios,
    settle_radio_groups,
)
from .nodes import (
    CharacterData,
    Comment,
    Element,
    Fragment,
    Node,
    ParentNode,
    Text,
    clone_listed,
    clone_recipe,
    copy_recipe,
    parse_document,
    parse_fragment,
    parse_markup,
)
from .parsing import SourcePosition, describe, source_position
from .selection import select
from .serialize import text_markup
from .style import ClassList, Style

# The old private name, for code written before the split (use `invoke`).
_invoke = invoke

__all__ = [
    "AT_TARGET", "BOOLEAN_ATTRIBUTES", "BUBBLING_PHASE", "CANCELABLE_EVENTS", "CAPTURING_PHASE",
    "COMMENT_NODE", "DOCUMENT_FRAGMENT_NODE", "ELEMENT_NODE", "HTML_NS", "KEYBOARD_EVENTS",
    "LISTED_ELEMENTS", "MATHML_NS", "MOUSE_EVENTS", "MOUSE_POSITION", "NON_BUBBLING_EVENTS", "NO_LISTENERS",
    "SVG_NS", "TEXT_NODE", "VALUE_ATTRIBUTE_ELEMENTS", "VOID_ELEMENTS",
    "CharacterData", "ClassList", "Comment", "Element", "Event", "Fragment", "Listener", "Node", "ParentNode",
    "SourcePosition", "Style", "Text", "describe",
    "attach_recorder", "clone_listed", "clone_recipe", "copy_recipe", "detach_recorder", "dispatch", "encode_tree", "invoke",
    "make_event", "modal_dialogs", "focused_in_browser", "toggle_undo", "parse_document", "parse_fragment", "parse_markup", "recorder_of", "root_elements", "root_of",
    "select", "settle_inserted_radios", "settle_radio_groups", "source_position", "text_markup", "use_node_ids",
]
