"""Step cases: `<dialog>` (show, showModal, close, returnValue, `method="dialog"` forms) and
form reset (`form.reset()`, reset buttons, a canceled reset), `<details>` (its summary, its
`toggle` event, one for several changes) and `selectedOptions`, recorded from petite-vue 0.4.1."""

from ..harness import Case

CASES = [
    # (no `close` listener here: Chromium fires `close` with the next animation frame, which
    # may come before or after the harness's snapshot of the step; tests/live/test_dialogs.py
    # and tests/mount cover the event)
    Case(
        "steps_dialog_showmodal",
        '<div v-scope="{ s: \'\' }"><button id=o @click="$refs.d.showModal(); s = String($refs.d.open)">open</button><dialog ref="d"><p>hi</p><button id=c @click="$refs.d.close(\'ok\'); s = $refs.d.open + \' \' + $refs.d.returnValue">x</button></dialog><i>{{ s }}</i></div>',
        steps=(('click', '#o'), ('click', '#c')),
    ),
    Case(
        "steps_dialog_show",
        '<div v-scope="{ r: \'\' }"><button id=o @click="$refs.d.show()">open</button><dialog ref="d"><button id=c @click="$refs.d.close(\'yes\'); r = $refs.d.returnValue">x</button></dialog><i>{{ r }}</i></div>',
        steps=(('click', '#o'), ('click', '#c')),
    ),
    Case(
        "steps_dialog_open_prop",
        '<div v-scope="{ s: \'\' }"><button id=o @click="$refs.d.open = true; s = String($refs.d.open)">open</button><dialog ref="d">x</dialog><i>{{ s }}</i></div>',
        steps=(('click', '#o'),),
    ),
    Case(
        "steps_form_reset",
        '<div v-scope="{ a: \'x\' }"><form ref=f><input v-model="a"></form><button @click="$refs.f.reset()">r</button><i>{{ a }}</i></div>',
        steps=(('input', 'input', 'zz'), ('click', 'button')),
    ),
    Case(
        "steps_dialog_form_method",
        '<div v-scope="{ n: 0 }"><button id=o @click="$refs.d.showModal()">open</button><dialog ref="d"><form method="dialog"><button id=y value="yes">Yes</button><button id=n>No</button></form></dialog><i>{{ $refs.d && $refs.d.returnValue }}</i></div>',
        steps=(('click', '#o'), ('click', '#y'), ('click', '#o'), ('click', '#n')),
    ),
    Case(
        "steps_dialog_double_modal",
        '<div v-scope="{ e: \'\' }"><button id=o @click="$refs.d.showModal(); $refs.d.showModal(); try { $refs.d.show() } catch (x) { e = x.name }">open</button><dialog ref="d">x</dialog><i>{{ e }}</i></div>',
        steps=(('click', '#o'),),
    ),
    Case(
        "steps_dialog_show_then_modal",
        '<div v-scope="{ e: \'\' }"><button id=o @click="$refs.d.show(); try { $refs.d.showModal() } catch (x) { e = x.name + \':\' + x.message }">open</button><dialog ref="d">x</dialog><i>{{ e }}</i></div>',
        steps=(('click', '#o'),),
    ),
    Case(
        "steps_dialog_open_binding",
        '<div v-scope="{ o: false }"><button id=o @click="o = !o">t</button><dialog :open="o">x</dialog></div>',
        steps=(('click', '#o'), ('click', '#o')),
    ),
    Case(
        "steps_dialog_rv",
        '<div v-scope="{ r: \'\' }"><button id=o @click="$refs.d.returnValue = 42; r = typeof $refs.d.returnValue + $refs.d.returnValue; $refs.d.close(\'z\'); r += $refs.d.returnValue">t</button><dialog ref=d open>x</dialog><i>{{ r }}</i></div>',
        steps=(('click', '#o'),),
    ),
    Case(
        "steps_reset_button",
        '<form v-scope="{ t: \'a\', c: true, s: \'q\' }"><input id=t v-model="t" value="d"><input id=c type=checkbox v-model="c"><select id=s v-model="s"><option>p</option><option selected>q</option><option>r</option></select><textarea id=ta>dflt</textarea><button id=r type=reset>R</button><i>{{ t }} {{ c }} {{ s }}</i></form>',
        steps=(('input', '#t', 'zz'), ('select', '#s', 'r'), ('input', '#ta', 'new'), ('click', '#r')),
    ),
    Case(
        "steps_reset_prevent",
        '<form v-scope @reset.prevent><input id=t value="d"><button id=r type=reset>R</button></form>',
        steps=(('input', '#t', 'zz'), ('click', '#r')),
    ),
    Case(
        "steps_reset_event_count",
        '<div v-scope="{ n: 0 }"><form @reset="n++" ref=f><input id=t value="d"></form><button id=b @click="$refs.f.reset()">r</button><i>{{ n }}</i></div>',
        steps=(('input', '#t', 'zz'), ('click', '#b')),
    ),
    Case(
        "steps_details_toggle",
        '<div v-scope="{ n: 0 }"><details ref=d @toggle="n++"><summary>s</summary>x</details><button @click="$refs.d.open = !$refs.d.open">t</button><i>{{ n }} {{ $refs.d && $refs.d.open }}</i></div>',
        steps=(('click', 'button'), ('click', 'summary')),
    ),
    Case(
        "steps_details_bound_open",
        '<div v-scope="{ o: false, n: 0 }"><details :open="o" @toggle="n++"><summary>s</summary>x</details><button @click="o = !o">t</button><i>{{ n }}</i></div>',
        steps=(('click', 'button'), ('click', 'summary'), ('click', 'button')),
    ),
    Case(
        "steps_details_summary_prevent",
        '<div v-scope="{ n: 0 }"><details @toggle="n++"><summary @click.prevent>s</summary>x</details><i>{{ n }}</i></div>',
        steps=(('click', 'summary'),),
    ),
    Case(
        "steps_details_second_summary",
        '<div v-scope="{ n: 0 }"><details @toggle="n++"><summary id=a>a</summary><summary id=b>b</summary>x</details><i>{{ n }}</i></div>',
        steps=(('click', '#b'), ('click', '#a')),
    ),
    Case(
        "steps_details_twice_one_event",
        '<div v-scope="{ n: 0 }"><details ref=d @toggle="n++"><summary>s</summary>x</details><button @click="$refs.d.open = true; $refs.d.open = false; $refs.d.open = true">t</button><i>{{ n }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_selected_options",
        '<div v-scope="{ v: \'\' }"><select multiple ref=s><option selected>a</option><option>b</option><option selected>c</option></select><button @click="v = [...$refs.s.selectedOptions].map(o => o.value).join()">b</button><i>{{ v }}</i></div>',
        steps=(('click', 'button'),),
    ),
]
