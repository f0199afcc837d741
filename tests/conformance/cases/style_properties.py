"""Cases: which CSS properties an element's style has, as Chromium's (petite.css_properties):
an unknown name in a `:style` object or a `style[name] = v` is an ordinary property of the
style object (no declaration), a declaration of an unknown property is dropped when a
style is parsed (`cssText`, a `:style` string, any write), `setProperty` takes CSS names
only, recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case
from ..harness import expression_probe as _probe

BOX = '<div ref="b" style="color: red; --gap: 4px">box</div>'
S = "$refs.b.style"

CASES = [
    Case("style_unknown_names_in_object",
         '<p :style="{ nope: 1, msTransform: \'none\', MozAppearance: \'none\', color: \'red\', src: \'a\' }">x</p>'),
    Case("style_unknown_names_important",
         '<p :style="{ fontSize: \'3px !important\', nope: \'1px !important\', WebkitTransform: \'none\' }">x</p>'),
    Case("style_unknown_declaration_in_static_attribute",
         '<p style="nope: 1; color: red" :style="{ margin: \'1px\' }">x</p><p style="nope: 2; color: red">y</p>'),
    Case("style_unknown_declaration_in_string",
         '<p :style="\'nope: 1; color: red; src: x; --c: 2\'">x</p><p :style="[\'nope: 1\', { color: \'blue\' }]">y</p>'),
    Case("style_unknown_declaration_with_v_show",
         '<p style="nope: 1; margin: 0" v-show="false">x</p><p style="bogus: 1" v-show="true">y</p>'),
    Case("style_custom_and_hyphenated_keys",
         '<p :style="{ \'--x\': 1, \'font-size\': \'2px\', \'webkit-user-select\': \'none\', float: \'left\' }">x</p>'),
    _probe("style_object_expandos", BOX, [
        f"({S}['--x'] = '3px', $refs.b.getAttribute('style'))", f"{S}['--x']",
        f"({S}.nope = 1, $refs.b.getAttribute('style'))", f"{S}.nope", f"typeof {S}.other",
        f"({S}.msTransform = 'none', {S}.msTransform + '/' + $refs.b.getAttribute('style'))",
        f"'nope' in {S}", f"'fontSize' in {S}", f"'font-size' in {S}", f"'WebkitTransform' in {S}",
        f"'webkit-transform' in {S}", f"'msTransform' in {S}", f"'float' in {S}", f"'cssFloat' in {S}",
        f"'FontSize' in {S}", f"'--gap' in {S}",
    ]),
    _probe("style_set_property_names", BOX, [
        f"({S}.setProperty('fontSize', '4px'), $refs.b.getAttribute('style'))",
        f"({S}.setProperty('FONT-SIZE', '3px'), $refs.b.getAttribute('style'))",
        f"({S}.setProperty('nope', '1'), $refs.b.getAttribute('style'))",
        f"({S}.setProperty('src', 'x'), $refs.b.getAttribute('style'))",
        f"{S}.getPropertyValue('fontSize')", f"{S}.getPropertyValue('font-size')",
        f"{S}.getPropertyValue('--gap')", f"{S}.fontSize",
        f"({S}.src = 'y', $refs.b.getAttribute('style'))", f"{S}.src",
        f"({S}.cssText = 'nope: 1; color: blue; SRC: z', $refs.b.getAttribute('style'))",
        f"({S}.removeProperty('nope'), {S}.cssText)",
    ]),
]

CASES += [
    _probe("document_and_attributes_expandos", BOX, [
        "(document.foo = 1, document.foo)", "(document.foo = 2, document.foo)", "typeof document.bar",
        "'foo' in document", "(document.body = 1, document.body.tagName)", "(document.body = document.createElement('div'), 1)", "(document.nodeType = 3, document.nodeType)",
        "($refs.b.attributes.foo = 1, $refs.b.attributes.foo)", "$refs.b.hasAttribute('foo')",
        "($refs.b.attributes.style = 1, typeof $refs.b.attributes.style)", "($refs.b.attributes.length = 9, $refs.b.attributes.length)",
        "($refs.b.attributes[0] = 1, $refs.b.attributes[0].name)", "$refs.b.attributes.item(0).name",
    ]),
]

# A declaration's priority: `setProperty`'s third argument in any case, nothing set for
# another priority or a value with its own `!important`; `getPropertyPriority`;
# `removeProperty` gives the value it removed.
CASES += [
    _probe("style_priorities", BOX, [
        f"({S}.setProperty('color', 'blue', 'IMPORTANT'), {S}.cssText + '|' + {S}.getPropertyPriority('color'))",
        f"({S}.setProperty('color', 'green', 'Important'), {S}.cssText)",
        f"({S}.setProperty('color', 'green', 'importan'), {S}.cssText)",
        f"({S}.setProperty('color', '', 'bogus'), {S}.cssText)",
        f"({S}.setProperty('color', 'red !important'), {S}.cssText)",
        f"({S}.setProperty('--v', 'x', 'important'), {S}.getPropertyPriority('--v') + '|' + {S}.getPropertyPriority('color') + '|' + {S}.getPropertyPriority('nope'))",
        f"({S}.cssText = 'margin-top: 1px !important; color: red', {S}.getPropertyPriority('margin-top') + {S}.getPropertyPriority('marginTop') + {S}.getPropertyPriority('color'))",
        f"{S}.removeProperty('color') + '|' + {S}.cssText + '|' + {S}.removeProperty('color')",
    ]),
]
