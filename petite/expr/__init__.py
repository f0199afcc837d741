"""JavaScript template expressions compiled to sandboxed Python.

``compile_expression(src, kind)`` parses a petite-vue expression once, compiles it to
Python source that calls a small runtime, and caches the resulting function
``fn(scope, el, event)``. See docs/expressions.md for the language, the values
and the sandbox's promise and limits.
"""

from .ast import Node
from .builtins import GLOBALS
from .compiler import RUNTIME, compile_expression, python_fast_source, python_source
from .errors import ExpressionError, ExpressionSyntaxError
from .parser import MAX_EXPRESSION_LENGTH, MAX_NESTING_DEPTH, interpolation_source, parse
from .budget import MAX_STEPS, Budget, ExpressionLimitError, evaluation, metered
from .functions import JSFunction
from .property_tables import own_properties
from .runtime import js_equals, register_types, strict_equals
from .scope import Scope
from .values import (
    MAX_ARRAY_LENGTH,
    MAX_STRING_LENGTH,
    Accessor,
    JSObject,
    is_array,
    is_object,
    js_typeof,
    json_stringify,
    json_parse,
    number_to_string,
    to_display_string,
    to_js_string,
    to_number,
    truthy,
    undefined,
)

__all__ = [
    "Accessor",
    "ExpressionError",
    "ExpressionLimitError",
    "ExpressionSyntaxError",
    "GLOBALS",
    "JSFunction",
    "JSObject",
    "MAX_ARRAY_LENGTH",
    "MAX_EXPRESSION_LENGTH",
    "MAX_NESTING_DEPTH",
    "MAX_STEPS",
    "MAX_STRING_LENGTH",
    "Node",
    "RUNTIME",
    "Scope",
    "compile_expression",
    "interpolation_source",
    "is_array",
    "is_object",
    "js_equals",
    "js_typeof",
    "json_parse",
    "json_stringify",
    "number_to_string",
    "own_properties",
    "parse",
    "python_fast_source",
    "python_source",
    "register_types",
    "evaluation",
    "metered",
    "Budget",
    "strict_equals",
    "to_display_string",
    "to_js_string",
    "to_number",
    "truthy",
    "undefined",
]
