// Browser side of the conformance harness: runs a case with petite-vue and turns a
// container's DOM into a canonical tree that petite's output is compared with.
(() => {
  const FORM_STATE = { INPUT: 1, TEXTAREA: 1, SELECT: 1, OPTION: 1 }

  // petite-vue 0.4.1 leaves directive attributes that carry modifiers in the DOM
  // (`@click.prevent`, `v-model.number`); Vue 3 removes them and so does petite (a
  // deliberate difference, tested on its own). Only petite-vue's side is cleaned.
  // Only what petite-vue walked is cleaned: its mount roots (the container, or only its
  // outermost [v-scope] elements when it has some) minus `v-pre` subtrees, whose
  // attributes stay as written on both sides.
  const MODIFIER_DIRECTIVE = /^(v-|:|@)[^.]*\./
  let dropModifierDirectives = false
  let mountRoots = null // the [v-scope] roots petite-vue mounts; null: the container

  function canonElement(el) {
    const outer = dropModifierDirectives
    if (outer && el.hasAttribute('v-pre')) dropModifierDirectives = false
    else if (!outer && mountRoots && mountRoots.has(el)) dropModifierDirectives = true
    try {
      return canonWalked(el)
    } finally {
      dropModifierDirectives = outer
    }
  }

  function canonWalked(el) {
    const attrs = []
    for (const { name, value } of el.attributes) {
      if (dropModifierDirectives && MODIFIER_DIRECTIVE.test(name)) continue
      if (FORM_STATE[el.tagName] && (name === 'value' || name === 'checked' || name === 'selected')) continue
      attrs.push([name, name === 'style' ? el.style.cssText : value])
    }
    attrs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    const node = { tag: el.localName, ns: el.namespaceURI, attrs }
    if (el.tagName === 'INPUT') {
      node.value = el.value
      if (el.type === 'checkbox' || el.type === 'radio') node.checked = el.checked
    } else if (el.tagName === 'TEXTAREA') {
      node.value = el.value
      return node
    } else if (el.tagName === 'SELECT') {
      node.value = el.value
    } else if (el.tagName === 'OPTION') {
      node.selected = el.selected
      node.value = el.value
    }
    if (el.tagName === 'TEMPLATE') {
      // petite-vue never walks a <template>'s content (a `$template: '#id'` source
      // is cloned, the clone is processed): its attributes are the page's, on both sides
      const dropping = dropModifierDirectives
      dropModifierDirectives = false
      try {
        node.children = canonChildren(el.content)
      } finally {
        dropModifierDirectives = dropping
      }
    } else {
      node.children = canonChildren(el)
    }
    return node
  }

  function canonChildren(parent) {
    const out = []
    for (const child of parent.childNodes) {
      if (child.nodeType === 1) out.push(canonElement(child))
      else if (child.nodeType === 3) {
        const last = out[out.length - 1]
        if (typeof last === 'string') out[out.length - 1] = last + child.data
        else out.push(child.data)
      }
    }
    return out.filter((n) => n !== '')
  }

  function applyStep(root, step) {
    const [kind, selector, arg] = step
    const el = root.querySelector(selector)
    if (!el) throw new Error(`step ${JSON.stringify(step)}: no element matches ${selector}`)
    const fire = (type) => el.dispatchEvent(new Event(type, { bubbles: true }))
    switch (kind) {
      case 'click':
        el.click()
        break
      case 'input':
        el.value = arg
        fire('input')
        break
      case 'change':
        el.value = arg
        fire('change')
        break
      case 'check':
        if (el.checked !== arg) el.click()
        break
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

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  const oracleSnapshot = (container) => {
    dropModifierDirectives = mountRoots === null
    try {
      return canonChildren(container)
    } finally {
      dropModifierDirectives = false
    }
  }

  window.canonicalize = (html) => {
    const container = document.createElement('div')
    container.innerHTML = html
    return canonChildren(container)
  }

  window.runCase = async (template, data, steps) => {
    document.title = '' // every case starts from the page's own title (a case may set it)
    const container = document.createElement('div')
    document.body.appendChild(container)
    const errors = []
    const origError = console.error, origWarn = console.warn
    console.error = console.warn = (...args) => errors.push(args.map(String).join(' '))
    // errors thrown in petite-vue's queued jobs reach the window, not the console
    const onError = (event) => errors.push(String(event.message || event.reason))
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onError)
    try {
      container.innerHTML = template
      // as petite-vue's mount picks its roots
      const scoped = [...container.querySelectorAll('[v-scope]')].filter((el) => !el.matches('[v-scope] [v-scope]'))
      mountRoots = scoped.length ? new Set(scoped) : null
      const app = PetiteVue.createApp(data || {})
      app.mount(container)
      await PetiteVue.nextTick()
      await settle()
      const html = container.innerHTML
      const snapshots = [oracleSnapshot(container)]
      for (const step of steps) {
        applyStep(container, step)
        await PetiteVue.nextTick()
        await settle()
        snapshots.push(oracleSnapshot(container))
      }
      app.unmount()
      return { snapshots, html, errors }
    } finally {
      console.error = origError
      console.warn = origWarn
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onError)
      container.remove()
      mountRoots = null
    }
  }
})()
