"""Apps as people publish them, run step by step (found by a fidelity helper): a cart with
Intl currency formats, a calendar from Date arithmetic, a sortable paginated table
(localeCompare, Intl.Collator), search highlighting through v-html, a form wizard, a
markdown-ish formatter (replace callbacks, named groups, \\p{L}), a stopwatch and
countdown on timers, a kanban, a seeded quiz, a colour converter, async loading with
Promise combinators, class models with statics and #private members, a JSON editor, a
unit converter, tags, grouping, dates in zones and locales, a todo list in
localStorage, URL parsing, plurals, a regular-expression tester, tic-tac-toe, a
password meter, a chat, undo/redo, sorting and collation in 13 locales.

What they found: Unicode property escapes (`\\p{L}`, `\\p{Script=Greek}`, `\\P{..}`) and
V8's words for a bad `new RegExp` (regexp.py); a class in a v-scope object bound as
petite-vue binds its functions (`bound M`, no statics) and a class's `length`, `bind`,
its own name inside a class expression, a name inferred from its key, `String(cls)`
its source (classes.py, codegen.py, functions.py, runtime.py); `#x` through a reactive
proxy a TypeError as in petite-vue (V8's "Receiver must be an instance of class M" for
private methods and accessors); `e.constructor` of built-in errors, and `URIError`,
`EvalError`, `AggregateError` (builtins.py); V8's path in "Converting circular
structure to JSON" (values.py); collation's letters of their own (Swedish å ä ö after
z, Danish upper case first, Spanish ñ, Polish, Czech, Turkish letters; the root order's
ø ł ı æ: methods.py); timers in the harness settling as harness.js does
(test_steps_conformance.settle).
"""

from ..harness import WEB_PAGE, Case

CART = '''<div v-scope="{
  items: [{ sku: 'A1', name: 'Café au lait', price: 3.5, qty: 2 }, { sku: 'B2', name: 'Croissant', price: 1.25, qty: 3 }, { sku: 'C3', name: 'Gift card', price: 1000, qty: 1 }],
  coupon: '',
  currency: 'EUR',
  get subtotal() { return this.items.reduce((s, i) => s + i.price * i.qty, 0) },
  get discount() { return /^SAVE(\\d+)$/.test(this.coupon) ? this.subtotal * Number(this.coupon.match(/\\d+/)[0]) / 100 : 0 },
  get tax() { return Math.round((this.subtotal - this.discount) * 0.2 * 100) / 100 },
  fmt(n) { return new Intl.NumberFormat(this.currency === 'EUR' ? 'de-DE' : 'en-US', { style: 'currency', currency: this.currency }).format(n) },
  inc(i) { i.qty++ }, dec(i) { if (--i.qty <= 0) this.items.splice(this.items.indexOf(i), 1) }
}">
<table><tr v-for="i in items" :key="i.sku"><td>{{ i.name }}</td><td>{{ fmt(i.price) }}</td><td><button class="dec" @click="dec(i)">-</button>{{ i.qty }}<button class="inc" @click="inc(i)">+</button></td><td>{{ (i.price * i.qty).toLocaleString('en-US', { style: 'currency', currency: 'USD' }) }}</td></tr></table>
<input class="coupon" v-model.trim="coupon">
<select v-model="currency"><option>EUR</option><option>USD</option><option>JPY</option></select>
<p>Subtotal {{ fmt(subtotal) }} Discount {{ fmt(-discount) }} Tax {{ fmt(tax) }} Total <b>{{ fmt(subtotal - discount + tax) }}</b></p>
<p>{{ subtotal.toLocaleString() }} | {{ (1234567.891).toLocaleString('en-IN') }} | {{ (0.256).toLocaleString(undefined, { style: 'percent', minimumFractionDigits: 1 }) }} | {{ new Intl.NumberFormat('en', { notation: 'compact' }).format(subtotal * 1000) }}</p>
</div>'''

CAL = '''<div v-scope="{
  y: 2024, m: 1, sel: null,
  get first() { return new Date(this.y, this.m, 1) },
  get days() { return new Date(this.y, this.m + 1, 0).getDate() },
  get cells() { const lead = (this.first.getDay() + 6) % 7; return [...Array(lead).fill(null), ...Array.from({ length: this.days }, (_, i) => i + 1)] },
  get title() { return this.first.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }) },
  prev() { if (this.m === 0) { this.m = 11; this.y-- } else this.m-- },
  next() { const d = new Date(this.y, this.m + 1, 1); this.y = d.getFullYear(); this.m = d.getMonth() },
  pick(d) { this.sel = new Date(Date.UTC(this.y, this.m, d)) }
}">
<header><button class="prev" @click="prev">‹</button><b>{{ title }}</b><button class="next" @click="next">›</button></header>
<div class="grid"><span v-for="w in ['Mo','Tu','We','Th','Fr','Sa','Su']">{{ w }}</span><button v-for="(c, i) in cells" :key="i" :disabled="!c" :class="{ sel: sel && sel.getUTCDate() === c }" @click="pick(c)">{{ c ?? '' }}</button></div>
<p v-if="sel">{{ sel.toISOString() }} / {{ sel.toISOString().slice(0, 10) }} / {{ sel.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) }} / {{ sel.toLocaleDateString('de-DE', { timeZone: 'UTC' }) }} / {{ sel.getUTCDay() }} / {{ JSON.stringify({ sel }) }}</p>
<p>{{ days }} days; leap {{ new Date(y, 1, 29).getMonth() === 1 }}</p>
</div>'''

TABLE = '''<div v-scope="{
  rows: [{ name: 'Émile', city: 'Zürich', age: 31 }, { name: 'adam', city: 'Berlin', age: 25 }, { name: 'Zoë', city: 'berlin', age: 31 }, { name: 'Bob', city: 'Ätna', age: 40 }, { name: 'carl', city: 'Zürich', age: 25 }],
  keys: [{ k: 'age', dir: -1 }], page: 0, size: 2,
  sortBy(k) { const e = this.keys.find(x => x.k === k); if (e) e.dir *= -1; else this.keys.unshift({ k, dir: 1 }); this.keys = this.keys.slice(0, 2) },
  get sorted() { return [...this.rows].sort((a, b) => { for (const { k, dir } of this.keys) { const c = typeof a[k] === 'number' ? a[k] - b[k] : a[k].localeCompare(b[k], 'en', { sensitivity: 'base' }); if (c) return c * dir } return 0 }) },
  get pages() { return Math.ceil(this.rows.length / this.size) },
  get visible() { return this.sorted.slice(this.page * this.size, (this.page + 1) * this.size) }
}">
<table><thead><tr><th v-for="k in ['name','city','age']" :class="k" @click="sortBy(k)">{{ k }}{{ keys[0]?.k === k ? (keys[0].dir > 0 ? ' ▲' : ' ▼') : '' }}</th></tr></thead>
<tbody><tr v-for="r in visible" :key="r.name"><td>{{ r.name }}</td><td>{{ r.city }}</td><td>{{ r.age }}</td></tr></tbody></table>
<button class="pv" :disabled="page === 0" @click="page--">prev</button> {{ page + 1 }} / {{ pages }} <button class="nx" :disabled="page >= pages - 1" @click="page++">next</button>
<p>{{ keys.map(k => k.k + (k.dir > 0 ? '+' : '-')).join(', ') }}</p>
<p>{{ ['b', 'a', 'C', 'ä', 'A', 'z', '10', '9', 'é'].sort((a, b) => a.localeCompare(b)).join(' ') }} | {{ ['item10', 'item9', 'Item1'].sort(new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare).join(' ') }} | {{ 'a'.localeCompare('B') }} {{ 'a'.localeCompare('A') }} {{ 'résumé'.localeCompare('resume', 'en', { sensitivity: 'accent' }) }}</p>
</div>'''

SEARCH = '''<div v-scope="{
  q: 'c++', text: 'I like C++ and c# (and <b>C</b>). Also a.b*c?',
  esc(s) { return s.replace(/[.*+?^${}()|[\\]\\\\]/g, '\\\\$&') },
  html(s) { return s.replace(/[&<>\\x22']/g, c => ({ '&': '&amp;amp;', '<': '&amp;lt;', '>': '&amp;gt;', '\\x22': '&amp;quot;', '\\x27': '&amp;#39;' })[c]) },
  get hl() { if (!this.q) return this.html(this.text); const re = new RegExp('(' + this.esc(this.q) + ')', 'gi'); return this.text.split(re).map((p, i) => i % 2 ? '<mark>' + this.html(p) + '</mark>' : this.html(p)).join('') },
  get count() { return this.q ? (this.text.match(new RegExp(this.esc(this.q), 'gi')) || []).length : 0 }
}">
<input class="q" v-model="q"><p v-html="hl"></p><small>{{ count }} matches; {{ esc(q) }}; {{ String(new RegExp(esc(q), 'gi')) }}</small>
</div>'''

