"""The DOM's tree-editing methods called from expressions (`appendChild`, `insertBefore`,
`remove`, `append`, `prepend`, `before`, `after`, `replaceWith`, `replaceChildren`,
`removeChild`, `replaceChild`, `cloneNode`, `insertAdjacentElement`/`Text`), their
errors, and `matches`, `getElementsByTagName`/`ClassName`; recorded from petite-vue 0.4.1
in Chromium."""

from ..harness import Case

CASES = [
    Case(
        "tree_move_and_remove",
        '<div v-scope><ul ref="u"><li>a</li><li>b</li><li ref="c">c</li><li ref="d">d</li></ul><p ref="p">p</p>'
        '<button @click="$refs.u.appendChild($refs.u.firstElementChild); $refs.d.remove(); $refs.u.insertBefore($refs.p, $refs.c);'
        ' $refs.u.insertBefore($refs.u.lastElementChild, null)">go</button></div>',
        steps=(('click', 'button'), ('click', 'button')),
    ),
    Case(
        "tree_append_prepend_before_after",
        '<div v-scope><section ref="s"><b ref="b">b</b><i ref="i">i</i></section><em ref="e">e</em>'
        '<button @click="$refs.s.append(\'end\', $refs.e); $refs.s.prepend(\'start\'); $refs.b.before(\'<x>\', $refs.i);'
        ' $refs.b.after(1, null)">go</button></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "tree_replace_with_and_children",
        '<div v-scope><p ref="p"><span ref="a">a</span><span ref="b">b</span></p><q ref="q">q</q><s ref="t">t</s>'
        '<button @click="$refs.a.replaceWith($refs.q, \'-\'); $refs.t.replaceChildren(\'x\', $refs.b)">go</button>'
        '<button id="two" @click="$refs.p.replaceChildren(); $refs.t.replaceChild($refs.p, $refs.t.firstChild)">two</button></div>',
        steps=(('click', 'button'), ('click', '#two')),
    ),
    Case(
        "tree_errors",
        '<div v-scope="{ r: [] }"><p ref="p"><b ref="b">b</b></p><i ref="i">i</i>'
        '<button @click="for (const f of [() => $refs.b.appendChild($refs.p), () => $refs.p.removeChild($refs.i),'
        ' () => $refs.p.insertBefore($refs.i, $refs.i), () => $refs.p.appendChild(\'text\'), () => $refs.b.appendChild($refs.b),'
        ' () => $refs.i.insertAdjacentText(\'inside\', \'x\')]) { try { f(); r.push(\'ok\') } catch (e) { r.push(e.name) } }">go</button>'
        '<output>{{ r.join() }}</output></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "tree_clone_and_adjacent",
        '<div v-scope><ul ref="u"><li class="x" title="t">one <b>two</b></li></ul><p ref="p">p</p>'
        '<button @click="$refs.u.append($refs.u.firstElementChild.cloneNode(true), $refs.u.firstElementChild.cloneNode());'
        ' $refs.p.insertAdjacentText(\'afterbegin\', \'<i>\'); $refs.p.insertAdjacentText(\'afterend\', \'after\');'
        ' $refs.p.insertAdjacentElement(\'beforebegin\', $refs.u.lastElementChild)">go</button></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "tree_matches_and_collections",
        '<div v-scope="{ r: \'\' }" class="root"><p class="a b" ref="p"><b class="b">1</b><i class="a b c">2</i><b>3</b></p>'
        '<button @click="r = [$refs.p.matches(\'.root > p.a\'), $refs.p.matches(\'b\'), $refs.p.getElementsByTagName(\'B\').length,'
        ' $refs.p.getElementsByTagName(\'*\').length, $refs.p.getElementsByClassName(\'b a\').length,'
        ' $refs.p.getElementsByClassName(\'\').length, Object.keys($refs.p.getBoundingClientRect().toJSON ? $refs.p.getBoundingClientRect().toJSON() : $refs.p.getBoundingClientRect()).join(\' \'),'
        ' typeof $refs.p.offsetWidth, $refs.p.namespaceURI].join()">go</button><i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "tree_text_node_methods",
        '<div v-scope><p ref="p">text<b>b</b></p>'
        '<button @click="$refs.p.firstChild.after(\'!\'); $refs.p.lastChild.before($refs.p.firstChild); $refs.p.firstChild.remove()">go</button></div>',
        steps=(('click', 'button'),),
    ),
]

CASES += [
    Case(
        "tree_create_element_and_text",
        '<div v-scope="{ n: 0 }"><ul ref="u"></ul>'
        '<button @click="const li = document.createElement(\'LI\'); li.className = \'item\'; li.textContent = \'row \' + (++n);'
        ' li.dataset.n = n; $refs.u.append(li, document.createTextNode(\'|\'))">add</button>'
        '<i>{{ n }}</i></div>',
        steps=(('click', 'button'), ('click', 'button')),
    ),
]
