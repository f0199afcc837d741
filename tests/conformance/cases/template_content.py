"""Cases: a `<template>` element's `content` (its inert fragment: cloned, moved, queried)
and its `innerHTML` (its content's markup), recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case

_GO = (("click", "button"),)
CASES = [
 Case("template_content_clone",
      '<div v-scope="{ r: \'\' }"><template ref="tp"><li class="x">item <b>b</b></li><!--c--></template><ul ref="ul"></ul>'
      '<button @click="const t = $refs.tp; for (const k of [1, 2]) { const f = t.content.cloneNode(true); f.firstChild.dataset.k = k; $refs.ul.appendChild(f) }'
      ' r = [t.content.childNodes.length, t.childNodes.length, t.content.nodeType, String(t.content), $refs.ul.children.length, t.innerHTML,'
      ' t.content.querySelector ? 1 : 0, t.content.firstChild.textContent].join(\'|\')">go</button>{{ r }}</div>',
      steps=_GO),
 Case("template_content_move",
      '<div v-scope="{ r: \'\' }"><template ref="tp"><p>moved</p></template><div ref="d"></div>'
      '<button @click="$refs.d.append($refs.tp.content); r = $refs.tp.content.childNodes.length + \'|\' + $refs.d.innerHTML">go</button>{{ r }}</div>',
      steps=_GO),
]