WIZARD = '''<form v-scope="{
  step: 1, f: { name: '', email: '', zip: '', pw: '', pw2: '', age: '' }, touched: {},
  rules: {
    name: v => v.trim().length >= 2 || 'Name too short',
    email: v => /^[^\\s@]+@[^\\s@]+\\.[a-z]{2,}$/i.test(v) || 'Invalid email',
    zip: v => /^\\d{5}(-\\d{4})?$/.test(v) || 'ZIP must be 12345 or 12345-6789',
    pw: v => (v.length >= 8 && /[A-Z]/.test(v) && /\\d/.test(v)) || 'Weak password',
    pw2: function (v) { return v === this.f.pw || 'Passwords differ' },
    age: v => (Number.isInteger(+v) && +v >= 18) || 'Must be an adult'
  },
  fields: { 1: ['name', 'email'], 2: ['zip', 'age'], 3: ['pw', 'pw2'] },
  err(k) { const r = this.rules[k].call(this, this.f[k]); return r === true ? '' : r },
  get stepErrors() { return (this.fields[this.step] || []).map(k => this.err(k)).filter(Boolean) },
  nextStep() { this.fields[this.step].forEach(k => this.touched[k] = true); if (!this.stepErrors.length) this.step++ }
}" @submit.prevent>
<ol><li v-for="n in 4" :class="{ current: n === step, done: n < step }">Step {{ n }}</li></ol>
<template v-if="step < 4"><section><div v-for="k in fields[step]" :key="k"><input :class="'f-' + k" v-model="f[k]" @blur="touched[k] = true"><em v-if="touched[k] && err(k)">{{ err(k) }}</em></div>
</section><button type="button" class="next" @click="nextStep">Next</button><p>{{ stepErrors.length }} error(s)</p></template>
<pre v-else>{{ JSON.stringify(f, (k, v) => k.startsWith('pw') ? '***' : v, 2) }}</pre>
</form>'''

MD = r'''<div v-scope="{
  src: '# Title\n\nSome **bold** and _it_ text, `code <x>` and a [link](https://ex.com/?a=1&b=2).\n- item one\n- item **two**\n\nDate: 2024-03-05, 1999-12-31.',
  esc(s) { return s.replace(/&/g, '&amp;amp;').replace(/</g, '&amp;lt;').replace(/>/g, '&amp;gt;') },
  inline(s) {
    return s.replace(/`([^`]+)`/g, (_, c) => '<code>' + c + '</code>')
      .replace(/\*\*(.+?)\*\*/g, '<b>$1</b>')
      .replace(/_(\w+)_/g, '<i>$1</i>')
      .replace(/\[(?<text>[^\]]+)\]\((?<href>[^)]+)\)/g, (...a) => { const g = a.at(-1); return `<a href='${g.href}'>${g.text}</a>` })
      .replace(/(?<y>\d{4})-(?<m>\d\d)-(?<d>\d\d)/g, '$<d>/$<m>/$<y>')
  },
  get html() {
    return this.esc(this.src).split(/\n{2,}/).map(block => {
      const h = block.match(/^(#{1,6})\s+(.*)$/);
      if (h) return `<h${h[1].length}>${this.inline(h[2])}</h${h[1].length}>`;
      if (/^- /m.test(block)) return '<ul>' + block.split('\n').map(l => l.replace(/^- /, '')).map(l => `<li>${this.inline(l)}</li>`).join('') + '</ul>';
      return '<p>' + this.inline(block) + '</p>';
    }).join('\n')
  },
  named() { return 'John Smith'.replace(/(?<first>\w+)\s(?<last>\w+)/, '$<last>, $<first>') + ' ' + 'abc'.replace(/(?<l>b)/, (...args) => JSON.stringify(args)) + ' ' + 'abc'.replace(/(?<l>b)|(?<n>z)/, '[$<n>|$<l>|$<zz>]') },
  get stats() { const words = this.src.match(/\b[\p{L}\d]+\b/gu) ?? []; return { words: words.length, chars: [...this.src].length, lines: this.src.split('\n').length, dates: [...this.src.matchAll(/(?<y>\d{4})-(\d\d)/g)].map(m => m.groups.y + ':' + m[2] + '@' + m.index) } }
}">
<textarea v-model="src"></textarea><article v-html="html"></article><pre>{{ stats }}</pre>
<p>{{ 'a-b_c d'.replace(/[-_\s]+(.)?/g, (m, c, off) => (c ? c.toUpperCase() : '') + off) }} | {{ 'x'.replace('x', '$&$&$$') }} | {{ 'aaa'.replaceAll('a', (m, i) => i) }} | {{ named() }}</p>
</div>'''

STOPWATCH = '''<div v-scope="{
  ms: 0, id: null, laps: [], ticks: 0,
  fmt(t) { const m = Math.floor(t / 60000), s = Math.floor(t / 1000) % 60, cs = Math.floor(t / 10) % 100; return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${cs.toString().padStart(2, '0')}` },
  start() { if (this.id !== null) return; this.id = setInterval(() => { this.ms += 1234; if (++this.ticks >= 3) this.stop() }, 0) },
  stop() { clearInterval(this.id); this.id = null },
  lap() { this.laps.unshift({ n: this.laps.length + 1, t: this.ms, d: this.ms - (this.laps[0]?.t ?? 0) }) },
  reset() { this.stop(); Object.assign(this, { ms: 0, laps: [], ticks: 0 }) },
  countdown: 3, cdMsg: '',
  go() { const tick = () => { if (this.countdown > 0) { this.countdown--; setTimeout(tick, 0) } else this.cdMsg = 'Liftoff at ' + new Date(0).toISOString() }; setTimeout(tick, 0) }
}">
<output>{{ fmt(ms) }}</output> {{ id === null ? 'stopped' : 'running' }}
<button class="start" @click="start">start</button><button class="lap" @click="lap">lap</button><button class="reset" @click="reset">reset</button>
<ol><li v-for="l in laps" :key="l.n">#{{ l.n }} {{ fmt(l.t) }} (+{{ fmt(l.d) }})</li></ol>
<p>{{ String(5).padStart(3, 'ab') }} {{ 'x'.padEnd(5, '12') }} {{ '7'.padStart(0) }} {{ (-5).toString().padStart(4, '0') }}</p>
<button class="go" @click="go">go</button> {{ countdown }} {{ cdMsg }}
</div>'''

KANBAN = '''<div v-scope="{
  cols: { todo: [{ id: 1, t: 'Spec' }, { id: 2, t: 'Design' }], doing: [{ id: 3, t: 'Build' }], done: [] },
  order: ['todo', 'doing', 'done'], nextId: 4, draft: '',
  move(from, i, dir) { const to = this.order[this.order.indexOf(from) + dir]; if (!to) return; const [card] = this.cols[from].splice(i, 1); this.cols[to].splice(0, 0, card) },
  up(col, i) { if (i > 0) { const a = this.cols[col]; [a[i - 1], a[i]] = [a[i], a[i - 1]] } },
  add() { if (!this.draft.trim()) return; this.cols.todo.push({ id: this.nextId++, t: this.draft.trim() }); this.draft = '' },
  get counts() { return Object.fromEntries(Object.entries(this.cols).map(([k, v]) => [k, v.length])) }
}">
<input class="draft" v-model="draft" @keyup.enter="add"><button class="add" @click="add">add</button>
<section v-for="c in order" :key="c" :class="c"><h3>{{ c.toUpperCase() }} ({{ counts[c] }})</h3>
<div v-for="(card, i) in cols[c]" :key="card.id" class="card" :data-i="i">{{ card.id }}:{{ card.t }}
<button class="l" @click="move(c, i, -1)">&lt;</button><button class="r" @click="move(c, i, 1)">&gt;</button><button class="u" @click="up(c, i)">^</button></div></section>
<pre>{{ counts }} {{ Object.values(cols).flat().map(c => c.id).sort((a, b) => b - a) }}</pre>
</div>'''

