"""Cases: the UI events a page makes (`new KeyboardEvent('keydown', { key: 'Enter' })`,
`MouseEvent`, `PointerEvent`, `WheelEvent`, `FocusEvent`, `InputEvent`, `UIEvent`,
`SubmitEvent`): their init members as Chromium converts them, their defaults, their
errors, and template listeners with key and mouse modifiers hearing them when a page
dispatches them, and `form.requestSubmit(submitter)` and `form.submit()`, recorded from
petite-vue 0.4.1 in Chromium."""

from ..harness import Case
from ..harness import button_probe as _probe

MARKUP = '<div id="d"><button id="b1">x</button><input id="i"></div>'

CASES = [
    _probe("page_made_ui_events", MARKUP, [
        "(() => { let got = ''; const b = document.getElementById('b1'); b.addEventListener('keydown', e => got = [e.key, e.code, e.keyCode, e.ctrlKey, e.repeat, e.which, e.constructor.name, e instanceof KeyboardEvent, e instanceof UIEvent].join()); b.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', code: 'Enter', keyCode: 13, ctrlKey: true, bubbles: true})); return got })()",
        "(() => { const e = new MouseEvent('click', {clientX: 5, shiftKey: true}); return [e.clientX, e.shiftKey, e.button, e.buttons, e.type, e.pageX, e.offsetY, e.which, e.detail, e.relatedTarget].join() })()",
        "(() => { const e = new MouseEvent('click', {clientX: -3.7, screenX: 2.5, movementX: 1.5, button: 65537}); return [e.clientX, e.screenX, e.movementX, e.pageX, e.button].join() })()",
        "(() => { const e = new PointerEvent('pointerdown', {pointerId: 3, width: 2.5, tiltX: 3.7, pressure: 0.5, twist: -1}); return [e.pointerId, e.width, e.height, e.pressure, e.pointerType, e.isPrimary, e.button, e.which, e.tiltX, e.twist].join() })()",
        "(() => { const e = new WheelEvent('wheel', {deltaY: -3.5, clientX: 1.5}); return [e.deltaX, e.deltaY, e.deltaMode, e.clientX, e.button].join() })()",
        "(() => { const e = new InputEvent('input', {data: 'x', inputType: 'insertText'}); return [e.data, e.inputType, e.isComposing, e.detail].join() })()",
        "(() => { const e = new InputEvent('input', {data: undefined}); return [e.data, typeof e.data].join() })()",
        "(() => { const e = new FocusEvent('focus', {relatedTarget: document.getElementById('i')}); return [e.relatedTarget.id, e.detail, e.bubbles].join() })()",
        "(() => { try { new MouseEvent('click', {clientX: NaN}) } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { try { new MouseEvent('click', {relatedTarget: 5}) } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { try { new KeyboardEvent('x', {key: Symbol()}) } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { const e = new KeyboardEvent('x', {key: null, code: undefined}); return [e.key, e.code, typeof e.key].join() })()",
        "(() => { const e = new KeyboardEvent('keydown', {keyCode: -1, charCode: 3}); return [e.keyCode, e.charCode, e.which, e.location].join() })()",
        "new UIEvent('x', {detail: 4}).detail",
        "(() => { const e = new SubmitEvent('submit', {submitter: document.getElementById('b1')}); return [e.submitter.id, e.bubbles].join() })()",
        "(() => { try { new SubmitEvent('submit', {submitter: document.createTextNode('x')}) } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { try { MouseEvent('x') } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { try { new MouseEvent() } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { const e = new MouseEvent('x', {bubbles: 1, cancelable: 'y', composed: 1}); return [e.bubbles, e.cancelable, e.composed].join() })()",
        "(() => { const e = new MouseEvent('click'); return [e.which, e.button, e.detail, e.clientX].join() })()",
        "(() => { const e = new Event('x'); return [e.detail, e.key, e.button, e.clientX].join() })()",
        "(() => { const e = new CustomEvent('x', {detail: {a: 1}}); return [e.detail.a, e.key, e.button].join() })()",
        "MouseEvent.length + ',' + KeyboardEvent.length + ',' + PointerEvent.name",
        "'KeyboardEvent' in window",
        "(() => { let n = 0; const b = document.getElementById('b1'); b.addEventListener('click', e => n += e.clientX); b.dispatchEvent(new MouseEvent('click', {clientX: 7})); return n })()",
        "JSON.stringify(new KeyboardEvent('keydown', {key: 'a'}))",
        "Object.keys(new MouseEvent('click'))",
    ]),
    Case("page_made_events_reach_modified_listeners",
         '<div v-scope="{ n: [] }"><input id="k" @keydown.enter="n.push(\'enter\')" @keydown.ctrl.a="n.push(\'ctrl-a\')"'
         ' @keyup.escape="n.push(\'esc\')" @click.shift="n.push(\'shift-click\')" @click.right="n.push(\'right\')"'
         ' @contextmenu="n.push(\'menu\')"><button @click="const k = document.getElementById(\'k\');'
         ' k.dispatchEvent(new KeyboardEvent(\'keydown\', { key: \'Enter\' }));'
         ' k.dispatchEvent(new KeyboardEvent(\'keydown\', { key: \'a\', ctrlKey: true }));'
         ' k.dispatchEvent(new KeyboardEvent(\'keydown\', { key: \'a\' }));'
         ' k.dispatchEvent(new KeyboardEvent(\'keyup\', { key: \'Escape\' }));'
         ' k.dispatchEvent(new MouseEvent(\'click\', { shiftKey: true }));'
         ' k.dispatchEvent(new MouseEvent(\'click\'));'
         ' k.dispatchEvent(new MouseEvent(\'contextmenu\', { button: 2 }))">go</button>'
         '<p>{{ n.join() }}</p></div>', steps=(("click", "button"),)),
]

