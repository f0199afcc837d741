"""Cases: a select's options made and added by code (`new Option(...)`, `select.add`,
`petite.dom.select_options`) and the table API (`rows`, `insertRow`, `deleteRow`,
`createTHead` ..., `cells`, `insertCell`, `rowIndex`, `cellIndex`: `petite.dom.tables`),
recorded from petite-vue 0.4.1 in Chromium; each line shows a result or the error."""

from ..harness import Case, expression_probe as _probe


_SELECT = '<select ref="s"><option>a</option><optgroup label="g"><option>b</option></optgroup><option>c</option></select>'
_TABLE = '<table ref="t"><caption>c</caption><tr><td>1</td><td>2</td></tr></table><table ref="e"></table>'

CASES = [
    _probe("option_constructor", "", [
        "Option.name", "typeof Option", "new Option() instanceof Option", "new Option() instanceof HTMLOptionElement",
        "Option === HTMLOptionElement", "new Option().outerHTML", "new Option('t', 'v', true, false).outerHTML",
        "new Option('t', 'v', true, false).selected", "new Option('t', 'v', false, true).selected",
        "new Option('t', 'v', true, true).defaultSelected", "new Option('', '').outerHTML",
        "new Option(undefined, undefined).outerHTML", "new Option(null, null).outerHTML", "new Option('a b  c').text",
        "new Option(1, 2).value", "new Option('x').index", "Option()", "Event()", "new Event()",
        "new Option('<b>x</b>').innerHTML",
    ]),
    _probe("select_add", _SELECT, [
        "($refs.s.add(new Option('z')), $refs.s.options.length)",
        "($refs.s.add(new Option('y'), 0), $refs.s.options[0].text)",
        "($refs.s.add(new Option('x'), 2), $refs.s.options[2].parentNode.tagName)",
        "$refs.s.add(new Option('w'), $refs.s.options[2])",
        "$refs.s.add(new Option('v'), new Option('u'))",
        "($refs.s.add(new Option('t'), 99), $refs.s.options.length)",
        "($refs.s.add(new Option('q'), -5), $refs.s.lastElementChild.text)",
        "($refs.s.add(new Option('p'), 'abc'), $refs.s.options[0].text)",
        "($refs.s.add(new Option('o'), 1.9), $refs.s.options[1].text)",
        "($refs.s.add(new Option('n'), null), $refs.s.lastElementChild.text)",
        "($refs.s.add(new Option('m'), {}), $refs.s.options[0].text)",
        "$refs.s.add(document.createElement('div'))", "$refs.s.add()", "$refs.s.add($refs.s)", "$refs.s.add('x')",
        "(() => { const g = document.createElement('optgroup'); g.label = 'h'; $refs.s.add(g, $refs.s.firstElementChild); return $refs.s.firstElementChild.tagName })()",
        "(() => { const o = $refs.s.options[1]; $refs.s.add(o, 4); return $refs.s.options[3].text })()",
        "(() => { const o = $refs.s.options[1]; $refs.s.add(o, o); return $refs.s.options[1].text })()",
        "($refs.s.add(new Option('k', 'k', false, true)), $refs.s.value)",
        "($refs.s.add(new Option('j', 'j', true, false), 0), $refs.s.value)",
        "[...$refs.s.options].map(o => o.text).join()",
    ]),
    _probe("select_add_model", '<select ref="s" v-model="pick"><option>a</option></select><i>{{ pick }}</i>', [
        "($refs.s.add(new Option('Bee', 'b')), $refs.s.options.length)",
        "($refs.s.add(new Option('Cat', 'c', false, true), 0), $refs.s.value)",
        "pick",
    ], scope="r: [], pick: 'a'"),
    _probe("table_api", _TABLE, [
        "$refs.t.insertRow(5)", "$refs.t.insertRow(-2)", "$refs.t.deleteRow(5)", "$refs.t.deleteRow(-2)",
        "$refs.t.tBodies[0].insertRow(5)", "$refs.t.tBodies[0].deleteRow(5)", "$refs.t.rows[0].insertCell(5)",
        "$refs.t.rows[0].deleteCell(5)", "$refs.t.rows[0].deleteCell(-5)", "$refs.t.caption.textContent",
        "$refs.t.tHead", "$refs.t.tFoot", "$refs.t.tBodies.length", "$refs.t.rows[0].cells.length",
        "($refs.t.rows[0].deleteCell(-1), $refs.t.outerHTML)", "($refs.t.rows[0].deleteCell(0), $refs.t.outerHTML)",
        "($refs.t.rows[0].deleteCell(-1), $refs.t.outerHTML)", "($refs.t.deleteRow(-1), $refs.t.outerHTML)",
        "($refs.t.deleteRow(-1), $refs.t.outerHTML)", "$refs.t.deleteRow(0)",
        "($refs.e.insertRow().insertCell().textContent = 'x', $refs.e.outerHTML)",
        "($refs.e.createTHead(), $refs.e.createTFoot(), $refs.e.createCaption(), $refs.e.createTBody(), $refs.e.outerHTML)",
        "$refs.e.createTHead() === $refs.e.tHead",
        "($refs.e.insertRow(0), $refs.e.rows.length)", "($refs.e.tHead.insertRow(), $refs.e.rows.length)",
        "[...$refs.e.rows].map(r => r.parentNode.tagName + r.rowIndex + r.sectionRowIndex).join()",
        "(() => { const c = $refs.e.rows[2].insertCell(0); return [c.cellIndex, c.tagName, $refs.e.rows[2].cells.length].join() })()",
        "($refs.e.deleteTHead(), $refs.e.deleteCaption(), $refs.e.deleteTFoot(), $refs.e.outerHTML)",
        "document.createElement('td').cellIndex", "document.createElement('tr').rowIndex",
        "document.createElement('tr').sectionRowIndex", "$refs.e.insertRow(1.5).rowIndex",
        "(() => { const t = document.createElement('table'); t.insertRow(); t.createTBody(); t.insertRow(); return t.outerHTML })()",
        "(() => { const t = document.createElement('table'); t.createTFoot(); t.insertRow(); return t.outerHTML })()",
        "(() => { const t = document.createElement('table'); t.createTHead().insertRow(); t.insertRow(); t.createTFoot().insertRow(); t.insertRow(-1); return t.outerHTML + t.rows.length })()",
        "(() => { const t = document.createElement('table'); t.innerHTML = '<colgroup></colgroup><caption>c</caption><tr></tr>'; t.createTHead(); return t.outerHTML })()",
        "(() => { const t = document.createElement('table'); t.innerHTML = '<tfoot><tr></tr></tfoot><tr></tr><thead><tr></tr></thead>'; return [...t.rows].map(r => r.parentNode.tagName + r.rowIndex).join() })()",
    ]),
    Case("table_rows_in_list", '<div v-scope="{ n: 2 }"><table ref="t"><tr v-for="i in n"><td>{{ i }}</td></tr></table>'
         '<button @click="$refs.t.insertRow(0).insertCell().textContent = \'top\'; n++">add</button>'
         '<i>{{ n }}</i></div>', steps=(("click", "button"), ("click", "button"))),
]
