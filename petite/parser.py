"""HTML5 parsing into petite's DOM: moved to `petite.dom` (`parse_fragment`,
`parse_document`, `source_position`); these names remain for existing imports."""

from __future__ import annotations

from .dom import SourcePosition, parse_document, parse_fragment, source_position

__all__ = ["SourcePosition", "parse_document", "parse_fragment", "source_position"]