QUIZ = '''<div v-scope="{
  seed: 42, idx: 0, score: 0, answered: null,
  rng(seed) { let s = seed >>> 0; return () => { s = (s + 0x6D2B79F5) | 0; let t = Math.imul(s ^ (s >>> 15), 1 | s); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296 } },
  shuffle(a, r) { a = a.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [a[i], a[j]] = [a[j], a[i]] } return a },
  bank: [{ q: '2+2?', a: ['4', '3', '5', '22'], ok: '4' }, { q: 'Capital of France?', a: ['Paris', 'Lyon', 'Nice'], ok: 'Paris' }, { q: 'typeof null?', a: ['object', 'null', 'undefined'], ok: 'object' }],
  get questions() { const r = this.rng(this.seed); return this.shuffle(this.bank, r).map(q => ({ ...q, a: this.shuffle(q.a, r) })) },
  get cur() { return this.questions[this.idx] },
  answer(x) { if (this.answered !== null) return; this.answered = x; if (x === this.cur.ok) this.score++ },
  next() { this.idx++; this.answered = null }
}">
<input class="seed" type="number" v-model.number="seed">
<div v-if="cur"><h2>{{ idx + 1 }}. {{ cur?.q }}</h2><button v-for="(x, i) in cur?.a ?? []" :class="['opt', 'o' + i, answered === null ? '' : x === cur?.ok ? 'right' : x === answered ? 'wrong' : '']" @click="answer(x)">{{ x }}</button>
<button class="nxt" :disabled="answered === null" @click="next">next</button></div>
<p v-else>Score {{ score }}/{{ questions.length }} = {{ (score / questions.length * 100).toFixed(1) }}%</p>
<small>{{ Array.from({ length: 5 }, rng(seed)).map(x => x.toFixed(6)).join(' ') }} | {{ Math.imul(0xffffffff, 5) }} {{ -7 >>> 0 }} {{ 1 << 31 }} {{ ~~-3.7 }} {{ 2 ** 32 | 0 }} {{ (2 ** 53 + 1) % 7 }}</small>
</div>'''

COLOR = '''<div v-scope="{
  hex: '#3a7bd5',
  toRgb(h) { const m = /^#?([\\da-f]{2})([\\da-f]{2})([\\da-f]{2})$/i.exec(h) ?? /^#?([\\da-f])([\\da-f])([\\da-f])$/i.exec(h); if (!m) return null; return m.slice(1).map(x => parseInt(x.length === 1 ? x + x : x, 16)) },
  toHex(r, g, b) { return '#' + [r, g, b].map(v => Math.round(v).toString(16).padStart(2, '0')).join('') },
  toHsl([r, g, b]) { r /= 255; g /= 255; b /= 255; const max = Math.max(r, g, b), min = Math.min(r, g, b); let h, s, l = (max + min) / 2; if (max === min) { h = s = 0 } else { const d = max - min; s = l > 0.5 ? d / (2 - max - min) : d / (max + min); switch (max) { case r: h = (g - b) / d + (g < b ? 6 : 0); break; case g: h = (b - r) / d + 2; break; default: h = (r - g) / d + 4 } h /= 6 } return [h * 360, s * 100, l * 100] },
  hslToRgb(h, s, l) { s /= 100; l /= 100; const k = n => (n + h / 30) % 12, a = s * Math.min(l, 1 - l), f = n => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1))); return [f(0), f(8), f(4)].map(x => x * 255) },
  get rgb() { return this.toRgb(this.hex) },
  get hsl() { return this.rgb && this.toHsl(this.rgb) },
  get lum() { if (!this.rgb) return 0; const [r, g, b] = this.rgb.map(c => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4 }); return 0.2126 * r + 0.7152 * g + 0.0722 * b },
  lighten(p) { const [h, s, l] = this.hsl; this.hex = this.toHex(...this.hslToRgb(h, s, Math.min(100, l + p))) }
}">
<input class="hex" v-model="hex"><div class="sw" :style="{ background: rgb ? hex : 'transparent', color: lum > 0.179 ? '#000' : '#fff' }">{{ hex }}</div>
<p v-if="rgb">rgb({{ rgb?.join(', ') }}) hsl({{ hsl?.map(Math.round).join(', ') }}) {{ hsl?.map(v => v.toFixed(2)) }} lum {{ lum }} {{ lum.toPrecision(3) }}</p><p v-else class="err">Invalid color</p>
<button class="lt" @click="lighten(10)">lighter</button><button class="dk" @click="lighten(-25)">darker</button>
<small>{{ (255).toString(2) }} {{ (0.5).toString(16) }} {{ (-255).toString(36) }} {{ (3.14159).toString(8) }} {{ parseInt('0x1F') }} {{ parseInt('1e3') }} {{ Number('0b101') }} {{ Number('0o17') }} {{ (1e21).toString(16).length }} {{ Number.parseFloat('.5e-3abc') }}</small>
</div>'''

ASYNC = '''<div v-scope="{
  users: [], loading: false, error: null, log: [],
  api(q) { return new Promise((res, rej) => q === 'fail' ? rej(new Error('Server said no (' + q.length + ')')) : res([{ id: 2, name: q + ' B' }, { id: 1, name: q + ' A' }])) },
  async load(q) {
    this.loading = true; this.error = null;
    try { const data = await this.api(q); this.users = data.toSorted((a, b) => a.id - b.id); this.log.push('ok ' + data.length) }
    catch (e) { this.error = e.message; this.log.push(e.name + ': ' + e.message) }
    finally { this.loading = false }
  },
  chain() { Promise.resolve(1).then(x => x + 1).then(x => { throw new TypeError('bad ' + x) }).catch(e => e.message).then(m => this.log.push(m)).finally(() => this.log.push('fin')) },
  async all() { const r = await Promise.allSettled([this.api('x'), this.api('fail'), 3]); this.log.push(r.map(x => x.status + ':' + (x.value?.length ?? x.reason?.message ?? x.value)).join('|')); const first = await Promise.race([new Promise(r => setTimeout(() => r('slow'), 50)), Promise.resolve('fast')]); this.log.push(first); const any = await Promise.any([Promise.reject(1), Promise.resolve(2)]); this.log.push(String(any)) }
}" @vue:mounted="load('init')">
<p v-if="loading">Loading…</p><p v-else-if="error" class="err">{{ error }}</p><ul v-else><li v-for="u in users" :key="u.id">{{ u.name }}</li></ul>
<button class="ok" @click="load('Ann')">ok</button><button class="bad" @click="load('fail')">bad</button><button class="ch" @click="chain">chain</button><button class="all" @click="all">all</button>
<ol><li v-for="l in log">{{ l }}</li></ol>
</div>'''

CLASSES = '''<div v-scope="{
  lib: { Money: class Money {
    #cents;
    static #count = 0;
    constructor(cents, cur = 'USD') { this.#cents = Math.round(cents); this.cur = cur; Money.#count++ }
    static of(amount, cur) { return new Money(amount * 100, cur) }
    static get created() { return Money.#count }
    get amount() { return this.#cents / 100 }
    plus(o) { if (o.cur !== this.cur) throw new RangeError(`Currency mismatch: ${this.cur} vs ${o.cur}`); return new Money(this.#cents + o.#cents, this.cur) }
    times(n) { return new Money(this.#cents * n, this.cur) }
    #fmt() { return this.amount.toLocaleString('en-US', { style: 'currency', currency: this.cur }) }
    toString() { return this.#fmt() }
    toJSON() { return { amount: this.amount, cur: this.cur } }
    static isMoney(x) { return #cents in x }
  },
  Line: class { constructor(name, price, qty) { Object.assign(this, { name, price, qty }) } total(M) { return M.of(this.price).times(this.qty) } } },
  lines: [], msg: '', kept: null,
  add(n, p, q) { this.lines.push(new this.lib.Line(n, p, q)) },
  total() { const M = this.lib.Money; return this.lines.reduce((s, l) => s.plus(l.total(M)), M.of(0)) },
  mix() { const M = this.lib.Money; try { this.msg = String(M.of(1).plus(M.of(1, 'EUR'))) } catch (e) { this.msg = e.constructor.name + '/' + e.name + ': ' + e.message } },
  keep() { this.kept = this.lib.Money.of(2); try { this.msg = String(this.kept) + ' ' + this.lib.Money.isMoney(this.kept) } catch (e) { this.msg = e.name + ': ' + e.message } },
  keptIn() { try { this.msg = JSON.stringify(this.kept.plus(this.lib.Money.of(1))) } catch (e) { this.msg = e.name + ': ' + e.message } }
}" @vue:mounted="add('Pen', 1.1, 3); add('Book', 12.99, 2)">
<p v-for="l in lines">{{ l.name }} × {{ l.qty }} = {{ l.total(lib.Money) }} ({{ l.total(lib.Money).amount }}) {{ l.constructor.name }} {{ l instanceof lib.Line }}</p>
<p>Total {{ total() }} {{ `${total()}` }} {{ total() + '' }} {{ JSON.stringify(total()) }} {{ lib.Money.isMoney(total()) }} {{ lib.Money.isMoney({}) }} {{ typeof lib.Money }} {{ lib.Money.name }} {{ lib.Line.name }} {{ lib.Money.length }}</p>
<button class="add" @click="add('Ink', 0.005, 1)">add</button><button class="mix" @click="mix">mix</button><button class="keep" @click="keep">keep</button><button class="kin" @click="keptIn">kin</button> <i>{{ msg }}</i> <span class="count">{{ lib.Money.created > 0 }}</span>
</div>'''

