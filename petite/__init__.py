"""petite: petite-vue for Python."""

from __future__ import annotations

from typing import Any

# Everything loads on first use: `import petite.reactivity` (which needs none of the
# engine) stays light, and `directives` can import `petite` freely.
_LAZY = {
    "ExpressionError": "errors",
    "PetiteError": "errors",
    "TemplateSyntaxError": "errors",
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
    "TrustedHTML": "safety",
    "Viewport": "expr.viewport",
}

__all__ = list(_LAZY)


def __getattr__(name: str) -> Any:
    """The public names, imported from their modules on first use."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'petite' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value
