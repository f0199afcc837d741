// Browser side of the live comparison: apply a harness step to the live page (as
// tests/conformance/harness.js applyStep does) and read the page's DOM with its form state.
(() => {
  function applyStep(root, step) {
    const [kind, selector, arg] = step
    const el = root.querySelector(selector)
    if (!el) throw new Error(`step ${JSON.stringify(step)}: no element matches ${selector}`)
    const fire = (type) => el.dispatchEvent(new Event(type, { bubbles: true }))
    switch (kind) {
      case 'click': el.click(); break
      case 'input': el.value = arg; fire('input'); break
      case 'change': el.value = arg; fire('change'); break
      case 'check': if (el.checked !== arg) el.click(); break
      case 'select': {
        const wanted = Array.isArray(arg) ? arg.map(String) : [String(arg)]
        for (const option of el.options) option.selected = wanted.includes(option.value)
        fire('input')
        fire('change')
        break
      }
      case 'keydown':
      case 'keyup':
        el.dispatchEvent(new KeyboardEvent(kind, { key: arg, bubbles: true, cancelable: true }))
        break
      default:
        throw new Error(`unknown step kind ${kind}`)
    }
  }

  // The live value/checked/selected of every element in document order, as
  // tests/conformance/test_steps_conformance.py live_state reads petite's server DOM.
  function formStates(parent, out) {
    for (const el of parent.children) {
      const state = {}
      if (el.tagName === 'INPUT') {
        state.value = el.value
        if (el.type === 'checkbox' || el.type === 'radio') state.checked = el.checked
      } else if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') {
        state.value = el.value
      } else if (el.tagName === 'OPTION') {
        state.selected = el.selected
        state.value = el.value
      }
      out.push(state)
      if (el.tagName !== 'TEXTAREA') formStates(el.tagName === 'TEMPLATE' ? el.content : el, out)
    }
    return out
  }

  // The root's innerHTML as HTML that parses back to this DOM: Chromium's serializer
  // writes no extra newline after <pre>, <textarea> or <listing> when their text starts
  // with one (its first text, past empty ones: v-for anchors), so re-parsing its innerHTML
  // would lose that newline.
  function pageHtml(parent) {
    const copy = parent.cloneNode(true)
    for (const el of copy.querySelectorAll('pre, textarea, listing')) {
      let first = el.firstChild
      while (first && first.nodeType === 3 && first.data === '') first = first.nextSibling // (serialized as nothing)
      if (el.namespaceURI === 'http://www.w3.org/1999/xhtml' && first && first.nodeType === 3 && first.data[0] === '\n') {
        first.data = '\n' + first.data
      }
    }
    return copy.innerHTML
  }

  const root = () => document.getElementById('petite-root')
  window.realworld = {
    snapshot: () => ({ html: pageHtml(root()), states: formStates(root(), []) }),
    step: (step) => applyStep(root(), step),
  }
})()
