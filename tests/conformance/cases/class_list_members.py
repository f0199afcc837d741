"""A classList's `value` write, `entries`/`keys`/`values`, `supports`, and tokens checked as
Chromium checks them (empty: SyntaxError, holding a space: InvalidCharacterError), found by a
helper, recorded from petite-vue 0.4.1."""

from ..harness import Case

CASES = [
    Case(
        'class_list_members',
        '<div v-scope="{ r: [] }"><i ref="i" class="a b"></i><button @click="r = [(()=>{try{return String($refs.i.classList.value)}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String(($refs.i.classList.value = \'k  m\', $refs.i.className))}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String([...$refs.i.classList.entries()].join(\'|\'))}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String([...$refs.i.classList.keys()].join())}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String([...$refs.i.classList.values()].join())}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String($refs.i.classList.add(\'\'))}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String($refs.i.classList.add(\'x y\'))}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String($refs.i.classList.remove(\'\'))}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String($refs.i.classList.toggle(\'a b\'))}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String($refs.i.classList.replace(\'\', \'x\'))}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String($refs.i.classList.supports(\'x\'))}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String(($refs.i.classList.add(\'n\', \'o\'), $refs.i.classList.length))}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String($refs.i.classList.contains(\'\'))}catch(e){return \'E:\'+e.name+\':\'+e.message}})(),(()=>{try{return String(($refs.i.classList.length = 9, $refs.i.classList.length))}catch(e){return \'E:\'+e.name+\':\'+e.message}})()]">go</button><p v-for="x in r">{{ x }}</p></div>',
        steps=(('click', 'button'),),
    ),
]
