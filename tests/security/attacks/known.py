"""Attacks that still succeed on main, by id: each is a strict xfail with its cause.

When a fix lands the xfail turns into an unexpected pass (strict): remove its line.
"""

from __future__ import annotations

import os

import pytest

# PETITE_ATTACKS_DISCOVER=1: no marks, so every succeeding attack shows as a failure
DISCOVER = bool(os.environ.get("PETITE_ATTACKS_DISCOVER"))

KNOWN_CORPUS: dict[str, str] = {  # test_corpus.py
}

KNOWN_BROWSER: dict[str, str] = {  # test_xss_browser.py (path-attack id)
}

KNOWN_RUNAWAY: dict[str, str] = {  # test_runaway.py
}

KNOWN_OUTSIDER: dict[str, str] = {  # test_outsider.py
}

KNOWN_OUTSIDER_XSS: dict[str, str] = {  # test_outsider_xss.py (path-attack id)
}

KNOWN = {**KNOWN_CORPUS, **KNOWN_BROWSER, **KNOWN_RUNAWAY, **KNOWN_OUTSIDER, **KNOWN_OUTSIDER_XSS}


def mark(attack, prefix: str = ""):
    """The attack as a pytest param, a strict xfail while it is known to succeed."""
    id = prefix + attack.id
    reason = None if DISCOVER else getattr(attack, "xfail", None) or KNOWN.get(id)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(attack, id=id, marks=marks)


def mark_id(id: str, value):
    """`value` as a pytest param called `id`, a strict xfail while `id` is known to succeed."""
    reason = None if DISCOVER else KNOWN.get(id)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(value, id=id, marks=marks)
