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
    'c4-expr-walk-call-this': '4: a host object displays its Python repr, private fields included (expr/values.py to_js_string)',
    'c4-expr-wrapper-receiver-trim-impl': '4: a refused callable runs through a writable Builtin wrapper (f.impl = eval; expr/runtime.py)',
    'c4-render-wrapper-receiver-trim-impl': '4: a refused callable runs through a writable Builtin wrapper (f.impl = eval; expr/runtime.py)',
    'c4-mount-wrapper-receiver-trim-impl': '4: a refused callable runs through a writable Builtin wrapper (f.impl = eval; expr/runtime.py)',
    'c4-expr-wrapper-receiver-concat-impl': '4: a refused callable runs through a writable Builtin wrapper (f.impl = eval; expr/runtime.py)',
    'c4-expr-wrapper-receiver-tostring-impl': '4: a refused callable runs through a writable Builtin wrapper (f.impl = eval; expr/runtime.py)',
    'c4-expr-wrapper-receiver-getattr-impl': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-expr-wrapper-receiver-format-impl': '4: a refused callable (an indirect str.format) runs through a writable Builtin wrapper (f.impl = ...; expr/runtime.py)',
    'c4-handler-this-display': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-handler-this-json': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-handler-data-display': "4: `this` displays the Scope's Python repr with every value (expr/values.py display)",
    'c4-handler-el-style': '4: an engine or host object displays its Python repr (expr/values.py to_js_string)',
    'c5-expr-template-one-placeholder': '5: a built-in grows a string past MAX_STRING_LENGTH unchecked (expr/methods.py, builtins.py)',
    'c5-expr-normalize-18x': '5: a built-in grows a string past MAX_STRING_LENGTH unchecked (expr/methods.py, builtins.py)',
    'c5-expr-upper-3x': '5: a built-in grows a string past MAX_STRING_LENGTH unchecked (expr/methods.py, builtins.py)',
    'c5-expr-upper-sharp-s': '5: a built-in grows a string past MAX_STRING_LENGTH unchecked (expr/methods.py, builtins.py)',
    'c5-expr-lower-dotted-i': '5: a built-in grows a string past MAX_STRING_LENGTH unchecked (expr/methods.py, builtins.py)',
    'c5-expr-encode-uri': '5: a built-in grows a string past MAX_STRING_LENGTH unchecked (expr/methods.py, builtins.py)',
    'c5-expr-btoa': '5: a built-in grows a string past MAX_STRING_LENGTH unchecked (expr/methods.py, builtins.py)',
    'c5-expr-upper-loop': '5: a built-in grows a string past MAX_STRING_LENGTH unchecked (expr/methods.py, builtins.py)',
    'c5-expr-slice-loop': '5: a built-in that scans or copies a whole string costs nothing (expr/methods.py)',
    'c5-expr-indexof-loop': '5: a built-in that scans or copies a whole string costs nothing (expr/methods.py)',
    'c5-expr-includes-loop': '5: a built-in that scans or copies a whole string costs nothing (expr/methods.py)',
    'c5-expr-localecompare-loop': '5: a built-in that scans or copies a whole string costs nothing (expr/methods.py)',
    'c5-expr-equals-loop': '5: a built-in that scans or copies a whole string costs nothing (expr/methods.py)',
    'c5-expr-compare-loop': '5: a built-in that scans or copies a whole string costs nothing (expr/methods.py)',
    'c5-expr-trim-loop': '5: a built-in that scans or copies a whole string costs nothing (expr/methods.py)',
    'c5-expr-json-parse-loop': '5: a built-in that scans or copies a whole string costs nothing (expr/methods.py)',
    'c5-expr-doubling-recursion': '5: calls of template-defined functions are not charged (2^n calls run)',
    'c5-expr-doubling-arrow': '5: calls of template-defined functions are not charged (2^n calls run)',
    'c5-expr-doubling-method': '5: calls of template-defined functions are not charged (2^n calls run)',
    'c5-expr-finally-return': '5: a finally block (return/break/throw) swallows a limit error',
    'c5-expr-finally-break': '5: a finally block (return/break/throw) swallows a limit error',
    'c5-expr-finally-throw': '5: a finally block (return/break/throw) swallows a limit error',
    'c5-render-btoa': '5: a built-in grows a string past MAX_STRING_LENGTH unchecked (expr/methods.py, builtins.py)',
    'c5-render-indexof-loop': '5: a built-in that scans or copies a whole string costs nothing (expr/methods.py)',
    'c5-render-recursion-tostring': "5: deep recursion ends in a raw RecursionError on this path (no stack limit of petite's own)",
    'c5-render-deep-equal-sort': "5: deep recursion ends in a raw RecursionError on this path (no stack limit of petite's own)",
    'c5-render-catch-recursion': "5: deep recursion ends in a raw RecursionError on this path (no stack limit of petite's own)",
    'c5-template-vfor-nested-2': '5: v-for iterations of a template are not charged: nested loops multiply work without limit',
    'c5-template-vfor-nested-3': '5: v-for iterations of a template are not charged: nested loops multiply work without limit',
    'c5-template-component-recursion-id': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-mount-component-recursion-id': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-template-component-recursion-data': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-mount-component-recursion-data': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-template-component-doubling': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-mount-component-doubling': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-refill-render': '5: the step budget is process-global: a nested or concurrent render refills it (expr/runtime.py reset_budget)',
    'c5-refill-thread': '5: the step budget is process-global: a nested or concurrent render refills it (expr/runtime.py reset_budget)',
    'c5-refill-nested-click': '5: the step budget is process-global: a nested or concurrent render refills it (expr/runtime.py reset_budget)',
    'c6-origin-scheme': '6: the Origin check compares the host only, not the scheme (petite/live.py origin check)',
    'c6-origin-ws-scheme': '6: the Origin check compares the host only, not the scheme (petite/live.py origin check)',
}

