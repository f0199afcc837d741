"""Reflected DOM properties written and read from expressions (`el.type = 'text'` for a
password toggle, `tabIndex`, `maxLength`, `colSpan`, `draggable`, `contentEditable`,
progress and meter numbers), a read-only property written (ignored, as sloppy-mode
JavaScript does), an element's own expandos, `innerText` and the [PutForwards]
`classList`/`style` writes; recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case

CASES = [
    Case(
        "reflect_password_toggle",
        '<div v-scope="{ shown: false }"><input ref="pw" type="password" value="secret">'
        '<button @click="shown = !shown; $refs.pw.type = shown ? \'text\' : \'password\'">{{ shown ? \'hide\' : \'show\' }}</button>'
        '<i>{{ $refs.pw && $refs.pw.type }}</i></div>',
        steps=(('click', 'button'), ('click', 'button'), ('click', 'button')),
    ),
    Case(
        "reflect_numbers_written_and_read",
        '<div v-scope="{ r: \'\' }"><input ref="i" maxlength="x" size="0"><textarea ref="t" rows="-2"></textarea>'
        '<table><tr><td ref="c" colspan="2000">c</td></tr></table><ol ref="o"></ol><p ref="p">p</p>'
        '<button @click="$refs.i.maxLength = 4; $refs.i.tabIndex = \'3\'; $refs.i.size = 7.9; $refs.t.rows = 0;'
        ' $refs.t.cols = 5; $refs.c.colSpan = 3; $refs.c.rowSpan = 0; $refs.o.start = -2; $refs.p.tabIndex = 2147483648;'
        ' r = [$refs.i.maxLength, $refs.i.tabIndex, $refs.i.size, $refs.t.rows, $refs.t.cols, $refs.c.colSpan,'
        ' $refs.c.rowSpan, $refs.o.start, $refs.p.tabIndex].join()">go</button>'
        '<b>{{ [$refs.i?.maxLength, $refs.i?.size, $refs.t?.rows, $refs.c?.colSpan, $refs.p?.tabIndex].join() }}</b><i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "reflect_limits_throw",
        '<div v-scope="{ r: [] }"><input ref="i"><p ref="p"></p>'
        '<button @click="for (const f of [() => $refs.i.maxLength = -1, () => $refs.i.size = 0,'
        ' () => $refs.p.contentEditable = \'maybe\', () => $refs.i.minLength = 2]) {'
        ' try { f(); r.push(\'ok\') } catch (e) { r.push(e.name) } }">go</button><i>{{ r.join() }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "reflect_words_and_keywords",
        '<div v-scope="{ r: \'\' }"><img ref="m" src="data:,"><a ref="a" href="#x">a</a><p ref="p">p</p>'
        '<form ref="f" method="POST"></form><input ref="i" autocomplete="EMAIL" type="TeL">'
        '<button @click="$refs.p.draggable = 1; $refs.m.draggable = false; $refs.p.spellcheck = 0;'
        ' $refs.p.translate = \'\'; $refs.p.contentEditable = \'TRUE\'; $refs.p.dir = \'RTL\'; $refs.p.inert = \'x\';'
        ' r = [$refs.p.draggable, $refs.m.draggable, $refs.a.draggable, $refs.p.spellcheck, $refs.p.translate,'
        ' $refs.p.contentEditable, $refs.p.dir, $refs.f.method, $refs.f.enctype, $refs.i.autocomplete, $refs.i.type,'
        ' $refs.p.inputMode, $refs.p.hidden, $refs.p.inert].join()">go</button><i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "reflect_progress_and_meter",
        '<div v-scope="{ r: \'\' }"><progress ref="g" value="5" max="2"></progress><meter ref="m" min="10" max="5" value="7"></meter>'
        '<button @click="$refs.g.max = 0; $refs.g.value = -3; $refs.m.low = 100;'
        ' r = [$refs.g.value, $refs.g.max, $refs.m.value, $refs.m.min, $refs.m.max, $refs.m.low, $refs.m.high, $refs.m.optimum].join()">go</button>'
        '<i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "reflect_expandos_and_read_only",
        '<div v-scope="{ r: \'\' }"><p ref="p">p</p>'
        '<button @click="$refs.p.count = ($refs.p.count || 0) + 1; $refs.p.tagName = \'X\'; $refs.p.children = 3;'
        ' $refs.p.focus = () => \'mine\'; r = [$refs.p.count, $refs.p.tagName, $refs.p.children.length, $refs.p.focus(),'
        ' $refs.p.getAttribute(\'count\')].join()">go</button><i>{{ r }}</i></div>',
        steps=(('click', 'button'), ('click', 'button')),
    ),
    Case(
        "reflect_inner_text_class_list_style_writes",
        '<div v-scope><p ref="p">old</p><span ref="s" class="a">s</span>'
        '<button @click="$refs.p.innerText = \'one\\ntwo <b>\'; $refs.s.classList = \'x  y\'; $refs.s.style = \'color: red\'">go</button></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "reflect_default_value_and_checked",
        '<div v-scope="{ r: \'\' }"><input ref="i" value="a"><input ref="c" type="checkbox"><textarea ref="t">old</textarea>'
        '<select><option ref="o">opt  one</option></select>'
        '<button @click="$refs.i.defaultValue = \'b\'; $refs.c.defaultChecked = true; $refs.t.defaultValue = \'new\';'
        ' r = [$refs.i.value, $refs.c.checked, $refs.t.value, $refs.o.label, $refs.o.defaultSelected].join()">go</button><i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
]
