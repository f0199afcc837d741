"""Hunt: what people's pages read and write on elements (tests/realworld pages of 2026-12):
`$el.innerText` as rendered (a label read back with el.innerText, benbegins/oddo-pwm),
DOM properties bound by name (`:textContent`, `:defaultValue`, camelCase reflections),
CSS custom properties in `:style`, `$el.closest`/`classList`/`dataset` in handlers."""

from ..harness import Case as C

CASES = [
 C("rw_textcontent_prop", '<div v-scope="{ t: \'<b>x</b>\', n: 0 }"><p :textContent="t + n"></p><p :innerHTML="t"></p><button @click="n++; t = \'<i>y</i>\'">b</button></div>', steps=(("click", "button"),)),
 C("rw_defaultvalue", '<div v-scope="{ v: \'a\' }"><input :defaultValue="v"><textarea :defaultValue="v"></textarea><button @click="v = \'b\'">b</button></div>', steps=(("click", "button"),)),
 C("rw_rowspan", '<table><tr><td :rowspan="n" :colSpan="n">a</td><td :rowSpan="2">b</td></tr></table>', {"n": 3}),
 C("rw_tabindex_camel", '<div :tabIndex="n" :accessKey="k" :contentEditable="ce" :spellcheck="false" :draggable="true" :translate="false"></div>', {"n": 2, "k": "x", "ce": "true"}),
 C("rw_textarea_interp", '<div v-scope="{ a: 1 }"><textarea>{{ a }} x</textarea><button @click="a++">b</button></div>', steps=(("click", "button"),)),
 C("rw_style_custom_prop", '<div v-scope="{ p: 30 }"><div :style="{ \'--progress\': p + \'%\', width: \'var(--progress)\' }"></div><div :style="`--x: ${p}px; color: red`"></div><button @click="p = 60">b</button></div>', steps=(("click", "button"),)),
 C("rw_a_href_prop", '<a :href="h" :target="t" :download="d">x</a><img :src="s" :alt="a" :width="w">', {"h": "/x?a=1&b=2", "t": "_blank", "d": True, "s": "p.png", "a": "", "w": 10}),
 C("rw_checked_prop", '<div v-scope="{ c: 1 }"><input type="checkbox" :checked="c"><input type="radio" :checked="c > 1"><option :selected="c">o</option><button @click="c = 0">b</button></div>', steps=(("click", "button"),)),
 C("rw_scope_write_through", '<div v-scope="{ a: 1 }"><div v-scope="{ b: 2 }"><button @click="a++; b++">x</button>{{ a }} {{ b }}</div>{{ a }}</div>', steps=(("click", "button"),)),
 C("rw_el_closest", '<div v-scope="{ t: \'\' }" id="root" data-k="r"><ul data-k="u"><li><button @click="t = $el.closest(\'[data-k]\').dataset.k + $el.parentElement.tagName">b</button></li></ul>{{ t }}</div>', steps=(("click", "button"),)),
 C("rw_event_target_value", '<div v-scope="{ t: \'\' }"><select @change="t = $event.target.value + $event.target.selectedIndex"><option>a</option><option value="bb">b</option></select>{{ t }}</div>', steps=(("select", "select", "bb"),)),
 C("rw_el_classlist", '<div v-scope="{ t: \'\' }"><button class="a b" @click="$el.classList.toggle(\'b\'); $el.classList.add(\'c\'); t = $el.className">b</button>{{ t }}</div>', steps=(("click", "button"),)),
 C("rw_innertext", '<div v-scope="{ t: \'\' }"><button @click="t = $el.innerText + \'|\' + $el.textContent.trim()"> Hi <b>there</b> </button>{{ t }}</div>', steps=(("click", "button"),)),

 C("rw_innertext_blocks", '<div v-scope="{ t: [] }"><div ref="a"> a\n  b <p> para </p> c<br> d <ul><li>x</li><li> y </li></ul></div><div ref="b"><span style="display:none">no</span>yes <template>t</template><span hidden>h</span> <i> it </i></div><table ref="c"><tr><td>a</td><td> b </td></tr><tr><td>c</td><td>d</td></tr></table><div ref="d"><pre>  a\n   b</pre>x <h2>T</h2><div><div>deep</div></div>end</div><div ref="e" style="display: none"> hidden  <b>x</b> </div><button @click="t = [$refs.a.innerText, $refs.b.innerText, $refs.c.innerText, $refs.d.innerText, $refs.e.innerText]">b</button><pre>{{ JSON.stringify(t) }}</pre></div>', steps=(("click", "button"),)),
 C("rw_innertext_inline_blocks", '<div v-scope="{ t: [] }"><div ref="a"><span>a</span><span> b</span> <a href="#"> c </a>\n<label>d<input value="v"></label><select><option>o1</option><option>o2</option></select><textarea>ta</textarea><img alt="i">e</div><div ref="b"><div>x</div>\n  <div>y</div><br><br>z<p></p><p>q</p></div><div ref="c"><span style="display:block">blk</span>in<span style="display:inline-block"> ib </span>line<button> btn </button></div><button id="go" @click="t = [$refs.a.innerText, $refs.b.innerText, $refs.c.innerText]">b</button><pre>{{ JSON.stringify(t) }}</pre></div>', steps=(("click", "#go"),)),
]
