"""Cases: a getter of an enclosing scope read in a v-for row runs with the row's scope as
its `this`, so `this.n` is the row's variable (petite-vue's scopes inherit from one
another, and `with` reads the getter through the row's). Found on remixer-dec's
rg-backup paginator (`get displayPage() { return this.pagesLR.leftPage - 1 +
this.pageNumber }`, read in `v-for="pageNumber in range"` by `{{ }}`, `:data-page` and
`:class="{ active: displayPage == currentPage }"`). On the render path the class object
(built inline) and expressions with statements (hoisted into a function) read such a
getter without the row's variables; recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case

CASES = [
    Case(
        "rw37_row_getter_this",
        '<div v-scope="{ cur: 2, get d() { return this.n * 10 }, get both() { return this.m + \'-\' + this.n } }">'
        '<b v-for="n in 3" :class="{ on: d == cur * 10, off: d != cur * 10 }" :data-d="d"'
        ' :title="(() => { let q = d; return q + 1 })()">{{ d }}</b>'
        '<i v-for="m in 2"><u v-for="n in 2" :class="{ same: both == m + \'-\' + m }">{{ both }}</u></i>'
        '<button @click="cur = 3">3</button></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "rw37_row_getter_component",
        '<div v-scope="{ page: 1 }"><div v-scope="{ Pager(total) { return { total,'
        ' get left() { return Math.max(1, page - 1) }, get shown() { return this.left - 1 + this.i },'
        ' go(p) { page = p } } } }"><p v-scope="Pager(6)"><button v-for="i in 3"'
        ' :class="{ active: shown == page }" :data-page="shown" @click="go(shown)">{{ shown }}</button></p>'
        '</div></div>',
        steps=(("click", "button:nth-of-type(3)"), ("click", "button:nth-of-type(3)")),
    ),
]
