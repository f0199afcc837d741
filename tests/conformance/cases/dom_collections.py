"""DOM collections and option properties other people's handlers use: a class list is
iterable (`[...el.classList]`, `for…of`, `Array.from`), indexable, with `item()` and
`forEach`; `form.elements` and a RadioNodeList are iterable; an option's `text`
(whitespace collapsed), `index` and `label`; `event.composedPath()` while the listeners
run (the click-outside pattern). Recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case

CASES = [
    Case(
        "dom_class_list_iteration",
        '<div v-scope="{ out: \'\' }"><p ref="p" class="a b a c">x</p><button @click="const c = $refs.p.classList; '
        'const seen = []; c.forEach((n, i, all) => seen.push(i + n + (all === c))); const walked = []; '
        'for (const n of c) walked.push(n); out = [[...c].join(), c[1], c[9], c.item(2), c.item(7), seen.join(), '
        'Array.from(c).length, walked.join(\'+\'), Object.keys(c).join(), c.length].join(\'|\')">go</button>'
        '<span>{{ out }}</span></div>',
        None,
        (("click", "button"),),
    ),
    Case(
        "dom_form_elements_iteration",
        '<div v-scope="{ out: \'\' }"><form ref="f"><input name="a" value="1"><input type="radio" name="r" value="x">'
        '<input type="radio" name="r" value="y" checked><select name="s"><option>o</option></select></form>'
        '<button @click="out = [[...$refs.f.elements].map(e => e.name).join(), Array.from($refs.f.elements.r).map(r => r.value).join(), '
        '[...$refs.f.elements.r].filter(r => r.checked).length].join(\'|\')">go</button><span>{{ out }}</span></div>',
        None,
        (("click", "button"),),
    ),
    Case(
        "dom_option_text_index_label",
        '<div v-scope="{ out: \'\' }"><select ref="s" @change="out = [$event.target.selectedOptions[0].text, '
        '$event.target.selectedOptions[0].index, $event.target.options[0].text, $event.target.options[0].label].join(\'|\')">'
        '<option value="1">  one <b> x </b>\n</option><optgroup label="g"><option value="2">two</option>'
        '<option value="3" label="Three">three</option></optgroup></select><button @click="$refs.s.options[1].text = \'Two!\'; '
        '$refs.s.options[1].index = 7; out = $refs.s.options[1].text + $refs.s.options[1].index">go</button><span>{{ out }}</span></div>',
        None,
        (("select", "select", "3"), ("click", "button")),
    ),
    Case(
        "dom_composed_path_click_outside",
        '<div v-scope="{ open: true, log: [] }" @click="log.push($event.composedPath().includes($refs.menu) + \':\' '
        '+ $event.composedPath().indexOf($event.currentTarget) + \':\' + ($event.composedPath()[0] === $event.target)); '
        'if (!$event.composedPath().includes($refs.menu)) open = false"><nav ref="menu"><a class="in">in</a></nav>'
        '<b class="out">out</b><p>{{ open }} {{ log.join() }}</p></div>',
        None,
        (("click", ".in"), ("click", ".out")),
    ),
]
CASES += [
    Case(
        "dom_attributes_node_constants_text_length",
        '<div v-scope="{ out: \'\' }"><p ref="p" id="i" data-x="1" class="c">héllo <b>w</b></p><button @click="const p = $refs.p; '
        'const t = p.firstChild; p.attributes[\'data-x\'].value = 2; out = [[...p.attributes].map(a => a.name + \'=\' + a.value).join(), '
        'p.attributes.length, p.attributes.id.value, p.attributes.item(2).name, p.attributes.getNamedItem(\'ID\').ownerElement === p, '
        'p.attributes.nope, p.attributes.item(9), t.length, t.nodeType === Node.TEXT_NODE, p.nodeType === Element.ELEMENT_NODE, '
        'Node.DOCUMENT_FRAGMENT_NODE].join(\'|\')">go</button><span>{{ out }}</span></div>',
        None,
        (("click", "button"),),
    ),
]
CASES += [
    Case(
        "script_click_event_fields",
        '<div v-scope="{ out: \'\', n: 0 }"><button class="a" @click="out = [$event.button, $event.detail, $event.clientX, '
        '$event.shiftKey, $event.isTrusted, $event.eventPhase, $event.composedPath().length > 2].join()">go</button>'
        '<button class="b" @click="n += $event.detail">b</button><button class="c" @click="$el.previousElementSibling.click()">c</button>'
        '<span>{{ out }} {{ n }}</span></div>',
        None,
        (("click", ".a"), ("click", ".b"), ("click", ".c")),
    ),
]
CASES += [
    Case(
        "form_elements_item_past_the_end",
        '<form v-scope="{ r: \'\' }"><input name="a"><input type="radio" name="c" value="1"><input type="radio" name="c" value="2">'
        '<button type="button" @click="const f = $el.form, c = f.elements.c; let s = 0; c.forEach((r, i) => s += +r.value * (i + 1)); '
        'r = [f.elements.item(5), f.elements.item(0).name, f.elements.item(\'1\').value, c.item(1).value, c.item(2), '
        'f.elements.item(NaN).name, c.item(-1), f.elements[9], s].map(String).join()">go</button><span>{{ r }}</span></form>',
        None,
        (("click", "button"),),
    ),
]
