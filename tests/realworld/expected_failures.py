"""Every (page, path) pair that fails today, with the cause group it fails for.

Paths: "render" (petite.render, initial DOM), "testing" (petite.testing.mount, step by
step), "live" (petite.live in Chromium, step by step). Each entry is a strict xfail: when
a fix makes the pair pass, its test turns red and the entry must be removed here.
The minimal reproduction of each cause group is in tests/realworld/README.md.
"""

EXPECTED_FAILURES: dict[tuple[str, str], str] = {
    ('andresgnu_movies_form', 'render'): 'missing: async functions and await',
    ('andresgnu_movies_form', 'testing'): 'missing: async functions and await',
    ('andresgnu_movies_form', 'live'): 'missing: async functions and await',
    ('b45i_user_cards', 'render'): 'missing: async functions and await',
    ('b45i_user_cards', 'testing'): 'missing: async functions and await',
    ('b45i_user_cards', 'live'): 'missing: async functions and await',
    ('bideinsilence_django_form', 'render'): 'regex: the backtracking guard refuses the common e-mail pattern',
    ('bideinsilence_django_form', 'testing'): 'regex: the backtracking guard refuses the common e-mail pattern',
    ('bideinsilence_django_form', 'live'): 'regex: the backtracking guard refuses the common e-mail pattern',
    ('iukones_multistep_form', 'render'): 'regex: the backtracking guard refuses the common e-mail pattern',
    ('iukones_multistep_form', 'testing'): 'regex: the backtracking guard refuses the common e-mail pattern',
    ('iukones_multistep_form', 'live'): 'regex: the backtracking guard refuses the common e-mail pattern',
    ('mariyudu_contact_form', 'render'): 'missing: async functions and await',
    ('mariyudu_contact_form', 'testing'): 'missing: async functions and await',
    ('mariyudu_contact_form', 'live'): 'missing: async functions and await',
    ('marzuk_users', 'render'): 'missing: async functions and await',
    ('marzuk_users', 'testing'): 'missing: async functions and await',
    ('marzuk_users', 'live'): 'missing: async functions and await',
    ('pabcrudel_email_client', 'render'): 'missing: async functions and await',
    ('pabcrudel_email_client', 'testing'): 'missing: async functions and await',
    ('pabcrudel_email_client', 'live'): 'missing: async functions and await',
    ('programmerstevie_todo', 'testing'): "DOM: a form's named controls (form['name'], form.elements.name) are undefined",
    ('programmerstevie_todo', 'live'): "DOM: a form's named controls (form['name'], form.elements.name) are undefined",
    ('pv_example_svg', 'live'): "live: preventDefault() called in a handler does not stop the browser's default action",
    ('pv_model', 'render'): '$data: petite-vue shows a scope\'s own members plus "$refs": {}; petite omits $refs and shows inherited members',
    ('pv_model', 'testing'): '$data: petite-vue shows a scope\'s own members plus "$refs": {}; petite omits $refs and shows inherited members',
    ('pv_model', 'live'): '$data: petite-vue shows a scope\'s own members plus "$refs": {}; petite omits $refs and shows inherited members',
    ('pv_scope', 'render'): '$data: petite-vue shows a scope\'s own members plus "$refs": {}; petite omits $refs and shows inherited members',
    ('pv_scope', 'testing'): '$data: petite-vue shows a scope\'s own members plus "$refs": {}; petite omits $refs and shows inherited members',
    ('pv_scope', 'live'): '$data: petite-vue shows a scope\'s own members plus "$refs": {}; petite omits $refs and shows inherited members',
    ('timy_multi_step_form', 'render'): 'regex: the backtracking guard refuses the common e-mail pattern',
    ('timy_multi_step_form', 'testing'): 'regex: the backtracking guard refuses the common e-mail pattern',
    ('timy_multi_step_form', 'live'): 'regex: the backtracking guard refuses the common e-mail pattern',
    ('timy_youtube_search', 'render'): 'missing: async functions and await',
    ('timy_youtube_search', 'testing'): 'missing: async functions and await',
    ('timy_youtube_search', 'live'): 'missing: async functions and await',
    ('uma_movieapp', 'render'): 'missing: async functions and await',
    ('uma_movieapp', 'testing'): 'missing: async functions and await',
    ('uma_movieapp', 'live'): 'missing: async functions and await',
}
