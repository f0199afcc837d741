"""Cases reduced from the real-world pages added in wave 34 (tests/realworld), recorded
from petite-vue 0.4.1 in Chromium."""

from ..harness import Case

CASES = [
    # harryallen_book: a method dispatches a CustomEvent on the document (the navbar's
    # cart badge listens there); document.dispatchEvent answers whether no listener
    # cancelled it
    Case(
        "rw34_document_dispatch_event_reaches_document_listeners",
        '<div v-scope="{ got: \'\', r: null, listen() { document.addEventListener(\'add-to-cart\', (e) => { this.got += e.detail.count + \';\' }) },'
        ' fire(n) { this.r = document.dispatchEvent(new CustomEvent(\'add-to-cart\', { detail: { count: n } })) } }" @vue:mounted="listen()">'
        '<button @click="fire(2)">b</button><i>{{ got }} {{ r }}</i></div>',
        steps=(('click', 'button'), ('click', 'button')),
    ),
    Case(
        "rw34_page_dispatch_event_cancelled_answers_false",
        '<div v-scope="{ r: [], listen() { window.addEventListener(\'ask\', (e) => e.preventDefault()) },'
        ' fire() { this.r.push(window.dispatchEvent(new Event(\'ask\', { cancelable: true })), document.dispatchEvent(new Event(\'other\'))) } }"'
        ' @vue:mounted="listen()"><button @click="fire()">b</button><i>{{ r.join() }}</i></div>',
        steps=(('click', 'button'),),
    ),
    # allenxod_dynamic_themes: a mounted hook writes a CSS variable on
    # document.querySelector(':root'), the document element; an element inside the page
    # is no :root, and an element's own query never finds it
    Case(
        "rw34_document_query_root_is_the_document_element",
        '<div v-scope="{ r: \'\' }"><p class="x">p</p><button @click="r = [document.querySelector(\':root\') === document.documentElement,'
        ' document.querySelectorAll(\':root\').length, $el.matches(\':root\'), $el.parentElement.querySelector(\':root\'),'
        ' document.querySelector(\'p:root\'), document.querySelectorAll(\':root p.x\').length, $el.closest(\':root\') === document.documentElement].join()">b</button><i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "rw34_root_css_variable_written_from_a_mounted_hook",
        '<div v-scope="{ theme: 0, mounted(el) { document.querySelector(\':root\').style.setProperty(\'--button-color\', el.dataset.color) } }"'
        ' @vue:mounted="mounted($el)" data-color="rgba(245, 237, 133, 0.85)">'
        '<button @click="theme = theme === 0 ? 1 : 0">b</button><i>{{ theme }}</i></div>',
        steps=(('click', 'button'),),
    ),
]
