"""`document.addEventListener` and `window.addEventListener` from a template (a menu
closed by a click outside it, Escape on the window), and their removal; recorded from
petite-vue 0.4.1 in Chromium. (The last step removes them: the harness runs every case
on one page.)"""

from ..harness import Case

CASES = [
    Case(
        "page_listeners_click_outside_and_escape",
        '<div v-scope="{ open: true, r: [], h: null, k: null }" @vue:mounted="'
        'h = e => { if (!$refs.menu.contains(e.target)) open = false; r.push(\'doc\') };'
        ' k = e => { if (e.key === \'Escape\') r.push(\'esc\') };'
        ' document.addEventListener(\'click\', h); window.addEventListener(\'keydown\', k)">'
        '<div ref="menu"><button class="in" @click="r.push(\'in\')">in</button></div>'
        '<p class="out" @click="r.push(\'p\')">out</p><input class="key">'
        '<button class="off" @click="document.removeEventListener(\'click\', h); window.removeEventListener(\'keydown\', k);'
        ' r.push(\'off\')">off</button><i>{{ open }} {{ r.join() }}</i></div>',
        steps=(('click', '.in'), ('click', '.out'), ('keydown', '.key', 'Escape'), ('click', '.off'), ('click', '.out'),
               ('keydown', '.key', 'Escape')),
    ),
]
