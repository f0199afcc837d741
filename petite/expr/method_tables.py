"""The built-in methods by receiver type, looked up by name (``arr.push``, ``s.trim``).

A registry: ``methods`` fills these tables when it is imported (``typed_arrays`` the
typed arrays' one); ``runtime`` (member
access and calls), ``classes`` (``super.toString()``) and the code generator read them.
Filled once at import, never changed afterwards.
"""

from __future__ import annotations

from typing import Any

ARRAY_METHODS: dict[str, Any] = {}
STRING_METHODS: dict[str, Any] = {}
NUMBER_METHODS: dict[str, Any] = {}
BOOLEAN_METHODS: dict[str, Any] = {}
OBJECT_METHODS: dict[str, Any] = {}
FUNCTION_METHODS: dict[str, Any] = {}
TYPED_ARRAY_METHODS: dict[str, Any] = {}  # (`typed_arrays` fills it: a typed array's own methods)