JSONED = '''<div v-scope="{
  text: '{ \\x22name\\x22: \\x22petite\\x22, \\x22tags\\x22: [1, 2, 3] }', parsed: null, error: '', indent: 2,
  parse() { try { this.parsed = JSON.parse(this.text); this.error = '' } catch (e) { this.parsed = null; this.error = e.name + ': ' + e.message } },
  get pretty() { return this.parsed === null ? '' : JSON.stringify(this.parsed, null, this.indent) },
  get keys() { return this.parsed && typeof this.parsed === 'object' ? Object.keys(this.parsed).sort() : [] },
  get size() { return new Blob([this.text]).size }
}" @vue:mounted="parse">
<textarea v-model="text" @input="parse"></textarea><select v-model.number="indent"><option>2</option><option>4</option><option value="0">min</option></select>
<p class="err" v-if="error">{{ error }}</p><pre v-else>{{ pretty }}</pre><p>{{ keys.join(', ') }} | {{ typeof parsed }} {{ Array.isArray(parsed) }}</p>
</div>'''

UNITS = '''<div v-scope="{
  raw: '12.5', from: 'km', to: 'mi',
  factors: { m: 1, km: 1000, mi: 1609.344, ft: 0.3048, in: 0.0254 },
  get n() { return Number(this.raw) },
  get valid() { return this.raw.trim() !== '' && Number.isFinite(this.n) },
  get result() { return this.n * this.factors[this.from] / this.factors[this.to] },
  show(x) { return [x.toFixed(2), x.toFixed(0), x.toPrecision(3), x.toPrecision(1), x.toExponential(2), Math.round(x * 100) / 100, +x.toFixed(10), parseFloat(x.toPrecision(12))].join(' ; ') }
}">
<input class="raw" v-model="raw"><select class="from" v-model="from"><option v-for="(f, k) in factors" :value="k">{{ k }}</option></select><select class="to" v-model="to"><option v-for="k in Object.keys(factors)">{{ k }}</option></select>
<p v-if="valid">{{ raw }} {{ from }} = {{ show(result) }} {{ to }}</p><p v-else class="err">Not a number: {{ JSON.stringify(raw) }} → {{ n }} / {{ parseFloat(raw) }} / {{ parseInt(raw, 10) }}</p>
<small>{{ [Number(''), Number(' 12 '), Number('12px'), Number('1_000'), Number('0x10'), Number('1e3'), Number('.5'), Number('5.'), Number('-0'), Number(null), Number([]), Number(['7']), Number('Infinity'), Number('-infinity')].join(',') }}</small>
<small>{{ [(1.005).toFixed(2), (1.45).toFixed(1), (0.000001234).toPrecision(2), (123456789).toPrecision(4), (1e21).toFixed(2), (-1.5).toFixed(0), (2.5).toFixed(0), (0).toExponential(), (255).toExponential(1), (0.1 + 0.2).toFixed(20), (1e-7).toString(), (123e-20).toFixed(3), Number.MAX_SAFE_INTEGER + 2, 0.1 * 3, 1 / 3].join(' ') }}</small>
</div>'''

TAGS = '''<div v-scope="{
  tags: ['vue', 'petite'], input: '', history: [],
  add() { const parts = this.input.split(/[,\\s]+/).map(t => t.trim().toLowerCase()).filter(Boolean); const before = this.tags.length; this.tags = [...new Set([...this.tags, ...parts])]; this.history.push(this.tags.length - before); this.input = '' },
  remove(t) { const s = new Set(this.tags); s.delete(t); this.tags = Array.from(s) },
  get sorted() { return [...this.tags].sort() },
  get stats() { const a = new Set(['vue', 'react', 'svelte']); return { union: [...new Set([...this.tags, ...a])].length, inter: [...this.tags].filter(t => a.has(t)), diff: [...this.tags].filter(t => !a.has(t)) } }
}">
<span v-for="t in sorted" :key="t" class="tag">#{{ t }}<button :class="'x-' + t" @click="remove(t)">×</button></span>
<input class="in" v-model="input" @keydown.enter="add"><p>{{ tags.length }} {{ history }} {{ stats }} {{ new Set(tags) }} {{ new Map(tags.map((t, i) => [t, i])) }} {{ [...new Set(tags).entries()][0] }} {{ Array.from(new Set(tags), t => t.length) }} {{ String(new Set(tags)) }} {{ JSON.stringify([new Set(tags), new Map([[1, 2]])]) }}</p>
</div>'''

GROUP = '''<div v-scope="{
  sales: [{ region: 'EU', rep: 'Ann', amt: 120.5, d: '2024-01-15' }, { region: 'US', rep: 'Bob', amt: 99.99, d: '2024-02-01' }, { region: 'EU', rep: 'Cid', amt: 300, d: '2024-01-20' }, { region: 'APAC', rep: 'Ann', amt: 42, d: '2024-03-03' }],
  by: 'region',
  get groups() { return this.sales.reduce((acc, s) => { (acc[s[this.by]] ??= []).push(s); return acc }, {}) },
  get totals() { return Object.fromEntries(Object.entries(this.groups).map(([k, v]) => [k, v.reduce((t, s) => t + s.amt, 0)]).sort(([, a], [, b]) => b - a)) },
  get byMonth() { return Object.groupBy ? Object.entries(Object.groupBy(this.sales, s => new Date(s.d).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' }))).map(([m, v]) => m + ':' + v.length) : 'n/a' },
  get mapped() { const m = Map.groupBy(this.sales, s => s.amt > 100 ? 'big' : 'small'); return [...m].map(([k, v]) => `${k}=${v.map(s => s.rep)}`) },
  get matrix() { return Array.from({ length: 3 }, (_, i) => Array.from({ length: 3 }, (_, j) => i * 3 + j)).flatMap(r => r.filter(x => x % 2)) }
}">
<select v-model="by"><option>region</option><option>rep</option></select>
<dl><template v-for="(t, k) in totals" :key="k"><dt>{{ k }}</dt><dd>{{ t.toFixed(2) }} ({{ groups[k]?.length }})</dd></template></dl>
<p>{{ byMonth }} {{ mapped }} {{ matrix }} {{ Object.entries(totals).at(-1)?.[0] ?? 'none' }} {{ sales.findLast(s => s.rep === 'Ann')?.amt }} {{ sales.map(s => s.d).toSorted().at(0) }}</p>
</div>'''

CLASS_BIND = '''<p>{{ (() => { class M { static of(x) { return x } static k = 3; constructor(v, w) { this.v = v } get dbl() { return this.v * 2 } } const B = M.bind(null, 5); const out = [typeof B, B.name, B.length, M.length, typeof B.of, B.k, new B().dbl, new B(9).v, new B() instanceof M, new M(1) instanceof B, B.prototype, String(B)]; try { B() } catch (e) { out.push(e.name + ': ' + e.message) } const o = { C: class {}, D: class extends M {}, f: function () {}, g: () => 1 }; out.push(o.C.name, o.D.name, o.f.name, o.g.name, o.D.length, (class { constructor(a, b = 1, ...c) {} }).length, (class {}).length); return out.join(' | ') })() }}</p>'''

PRIVATE_ERRORS = '''<p>{{ (() => { const out = [];
class Money { #c = 1; #m() { return 1 } get #g() { return 2 } set #s(v) {} static #sm() {} static #sf = 1
  static t(o, k) { try { if (k === 0) return o.#c; if (k === 1) return o.#m(); if (k === 2) return o.#g; if (k === 3) { o.#c = 5; return 'w' } if (k === 4) { o.#s = 1; return 's' } if (k === 5) return o.#sm(); if (k === 6) return o.#sf; if (k === 7) { o.#g = 1 } if (k === 8) return o.#s } catch (e) { return e.name + ': ' + e.message } } }
const A = class { #m() {} static t(o) { try { return o.#m() } catch (e) { return e.message } } };
for (let k = 0; k < 9; k++) out.push(Money.t({}, k));
out.push(Money.t(new Money(), 7), Money.t(new Money(), 8), A.t({}), Money.t(new Money(), 0));
return out.join(' / ') })() }}</p>
<div v-scope="{ box: { m: null }, make() { class Acc { #n = 0; inc() { this.#n++; return this.#n } has(o) { return #n in o } } this.box.m = new Acc(); try { return this.box.m.inc() } catch (e) { return e.message } } }"><button @click="box.r = make() + ' ' + box.m.has(box.m)">go</button>{{ box.r }}</div>'''

