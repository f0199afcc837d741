"""One module per directive."""
