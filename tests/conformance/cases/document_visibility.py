"""`document.hidden` and `document.visibilityState` as Chromium reports them for the page
petite-vue runs in (a page shown: not hidden, "visible"), read-only (a sloppy-mode write is
ignored), and `in`/`typeof` as for any member the document has. Pages read them in
`visibilitychange` handlers and before polling (`if (document.hidden) return`)."""

from ..harness import button_probe

CASES = [
    button_probe(
        "document_visibility",
        "",
        [
            "document.hidden",
            "document.visibilityState",
            "typeof document.hidden + ',' + typeof document.visibilityState",
            "('hidden' in document) + ',' + ('visibilityState' in document)",
            "(() => { document.hidden = true; document.visibilityState = 'hidden'; return document.hidden + ',' + document.visibilityState })()",
            "document.hidden ? 'skip' : 'poll'",
            "document.visibilityState === 'visible'",
        ],
    ),
]
