"""Attacks that still succeed on main, by id: each is a strict xfail with its cause.

When a fix lands the xfail turns into an unexpected pass (strict): remove its line.
"""

from __future__ import annotations

import os

import pytest

# PETITE_ATTACKS_DISCOVER=1: no marks, so every succeeding attack shows as a failure
DISCOVER = bool(os.environ.get("PETITE_ATTACKS_DISCOVER"))

KNOWN_CORPUS: dict[str, str] = {  # test_corpus.py
    'c1-deep-elements': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c1-deep-vif': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c1-deep-vfor': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c1-deep-scope': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c5-template-vfor-nested-2': '5: v-for iterations of a template are not charged: nested loops multiply work without limit',
    'c5-template-vfor-nested-3': '5: v-for iterations of a template are not charged: nested loops multiply work without limit',
    'c5-mount-component-recursion-id': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-mount-component-recursion-data': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-mount-component-doubling': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-cache-delimiters-from-data': '5: a per-template cache keyed by data ($delimiters, $template strings) grows without bound (petite/template.py _variants/_components)',
    'c5-cache-template-from-data': '5: a per-template cache keyed by data ($delimiters, $template strings) grows without bound (petite/template.py _variants/_components)',
    'c5-cache-component-from-data': '5: a per-template cache keyed by data ($delimiters, $template strings) grows without bound (petite/template.py _variants/_components)',
}

KNOWN_BROWSER: dict[str, str] = {  # test_xss_browser.py (path-attack id)
}

KNOWN_RUNAWAY: dict[str, str] = {  # test_runaway.py
}

KNOWN = {**KNOWN_CORPUS, **KNOWN_BROWSER, **KNOWN_RUNAWAY}


def mark(attack, prefix: str = ""):
    """The attack as a pytest param, a strict xfail while it is known to succeed."""
    id = prefix + attack.id
    reason = None if DISCOVER else getattr(attack, "xfail", None) or KNOWN.get(id)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(attack, id=id, marks=marks)
