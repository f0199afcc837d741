"""Attacks that still succeed on main, by id: each is a strict xfail with its cause.

When a fix lands the xfail turns into an unexpected pass (strict): remove its line.
"""

from __future__ import annotations

import pytest

KNOWN: dict[str, str] = {
    'c1-deep-elements': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c1-deep-vif': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c1-deep-vfor': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c1-deep-scope': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c4-expr-walk-json-acct': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-expr-walk-json-point': '4: a private field of a host object is displayed (expr/values.py json/display of dataclasses)',
    'c4-expr-walk-json-scope': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-expr-walk-string-acct': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-expr-walk-string-mod': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-expr-walk-string-gen': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-expr-walk-concat-acct': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-render-walk-concat-acct': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-mount-walk-concat-acct': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-expr-walk-template-acct': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-expr-walk-template-this': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-expr-walk-display-acct': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-expr-walk-display-this': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-render-walk-display-this': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-mount-walk-display-this': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-expr-walk-display-scope-obj': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-expr-walk-join-acct': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-render-walk-join-acct': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-mount-walk-join-acct': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-expr-walk-new-cls-repr': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-expr-walk-getter-leak': '4: an engine or host object displays its Python repr (expr/values.py to_js_string)',
    'c4-expr-walk-arrow-this': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-expr-wrapper-receiver-trim-impl': '4: a refused callable runs through a writable Builtin wrapper (f.impl = eval; expr/runtime.py)',
    'c4-render-wrapper-receiver-trim-impl': '4: a refused callable runs through a writable Builtin wrapper (f.impl = eval; expr/runtime.py)',
    'c4-mount-wrapper-receiver-trim-impl': '4: a refused callable runs through a writable Builtin wrapper (f.impl = eval; expr/runtime.py)',
    'c4-expr-wrapper-receiver-concat-impl': '4: a refused callable runs through a writable Builtin wrapper (f.impl = eval; expr/runtime.py)',
    'c4-expr-wrapper-receiver-tostring-impl': '4: a refused callable runs through a writable Builtin wrapper (f.impl = eval; expr/runtime.py)',
    'c4-expr-wrapper-receiver-format-impl': '4: leaked Python internals: ["<class \'", "<class \'"]',
    'c4-handler-this-display': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-handler-this-json': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-handler-data-display': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-handler-el-style': '4: an engine or host object displays its Python repr (expr/values.py to_js_string)',
}


def mark(attack):
    reason = attack.xfail or KNOWN.get(attack.id)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(attack, id=attack.id, marks=marks)