KNOWN_BROWSER: dict[str, str] = {  # test_xss_browser.py (path-attack id)
    'render-c2-script-js': '2: data bound inside a <script> element runs as JavaScript (bindings in script are not refused)',
    'render-c2-script-vtext': '2: data bound inside a <script> element runs as JavaScript (bindings in script are not refused)',
    'render-c2-innerhtml-camel': '2: :innerHTML (or a v-bind key innerHTML) from data inserts markup: a v-html outside v-html',
    'render-c2-srcdoc': '2: :srcdoc from data is a whole HTML document (not treated as a markup sink)',
    'render-c2-template-from-data': '2: a $template string from data renders as markup (a v-html by another name)',
    'mount-c2-script-js': '2: data bound inside a <script> element runs as JavaScript (bindings in script are not refused)',
    'mount-c2-script-vtext': '2: data bound inside a <script> element runs as JavaScript (bindings in script are not refused)',
    'mount-c2-innerhtml-camel': '2: :innerHTML (or a v-bind key innerHTML) from data inserts markup: a v-html outside v-html',
    'mount-c2-srcdoc': '2: :srcdoc from data is a whole HTML document (not treated as a markup sink)',
    'mount-c2-template-from-data': '2: a $template string from data renders as markup (a v-html by another name)',
    'live-c2-innerhtml-camel': '2: :innerHTML (or a v-bind key innerHTML) from data inserts markup: a v-html outside v-html',
    'live-c2-srcdoc': '2: :srcdoc from data is a whole HTML document (not treated as a markup sink)',
}

KNOWN_RUNAWAY: dict[str, str] = {  # test_runaway.py
    'c5-runaway-regex-alternation-bounded': '5: the regex guard misses bounded repeats and polynomial patterns: Python re backtracks for ever (expr/regexp.py)',
    'c5-runaway-regex-optional-bounded': '5: the regex guard misses bounded repeats and polynomial patterns: Python re backtracks for ever (expr/regexp.py)',
    'c5-runaway-regex-polynomial': '5: the regex guard misses bounded repeats and polynomial patterns: Python re backtracks for ever (expr/regexp.py)',
    'c5-runaway-regex-polynomial-split': '5: the regex guard misses bounded repeats and polynomial patterns: Python re backtracks for ever (expr/regexp.py)',
    'c5-runaway-regex-polynomial-replace': '5: the regex guard misses bounded repeats and polynomial patterns: Python re backtracks for ever (expr/regexp.py)',
    'c5-runaway-regex-matchall': '5: the regex guard misses bounded repeats and polynomial patterns: Python re backtracks for ever (expr/regexp.py)',
    'c5-runaway-json-shared': '5: JSON.stringify of a shared structure is not charged per node: 2^24 nodes run (expr/values.py)',
    'c5-runaway-json-shared-keys': '5: JSON.stringify of a shared structure is not charged per node: 2^24 nodes run (expr/values.py)',
    'c5-runaway-refill-forever': '5: the step budget is process-global: a nested render refills it, so a loop never ends (expr/runtime.py)',
}

KNOWN = {**KNOWN_CORPUS, **KNOWN_BROWSER, **KNOWN_RUNAWAY}


def mark(attack, prefix: str = ""):
    """The attack as a pytest param, a strict xfail while it is known to succeed."""
    id = prefix + attack.id
    reason = None if DISCOVER else getattr(attack, "xfail", None) or KNOWN.get(id)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(attack, id=id, marks=marks)
