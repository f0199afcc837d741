"""JavaScript template expressions compiled to sandboxed Python."""