FORMS = ('<form id="f" novalidate><input required name="a"><button id="s">s</button><input type="button" id="nb"></form><form id="g"><input name="submit" value="named"><input name="requestSubmit" value="r"></form><form id="h"><input required name="q"><button id="hs">go</button></form><dialog id="dl" open><form method="dialog" id="df"><button value="v" id="ds">x</button></form></dialog>')

CASES += [
    _probe("form_request_submit_and_submit", FORMS, [
        "(() => { let n = 0; f.addEventListener('submit', e => { n++; e.preventDefault(); n += e.submitter === null ? 10 : 100 }); f.requestSubmit(); f.requestSubmit(s); return n })()",
        "(() => { try { f.requestSubmit(nb) } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { try { g.requestSubmit(s) } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { try { f.requestSubmit(5) } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { try { f.requestSubmit(null); return 'ok' } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { df.requestSubmit(); return dl.open + '/' + dl.returnValue })()",
        "(() => { dl.show(); df.submit(); return dl.open + '/' + dl.returnValue })()",
        "(() => { dl.show(); df.requestSubmit(ds); return dl.open + '/' + dl.returnValue })()",
        "(() => { const x = document.createElement('form'); let n = 0; x.addEventListener('submit', e => { n++; e.preventDefault() }); x.requestSubmit(); return n })()",
        "g.submit.value + '/' + g.requestSubmit.value",
        "(() => { let n = 0, inv = 0; h.addEventListener('submit', e => { n++; e.preventDefault() }); h.q.addEventListener('invalid', () => inv++); h.requestSubmit(); h.q.value = 'x'; h.requestSubmit(); return n + '/' + inv })()",
        "(() => { let t = ''; h.addEventListener('submit', e => { t = e.constructor.name + e.bubbles + e.cancelable; e.preventDefault() }); h.q.value = 'y'; h.requestSubmit(hs); return t })()",
    ]),
]

# Which elements submit a form when clicked, and which form: one rule
# (`FormControl.is_submit_button` and the control's form owner) for clicks,
# `requestSubmit`, `:default` and a live client's submitter.
SUBMITTERS = ('<form id="sf"><input name="q"><input type="image" id="img" alt="x"><input type="IMAGE" id="img2">'
              '<button id="cf" commandfor="sd" command="show-modal">c</button><button id="plain">p</button></form>'
              '<button form="sf" id="out">o</button><input type="submit" form="sf" id="out2"><dialog id="sd"></dialog>')
_CLICK = ("(() => {{ let s = ''; document.getElementById('sf').addEventListener('submit', e => {{ e.preventDefault();"
          " s += e.submitter.id }}); {0}; return s }})()")

