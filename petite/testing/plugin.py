"""pytest plugin: the `mount` fixture."""
