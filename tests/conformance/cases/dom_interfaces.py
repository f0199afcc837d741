"""DOM objects as strings and `instanceof`, recorded from petite-vue 0.4.1 in Chromium:
`String(el)`, `${el}`, `'' + window`, `Object.prototype.toString.call($event)` give the
interface's name (`[object HTMLInputElement]`, `[object Window]`, `[object PointerEvent]`);
`$event instanceof MouseEvent`, `$el instanceof HTMLElement` answer as the browser;
`JSON.stringify($event)` is `{"isTrusted":false}` (the harness's events are untrusted).
Every template holds a form control, so the live conformance slice runs them too.
Known gaps, not recorded: `children`/`childNodes` are arrays in petite ("" and
"[object Text]" where Chromium prints [object HTMLCollection], [object NodeList]); an
`input` event a live page's user types is an InputEvent in Chromium, an Event in petite."""

from ..harness import Case

CASES = [
    Case("dom_iface_strings_of_page_objects",
         '<div v-scope><p>{{ String(window) }}|{{ String(document) }}|{{ "" + window }}|{{ `${document}` }}'
         '|{{ Object.prototype.toString.call(window) }}|{{ String($el) }}</p>'
         '<input :title="String($el)" :placeholder="`${$el.parentElement}`">'
         '<svg><circle :title="Object.prototype.toString.call($el)"></circle><g :title="String($el)"></g></svg>'
         '<my-el :title="String($el)"></my-el><blink :title="String($el)"></blink><b :title="$el"></b>'
         '<span v-text="String($el) + \'|\' + String($el.classList) + \'|\' + String($el.style) + \'|\' + String($el.dataset)" class="a  b"></span>'
         '<table><tbody><tr><td :title="String($el)"></td></tr></tbody></table></div>'),
    Case("dom_iface_event_strings",
         '<div v-scope="{ r: \'\' }"><button @click="r = [String($event), `${$event}`, JSON.stringify($event), '
         'Object.keys($event).join(), Object.prototype.toString.call($event), String($event.target)].join(\'|\')">b</button>'
         '<input @keydown="r = [String($event), \'\' + $event, JSON.stringify($event)].join(\'|\')" '
         '@input="r = String($event) + \'|\' + $el"><i>{{ r }}</i></div>',
         steps=(('click', 'button'), ('keydown', 'input', 'a'), ('input', 'input', 'x'))),
    Case("dom_iface_made_events",
         '<div v-scope="{ r: \'\' }"><input type="checkbox" @click="r = [String(new Event(\'a\')), String(new CustomEvent(\'a\')), '
         'JSON.stringify(new CustomEvent(\'a\', { detail: 1 })), new CustomEvent(\'a\') instanceof CustomEvent, '
         'new CustomEvent(\'a\') instanceof Event, new Event(\'a\') instanceof CustomEvent, new Event(\'a\') instanceof UIEvent].join(\'|\')">'
         '<i>{{ r }}</i></div>',
         steps=(('click', 'input'),)),
    Case("dom_iface_instanceof",
         '<div v-scope="{ r: \'\' }"><button @click="r = [$event instanceof Event, $event instanceof UIEvent, '
         '$event instanceof MouseEvent, $event instanceof PointerEvent, $event instanceof KeyboardEvent, $event instanceof Object, '
         '$el instanceof HTMLButtonElement, $el instanceof HTMLElement, $el instanceof Element, $el instanceof Node, '
         '$el instanceof EventTarget, $el instanceof HTMLInputElement, $el instanceof Object, window instanceof Window, '
         'window instanceof EventTarget, document instanceof Document, document instanceof HTMLDocument, document instanceof Element].join()">b</button>'
         '<input @keydown="r = [$event instanceof KeyboardEvent, $event instanceof UIEvent, $event instanceof MouseEvent, '
         '$el instanceof HTMLInputElement, $el instanceof HTMLTextAreaElement].join()" '
         '@input="r = [$event instanceof Event, $event instanceof InputEvent].join()"><i>{{ r }}</i></div>',
         steps=(('click', 'button'), ('keydown', 'input', 'Enter'), ('input', 'input', 'y'))),
    Case("dom_iface_instanceof_in_templates",
         '<div v-scope><p>{{ [$el instanceof Text, $el instanceof CharacterData, $el instanceof Node, $el instanceof Element].join() }}</p>'
         '<textarea :title="[$el instanceof HTMLTextAreaElement, $el instanceof HTMLInputElement, $el.parentElement instanceof HTMLDivElement].join()"></textarea>'
         '<svg><rect :title="[$el instanceof SVGElement, $el instanceof SVGRectElement, $el instanceof SVGGeometryElement, $el instanceof SVGGraphicsElement, $el instanceof HTMLElement, $el instanceof Element].join()"></rect></svg>'
         '<i>{{ [typeof HTMLElement, typeof MouseEvent, typeof Node, typeof KeyboardEvent, [] instanceof Node, ({}) instanceof Event, "x" instanceof Text].join() }}</i></div>'),
    # what DOM objects inherit from Object.prototype: toString (a classList's is its value),
    # valueOf, hasOwnProperty; == with a string compares their string
    Case("dom_iface_object_prototype_members",
         '<div v-scope="{ r: \'\' }"><button @click="r = [$el.toString(), $event.toString(), window.toString(), document.toString(), '
         '$el.classList.toString(), $el == \'[object HTMLButtonElement]\', [$el].join(), [$el] + \'\', JSON.stringify([$event]), '
         '`${[$el, window]}`, Object.keys($el).length, $el.valueOf() === $el, $el.hasOwnProperty(\'x\'), $el.toLocaleString(), '
         'Object.prototype.toString.call($el.classList), Object.prototype.toString.call($el.style), $event.target.toString(), '
         '$el.style.toString(), $el.dataset.toString()].join(\' | \')" class="a b">b</button><input :value="r"></div>',
         steps=(('click', 'button'),)),
]
