"""Cases: DOM properties with no attribute behind them, read and written by a script (a
select-all checkbox's `indeterminate`, a media element's `muted` and `volume`, an
element's `nonce`): the value set is read back, `:indeterminate` matches it, `in` sees
the property on the elements that have it, and no attribute changes; recorded from
petite-vue 0.4.1 in Chromium."""

from ..harness import Case
from ..harness import button_probe as _probe

_MARKUP = ('<input type="checkbox" id="all"><input type="checkbox" id="one" checked>'
           '<video id="v" muted></video><audio id="a"></audio><div id="d" nonce="n1"></div>')
_ALL = "document.getElementById('all')"

CASES = [
    _probe("property_only_members", _MARKUP, [
        f"[typeof {_ALL}.indeterminate, {_ALL}.indeterminate, 'indeterminate' in {_ALL}, 'indeterminate' in document.getElementById('d')].join()",
        f"({_ALL}.indeterminate = 1, {_ALL}.indeterminate) + ':' + document.querySelectorAll(':indeterminate').length + ':' + {_ALL}.outerHTML",
        f"({_ALL}.indeterminate = '', {_ALL}.indeterminate) + ':' + document.querySelectorAll('input:indeterminate').length",
        "[document.getElementById('v').muted, document.getElementById('a').muted, document.getElementById('a').volume, 'muted' in document.getElementById('d')].join()",
        "(() => { const a = document.getElementById('a'); a.muted = true; a.volume = 0.25; return [a.muted, a.volume, a.outerHTML].join() })()",
        "(() => { const a = document.getElementById('a'); try { a.volume = 2 } catch (e) { return e.name + ':' + a.volume } return 'no error' })()",
        "(() => { const d = document.getElementById('d'); const before = d.nonce; d.nonce = 'n2'; return [before, d.nonce, d.getAttribute('nonce'), typeof document.getElementById('all').nonce].join() })()",
    ]),
    Case("select_all_checkbox_indeterminate",
         '<div v-scope="{ items: [{ n: \'a\', on: false }, { n: \'b\', on: false }, { n: \'c\', on: false }],'
         ' get count() { return this.items.filter((i) => i.on).length },'
         ' sync() { const all = this.$refs.all; all.checked = this.count === this.items.length;'
         ' all.indeterminate = this.count > 0 && this.count < this.items.length },'
         ' toggleAll(e) { this.items.forEach((i) => { i.on = e.target.checked }); this.sync() } }">'
         '<label><input type="checkbox" ref="all" id="all" @change="toggleAll($event)"> all</label>'
         '<label v-for="i in items"><input type="checkbox" :id="i.n" v-model="i.on" @change="sync()"> {{ i.n }}</label>'
         '<p>{{ count }} <span v-for="i in items">{{ i.on ? 1 : 0 }}</span></p>'
         '<button id="probe" @click="$el.textContent = $refs.all.indeterminate + \':\' + document.querySelectorAll(\':indeterminate\').length">probe</button></div>',
         steps=(("click", "#a"), ("click", "#probe"), ("click", "#b"), ("click", "#c"), ("click", "#probe"),
                ("click", "#b"), ("click", "#all"), ("click", "#probe"))),
]
