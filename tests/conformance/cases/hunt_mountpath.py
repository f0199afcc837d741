"""Hunt: templates petite.render sends through the mount path (v-effect, $el, $refs, @vue:mounted, state-changing expressions)."""

from ..harness import Case

CASES = [
    Case("hunt_mountpath_effect_sets_text", '<div v-scope="{ n: 2 }"><p v-effect="$el.textContent = n * 10"></p></div>'),
    Case("hunt_mountpath_effect_changes_state", '<div v-scope="{ n: 1, doubled: 0 }"><i v-effect="doubled = n * 2"></i><b>{{ doubled }}</b></div>'),
    Case("hunt_mountpath_el_tagname", '<section><p :title="$el.tagName">x</p></section>'),
    Case("hunt_mountpath_mounted_hook", '<div v-scope="{ ready: false }" @vue:mounted="ready = true"><p v-if="ready">ready</p><p v-else>loading</p></div>'),
    Case("hunt_mountpath_refs_text", '<div v-scope="{ t: \'\' }"><input ref="inp" value="typed"><p v-effect="t = $refs.inp.value">{{ t }}</p></div>'),
    Case("hunt_mountpath_counter_in_text", '<div v-scope="{ n: 0 }"><p>{{ n++ }}</p><p>{{ n }}</p></div>'),
    Case("hunt_mountpath_push_in_render", '<div v-scope="{ log: [] }"><i :title="log.push(\'a\')"></i><p>{{ log.length }}</p></div>'),
    Case("hunt_mountpath_effect_class_list", '<div v-scope="{ on: true }"><p class="a" v-effect="$el.classList.toggle(\'on\', on)">x</p></div>'),
]
