"""Cases: the text selection of inputs and textareas (`petite.dom.text_selection`),
recorded from petite-vue 0.4.1 in Chromium: selectionStart/End/Direction, a value set
putting the caret at its end, setSelectionRange's clamping and directions, select(),
setRangeText's four modes, and the errors of types without a selection."""

from ..harness import Case

_GO = (("click", "button"),)

CASES = [
    Case("text_selection_reads",
         '<div v-scope="{ r: \'\' }"><input ref="i" value="hello"><textarea ref="t">xy</textarea>'
         '<input ref="n" type="number" value="3"><input ref="c" type="checkbox"><input ref="e" type="email">'
         '<button @click="r = JSON.stringify([$refs.i.selectionStart, $refs.i.selectionEnd, $refs.i.selectionDirection,'
         ' $refs.t.selectionStart, $refs.n.selectionStart, $refs.c.selectionEnd, $refs.e.selectionDirection,'
         ' typeof $refs.i.setRangeText])">go</button>{{ r }}</div>',
         steps=_GO),
    Case("text_selection_value_moves_caret",
         '<div v-scope="{ r: [] }"><input ref="i" value="hello"><textarea ref="t">xy</textarea>'
         '<button @click="const i = $refs.i; i.value = \'abc\'; r.push(i.selectionStart, i.selectionEnd);'
         ' i.setSelectionRange(1, 2); i.value = \'abc\'; r.push(i.selectionStart); i.value = \'abcd\'; r.push(i.selectionStart);'
         ' i.value = \'h\\u{1F600}llo\'; r.push(i.selectionStart, i.value.length);'
         ' $refs.t.value = \'qq\'; $refs.t.setSelectionRange(1, 2); r.push($refs.t.selectionStart, $refs.t.selectionEnd)">go</button>'
         '{{ r.join() }}</div>',
         steps=_GO),
    Case("text_selection_set_range",
         '<div v-scope="{ r: [] }"><input ref="i" value="abcd">'
         '<button @click="const i = $refs.i; const s = () => r.push(i.selectionStart + \'-\' + i.selectionEnd + i.selectionDirection[0]);'
         ' i.setSelectionRange(3, 1); s(); i.setSelectionRange(1, 99, \'backward\'); s(); i.setSelectionRange(2, 3, \'xx\'); s();'
         ' i.setSelectionRange(0, 1, \'none\'); s(); i.selectionStart = 3; s(); i.selectionEnd = 1; s();'
         ' i.selectionDirection = \'backward\'; s(); i.selectionDirection = \'bogus\'; s(); i.select(); s();'
         ' i.setSelectionRange(-1, 2); s(); i.setSelectionRange(1.7, NaN); s(); i.setSelectionRange(2, undefined); s()">go</button>'
         '{{ r.join() }}</div>',
         steps=_GO),
    Case("text_selection_range_text",
         '<div v-scope="{ r: [] }"><input ref="i" value="abcd">'
         '<button @click="const i = $refs.i; const s = () => r.push(i.value + \':\' + i.selectionStart + \'-\' + i.selectionEnd);'
         ' i.select(); i.setRangeText(\'ZZ\', 1, 2); s(); i.setRangeText(\'Q\'); s(); i.setRangeText(\'W\', 0, 1, \'select\'); s();'
         ' i.setRangeText(\'E\', 0, 1, \'end\'); s(); i.setRangeText(\'R\', 1, 1, \'start\'); s();'
         ' i.value = \'0123456789\'; i.setSelectionRange(2, 8); i.setRangeText(\'xy\', 4, 5); s();'
         ' i.setRangeText(\'\', 0, 3); s(); i.setRangeText(\'long text\', 7, 99); s(); i.setRangeText(\'-\', 0, 0, \'preserve\'); s()">go</button>'
         '{{ r.join() }}</div>',
         steps=_GO),
    Case("text_selection_insert_at_caret",
         '<div v-scope="{ text: \'Hello world\', insert(el, s) { const a = el.selectionStart, b = el.selectionEnd;'
         ' this.text = this.text.slice(0, a) + s + this.text.slice(b) } }">'
         '<textarea ref="box" v-model="text"></textarea>'
         '<b @click="$refs.box.setSelectionRange(5, 5)">at 5</b><i @click="insert($refs.box, \':)\')">smile</i>'
         '<u @click="$refs.box.setSelectionRange(0, 5); insert($refs.box, \'Bye\')">swap</u><p>{{ text }}|{{ text.length }}</p></div>',
         steps=(("click", "b"), ("click", "i"), ("click", "u"), ("click", "i"))),
    Case("text_selection_errors",
         '<div v-scope="{ r: [] }"><input ref="n" type="number" value="3"><input ref="i" value="ab"><textarea ref="t"></textarea>'
         '<button @click="const t = (f) => { try { f(); r.push(\'ok\') } catch (e) { r.push(e.name + \': \' + e.message) } };'
         ' t(() => $refs.n.setSelectionRange(0, 1)); t(() => { $refs.n.selectionStart = 1 }); t(() => $refs.n.select());'
         ' t(() => $refs.n.setRangeText(\'x\')); t(() => $refs.i.setSelectionRange(1)); t(() => $refs.i.setRangeText());'
         ' t(() => $refs.i.setRangeText(\'a\', 1)); t(() => $refs.i.setRangeText(\'x\', 2, 1)); t(() => $refs.t.setRangeText(\'x\', 0, 0, \'nope\'));'
         ' t(() => $refs.t.setSelectionRange())">go</button><p v-for="x in r">{{ x }}</p></div>',
         steps=_GO),
]
