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
    'c4-out-flask-cookie-header': '4: petite.flask hands every template the whole app config (SECRET_KEY) and the request (HttpOnly cookies): an untrusted template reads or rewrites them (petite/flask.py _render; owner: integrations)',
    'c4-out-flask-cookie-jar': '4: petite.flask hands every template the whole app config (SECRET_KEY) and the request (HttpOnly cookies): an untrusted template reads or rewrites them (petite/flask.py _render; owner: integrations)',
    'c5-out-data-shared-list-class': '5: :class/:style of data normalize shared lists/strings unmetered and unbounded: 300 bytes of data make 8 MB (or 1 GB) of attribute (owner: seclimits)',
    'c5-out-data-shared-list-class-mount': '5: :class/:style of data normalize shared lists/strings unmetered and unbounded: 300 bytes of data make 8 MB (or 1 GB) of attribute (owner: seclimits)',
    'c5-out-data-shared-list-style': '5: :class/:style of data normalize shared lists/strings unmetered and unbounded: 300 bytes of data make 8 MB (or 1 GB) of attribute (owner: seclimits)',
    'c5-out-data-shared-list-style-mount': '5: :class/:style of data normalize shared lists/strings unmetered and unbounded: 300 bytes of data make 8 MB (or 1 GB) of attribute (owner: seclimits)',
    'c5-out-data-shared-string-class': '5: :class/:style of data normalize shared lists/strings unmetered and unbounded: 300 bytes of data make 8 MB (or 1 GB) of attribute (owner: seclimits)',
    'c5-out-data-shared-string-class-mount': '5: :class/:style of data normalize shared lists/strings unmetered and unbounded: 300 bytes of data make 8 MB (or 1 GB) of attribute (owner: seclimits)',
    'c5-out-data-datetime-strftime': '5: methods of bytes/bytearray/datetime values in data run unmetered and unbounded (b.ljust(5e8) allocates 500 MB; strftime makes 12M chars) (petite/expr/sandbox.py host calls; owner: seclimits)',
    'c5-out-data-datetime-strftime-mount': '5: methods of bytes/bytearray/datetime values in data run unmetered and unbounded (b.ljust(5e8) allocates 500 MB; strftime makes 12M chars) (petite/expr/sandbox.py host calls; owner: seclimits)',
}

KNOWN_OUTSIDER_XSS: dict[str, str] = {  # test_outsider_xss.py (path-attack id)
    'render-c2-out-mxss-table-mglyph': "2: mutation XSS: petite's tree puts an HTML <style> under <mglyph> in <mtext> (foster-parented out of a table); the browser reparses the serialization with <mglyph> in MathML, so the raw-text data becomes markup (raw-text guard in petite/safety.py; owner: secout)",
    'mount-c2-out-mxss-table-mglyph': "2: mutation XSS: petite's tree puts an HTML <style> under <mglyph> in <mtext> (foster-parented out of a table); the browser reparses the serialization with <mglyph> in MathML, so the raw-text data becomes markup (raw-text guard in petite/safety.py; owner: secout)",
}

KNOWN = {**KNOWN_CORPUS, **KNOWN_BROWSER, **KNOWN_RUNAWAY, **KNOWN_OUTSIDER, **KNOWN_OUTSIDER_XSS}


def mark(attack, prefix: str = ""):
    """The attack as a pytest param, a strict xfail while it is known to succeed."""
    id = prefix + attack.id
    reason = None if DISCOVER else getattr(attack, "xfail", None) or KNOWN.get(id)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(attack, id=id, marks=marks)