DATES = '''<div v-scope="{
  start: '2024-02-27', days: 5, tz: 'UTC', locale: 'en-US',
  get list() { const d0 = new Date(this.start + 'T00:00:00Z'); return Array.from({ length: this.days }, (_, i) => new Date(d0.getTime() + i * 864e5)) },
  fmt(d, o) { return new Intl.DateTimeFormat(this.locale, { timeZone: this.tz, ...o }).format(d) },
  rel(d) { const diff = Math.round((d - new Date(this.start + 'T00:00:00Z')) / 864e5); return new Intl.RelativeTimeFormat(this.locale, { numeric: 'auto' }).format(diff, 'day') },
  week(d) { const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())); const n = t.getUTCDay() || 7; t.setUTCDate(t.getUTCDate() + 4 - n); const y0 = new Date(Date.UTC(t.getUTCFullYear(), 0, 1)); return Math.ceil(((t - y0) / 864e5 + 1) / 7) },
  parts(d) { return new Intl.DateTimeFormat(this.locale, { timeZone: this.tz, dateStyle: 'full' }).formatToParts(d).filter(p => p.type !== 'literal').map(p => p.type[0] + '=' + p.value).join(';') }
}">
<input class="start" type="date" v-model="start"><input class="days" type="number" v-model.number="days"><select class="tz" v-model="tz"><option>UTC</option><option>America/New_York</option><option>Asia/Kolkata</option><option>Australia/Sydney</option></select><select class="loc" v-model="locale"><option>en-US</option><option>en-GB</option><option>de-DE</option><option>fr-FR</option><option>ja-JP</option><option>es-ES</option></select>
<ul><li v-for="d in list" :key="d.getTime()">{{ fmt(d, { weekday: 'short', month: 'short', day: 'numeric' }) }} | {{ fmt(d, { dateStyle: 'medium', timeStyle: 'short' }) }} | {{ rel(d) }} | W{{ week(d) }} | {{ d.toISOString().split('T')[0] }} | {{ d.toLocaleDateString(locale, { timeZone: tz, year: '2-digit', month: '2-digit', day: '2-digit' }) }} | {{ d.toLocaleTimeString(locale, { timeZone: tz, hour: 'numeric', minute: '2-digit' }) }}</li></ul>
<p>{{ new Date('2024-03-10T12:00:00Z').toLocaleString('en-US', { timeZone: 'America/New_York', timeZoneName: 'short' }) }} | {{ new Date(2024, 0, 31 + 1).getDate() }} | {{ new Date('2023-02-29').toString() }} | {{ new Date('2024-13-01T00:00:00Z').getTime() }} | {{ Date.UTC(2024, 1, 30) === Date.UTC(2024, 2, 1) }} | {{ new Date(Date.UTC(2024, 0, 1)).toUTCString() }} | {{ JSON.stringify(new Date(0)) }}</p>
</div>'''

TODO = '''<div v-scope="{
  key: 'todos-al', todos: [], text: '', filter: 'all', editing: null,
  load() { try { this.todos = JSON.parse(localStorage.getItem(this.key)) ?? [] } catch { this.todos = [] } },
  save() { localStorage.setItem(this.key, JSON.stringify(this.todos)) },
  add() { const t = this.text.trim(); if (!t) return; this.todos.push({ id: this.todos.reduce((m, x) => Math.max(m, x.id), 0) + 1, t, done: false }); this.text = ''; this.save() },
  get shown() { return this.todos.filter({ all: () => true, active: t => !t.done, done: t => t.done }[this.filter]) },
  get left() { const n = this.todos.filter(t => !t.done).length; return `${n} ${new Intl.PluralRules('en-US').select(n) === 'one' ? 'item' : 'items'} left` },
  clear() { this.todos = this.todos.filter(t => !t.done); this.save() },
  raw() { const r = localStorage.getItem(this.key); return r === null ? 'null' : r.length + ':' + Object.keys(localStorage).length }
}" @vue:mounted="load" @vue:unmounted="localStorage.removeItem(key)">
<input class="new" v-model="text" @keyup.enter="add" placeholder="What needs doing?">
<ul><li v-for="t in shown" :key="t.id" :class="{ done: t.done }"><input type="checkbox" :class="'c' + t.id" v-model="t.done" @change="save"><span @dblclick="editing = t.id">{{ t.t }}</span></li></ul>
<footer><span>{{ left }}</span><a v-for="f in ['all', 'active', 'done']" :class="['f-' + f, { sel: filter === f }]" @click="filter = f">{{ f }}</a><button class="clr" v-show="todos.some(t => t.done)" @click="clear">Clear completed</button></footer>
<small>{{ raw() }}</small>
</div>'''

URLS = '''<div v-scope="{
  url: 'https://shop.example.com/search?q=red+shoes&size=42&size=43&sort=price-desc#top',
  get u() { try { return new URL(this.url) } catch (e) { return null } },
  get params() { return this.u ? [...this.u.searchParams].map(([k, v]) => k + '=' + v) : [] },
  build(extra) { const p = new URLSearchParams(this.u?.search ?? ''); for (const [k, v] of Object.entries(extra)) v == null ? p.delete(k) : p.set(k, v); p.sort(); return '?' + p.toString() }
}">
<input class="url" v-model="url">
<template v-if="u"><p>{{ u?.protocol }} {{ u?.hostname }} {{ u?.pathname }} {{ u?.hash }} {{ u?.origin }} {{ u?.searchParams.get('q') }} {{ u?.searchParams.getAll('size') }} {{ u?.searchParams.has('x') }}</p><p>{{ params.join(' & ') }}</p><p>{{ build({ page: 2, sort: null, q: 'blue & green' }) }} {{ encodeURIComponent('a b&c/d?é') }} {{ encodeURI('https://x.com/a b?q=é&r=1#h') }} {{ decodeURIComponent('%E2%9C%93') }}</p></template>
<p v-else class="err">Invalid URL</p>
</div>'''

PLURAL = '''<div v-scope="{ n: 1, items: ['apples', 'pears'], lang: 'en' }">
<input class="n" type="number" v-model.number="n"><select v-model="lang"><option>en</option><option>de</option><option>fr</option><option>ru</option><option>ar</option></select>
<p>{{ new Intl.PluralRules(lang).select(n) }} {{ new Intl.PluralRules(lang, { type: 'ordinal' }).select(n) }} {{ n }}{{ { one: 'st', two: 'nd', few: 'rd', other: 'th' }[new Intl.PluralRules('en', { type: 'ordinal' }).select(n)] }}</p>
<p>{{ new Intl.ListFormat(lang, { type: 'conjunction' }).format(items.slice(0, Math.max(0, Math.min(n, 4))).concat(n > 2 ? ['plums', 'figs'] : [])) }} | {{ new Intl.ListFormat(lang, { type: 'disjunction', style: 'short' }).format(items) }}</p>
<p>{{ n.toLocaleString(lang) }} {{ (n * 1234.5).toLocaleString(lang, { maximumFractionDigits: 1 }) }} {{ new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', currencyDisplay: 'name' }).format(n) }} {{ new Intl.RelativeTimeFormat(lang).format(-n, 'hour') }}</p>
</div>'''

RETEST = r'''<div v-scope="{
  pattern: '(?<word>\\p{Lu}\\p{Ll}+)', flags: 'gu', text: 'Hello Wörld, Ça va? ΑΒΓ Δέλτα 123 — Ünïcode',
  get result() {
    try { const re = new RegExp(this.pattern, this.flags); const ms = this.flags.includes('g') ? [...this.text.matchAll(re)] : [this.text.match(re)].filter(Boolean); return { re: String(re), ms: ms.map(m => ({ at: m.index, s: m[0], g: m.groups ? { ...m.groups } : null })) } }
    catch (e) { return { error: `${e.name}: ${e.message}` } }
  },
  strip(s) { return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s+/g, '-').toLowerCase() }
}">
<input class="pat" v-model="pattern"><input class="fl" v-model="flags"><textarea v-model="text"></textarea>
<p v-if="result.error" class="err">{{ result.error }}</p>
<ol v-else><li v-for="m in result.ms">{{ m.at }}: {{ m.s }} {{ m.g }}</li></ol><code>{{ result.re }}</code>
<p class="slug">{{ strip(text) }}</p>
</div>'''

