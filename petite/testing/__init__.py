"""Component testing API."""
