"""Cases: `label.control` and `control.labels` (`petite.dom.labels`: one rule with a
label's click and a live message's checks), recorded from petite-vue 0.4.1 in Chromium:
`for` naming the first element of its id (labelable or not), nesting, a hidden input."""

from ..harness import Case

CASES = [
 Case("label_control_and_labels",
      '<div v-scope="{ r: \'\' }"><label ref="l" for="i">L</label><input id="i"><label ref="m"><span><input ref="j"></span><input></label>'
      '<label ref="h" for="hid">H</label><input id="hid" type="hidden"><label ref="n" for="nope">N</label><label ref="e" for="">E</label>'
      '<label ref="d" for="dv">D</label><div id="dv"></div><label for="i">second</label><meter ref="mt" id="mt"></meter><label for="mt">M</label>'
      '<button @click="const f = (x) => x ? (x.id || x.tagName) : String(x); const $ = $refs;'
      ' r = [f($.l.control), f($.m.control), f($.h.control), f($.n.control), f($.e.control), f($.d.control), $.l.htmlFor,'
      ' document.getElementById(\'i\').labels.length, [...document.getElementById(\'i\').labels].map(x => x.textContent).join(\'+\'),'
      ' $.j.labels.length, String(document.getElementById(\'hid\').labels), typeof $.d.labels, $.mt.labels.length,'
      ' typeof $.l.labels].join(\'|\')">go</button>{{ r }}</div>',
      steps=(("click", "button"),)),
 Case("label_click_for_hidden_does_nothing",
      '<div v-scope="{ n: 0 }"><label for="h">hid</label><input id="h" type="hidden" @click="n++"><label><input type="hidden" @click="n += 10"><input type="checkbox" @click="n += 100"></label>{{ n }}</div>',
      steps=(("click", "label"), ("click", "label:nth-of-type(2)"))),
]