CASES += [
    _probe("submit_buttons_and_their_forms", SUBMITTERS, [
        _CLICK.format("document.getElementById('img').click()"),
        _CLICK.format("document.getElementById('img2').click()"),
        _CLICK.format("document.getElementById('out').click()"),
        _CLICK.format("document.getElementById('out2').click()"),
        _CLICK.format("document.getElementById('cf').click()") + " + document.getElementById('sd').open",
        _CLICK.format("document.getElementById('plain').click()"),
        _CLICK.format("document.getElementById('sf').requestSubmit(document.getElementById('img'))"),
        _CLICK.format("document.getElementById('sf').requestSubmit(document.getElementById('out'))"),
        "(() => { try { document.getElementById('sf').requestSubmit(document.getElementById('cf')) } catch (e) { return e.name + ': ' + e.message } })()",
        "Array.from(document.querySelectorAll(':default')).map(e => e.id).join()",
    ]),
]

# `getModifierState(key)` of keyboard and mouse events: the four modifier properties and
# the init's other modifiers Chromium keeps (AltGraph, CapsLock, Fn, NumLock, ScrollLock,
# Symbol; not FnLock, Hyper, Super or SymbolLock), case-sensitive; other events have none.
CASES += [
    _probe("events_modifier_state", '<p id="t">t</p>', [
        "(() => { const e = new KeyboardEvent('keydown', { key: 'a', shiftKey: true, ctrlKey: true }); return [e.getModifierState('Shift'), e.getModifierState('Control'), e.getModifierState('Alt'), e.getModifierState('Meta'), e.getModifierState('CapsLock'), e.getModifierState('shift')].join() })()",
        "(() => { const e = new MouseEvent('click', { altKey: true, metaKey: true, modifierAltGraph: true, modifierCapsLock: true }); return [e.getModifierState('Alt'), e.getModifierState('Meta'), e.getModifierState('AltGraph'), e.getModifierState('CapsLock'), e.getModifierState('Fn')].join() })()",
        "(() => { const e = new PointerEvent('pointerdown', { shiftKey: true, modifierSuper: 1, modifierHyper: true }); return [e.getModifierState('Shift'), e.getModifierState('Super'), e.getModifierState('Hyper'), e.modifierSuper, typeof new Event('x').getModifierState, typeof new UIEvent('x').getModifierState, typeof new FocusEvent('x').getModifierState].join() })()",
        "(() => { try { new PointerEvent('x').getModifierState() } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { try { new KeyboardEvent('x').getModifierState() } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { const e = new KeyboardEvent('keydown', { modifierNumLock: 'yes', modifierSymbolLock: true }); return [e.getModifierState('NumLock'), e.getModifierState('SymbolLock'), e.getModifierState(null), e.getModifierState('OS')].join() })()",
        "(() => { const ks = ['AltGraph', 'CapsLock', 'Fn', 'FnLock', 'Hyper', 'NumLock', 'ScrollLock', 'Super', 'Symbol', 'SymbolLock']; const init = {}; for (const k of ks) init['modifier' + k] = true; const e = new MouseEvent('click', init); return ks.filter(k => e.getModifierState(k)).join() })()",
        "(() => { let s = ''; document.getElementById('t').addEventListener('keydown', e => { s = e.getModifierState('Control') + ',' + e.getModifierState('Shift') }); document.getElementById('t').dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true })); return s })()",
    ]),
]

# An event's `relatedTarget` may be the window (an EventTarget as a node or the document).
CASES += [
    _probe("events_related_target_window", '<input id="i">', [
        "(() => { const e = new FocusEvent('focus', { relatedTarget: window }); return String(e.relatedTarget === window) })()",
        "(() => { const e = new MouseEvent('mouseover', { relatedTarget: window }); return String(e.relatedTarget === window) + typeof e.relatedTarget })()",
        "(() => { const e = new FocusEvent('focus', { relatedTarget: document }); return String(e.relatedTarget === document) })()",
        "(() => { try { new FocusEvent('focus', { relatedTarget: navigator }) } catch (e) { return e.message } })()",
        "(() => { try { new FocusEvent('focus', { relatedTarget: {} }) } catch (e) { return e.message } })()",
        "(() => { const e = new FocusEvent('focus', { relatedTarget: null }); return String(e.relatedTarget) })()",
        "(() => { let s = ''; const i = document.getElementById('i'); i.addEventListener('focus', e => { s = String(e.relatedTarget === window) }); i.dispatchEvent(new FocusEvent('focus', { relatedTarget: window })); return s })()",
    ]),
]
