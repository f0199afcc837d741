"""Vue 3 reactivity for Python."""
