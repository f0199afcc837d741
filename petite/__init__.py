"""petite: petite-vue for Python."""
