"""`isConnected` of a node the page's code took out of the tree (`replaceWith`, `removeChild`,
`replaceChildren`, `innerHTML`, `textContent`) or copied (`cloneNode`): false, as in Chromium (found by a
helper; a detached element, its own tree's root, read true), and true in mount hooks, recorded
from petite-vue 0.4.1."""

from ..harness import Case

CASES = [
    Case(
        'is_connected_after_removal',
        '<div v-scope="{ r: [] }"><section id="s"><ul id="u"><li id="l1">1</li><li id="l2">2</li><li id="l4">4</li><li id="l5"><b id="bb">5</b></li></ul></section><button @click="r = [(()=>{try{return String((()=>{const l=document.getElementById(\'l1\'); l.replaceWith(\'x\'); return l.isConnected + \' \' + l.parentNode})())}catch(e){return \'E:\'+e.name}})(),(()=>{try{return String((()=>{const l=document.getElementById(\'l2\'); l.parentNode.removeChild(l); return l.isConnected + \' \' + l.parentNode})())}catch(e){return \'E:\'+e.name}})(),(()=>{try{return String((()=>{const b=document.getElementById(\'bb\'); return b.isConnected})())}catch(e){return \'E:\'+e.name}})(),(()=>{try{return String((()=>{const l=document.getElementById(\'l4\'); const u=document.getElementById(\'u\'); u.replaceChildren(l); return l.isConnected + \' \' + u.children.length})())}catch(e){return \'E:\'+e.name}})(),(()=>{try{return String((()=>{const l=document.getElementById(\'l4\'); const u=document.getElementById(\'u\'); u.innerHTML=\'\'; return l.isConnected + \' \' + l.parentNode})())}catch(e){return \'E:\'+e.name}})(),(()=>{try{return String((()=>{const l=document.getElementById(\'s\'); const c=l.cloneNode(true); return c.isConnected + \' \' + c.parentNode + \' \' + c.firstChild.isConnected})())}catch(e){return \'E:\'+e.name}})(),(()=>{try{return String((()=>{const u=document.getElementById(\'s\'); const c=u.firstChild; u.textContent=\'k\'; return c.isConnected + \' \' + c.parentNode + \' \' + u.isConnected})())}catch(e){return \'E:\'+e.name}})()]">go</button><p v-for="x in r">{{ x }}</p></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        'is_connected_in_mounted_hooks',
        '<div v-scope="{ log: [] }"><i @vue:mounted="log.push($el.isConnected)" v-effect="log.push(\'e\' + $el.isConnected)">x</i><p>{{ log.join() }}</p></div>',
        steps=(),
    ),
]
