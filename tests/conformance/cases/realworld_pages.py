"""Rules found on real-world pages (tests/realworld): the minimal template of each."""

from ..harness import Case

_COUNTER = "next: (() => { let n = 0; return () => ++n })()"

CASES = [
    # petite-vue mounts a list's first rows in order, and in later updates creates new
    # rows walking the list from its end (pasquale_portfolio: an image picked at random per row).
    Case(
        "rw_for_update_creates_new_rows_last_to_first",
        f'<div v-scope="{{ xs: [], {_COUNTER} }}"><button @click="xs = [\'a\', \'b\', \'c\']">go</button>'
        '<button @click="xs.push(\'d\', \'e\')">more</button><p v-for="x in xs">{{ x }}{{ next() }}</p></div>',
        steps=(("click", "button"), ("click", "button:nth-of-type(2)")),
    ),
    Case(
        "rw_for_first_rows_in_order_then_new_ones_last_to_first",
        f'<div v-scope="{{ xs: [{{ id: 1 }}, {{ id: 2 }}], {_COUNTER} }}">'
        '<button @click="xs.splice(1, 0, { id: 3 }, { id: 4 }); xs.unshift({ id: 5 })">go</button>'
        '<p v-for="x in xs" :key="x.id">{{ x.id }}:{{ next() }}</p></div>',
        steps=(("click", "button"),),
    ),
]