TTT = '''<div v-scope="{
  board: Array(9).fill(null), xNext: true, history: [],
  lines: [[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]],
  get winner() { for (const [a, b, c] of this.lines) if (this.board[a] && this.board[a] === this.board[b] && this.board[a] === this.board[c]) return { who: this.board[a], line: [a, b, c] }; return null },
  get draw() { return !this.winner && this.board.every(Boolean) },
  play(i) { if (this.board[i] || this.winner) return; this.history.push([...this.board]); this.board[i] = this.xNext ? 'X' : 'O'; this.xNext = !this.xNext },
  undo() { const prev = this.history.pop(); if (prev) { this.board = prev; this.xNext = !this.xNext } }
}">
<div class="grid"><button v-for="(c, i) in board" :class="['cell', 'c' + i, { win: winner?.line.includes(i) }]" @click="play(i)">{{ c ?? '·' }}</button></div>
<p>{{ winner ? `Winner: ${winner.who}` : draw ? 'Draw' : `Next: ${xNext ? 'X' : 'O'}` }} · moves {{ history.length }} · {{ board.map(c => c || '-').join('').match(/.{3}/g).join('/') }}</p>
<button class="undo" :disabled="!history.length" @click="undo">undo</button>
</div>'''

PW = '''<div v-scope="{
  pw: '',
  get checks() { return [['length ≥ 12', this.pw.length >= 12], ['lower', /[a-z]/.test(this.pw)], ['upper', /[A-Z]/.test(this.pw)], ['digit', /\\d/.test(this.pw)], ['symbol', /[^\\w\\s]/.test(this.pw)], ['no repeats', !/(.)\\1\\1/.test(this.pw)]] },
  get pool() { return [[/[a-z]/, 26], [/[A-Z]/, 26], [/\\d/, 10], [/[^\\w]/, 33]].reduce((n, [re, k]) => n + (re.test(this.pw) ? k : 0), 0) },
  get bits() { return this.pw.length * Math.log2(this.pool || 1) },
  get label() { const b = this.bits; return b < 28 ? 'very weak' : b < 36 ? 'weak' : b < 60 ? 'reasonable' : b < 128 ? 'strong' : 'very strong' }
}">
<input class="pw" v-model="pw"><meter min="0" max="128" :value="Math.min(bits, 128)"></meter>
<ul><li v-for="[name, ok] in checks" :class="ok ? 'ok' : 'no'">{{ ok ? '✓' : '✗' }} {{ name }}</li></ul>
<p>{{ bits.toFixed(1) }} bits ({{ label }}) pool {{ pool }} · {{ [...pw].length }}/{{ pw.length }} · {{ pw.split('').reverse().join('') }} · {{ pw.codePointAt(0)?.toString(16) }} · {{ pw.at(-1) }} · {{ pw.normalize('NFC').length }}</p>
</div>'''

CHAT = '''<div v-scope="{
  me: 'ann', draft: '', t0: Date.UTC(2024, 4, 6, 9, 5),
  msgs: [{ from: 'bob', text: 'hi **ann**', at: Date.UTC(2024, 4, 6, 9, 0) }, { from: 'ann', text: 'hey :) see https://ex.com/a?b=1.', at: Date.UTC(2024, 4, 6, 9, 2) }],
  send() { const text = this.draft.trim(); if (!text) return; this.msgs.push({ from: this.me, text, at: this.t0 += 61000 }); this.draft = '' },
  time(ms) { return new Date(ms).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }) },
  ago(ms) { const s = Math.round((this.t0 - ms) / 1000); const [v, u] = s < 60 ? [s, 'second'] : s < 3600 ? [Math.floor(s / 60), 'minute'] : [Math.floor(s / 3600), 'hour']; return new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' }).format(-v, u) },
  render(t) { return t.replace(/[&<>]/g, c => '&' + { '&': 'amp', '<': 'lt', '>': 'gt' }[c] + ';').replace(/\\*\\*(.+?)\\*\\*/g, '<b>$1</b>').replace(/https?:\\/\\/[^\\s]+?(?=[.,!?]?(\\s|$))/g, u => `<a href='${u}'>${new URL(u).hostname}</a>`).replace(/:\\)/g, '🙂') },
  get grouped() { return this.msgs.reduce((g, m, i, a) => { if (i && a[i - 1].from === m.from) g.at(-1).items.push(m); else g.push({ from: m.from, items: [m] }); return g }, []) }
}">
<section v-for="(g, gi) in grouped" :key="gi" :class="g.from === me ? 'mine' : 'theirs'"><h4>{{ g.from }}</h4><p v-for="m in g.items" :key="m.at"><span v-html="render(m.text)"></span> <time>{{ time(m.at) }} · {{ ago(m.at) }}</time></p></section>
<input class="draft" v-model="draft" @keydown.enter.prevent="send"><button class="send" @click="send" :disabled="!draft.trim()">send</button>
</div>'''

UNDO = '''<div v-scope="{
  doc: { title: 'Draft', tags: ['a'], meta: { v: 1 } }, past: [], future: [], err: '',
  snap() { try { this.past.push(structuredClone(this.doc)) } catch (e) { this.err = e.name; this.past.push(JSON.parse(JSON.stringify(this.doc))) } this.future = [] },
  edit(f) { this.snap(); f(this.doc) },
  undo() { if (!this.past.length) return; this.future.push(JSON.parse(JSON.stringify(this.doc))); this.doc = this.past.pop() },
  redo() { if (!this.future.length) return; this.past.push(JSON.parse(JSON.stringify(this.doc))); this.doc = this.future.pop() }
}">
<button class="t" @click="edit(d => d.title += '!')">title</button><button class="g" @click="edit(d => d.tags.push('t' + d.tags.length))">tag</button><button class="m" @click="edit(d => d.meta.v++)">meta</button><button class="u" @click="undo">undo</button><button class="r" @click="redo">redo</button>
<pre>{{ doc }} {{ past.length }}/{{ future.length }} {{ err }}</pre>
</div>'''

SORTS = '''<p>{{ [10, 9, 1, 100, -2].sort().join() }} | {{ [3, undefined, 1, null, 2].sort().map(String).join() }} | {{ ['b', 'a', 'B', 'A', '_', '1'].sort().join('') }} | {{ [{ n: 1, k: 'x' }, { n: 0, k: 'y' }, { n: 1, k: 'z' }, { n: 0, k: 'w' }].sort((a, b) => a.n - b.n).map(o => o.k).join('') }} | {{ [5, 1, 4].toSorted((a, b) => b - a) }} | {{ ['réservé', 'Premier', 'Cliché', 'communiqué', 'café', 'Adieu'].sort(Intl.Collator('fr').compare).join() }} | {{ ['a10', 'a2', 'A1'].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).join() }} | {{ ['ä', 'a', 'z'].sort(new Intl.Collator('de').compare).join() }} {{ ['ä', 'a', 'z'].sort(new Intl.Collator('sv').compare).join() }} | {{ [1, 2, 3].sort(() => 0).join() }} | {{ Object.keys({ b: 1, 2: 1, a: 1, 1: 1, '-1': 1, '01': 1 }).join() }}</p>'''

CIRC = '''<div v-scope="{ out: [] }" @vue:mounted="const a = { name: 'a' }; a.self = a; const b = { list: [1, { x: a }] }; for (const f of [() => JSON.stringify(a), () => JSON.stringify(b), () => JSON.stringify({ n: 10n }), () => JSON.stringify(new Map([[1, 2]])), () => JSON.stringify({ d: new Date(Date.UTC(2020, 0, 1)), u: undefined, f() {}, s: Symbol('x'), nan: NaN, inf: -Infinity, neg: -0 }), () => JSON.parse('[1, 2,]'), () => JSON.parse(''), () => JSON.parse('{\\x22a\\x22: tru}'), () => JSON.parse('01'), () => JSON.parse('{a: 1}')]) { try { out.push(String(f())) } catch (e) { out.push(e.name + ': ' + e.message) } }">
<p v-for="o in out">{{ o }}</p></div>'''

