"""Runnable demo pages for petite: `python -m demos` (or `make demo`) serves them.

Each demo is a live page: a petite-vue template in `demos/pages/<name>.html` and its
state in `demos/<name>.py`, a class instantiated once per browser tab. Methods called
from `@click` and friends run in Python; assignments to `self.…` update the page.
`demos/app.py` mounts them all (`LiveApp`) in one Starlette app with an index page.
"""
