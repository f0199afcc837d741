"""Every (page, path) pair that fails today, with the cause group it fails for.

Paths: "render" (petite.render, initial DOM), "testing" (petite.testing.mount, step by
step), "live" (petite.live in Chromium, step by step). Each entry is a strict xfail: when
a fix makes the pair pass, its test turns red and the entry must be removed here.
The minimal reproduction of each cause group is in tests/realworld/README.md.
"""

_UNDEFINED_PROPERTY = (
    'deliberate (README): `:href`/`:src` bound to undefined (the closed popup\'s store?.popupData?.html_url) - petite-vue writes "undefined", petite removes the attribute as Vue 3 does'
)

_SCHEDULER_ORDER = (
    "scheduler order: petite runs queued binding effects in creation order (the v-for filling a "
    "<select> before the select's v-model), petite-vue in the order their data changed: after "
    "`this.names[i] = this.selected = X` petite-vue's model effect runs first, finds no option X yet "
    "and leaves the list box with nothing selected; petite renames the option first and selects X"
)

EXPECTED_FAILURES: dict[tuple[str, str], str] = {
    ("vuedocs_crud", "testing"): _SCHEDULER_ORDER,
    ("vuedocs_crud", "live"): _SCHEDULER_ORDER,
    ("pasquale_portfolio", "render"): _UNDEFINED_PROPERTY,
    ("pasquale_portfolio", "testing"): _UNDEFINED_PROPERTY,
    ("pasquale_portfolio", "live"): _UNDEFINED_PROPERTY,
}
