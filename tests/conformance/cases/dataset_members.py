"""`delete el.dataset.fooBar` removes `data-foo-bar`, and `'fooBar' in el.dataset` reads it (found by
a helper: the delete did nothing and `in` was false), recorded from petite-vue 0.4.1."""

from ..harness import Case

CASES = [
    Case(
        "dataset_delete_and_in",
        '<div v-scope="{ r: \'\' }"><i ref="i" data-foo-bar="1" data-x="2"></i><button @click="const d = $refs.i.dataset;'
        " r = ['fooBar' in d, 'nope' in d, 'toString' in d, delete d.fooBar, 'fooBar' in d, delete d.nope,"
        ' Object.keys(d).join()].join()">b</button><p>{{ r }}</p></div>',
        steps=(("click", "button"),),
    ),
]