CIRC2 = '''<div v-scope="{ out: [] }" @vue:mounted="const t = (f) => { try { out.push(String(f())) } catch (e) { out.push(e.name + ': ' + e.message) } };
const a = {}; a.b = { c: [0, { d: a }] }; t(() => JSON.stringify(a));
const l = []; l.push(l); t(() => JSON.stringify(l));
class Foo { constructor() { this.me = { back: this } } } t(() => JSON.stringify({ x: new Foo() }));
const deep = { k0: {} }; let cur = deep.k0; for (let i = 1; i < 6; i++) { cur['k' + i] = {}; cur = cur['k' + i] } cur.loop = deep; t(() => JSON.stringify(deep));
const deep2 = { k0: {} }; cur = deep2.k0; for (let i = 1; i < 3; i++) { cur['k' + i] = {}; cur = cur['k' + i] } cur.loop = deep2; t(() => JSON.stringify(deep2, null, 2));
const q = { 5: null }; q[5] = q; t(() => JSON.stringify(q));
const s = { list: [] }; s.list.push({ parent: s }); t(() => JSON.stringify({ wrap: s }))">
<p v-for="o in out">{{ o }}</p>
<button @click="const n = { name: 'node' }; n.kids = [{ up: n }]; out.push(n); try { out.push(JSON.stringify(out)) } catch (e) { out.splice(-1, 1, e.message) }">cyc</button></div>'''

WORDS = ['Örebro', 'Zebra', 'Ångström', 'Ärlig', 'apa', 'Ödla', 'zoo', 'åka', 'ära', 'Æble', 'Øl', 'øre', 'över', 'Mañana', 'manzana', 'nube', 'ñu', 'Łódź', 'lody', 'Łukasz', 'Ćma', 'cyan', 'środa', 'sowa', 'żaba', 'zebra', 'źle', 'Čech', 'cibule', 'řeka', 'rak', 'šance', 'sud', 'žena', 'çay', 'cam', 'ığdır', 'ılık', 'iki', 'hız', 'öğle', 'oda', 'şeker', 'su', 'ümit', 'uzun', 'Ärger', 'Äpfel', 'Apfel', 'Abend']
COLLATION = '''<div v-scope="{ words: ''' + repr(WORDS) + ''', loc: 'sv' }"><select v-model="loc"><option v-for="l in ['sv', 'fi', 'da', 'nb', 'es', 'pl', 'cs', 'tr', 'de', 'en', 'no', 'sv-FI', 'es-MX']">{{ l }}</option></select>
<p>{{ [...words].sort(new Intl.Collator(loc).compare).join(' ') }}</p><p>{{ [...words].sort((a, b) => a.localeCompare(b, loc, { sensitivity: 'base' })).join(' ') }}</p><p>{{ ['æ', 'ä', 'Ä', 'Æ', 'a', 'ø', 'ö'].sort(new Intl.Collator(loc).compare).join('') }} {{ 'ä'.localeCompare('æ', loc, { sensitivity: 'base' }) }} {{ 'ä'.localeCompare('æ', loc, { sensitivity: 'accent' }) }} {{ 'å'.localeCompare('a', loc, { sensitivity: 'base' }) }}</p></div>'''

# An object's own conversion: `[Symbol.toPrimitive](hint)` ("number" for arithmetic and
# relational comparisons, "string" for String() and templates, "default" for + and ==)
TO_PRIMITIVE = '''<div v-scope="{ out: [], run() { const hs = []; const o = { [Symbol.toPrimitive](h) { hs.push(h); return 1 } }; o + 1; o * 2; String(o); o < 2; o == 1; `${o}`; Number(o); [o].join(); Math.max(o); this.out.push(hs.join()); const m = { [Symbol.toPrimitive](h) { return h == 'number' ? 42 : 'str' } }; this.out.push(+m + `${m}` + (m + '')); class M { constructor(v) { this.v = v } [Symbol.toPrimitive](h) { return h === 'string' ? 'M' + this.v : this.v } } const x = new M(3); this.out.push((x + 1) + ',' + `${x}` + ',' + (x > 2)); try { ({ [Symbol.toPrimitive]() { return {} } }) + 1 } catch (e) { this.out.push(e.name + ': ' + e.message) } this.out.push(typeof Symbol.toPrimitive + String(Symbol.toPrimitive) + ({ [Symbol.toPrimitive]: undefined, valueOf() { return 7 } } + 1)) } }"><button @click="run()">go</button><p v-for="o in out">{{ o }}</p></div>'''

TO_PRIMITIVE_ERRORS = '''<div v-scope="{ out: [], run() { const tries = [() => ({ [Symbol.toPrimitive]: 5 }) + 1, () => `${{ [Symbol.toPrimitive]: 'x' }}`, () => +{ [Symbol.toPrimitive]: {} }, () => ({ [Symbol.toPrimitive]: true }) == 1, () => ({ [Symbol.toPrimitive]: 5n }) * 2, () => ({ [Symbol.toPrimitive]: null, valueOf() { return 6 } }) * 2, () => undefined[Symbol.iterator], () => null[Symbol('k')], () => undefined?.[Symbol('k')], () => { class D extends Date { toString() { return 'D!' } } return `${new D(0)}` + (new D(5) - 1) }]; for (const t of tries) { try { this.out.push(String(t())) } catch (e) { this.out.push(e.name + ': ' + e.message) } } } }"><button @click="run()">go</button><p v-for="o in out">{{ o }}</p></div>'''

