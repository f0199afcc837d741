"""Cases: `document` in expressions, the page the app is mounted in (querySelector(All),
getElementById, getElementsByClassName/TagName/Name, in handlers, effects and
interpolations), recorded from petite-vue 0.4.1."""

from ..harness import Case

CASES = [
    Case(
        "steps_doc_qs",
        '<div v-scope="{ v: \'\' }"><input id=i value="abc"><button @click="v = document.querySelector(\'#i\').value + document.querySelectorAll(\'input\').length">b</button><i>{{ v }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_doc_byid",
        '<div v-scope="{ v: \'\' }"><input id=i2 value="q"><button @click="v = document.getElementById(\'i2\').value.toUpperCase() + String(document.getElementById(\'nope\'))">b</button><i>{{ v }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_doc_byclass",
        '<div v-scope="{ v: 0 }"><p class="a b">1</p><p class="a">2</p><button @click="v = document.getElementsByClassName(\'a\').length * 10 + document.getElementsByClassName(\'a b\').length">b</button><i>{{ v }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_doc_bytag",
        '<div v-scope="{ v: 0 }"><p>1</p><p>2</p><button @click="v = document.getElementsByTagName(\'P\').length">b</button><i>{{ v }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_doc_in_interp",
        '<div v-scope="{ n: 1 }"><span id=s>x</span><i>{{ n }} {{ typeof document }}</i></div>',
    ),
    Case(
        "steps_doc_byname",
        '<div v-scope="{ v: \'\' }"><input name=q value=1><input name=q value=2><button @click="v = document.getElementsByName(\'q\')[1].value">b</button><i>{{ v }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_doc_text_word",
        '<div v-scope="{ n: 1 }"><p>This document says {{ n }}</p></div>',
    ),
    Case(
        "steps_doc_textcontent_set",
        '<div v-scope><p id=t>old</p><button @click="document.querySelector(\'#t\').textContent = \'new\'">b</button></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_doc_effect",
        '<div v-scope="{ n: 0, t: \'\' }"><p id=t>{{ n }}</p><button @click="n++">b</button><i v-effect="t = n + \':\' + document.getElementById(\'t\').textContent">{{ t }}</i></div>',
        steps=(('click', 'button'),),
    ),

    # `document.title = ...`: v-effect runs after the first render (nextTick), so the
    # interpolation reads the title from before it; the page's <title> is not in the case
    Case(
        "steps_doc_title_effect",
        '<div v-scope="{ n: 2 }" v-effect="document.title = n + \' items\'"><button @click="n++">b</button>{{ n }} {{ document.title }}</div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_doc_title_handler",
        '<div v-scope="{ v: \'\' }"><button @click="document.title = \'  a \\n  b \'; v = \'[\' + document.title + \']\'">b</button><i>{{ v }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_doc_title_object",
        '<div v-scope="{ v: \'\' }"><button @click="document.title = { toString() { return \'obj\' } }; v = document.title + typeof document.title; document.title = null; v += document.title">b</button><i>{{ v }}</i></div>',
        steps=(('click', 'button'),),
    ),
]
