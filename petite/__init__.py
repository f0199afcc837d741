"""petite: petite-vue for Python."""

from __future__ import annotations

from typing import Any

from .errors import ExpressionError, PetiteError, TemplateSyntaxError

_LAZY = {
    "Template": "template",
    "compile": "template",
    "compile_file": "template",
    "render": "template",
    "Templates": "loader",
    "TemplateNotFound": "loader",
    "App": "app",
    "create_app": "app",
    "next_tick": "scheduler",
    "flush": "scheduler",
    "TrustedURL": "safety",
}

__all__ = ["ExpressionError", "PetiteError", "TemplateSyntaxError", *_LAZY]


def __getattr__(name: str) -> Any:
    """Heavier parts load on first use (and `directives` can import `petite` freely)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'petite' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value