CASES = [
    Case("alm_cart", CART, steps=(("click", "tr:nth-child(1) .inc"), ("input", ".coupon", " SAVE15 "), ("select", "select", "USD"), ("click", "tr:nth-child(2) .dec"), ("select", "select", "JPY"), ("click", "tr:nth-child(1) .dec"), ("click", "tr:nth-child(1) .dec"), ("click", "tr:nth-child(1) .dec"))),
    Case("alm_calendar", CAL, steps=(("click", ".grid button:nth-of-type(29)"), ("click", ".next"), ("click", ".grid button:nth-of-type(5)"), ("click", ".prev"), ("click", ".prev"), ("click", ".prev"), ("click", ".grid button:nth-of-type(20)"))),
    Case("alm_table", TABLE, steps=(("click", "th.name"), ("click", ".nx"), ("click", "th.city"), ("click", ".nx"), ("click", "th.city"), ("click", "th.age"))),
    Case("alm_search", SEARCH, steps=(("input", ".q", "C"), ("input", ".q", "a.b*"), ("input", ".q", "(and"), ("input", ".q", ""), ("input", ".q", "<b>"))),
    Case("alm_wizard", WIZARD, steps=(("click", ".next"), ("input", ".f-name", "Al"), ("input", ".f-email", "al@x.io"), ("click", ".next"), ("input", ".f-zip", "1234"), ("input", ".f-age", "17.5"), ("click", ".next"), ("input", ".f-zip", "12345-6789"), ("input", ".f-age", "21"), ("click", ".next"), ("input", ".f-pw", "Secret12"), ("input", ".f-pw2", "Secret1"), ("click", ".next"), ("input", ".f-pw2", "Secret12"), ("click", ".next"))),
    Case("alm_markdown", MD, steps=(("input", "textarea", "## Sub _x_\n\n- a [b](c)\n- **d**\n\n2020-01-02 and ünïcödé wörds"),)),
    Case("alm_stopwatch", STOPWATCH, steps=(("click", ".start"), ("click", ".lap"), ("click", ".start"), ("click", ".lap"), ("click", ".reset"), ("click", ".go"), ("click", ".lap"), ("click", ".lap"), ("click", ".lap"))),
    Case("alm_kanban", KANBAN, steps=(("click", ".todo .card:nth-of-type(2) .r"), ("click", ".doing .card:nth-of-type(2) .u"), ("click", ".doing .card:nth-of-type(1) .r"), ("input", ".draft", " Ship it "), ("keyup", ".draft", "Enter"), ("click", ".todo .card:nth-of-type(2) .u"), ("click", ".done .card .l"), ("click", ".todo .card .l"))),
    Case("alm_quiz", QUIZ, steps=(("click", ".o1"), ("click", ".nxt"), ("click", ".o0"), ("click", ".nxt"), ("click", ".o2"), ("click", ".nxt"), ("input", ".seed", "7"))),
    Case("alm_color", COLOR, steps=(("click", ".lt"), ("click", ".dk"), ("input", ".hex", "#0f0"), ("click", ".lt"), ("input", ".hex", "zz"), ("input", ".hex", "#FFFFFF"), ("click", ".dk"))),
    Case("alm_async", ASYNC, steps=(("click", ".ok"), ("click", ".bad"), ("click", ".ch"), ("click", ".all"), ("click", ".ok"))),
    Case("alm_classes", CLASSES, steps=(("click", ".add"), ("click", ".mix"), ("click", ".keep"), ("click", ".kin"))),
    Case("alm_jsoned", JSONED, steps=(("input", "textarea", '{"a": 1,}'), ("input", "textarea", '[1, 2'), ("input", "textarea", '{"b": [true, null, 1e400, -0, "\\u00e9"]}'), ("select", "select", "4"), ("input", "textarea", ''), ("input", "textarea", "'x'"), ("input", "textarea", '{"a":1} x'), ("select", "select", "0"), ("input", "textarea", '"str"'), ("input", "textarea", "undefined"), ("input", "textarea", '{"z":1,"a":{"y":[]}}'))),
    Case("alm_units", UNITS, steps=(("select", ".to", "ft"), ("input", ".raw", "1e3"), ("input", ".raw", " 0x1A "), ("input", ".raw", "12,5"), ("select", ".from", "in"), ("input", ".raw", "-0.0005"), ("input", ".raw", ""), ("input", ".raw", "Infinity"))),
    Case("alm_tags", TAGS, steps=(("input", ".in", "Vue, Alpine  svelte,,"), ("keydown", ".in", "Enter"), ("click", ".x-vue"), ("input", ".in", "petite"), ("keydown", ".in", "Enter"))),
    Case("alm_group", GROUP, steps=(("select", "select", "rep"),)),
    Case("alm_mounted_timeout", '<div v-scope="{ ready: false, n: 0 }" @vue:mounted="setTimeout(() => { ready = true; setTimeout(() => n++, 0) }, 0)">{{ ready ? \'ready\' : \'loading\' }} {{ n }}<button @click="n += 10">b</button></div>', steps=(("click", "button"),)),
    Case("alm_class_static_bound", '<div v-scope="{ M: class M { static of(x) { return x } static k = 3; constructor(v) { this.v = v } get dbl() { return this.v * 2 } }, f() { return 1 } }">{{ typeof M.of }} {{ M.k }} {{ M.name }} {{ f.name }} {{ new M(2).dbl }} {{ M.length }} {{ typeof M }} {{ String(M).slice(0, 5) }}</div>'),
    Case("alm_class_static_root", '<div>{{ typeof M }}</div><p v-scope="{ C: class { static s() { return 5 } } }">{{ typeof C.s }} {{ C.name }}</p>'),
    Case("alm_class_bind", CLASS_BIND),
    Case("alm_named_class_expr", '''<p>{{ (class Foo { static make() { return new Foo() } static n = 2; get k() { return Foo.n } }).make().k }} {{ (function fact(n) { return n ? n * fact(n - 1) : 1 })(5) }} {{ String(class A { m() { return 1 } }) }} {{ String(class {}) }} {{ typeof (class Z { static z = typeof Z }).z }}</p>'''),
    Case("alm_class_display", '''<div v-scope="{ lib: { K: class K extends Array { static x = 1 } } }"><p>{{ lib.K }}</p><p>{{ [lib.K] }}</p><p>{{ { k: lib.K } }}</p><p>{{ lib.K.length }} {{ lib.K.name }} {{ lib.K.x }}</p></div>'''),
    Case("alm_error_ctor", '''<p>{{ (() => { const out = []; for (const mk of [() => new RangeError('r'), () => null.x, () => JSON.parse('{'), () => new Error('e', { cause: 1 }), () => { throw new TypeError('t') }, () => new AggregateError([1], 'agg'), () => decodeURIComponent('%'), () => new URIError('u'), () => new EvalError('v'), () => BigInt(1.5), () => undefinedName]) { let e; try { e = mk() } catch (x) { e = x } out.push([e.constructor.name, e.constructor === Error, e instanceof Error, Object.prototype.toString.call(e), e.name, String(e)].join(',')) } return out.join(' | ') })() }}</p>'''),
    Case("alm_private_errors", PRIVATE_ERRORS, steps=(("click", "button"),)),
    Case("alm_dates", DATES, steps=(("select", ".tz", "America/New_York"), ("select", ".loc", "de-DE"), ("input", ".start", "2024-12-30"), ("select", ".tz", "Asia/Kolkata"), ("select", ".loc", "ja-JP"), ("select", ".tz", "Australia/Sydney"), ("select", ".loc", "fr-FR"), ("input", ".days", "2"), ("select", ".loc", "es-ES"), ("select", ".loc", "en-GB"))),
    Case("alm_todo_storage", TODO, page=WEB_PAGE, steps=(("input", ".new", " Buy milk "), ("keyup", ".new", "Enter"), ("input", ".new", "Walk dog"), ("keyup", ".new", "Enter"), ("check", ".c1", True), ("click", ".f-active"), ("click", ".f-done"), ("click", ".clr"), ("click", ".f-all"))),
    Case("alm_urls", URLS, steps=(("input", ".url", "http://localhost:8080/a/../b/./c?x=1&x=2&y=%20z"), ("input", ".url", "not a url"), ("input", ".url", "https://user:pw@EXAMPLE.com:443/p%20q?"), ("input", ".url", "mailto:someone@x.org?subject=Hi"))),
    Case("alm_plural", PLURAL, steps=(("input", ".n", "2"), ("select", "select", "ru"), ("input", ".n", "3"), ("input", ".n", "22"), ("select", "select", "ar"), ("input", ".n", "0"), ("select", "select", "fr"), ("input", ".n", "1.5"), ("select", "select", "de"), ("input", ".n", "11"))),
    Case("alm_regex_tester", RETEST, steps=(("input", ".pat", "(unclosed"), ("input", ".fl", "gi"), ("input", ".pat", "\\p{Script=Greek}+"), ("input", ".fl", "gu"), ("input", ".pat", "\\P{L}+"), ("input", ".pat", "[\\p{Lu}\\d]+"), ("input", ".pat", "\\p{Nope}"), ("input", ".fl", "gg"), ("input", ".fl", "x"), ("input", ".fl", "ium"), ("input", ".pat", "a{2,1}"), ("input", ".pat", "\\k<x>(?<y>.)"), ("input", ".pat", "(?<1x>a)"), ("input", ".fl", "y"), ("input", ".pat", "\\p{sc=Latn}\\p{gc=Ll}*"), ("input", ".fl", "gu"), ("input", "textarea", "Crème Brûlée & Café — déjà vu! 2024"))),
    Case("alm_tictactoe", TTT, steps=(("click", ".c4"), ("click", ".c0"), ("click", ".c2"), ("click", ".c6"), ("click", ".c3"), ("click", ".c5"), ("click", ".undo"), ("click", ".c8"), ("click", ".c5"), ("click", ".c7"), ("click", ".c1"), ("click", ".c5"), ("click", ".c4"))),
    Case("alm_password", PW, steps=(("input", ".pw", "abc"), ("input", ".pw", "Abcdef123456"), ("input", ".pw", "Tr0ub4dor&3xxx"), ("input", ".pw", "correct horse battery staple"), ("input", ".pw", "e\u0301"))),
    Case("alm_chat", CHAT, steps=(("input", ".draft", "  <script>x</script> **bold** :) http://a.b/c, "), ("keydown", ".draft", "Enter"), ("input", ".draft", "again"), ("click", ".send"), ("input", ".draft", "   "), ("keydown", ".draft", "Enter"))),
    Case("alm_undo", UNDO, steps=(("click", ".t"), ("click", ".g"), ("click", ".m"), ("click", ".u"), ("click", ".u"), ("click", ".r"), ("click", ".t"), ("click", ".r"))),
    Case("alm_sorts", SORTS),
    Case("alm_json_errors", CIRC),
    Case("alm_json_circular", CIRC2, steps=(("click", "button"),)),
    Case("alm_collation_tailored", COLLATION, steps=tuple(("select", "select", l) for l in ['fi', 'da', 'nb', 'es', 'pl', 'cs', 'tr', 'de', 'en', 'no', 'sv-FI', 'es-MX'])),
    Case("alm_to_primitive", TO_PRIMITIVE, steps=(("click", "button"),)),
    Case("alm_to_primitive_errors", TO_PRIMITIVE_ERRORS, steps=(("click", "button"),)),
    Case("alm_typeof_in_rows", '''<div v-scope="{ r: 1, posts: [{ title: 'One' }], later: undefined }"><div v-for="post in posts"><p>{{ typeof title }} {{ typeof post }} {{ typeof r }} {{ typeof later }} {{ typeof $refs }} {{ typeof Math }} {{ typeof title === 'undefined' ? 'none' : title }}</p><i v-for="{ title } in [{ title: typeof title }]">{{ title }}</i></div><button @click="later = 2; posts.push({ title: 'Two' })">go</button></div>''', steps=(("click", "button"),)),
]
