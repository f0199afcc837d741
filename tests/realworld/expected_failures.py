"""Every (page, path) pair that fails today, with the cause group it fails for.

Paths: "render" (petite.render, initial DOM), "testing" (petite.testing.mount, step by
step), "live" (petite.live in Chromium, step by step). Each entry is a strict xfail: when
a fix makes the pair pass, its test turns red and the entry must be removed here.
The minimal reproduction of each cause group is in tests/realworld/README.md.
"""

EXPECTED_FAILURES: dict[tuple[str, str], str] = {
    ('andresgnu_movies_form', 'render'): 'missing: async functions / await',
    ('andresgnu_movies_form', 'testing'): 'missing: async functions / await',
    ('andresgnu_movies_form', 'live'): 'missing: async functions / await',
    ('b45i_user_cards', 'render'): 'missing: async functions / await',
    ('b45i_user_cards', 'testing'): 'missing: async functions / await',
    ('b45i_user_cards', 'live'): 'missing: async functions / await',
    ('marzuk_users', 'render'): 'missing: async functions / await',
    ('marzuk_users', 'testing'): 'missing: async functions / await',
    ('marzuk_users', 'live'): 'missing: async functions / await',
    ('pabcrudel_email_client', 'render'): 'missing: async functions / await',
    ('pabcrudel_email_client', 'testing'): 'missing: async functions / await',
    ('pabcrudel_email_client', 'live'): 'missing: async functions / await',
    ('pv_example_svg', 'live'): 'live: preventDefault() called in a handler does not stop the browser default (form submit navigates)',
    ('pv_model', 'render'): 'missing: $data',
    ('pv_model', 'testing'): 'missing: $data',
    ('pv_model', 'live'): 'missing: $data',
    ('pv_scope', 'render'): 'missing: $data',
    ('pv_scope', 'testing'): 'missing: $data',
    ('pv_scope', 'live'): 'missing: $data',
    ('uma_movieapp', 'render'): 'missing: async functions / await',
    ('uma_movieapp', 'testing'): 'missing: async functions / await',
    ('uma_movieapp', 'live'): 'missing: async functions / await',
}
