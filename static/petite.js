// petite live client: mirrors a server-side petite app in the browser.
//
// The page arrives server-rendered. This script opens a WebSocket, receives the app's
// tree with node ids ("init") and adopts the page's DOM: it walks the existing nodes in
// tree order and gives each the server's id (kept in JavaScript maps: nothing is added
// to the DOM), so scripts do not run again and focus, caret and scroll stay; only what
// changed since the first paint is written. It forwards the events the template listens
// to and applies the patch batches the server sends back (petite/patches.py).
//
// While disconnected the root has the class `petite-disconnected` and the events
// `petite:disconnected` / `petite:connected` are dispatched on it (they bubble to
// document and window); events made meanwhile are queued and replayed on resume, as are
// events the server had not answered (it skips those it already handled).
// No build step, no dependencies.
;(() => {
  // DOM reads and calls that page content cannot redirect (DOM clobbering). A document
  // and a <form> expose named elements as properties that hide the built-in ones
  // (HTML's [LegacyOverrideBuiltIns]): `<img name="currentScript" data-ws=...>` in a
  // v-html message made document.currentScript that image (the client then connected
  // where the message said), `<input name="attributes">` made form.attributes that
  // input. So the client takes the built-ins from the prototypes, never from the object.
  const call = Function.prototype.call
  const builtin = (proto, name) => {
    const own = Object.getOwnPropertyDescriptor(proto, name)
    return call.bind(own.get || own.value)
  }
  const firstChild = builtin(Node.prototype, 'firstChild')
  const nextSibling = builtin(Node.prototype, 'nextSibling')
  const parentNode = builtin(Node.prototype, 'parentNode')
  const nodeType = builtin(Node.prototype, 'nodeType')
  const isConnected = builtin(Node.prototype, 'isConnected')
  const insertBefore = builtin(Node.prototype, 'insertBefore')
  const appendChild = builtin(Node.prototype, 'appendChild')
  const removeChild = builtin(Node.prototype, 'removeChild')
  const cloneNode = builtin(Node.prototype, 'cloneNode')
  const localName = builtin(Element.prototype, 'localName')
  const attributesOf = builtin(Element.prototype, 'attributes')
  const getAttribute = builtin(Element.prototype, 'getAttribute')
  const setAttributeOf = builtin(Element.prototype, 'setAttribute')
  const removeAttribute = builtin(Element.prototype, 'removeAttribute')
  const closest = builtin(Element.prototype, 'closest')
  const matches = builtin(Element.prototype, 'matches')
  const addListener = builtin(EventTarget.prototype, 'addEventListener')
  const removeListener = builtin(EventTarget.prototype, 'removeEventListener')
  const dispatch = builtin(EventTarget.prototype, 'dispatchEvent')
  const templateContent = builtin(HTMLTemplateElement.prototype, 'content')
  const showModal = builtin(HTMLDialogElement.prototype, 'showModal')
  const formElements = builtin(HTMLFormElement.prototype, 'elements') // (a control named "elements" shadows form.elements)
  const fromDocument = (name) => builtin(Document.prototype, name).bind(null, document)
  const createElement = fromDocument('createElement')
  const createElementNS = fromDocument('createElementNS')
  const createTextNode = fromDocument('createTextNode')
  const createComment = fromDocument('createComment')
  const createFragment = fromDocument('createDocumentFragment')
  const activeElement = fromDocument('activeElement')
  const windowOpen = window.open.bind(window)
  const setTitle = call.bind(Object.getOwnPropertyDescriptor(Document.prototype, 'title').set, document)
  const createRange = fromDocument('createRange')
  const setStartBefore = builtin(Range.prototype, 'setStartBefore')
  const setEndAfter = builtin(Range.prototype, 'setEndAfter')
  const deleteContents = builtin(Range.prototype, 'deleteContents')
  const createTreeWalker = fromDocument('createTreeWalker')
  const nextNode = builtin(TreeWalker.prototype, 'nextNode')
  // after the next frame, when the page is idle (a second at most)
  const whenIdle = window.requestIdleCallback ? (fn) => requestIdleCallback(fn, { timeout: 1000 }) : (fn) => setTimeout(fn, 50)
  const tagOf = (node) => (nodeType(node) === 1 ? localName(node) : '')
  const detach = (node) => {
    const parent = parentNode(node)
    if (parent) removeChild(parent, node)
  }

  const script = fromDocument('currentScript')()
  const root = fromDocument('getElementById')(script.dataset.root)
  let token = script.dataset.token
  const wsPath = script.dataset.ws
  const SVG = 'http://www.w3.org/2000/svg'
  const MATH = 'http://www.w3.org/1998/Math/MathML'
  const FORM_PROPS = { value: 1, checked: 1, selected: 1 }
  // What a patch may write, whatever a server sends (the server's own rules, petite.safety:
  // LIVE_PROPERTIES, and no `on*` handler attribute), so that nothing but the page's own
  // server could make this client run script.
  const LIVE_PROPERTIES = new Set(['value', 'checked', 'selected', 'indeterminate', 'muted', 'volume', 'disabled', 'nonce'])
  const isHandlerName = (name) => String(name).slice(0, 2).toLowerCase() === 'on'
  const WIRE = 2 // the wire version this client reads (petite/skeletons.py)

  const nodes = new Map() // id -> Node
  // Node -> id: a property under a symbol only this script holds (no attribute, nothing
  // in the DOM; page data cannot name it), read through `idOf`, which checks it against
  // `nodes` (an id from before a reconnect's adoption is no id). Faster than a WeakMap
  // for the thousands of nodes a big insert names, and nothing for the collector to trace.
  const ID = Symbol('petite id')
  const idOf = (node) => {
    const id = node[ID]
    return id !== undefined && nodes.get(id) === node ? id : undefined
  }
  const handlers = new Map() // node id -> Map(`${type} ${capture}` -> listener)
  const unanswered = new Map() // seq -> event message (sent or queued, not yet answered)
  let lastAnswered = 0 // the highest seq answered
  let connectedOnce = false
  let online = false
  let recovering = false // the session was gone: a new one gets the form state
  let socket = null
  let seq = 0
  let pending = 0
  let ready = false
  let waiters = []
  let retry = 0
  // Input ownership (petite/live_input.py): a server write to a control applies only
  // when its batch answers the latest input on it; otherwise the user's newer text is
  // rebased over the write, as the server rebases the values it receives.
  let seen = 0 // patch batches applied (numbered for the session's life; sent with every event)
  let latestInput = new WeakMap() // control -> seq of the last event carrying its state

  // Trees -------------------------------------------------------------------------
  const remember = (id, node) => {
    nodes.set(id, node)
    node[ID] = id
    return node
  }

  // Removed subtrees: their ids and listeners are dropped (their nodes are never
  // referenced again), after the next frame: the removal paints first. An id that now
  // names another node (a reconnect adopted the page meanwhile) is left alone: idOf.
  let removed = []
  const forgetLater = (node) => {
    if (!removed.length) whenIdle(forgetRemoved)
    removed.push(node)
  }
  function forgetRemoved() {
    const nodesGone = removed
    removed = []
    const forget = (node) => {
      const id = idOf(node)
      if (id === undefined) return
      nodes.delete(id)
      handlers.delete(id)
    }
    for (const node of nodesGone) {
      forget(node)
      eachBelow(node, forget)
    }
  }

  // Every node below `node` in document order, template contents entered: the order
  // the server numbers a subtree's nodes in. A TreeWalker steps natively (no DOM
  // property a page's markup could shadow).
  function eachBelow(node, visit) {
    const walker = createTreeWalker(container(node))
    for (let next = nextNode(walker); next; next = nextNode(walker)) {
      visit(next)
      if (isTemplate(next)) eachBelow(next, visit)
    }
  }

  // A node from an encoded tree, with its ids, properties and listeners (`bare`: none
  // of those, for a skeleton's template).
  function build(tree, bare = false) {
    const [id, kind] = tree
    if (kind === 0) return instantiate(tree)
    if (kind === 3) return bare ? createTextNode(tree[2]) : remember(id, createTextNode(tree[2]))
    if (kind === 8) return bare ? createComment(tree[2]) : remember(id, createComment(tree[2]))
    if (kind === 11) {
      const fragment = remember(id, createFragment())
      for (const child of tree[2]) appendChild(fragment, build(child))
      return fragment
    }
    const [, , tag, attrs, children, extra = {}] = tree
    const namespace = extra.ns
    const el =
      namespace === 'svg'
        ? createElementNS(SVG, tag)
        : namespace === 'math'
          ? createElementNS(MATH, tag)
          : createElement(tag)
    if (!bare) remember(id, el)
    for (let i = 0; i < attrs.length; i += 2) setAttribute(el, attrs[i], attrs[i + 1])
    const target = container(el)
    for (const child of children) appendChild(target, build(child, bare))
    if (bare) return el
    if (tag === 'select') settleSelection(el)
    if (extra.props) {
      if (fromServer) fromServer.add(el)
      for (const name in extra.props) setProp(el, name, extra.props[name])
    }
    for (const [type, flags, hints] of extra.on || []) listen(el, id, type, flags, hints || {})
    return el
  }

  function setAttribute(el, name, value) {
    if (isHandlerName(name)) return console.warn('petite: refused handler attribute', name)
    try {
      setAttributeOf(el, name, value)
    } catch (e) {
      console.warn('petite: cannot set attribute', name, e)
    }
  }

  // Skeletons (petite/skeletons.py): a repeated subtree's static parts arrive once per
  // connection ("skel"); each copy is an instance [ids, 0, sid, [slot, value, ...]]:
  // the skeleton's DOM cloned, its nodes given the ids in document order, the listed
  // slots (attribute values, properties, listeners, texts, in document order) changed.
  // Values are only ever written as data (setAttribute, .data, properties).
  // sid -> { tree, node, slots: [[node index, kind, name, value]], live: [slot index], templates }
  const skeletons = new Map()
  const ATTR = 0
  const PROP = 1
  const ON = 2
  const DATA = 3

  function registerSkeleton(sid, tree) {
    const slots = []
    const live = [] // the property and listener slots: applied to every instance
    let index = 0
    let templates = false // a <template> in it: its content's nodes are numbered too (`collect`)
    const walk = (node) => {
      const at = index++
      if (node[1] !== 1) return slots.push([at, DATA])
      const [, , tag, attrs, children, extra = {}] = node
      if (String(tag).toLowerCase() === 'template') templates = true
      for (let i = 0; i < attrs.length; i += 2) slots.push([at, ATTR, attrs[i]])
      for (const name in extra.props || {}) live.push(slots.push([at, PROP, name, extra.props[name]]) - 1)
      if (extra.on) live.push(slots.push([at, ON, null, extra.on]) - 1)
      for (const child of children) walk(child)
    }
    walk(tree)
    skeletons.set(sid, { tree, node: build(tree, true), slots, live, templates })
  }

  // An instance as the plain tree it stands for (adoption walks plain trees): the
  // skeleton's tree with the instance's ids and changed slot values, in document order.
  function expand([ids, , sid, changed]) {
    const overrides = new Map()
    for (let i = 0; i < changed.length; i += 2) overrides.set(changed[i], changed[i + 1])
    let at = 0
    let slot = 0
    const take = (value) => (overrides.has(slot) ? overrides.get(slot++) : (slot++, value))
    const copy = (node) => {
      const id = typeof ids === 'number' ? ids + at++ : ids[at++]
      if (node[1] !== 1) return [id, node[1], take(node[2])]
      const [, , tag, attrs, children, extra] = node
      const values = attrs.map((value, i) => (i % 2 ? take(value) : value))
      let more
      if (extra) {
        more = { ...extra }
        if (extra.props) {
          more.props = {}
          for (const name in extra.props) more.props[name] = take(extra.props[name])
        }
        if (extra.on) more.on = take(extra.on)
      }
      const copies = children.map(copy)
      return more ? [id, 1, tag, values, copies, more] : [id, 1, tag, values, copies]
    }
    return copy(skeletons.get(sid).tree)
  }

  // A subtree's nodes in document order (the order of an instance's ids); `templates`
  // false: none of them is a <template> (one walk, no content to enter).
  function collect(node, templates = true) {
    const list = [node]
    if (templates) {
      eachBelow(node, (below) => list.push(below))
      return list
    }
    const walker = createTreeWalker(node)
    for (let next = nextNode(walker); next; next = nextNode(walker)) list.push(next)
    return list
  }

  function instantiate([ids, , sid, changed]) {
    const skeleton = skeletons.get(sid)
    const root = cloneNode(skeleton.node, true)
    const list = collect(root, skeleton.templates)
    const idOf = typeof ids === 'number' ? (at) => ids + at : (at) => ids[at]
    for (let i = 0; i < list.length; i++) remember(idOf(i), list[i])
    let values = null // the changed property and listener slots
    for (let i = 0; i < changed.length; i += 2) {
      const [at, kind, name] = skeleton.slots[changed[i]]
      const value = changed[i + 1]
      if (kind === ATTR) setAttribute(list[at], name, value)
      else if (kind === DATA) list[at].data = value
      else (values || (values = new Map())).set(changed[i], value)
    }
    for (const slot of skeleton.live) {
      const [at, kind, name, fallback] = skeleton.slots[slot]
      const value = values && values.has(slot) ? values.get(slot) : fallback
      const el = list[at]
      if (kind === PROP) setProp(el, name, value)
      else for (const [type, flags, hints] of value) listen(el, idOf(at), type, flags, hints || {})
    }
    return root
  }

  // Adoption: give the existing nodes under `parent` the ids of `trees`, in order;
  // what differs from the first paint (the state moved on meanwhile) is written.
  function adoptChildren(parent, trees) {
    const host = container(parent)
    let dom = firstChild(host)
    for (const encoded of trees) {
      const tree = encoded[1] === 0 ? expand(encoded) : encoded
      const kind = tree[1]
      if (kind === 3 && dom && nodeType(dom) === 3 && (tree[2] !== '' || dom.data === '')) {
        // the browser joins adjacent text nodes: split them again
        if (dom.data !== tree[2]) {
          if (tree[2] && dom.data.startsWith(tree[2]) && tree[2].length < dom.data.length) dom.splitText(tree[2].length)
          else dom.data = tree[2]
        }
        remember(tree[0], dom)
      } else if (kind === 8 && dom && nodeType(dom) === 8) {
        if (dom.data !== tree[2]) dom.data = tree[2]
        remember(tree[0], dom)
      } else if (kind === 1 && dom && tagOf(dom).toLowerCase() === tree[2].toLowerCase()) {
        adoptElement(dom, tree)
      } else {
        insertBefore(host, build(tree), dom) // not in the first paint: built
        continue
      }
      dom = nextSibling(dom)
    }
    while (dom) {
      const next = nextSibling(dom)
      detach(dom)
      dom = next
    }
  }

  function adoptElement(el, tree) {
    const [id, , , attrs, children, extra = {}] = tree
    remember(id, el)
    const wanted = new Map()
    for (let i = 0; i < attrs.length; i += 2) wanted.set(attrs[i], attrs[i + 1])
    // (a dialog or details the user closed or toggled; a new session recovers only controls)
    const mine = unreported.has(el) && !recovering ? 'open' : null
    for (const attr of [...attributesOf(el)]) {
      if (!wanted.has(attr.name) && attr.name !== mine) keepingState(el, attr.name, () => removeAttribute(el, attr.name))
    }
    for (const [name, value] of wanted) {
      if (getAttribute(el, name) !== value && name !== mine) keepingState(el, name, () => setAttribute(el, name, value))
    }
    adoptChildren(el, children)
    if (extra.props) {
      for (const name in extra.props) {
        const owner = name === 'selected' ? closest(el, 'select') || el : el
        if (fromServer) fromServer.add(el)
        if (!userOwns(owner)) setProp(el, name, extra.props[name])
      }
    }
    for (const [type, flags, hints] of extra.on || []) listen(el, id, type, flags, hints || {})
  }

  // The first paint writes form state as markup; adoption writes the server tree's
  // attributes over it. A `checked` or `selected` attribute written to a control nobody
  // changed would change its state, and in a radio group or a select its neighbours'
  // (whose props were applied already): the control keeps the state it shows, which
  // is the server's (its own props, applied after, say where the server's differs).
  // (Chromium selects an option whose `selected` attribute is added even when a script
  // set its selectedness: the select's options are put back as they were.)
  function keepingState(el, name, write) {
    if (name === 'checked' && el.tagName === 'INPUT') el.checked = el.checked // (a dirty checkedness ignores the attribute)
    if (name !== 'selected' || el.tagName !== 'OPTION') return write()
    const select = closest(el, 'select')
    const options = select ? [...select.options] : [el]
    const was = options.map((option) => option.selected)
    write()
    options.forEach((option, i) => { if (option.selected !== was[i]) option.selected = was[i] })
    if (select && !select.multiple && !was.includes(true)) select.selectedIndex = -1
  }

  // A control whose latest change the server has not answered (queued or in flight),
  // or that the user changed before the first connection (found before adoption: the
  // first paint writes form state as markup, `value`/`checked`/`selected` attributes,
  // which adoption removes, and removing them resets what they set).
  let editedAtConnect = new Set()
  let fromServer = null // while recovering: the controls whose state the new session's tree set
  function userOwns(control) {
    if ((latestInput.get(control) || 0) > lastAnswered) return true
    if (unreported.has(control) && !recovering) return true // (changed by the user; the next event carries it)
    return !connectedOnce && editedAtConnect.has(control)
  }

  function editedBeforeConnect(el) {
    if (el.tagName === 'INPUT' && (el.type === 'checkbox' || el.type === 'radio')) return el.checked !== el.defaultChecked
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') return el.value !== el.defaultValue
    if (el.tagName === 'SELECT') {
      if (el.multiple) return [...el.options].some((o) => o.selected !== o.defaultSelected)
      return el.selectedIndex !== untouchedIndex(el)
    }
    return false
  }

  // The option a drop-down shows before anyone touches it: the last one marked
  // `selected`, else (display size 1) its first enabled one - not a user's choice.
  function untouchedIndex(select) {
    const options = [...select.options]
    let index = -1
    for (const option of options) if (option.defaultSelected) index = option.index
    if (index < 0 && select.size <= 1) index = options.findIndex((option) => !matches(option, ':disabled'))
    return index
  }

  function setProp(el, name, value) {
    if (!LIVE_PROPERTIES.has(name)) return console.warn('petite: refused property', name)
    if (name === 'selected' && el.tagName === 'OPTION') {
      if (!value) return deselect(el)
      unselected.delete(el)
    }
    if (FORM_PROPS[name] && el[name] === value) return // never disturb the caret
    el[name] = value
  }

  // Unselecting an option asks its select for a reset, and a drop-down with no option
  // selected then shows its first enabled one; the server's select has none selected
  // (petite-vue sets selectedIndex = -1 when no option matches the model): do the same.
  // An option built before its select holds it is settled when the select is built.
  const unselected = new WeakSet()
  function deselect(option) {
    const select = closest(option, 'select')
    if (!select) unselected.add(option)
    if (!option.selected) return
    if (select && !select.multiple && select.selectedIndex === option.index) select.selectedIndex = -1
    else option.selected = false
  }

  function settleSelection(select) {
    const shown = select.multiple ? null : select.options[select.selectedIndex]
    if (shown && unselected.has(shown)) select.selectedIndex = -1
  }

  // Patches -----------------------------------------------------------------------
  const BROWSER_CALLS = new Set(['focus', 'blur', 'select', 'setSelectionRange', 'scrollIntoView', 'scrollTo', 'scrollBy',
    'show', 'showModal', 'close', 'play', 'pause', 'load']) // petite.dom.core's
  const OPS = {
    text(id, data) {
      nodes.get(id).data = data
    },
    attr(id, name, value) {
      setAttribute(nodes.get(id), name, value)
    },
    rmattr(id, name) {
      removeAttribute(nodes.get(id), name)
    },
    prop(id, name, value, batch) {
      const el = nodes.get(id)
      const owner = name === 'selected' ? closest(el, 'select') || el : el
      if (FORM_PROPS[name] && (latestInput.get(owner) || 0) > (batch.re || 0)) {
        // the user changed this control after the event this batch answers
        const was = batch.was && batch.was[id]
        if (name === 'value' && typeof was === 'string') setValue(el, was, value)
        return // (checked/selected: the user's newer input stands; its answer follows)
      }
      setProp(el, name, value)
    },
    insert(parentId, beforeId, tree) {
      const parent = container(nodes.get(parentId))
      insertBefore(parent, build(tree), beforeId == null ? null : nodes.get(beforeId))
    },
    move(id, parentId, beforeId) {
      const parent = container(nodes.get(parentId))
      insertBefore(parent, nodes.get(id), beforeId == null ? null : nodes.get(beforeId))
    },
    remove(...removed) {
      const gone = []
      for (const id of removed) {
        const node = nodes.get(id)
        if (node) gone.push(node)
      }
      // a run of adjacent siblings (rows of a cleared or replaced list) goes in one
      // range deletion: fewer DOM mutations than one removeChild each
      for (let i = 0; i < gone.length; ) {
        let j = i
        while (j + 1 < gone.length && nextSibling(gone[j]) === gone[j + 1]) j++
        if (j - i >= 16) {
          const range = createRange()
          setStartBefore(range, gone[i])
          setEndAfter(range, gone[j])
          deleteContents(range)
        } else for (let k = i; k <= j; k++) detach(gone[k])
        for (let k = i; k <= j; k++) forgetLater(gone[k])
        i = j + 1
      }
    },
    skel(sid, tree) {
      registerSkeleton(sid, tree)
    },
    listen(id, type, flags, hints) {
      listen(nodes.get(id), id, type, flags, hints || {})
    },
    // a script called el.focus(), blur(), select(), setSelectionRange(), scrollIntoView(), scrollTo(), scrollBy(), a dialog's show(), showModal() or
    // close(), alert(), print() or window.scrollTo(): the browser does it (its focus and close events then reach the server as any other)
    call(id, name, ...args) {
      if (name === 'alert') return window.alert(String(args[0])) // (the page's own alert box, title and scrolling)
      if (name === 'title') return void setTitle(String(args[0]))
      if (name === 'hash') return void moveToFragment(String(args[0]), args[1])
      if (name === 'navigate') return void navigate(String(args[0]))
      if (name === 'open') return void openWindow(String(args[0]), String(args[1]))
      if (name === 'clipboard') return void copyText(String(args[0]))
      if (name === 'cookie') return void (document.cookie = String(args[0]))
      if (name === 'history') return void changeHistory(...args)
      if (name === 'tag') return void history.replaceState(entryState(args[0]), '')
      const el = nodes.get(id)
      if ((name === 'scrollTo' || name === 'scrollBy') && el === root) return window[name](...args) // (the page's; an element's below)
      if (name === 'print' && el === root) return void window.print() // (the page's print dialog)
      if (!el || !el.isConnected || !BROWSER_CALLS.has(name) || typeof el[name] !== 'function') return
      calling = name
      try {
        const done = el[name](...args) // (a dialog the user closed, or one open already: the browser refuses, the page goes on)
        if (done instanceof Promise) done.catch((error) => console.warn('petite:', error)) // (a play() the browser refused)
      } catch (error) {
        console.warn('petite:', error)
      } finally {
        calling = null
      }
    },
    unlisten(id, type) {
      const own = handlers.get(id)
      for (const capture of [false, true]) {
        const entry = own && own.get(`${type} ${capture}`)
        if (entry) {
          removeListener(entry.el, type, entry.fn, { capture })
          own.delete(`${type} ${capture}`)
        }
      }
    }
  }

  const isTemplate = (node) => node instanceof HTMLTemplateElement
  const container = (node) => (isTemplate(node) ? templateContent(node) : node)

  // The server rewrote `was` to `theirs` while the user kept typing: apply the user's
  // edit (from `was` to the current text) to `theirs` and keep the caret after it.
  function setValue(el, was, theirs) {
    const mine = el.value
    const merged = rebase(was, mine, theirs)
    if (merged === mine) return
    const caret = merged.length - (mine.length - (el.selectionEnd ?? mine.length))
    el.value = merged
    try {
      if (el === activeElement()) el.setSelectionRange(caret, caret)
    } catch (e) {} // (not every input type has a selection)
  }

  // The same function as petite.live_input.rebase (both sides must agree).
  function rebase(base, mine, theirs) {
    if (theirs === base) return mine
    let start = 0
    const limit = Math.min(base.length, mine.length)
    while (start < limit && base[start] === mine[start]) start++
    let end = 0
    while (end < base.length - start && end < mine.length - start && base[base.length - 1 - end] === mine[mine.length - 1 - end]) end++
    const removed = base.slice(start, base.length - end)
    const inserted = mine.slice(start, mine.length - end)
    if (theirs.slice(0, start) === base.slice(0, start) && theirs.slice(start, start + removed.length) === removed) {
      return theirs.slice(0, start) + inserted + theirs.slice(start + removed.length)
    }
    return theirs + inserted
  }

  function apply(ops, batch = {}) {
    for (const [name, ...args] of ops) {
      try {
        if (name === 'prop') OPS.prop(args[0], args[1], args[2], batch)
        else OPS[name](...args)
      } catch (e) {
        console.error('petite: patch failed', name, args, e)
      }
    }
  }

  // Events ------------------------------------------------------------------------
  const hyphenate = (s) => s.replace(/\B([A-Z])/g, '-$1').toLowerCase()
  const KEY_ALIASES = { esc: 'escape', space: ' ', up: 'arrow-up', down: 'arrow-down', left: 'arrow-left', right: 'arrow-right', delete: 'backspace' }

  // Guards the server applies too, applied here first so that `.prevent` and `.stop`
  // act synchronously and filtered events never travel.
  function passes(event, hints) {
    if (hints.self && event.target !== event.currentTarget) return false
    if (hints.keys && 'key' in event) {
      const key = hyphenate(event.key || '')
      if (!hints.keys.some((k) => k === key || KEY_ALIASES[k] === key)) return false
    }
    for (const sys of hints.sys || []) if (!event[`${sys}Key`]) return false
    if (hints.exact) {
      for (const sys of ['ctrl', 'shift', 'alt', 'meta']) {
        if (event[`${sys}Key`] && !(hints.sys || []).includes(sys)) return false
      }
    }
    if (hints.button != null && 'button' in event && event.button !== hints.button) return false
    return true
  }

  // The event the last forwarded message started, and that message's seq.
  let dispatching = null
  // The server's call being run (`call` op), and the events it fires that the server
  // fired itself before asking for it: not forwarded (a dialog's beforetoggle).
  let calling = null
  const FIRED_BY_SERVER = { show: 'beforetoggle', showModal: 'beforetoggle', close: 'beforetoggle' }

  // One browser listener per (node, type, phase); it carries the guards of every
  // server listener behind it and forwards the event when any of them would run.
  function listen(el, id, type, flags, hints) {
    const capture = !!(flags & 1)
    const key = `${type} ${capture}`
    if (!el) return
    let own = handlers.get(id)
    if (!own) handlers.set(id, (own = new Map()))
    const existing = own.get(key)
    if (existing) {
      existing.hints.push(hints)
      return
    }
    // (the root's listeners are a page's document/window listeners: on the document, so
    // that events outside the app, a key pressed with the focus on <body>, reach them)
    const entry = { hints: [hints], fn: null, el: el === root ? document : el, type, capture }
    entry.fn = (event) => {
      if (calling && FIRED_BY_SERVER[calling] === event.type) return
      const running = entry.hints.filter((h) => passes(event, h))
      if (!running.length) return
      if (running.some((h) => h.prevent)) event.preventDefault()
      if (running.some((h) => h.stop)) event.stopPropagation()
      let state = formState(event.target)
      if (state && state.open === true) state = null // (a dialog a command opened: told in `forms`, once the command ran)
      if (state) unreported.delete(event.target)
      if (dispatching && dispatching.event === event) {
        // a later listener of the same dispatch: the server runs it on the path it kept
        // for the first (the target may be gone from its tree by then, as in petite-vue)
        send({ t: 'event', node: id, type, capture, hop: dispatching.seq })
        return
      }
      const message = { t: 'event', node: id, target: nearestId(event.target), type, capture, init: eventInit(event), state,
        focus: focusedId(), trusted: event.isTrusted, interface: event.constructor.name }
      const selections = reportSelections()
      if (selections.length) message.selections = selections
      const forms = reportForms()
      if (forms.length) message.forms = forms
      const seq = send(message)
      dispatching = { event, seq }
      if (seq && state) latestInput.set(event.target, seq)
    }
    own.set(key, entry)
    addListener(entry.el, type, entry.fn, { capture, once: !!(flags & 2), passive: !!(flags & 4) })
  }

  // The page's focused element (its id; null: none of the page's), which each event
  // tells the server: the browser owns focus, and v-model reads it.
  function focusedId() {
    const el = activeElement()
    const id = el && idOf(el)
    return id === undefined || id === null ? null : id
  }

  // Text selections the server may not know: the focused control's, and those of the
  // controls that lost focus since the last event (a control keeps its selection when
  // a toolbar button takes focus). The browser owns them; selectionStart ... read them.
  const blurredControls = new Set()
  function reportSelections() {
    const controls = [...blurredControls, activeElement()]
    blurredControls.clear()
    const out = []
    for (const el of new Set(controls)) {
      const id = el && idOf(el)
      if (typeof id === 'number' && typeof el.selectionStart === 'number') {
        out.push([id, el.selectionStart, el.selectionEnd, el.selectionDirection])
      }
    }
    return out
  }

  function nearestId(node) {
    while (node && idOf(node) === undefined) node = parentNode(node)
    return node ? idOf(node) : null
  }

  function eventInit(event) {
    const init = { bubbles: event.bubbles, cancelable: event.cancelable }
    for (const name of ['key', 'code', 'ctrlKey', 'shiftKey', 'altKey', 'metaKey', 'button', 'buttons', 'detail', 'repeat',
      'keyCode', 'charCode', 'which', 'location', 'isComposing', 'composed',
      'clientX', 'clientY', 'pageX', 'pageY', 'screenX', 'screenY', 'offsetX', 'offsetY', 'movementX', 'movementY', 'x', 'y',
      'oldState', 'newState']) {
      if (name in event && typeof event[name] !== 'object') init[name] = event[name]
    }
    const submitter = event.type === 'submit' && event.submitter && idOf(event.submitter) // (a SubmitEvent: its button)
    if (typeof submitter === 'number') init.submitter = submitter
    if (event.type === 'command' && typeof event.command === 'string') { // (a CommandEvent: its button)
      init.command = event.command
      const source = event.source && idOf(event.source)
      if (typeof source === 'number') init.source = source
    }
    return init
  }

  // Controls the user changed that no event has carried yet (a control without a
  // binding has no listener): the next event carries their state, so the server's DOM
  // (`form['name'].value`, `$refs.box.checked`) is what the user sees when a handler runs.
  const unreported = new Set()
  const noteChange = (event) => {
    if (idOf(event.target) !== undefined && formState(event.target)) unreported.add(event.target)
  }
  addListener(root, 'input', noteChange, true)
  addListener(root, 'change', noteChange, true)
  addListener(root, 'close', noteChange, true) // (a dialog the user closed: Escape, a dialog form)
  // (a details the user opened or closed; a dialog opening is the server's showModal() or
  // a command button's, noted once the command ran: its event comes first)
  addListener(root, 'toggle', (event) => { if (!(tagOf(event.target) === 'dialog' && event.target.open)) noteChange(event) }, true)
  addListener(root, 'command', (event) => setTimeout(() => noteChange(event), 0), true)
  addListener(root, 'focusout', (event) => {
    blurredControls.delete(event.target) // (the latest last; the server takes 32 at most)
    blurredControls.add(event.target)
    if (blurredControls.size > 31) blurredControls.delete(blurredControls.values().next().value)
  }, true)
  // A reset puts a form's controls back with no input or change event: all of them are
  // reported (read when the next event goes), also after the reset itself ran (the
  // event's own message, if a listener forwards it, is built before the reset)
  const noteReset = (event) => {
    const form = event.target
    if (tagOf(form) !== 'form' || idOf(form) === undefined) return
    const note = () => { for (const el of formElements(form)) if (idOf(el) !== undefined && formState(el)) unreported.add(el) }
    note()
    setTimeout(note, 0)
  }
  addListener(root, 'reset', noteReset, true)

  function reportForms() {
    const forms = []
    for (const el of unreported) {
      const id = idOf(el)
      if (id !== undefined && isConnected(el)) forms.push([id, formState(el)])
    }
    unreported.clear()
    return forms
  }

  function formState(el) {
    if (!el || idOf(el) === undefined) return null
    const tag = tagOf(el)
    if (tag === 'select') {
      return { selected: [...el.options].map((o) => o.selected) }
    }
    if (tag === 'input' || tag === 'textarea') {
      return el.type === 'checkbox' || el.type === 'radio' ? { checked: el.checked } : { value: el.value }
    }
    if (tag === 'dialog') return el.open ? { open: true } : { open: false, returnValue: el.returnValue } // (opened by a command button)
    if (tag === 'details') return { open: el.open }
    return null
  }

  // Connection --------------------------------------------------------------------
  // Every event gets the next seq and waits in `unanswered` until the server answers
  // it; while disconnected it is only queued (sent on resume).
  function send(message) {
    message.seq = ++seq
    message.seen = seen
    unanswered.set(message.seq, message)
    pending++
    if (ready && socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
    return message.seq
  }

  // The page's address and history (petite/location.py). The script's fragment
  // navigations and pushState/replaceState are the page's own URL with another fragment,
  // path or query (same origin: the browser refuses any other), each entry's state the
  // server's id for it; a navigation away happens only to an http(s) address. The
  // browser's own moves (a link to #/done, back, forward, an address typed) are reported
  // with the entry's id, and the server's location, history.state and listeners follow.
  const entryState = (id) => (typeof id === 'number' ? { petite: id } : null)

  function moveToFragment(hash, id) {
    const url = new URL(location.href)
    url.hash = hash
    history.pushState(entryState(id), '', url.href) // (same page: fires no popstate or hashchange here)
  }

  function changeHistory(kind, address, id) {
    if (kind === 'go') return void history.go(Number(address) || 0)
    const url = new URL(String(address), location.href)
    if (url.origin !== location.origin) return
    if (kind === 'push') history.pushState(entryState(id), '', url.href)
    else if (kind === 'replace') history.replaceState(entryState(id), '', url.href)
  }

  // An address the server sent to go to, resolved: only http(s) ones (never javascript:,
  // data: ...), else null
  function httpAddress(address) {
    const url = new URL(address, location.href)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  }

  function navigate(address) {
    const href = httpAddress(address)
    if (href) location.assign(href)
  }

  // window.open(url, target) in a handler: an http(s) address in a new window that gets
  // no opener (the server's script never gets the window either)
  function openWindow(address, target) {
    const href = httpAddress(address)
    if (href) windowOpen(href, target, 'noopener')
  }

  // navigator.clipboard.writeText(text) in a handler (a secure context's: the browser may
  // still refuse, as it would the page's own call)
  function copyText(text) {
    if (navigator.clipboard) navigator.clipboard.writeText(text).catch((error) => console.warn('petite:', error))
  }

  function reportAddress(initial) {
    const state = history.state
    const entry = state && typeof state.petite === 'number' ? state.petite : null
    send(initial === true ? { t: 'address', url: location.href, entry, initial } : { t: 'address', url: location.href, entry })
  }
  window.addEventListener('popstate', reportAddress) // (a fragment navigation fires it too)

  // Where this browser shows the page (petite/expr/viewport.py: the server checks each
  // value): reported after each connect and when it changes (a resize, a colour scheme
  // switched, a scroll), so the server's innerWidth, scrollY, screen, matchMedia and navigator answer for it.
  const mediaMatches = (query) => window.matchMedia(query).matches
  let lastViewport = ''
  let lastScroll = '0,0'
  function reportViewport(always) {
    const viewport = {
      width: innerWidth, height: innerHeight, outer_width: outerWidth, outer_height: outerHeight,
      screen_width: screen.width, screen_height: screen.height, avail_width: screen.availWidth,
      avail_height: screen.availHeight, pixel_ratio: devicePixelRatio,
      color_scheme: mediaMatches('(prefers-color-scheme: dark)') ? 'dark' : 'light',
      reduced_motion: mediaMatches('(prefers-reduced-motion: reduce)') ? 'reduce' : 'no-preference',
      pointer: mediaMatches('(pointer: coarse)') ? 'coarse' : mediaMatches('(pointer: fine)') ? 'fine' : 'none',
      hover: mediaMatches('(hover: hover)') ? 'hover' : 'none',
      user_agent: navigator.userAgent, platform: navigator.platform, touch_points: navigator.maxTouchPoints,
      scroll_x: scrollX, scroll_y: scrollY, screen_x: screenX, screen_y: screenY,
    }
    const text = JSON.stringify(viewport)
    if (text === lastViewport && always !== true) return
    lastViewport = text
    lastScroll = `${viewport.scroll_x},${viewport.scroll_y}`
    // (no seq: nothing waits for its answer, and it is not replayed; each connect reports again)
    if (ready && socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ t: 'viewport', viewport }))
  }
  // (a window dragged to another size fires resize every frame: one report once it has
  // stood still for a moment, so a drag costs the session one message, not sixty a second)
  let resizeTimer = 0
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer)
    resizeTimer = setTimeout(() => { if (ready) reportViewport() }, 150)
  })
  // (a scroll fires every frame: its offsets are reported at most every 100 ms while it
  // lasts, and once more where it stopped; only they travel, the rest stands)
  let scrollTimer = 0
  window.addEventListener('scroll', () => {
    if (scrollTimer) return
    scrollTimer = setTimeout(() => {
      scrollTimer = 0
      if (!ready || !socket || socket.readyState !== WebSocket.OPEN || `${scrollX},${scrollY}` === lastScroll) return
      lastScroll = `${scrollX},${scrollY}`
      socket.send(JSON.stringify({ t: 'viewport', viewport: { scroll_x: scrollX, scroll_y: scrollY } }))
    }, 100)
  }, { passive: true })
  for (const query of ['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)', '(pointer: coarse)', '(hover: hover)']) {
    window.matchMedia(query).addEventListener('change', () => { if (ready) reportViewport() })
  }

  // The browser's cookies, as the page's script reads them (petite/cookies.py: the server's
  // first paint saw only those the app named), after each connect; the server's writes come
  // back as `cookie` calls.
  function reportCookies() {
    const cookie = document.cookie
    // (no seq, as the viewport's: not replayed, each connect reports again; a larger jar stays the browser's)
    if (cookie.length <= 60000 && socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ t: 'cookie', cookie }))
  }

  function answered(n) {
    if (unanswered.delete(n)) pending = Math.max(0, pending - 1)
    if (typeof n === 'number') lastAnswered = Math.max(lastAnswered, n)
  }

  function replay() {
    for (const message of unanswered.values()) socket.send(JSON.stringify(message))
  }

  // Text typed while disconnected (or unanswered) is rebased over the value writes the
  // client missed, in order, as the server rebases the replayed events.
  function catchUp(missed) {
    for (const [, id, before, after] of missed || []) {
      const el = nodes.get(id)
      if (el && userOwns(el)) setValue(el, before, after)
    }
  }

  function announce(connected) {
    root.classList.toggle('petite-disconnected', !connected)
    dispatch(root, new CustomEvent(connected ? 'petite:connected' : 'petite:disconnected', { bubbles: true }))
  }

  function settle() {
    if (!ready || pending) return
    const done = waiters
    waiters = []
    for (const resolve of done) resolve()
  }

  function connect() {
    const url = new URL(wsPath, location.href)
    url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:'
    socket = new WebSocket(url)
    socket.onopen = () => {
      retry = 0
      // (join: an event's ack may come in its last patch message, petite/live.py)
      socket.send(JSON.stringify({ t: 'hello', token, seen, v: WIRE, join: 1 })) // the token never travels in a URL
    }
    socket.onmessage = (message) => {
      const data = JSON.parse(message.data)
      if (data.t === 'init') {
        for (const own of handlers.values()) {
          for (const entry of own.values()) removeListener(entry.el, entry.type, entry.fn, { capture: entry.capture })
        }
        handlers.clear()
        nodes.clear()
        skeletons.clear() // a connection's skeletons are its own
        if (data.ops) apply(data.ops) // the skeletons of the tree's instances
        if (typeof data.title === 'string') setTitle(data.title) // (set while no socket listened: its op is gone)
        const tree = data.tree
        remember(tree[0], root)
        // (the root's own listeners: a page's document.addEventListener / window.addEventListener)
        for (const [type, flags, hints] of (tree[5] && tree[5].on) || []) listen(root, tree[0], type, flags, hints || {})
        const controls = [...root.querySelectorAll('input, textarea, select')]
        const edited = connectedOnce ? [] : controls.filter(editedBeforeConnect)
        editedAtConnect = new Set(edited)
        // form recovery: the user's values, by control name, go into the new session (only
        // what a user can edit, on the old page and on the new: userEditable)
        const old = recovering ? recoveryKeys(controls) : null
        const kept = old && new Map(old.pairs.filter(([el]) => userEditable(el)).map(([el, key]) => [key, formSnapshot(el)]))
        fromServer = recovering ? new Set() : null
        const reused = new Set(controls)
        adoptChildren(root, tree[4])
        for (const id of data.modal || []) {
          // a dialog the server shows modal that the page has open but not modal (the first
          // paint's `open` attribute): shown modal, as a first render's showModal() does
          const el = nodes.get(id)
          if (!(el instanceof HTMLDialogElement) || !el.open || matches(el, ':modal')) continue
          removeAttribute(el, 'open') // (fires nothing: the dialog's toggle follows showModal)
          try { showModal(el) } catch (error) { console.warn('petite:', error) }
        }
        if (kept) {
          const found = recoveryKeys([...root.querySelectorAll('input, textarea, select')])
          for (const [el, key, base] of found.pairs) {
            const state = found.shared.get(base) === old.shared.get(base) ? kept.get(key) : undefined
            if (state === undefined) {
              // not on the old page: as the new page has it, also where adoption reused
              // the element of another control (its value is not the user's for this one)
              if (reused.has(el) && !setByServer(el)) resetControl(el)
            } else if (formSnapshot(el) !== state && userEditable(el)) {
              restore(el, state)
              if (el.type !== 'radio' || el.checked) edited.push(el)
            }
          }
        }
        fromServer = null
        recovering = false
        catchUp(data.missed)
        ready = true
        seen = data.n || 0
        connectedOnce = true
        online = true
        reportCookies() // (before the events replayed: they read the browser's cookies)
        replay()
        announce(true)
        if (location.hash) reportAddress(true) // (the server's page was made without the fragment: the browser's only)
        reportViewport(true) // (a new session, or one that saw another window: it assumed a 1280x720 page)
        // typed before the first connection: tell the server as the user's own edit would
        for (const el of edited) el.dispatchEvent(new Event(el.tagName === 'SELECT' || el.type === 'checkbox' || el.type === 'radio' ? 'change' : 'input', { bubbles: true }))
      } else if (data.t === 'patch') {
        apply(data.ops, data)
        seen = data.n || seen + 1
        if (typeof data.ack === 'number') answered(data.ack) // (the event's last batch: applied first)
      } else if (data.t === 'ack') {
        answered(data.seq)
      } else if (data.t === 'error') {
        console.error('petite:', data.message)
        answered(data.seq)
      } else if (data.t === 'expired') {
        recover()
        return
      }
      settle()
    }
    socket.onclose = (close) => {
      ready = false
      socket = null
      if (online) {
        online = false
        announce(false)
      }
      if (close.code === 4000 || close.code === 1008) return // replaced by a newer tab, or refused
      retry = Math.min(retry + 1, 6)
      setTimeout(connect, 100 * 2 ** retry * (0.5 + Math.random())) // jitter: tabs do not retry in lockstep
    }
  }

  // The session is gone (expired, server restarted, another worker): fetch the page for
  // a new token and connect to a new session; the events it never answered are dropped,
  // the form's values are recovered into it (as LiveView's form recovery).
  async function recover(attempt = 0) {
    try {
      const response = await fetch(location.href, { cache: 'no-store', credentials: 'same-origin' })
      const found = ownToken(await response.text())
      if (!found) return location.reload()
      token = found
    } catch (e) {
      setTimeout(() => recover(attempt + 1), 100 * 2 ** Math.min(attempt, 6) * (0.5 + Math.random()))
      return
    }
    recovering = true
    unanswered.clear()
    pending = 0
    seen = 0
    lastAnswered = seq
    latestInput = new WeakMap()
    connect()
  }

  // The token in a fresh copy of the page: the one of the script that is this client's
  // (same src and root), never the first `data-token="..."` in the text (data shown on
  // the page, such as a v-html message, can spell one: the tab would join its session).
  function ownToken(html) {
    const page = new DOMParser().parseFromString(html, 'text/html')
    const scripts = builtin(Document.prototype, 'querySelectorAll')(page, 'script[data-token]')
    for (const other of scripts) {
      const src = getAttribute(other, 'src')
      if (src && new URL(src, location.href).href === script.src && getAttribute(other, 'data-root') === script.dataset.root) {
        return getAttribute(other, 'data-token')
      }
    }
    return null
  }

  // Form recovery matches a control of the old page with one of the new page by name,
  // as LiveView does, so that a new session whose page differs (another version of it,
  // a v-if shown) still gets each value where it belongs: a named control by its form
  // (id or name) and its name (a radio or checkbox also by its value; the n-th of
  // controls sharing all that by its rank), a control without a name by its id, and
  // only a control with neither by its position among such controls. A value goes back
  // only where that is unambiguous: into the same kind of control (tag and type: a
  // password never lands in a text box), and, where several controls share a key, only
  // when both pages hold as many of them (names can come from data: a chat message
  // naming its input "password" must not receive the password typed in the real one).
  // Returns [element, key] pairs and how many controls share each key.
  const checkable = (el) => el.tagName === 'INPUT' && (el.type === 'checkbox' || el.type === 'radio')
  function recoveryKeys(controls) {
    const ranks = new Map()
    let anonymous = 0
    const pairs = controls.map((el) => {
      const name = getAttribute(el, 'name')
      const id = getAttribute(el, 'id')
      const kind = el.tagName === 'INPUT' ? el.type : el.tagName
      let key
      if (name) {
        const form = closest(el, 'form') // (attributes through the prototypes: a form's named controls hide its properties)
        const formKey = form ? getAttribute(form, 'id') || getAttribute(form, 'name') || '' : ''
        key = JSON.stringify(['name', kind, formKey, name, checkable(el) ? getAttribute(el, 'value') ?? 'on' : null])
      } else if (id) key = JSON.stringify(['id', kind, id])
      else key = JSON.stringify(['at', kind, anonymous++])
      const rank = ranks.get(key) || 0
      ranks.set(key, rank + 1)
      return [el, `${key}#${rank}`, key]
    })
    return { pairs, shared: ranks }
  }

  // Form recovery restores only what a user can change (the server's rule,
  // petite.live_guard): a hidden, disabled, inert or read-only control keeps what the
  // new session rendered, never a stale value of the old page (a hidden `role`, a token).
  const READONLY_APPLIES = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'date', 'month', 'week',
    'time', 'datetime-local', 'number'])
  function userEditable(el) {
    if (matches(el, ':disabled') || closest(el, '[inert]')) return false
    if (el.tagName === 'SELECT') return true
    if (el.tagName === 'TEXTAREA') return !el.readOnly
    if (el.type === 'hidden' || el.type === 'file') return false
    return !(el.readOnly && READONLY_APPLIES.has(el.type))
  }

  function formSnapshot(el) {
    if (el.tagName === 'SELECT') return JSON.stringify([...el.options].filter((o) => o.selected).map((o) => o.value))
    if (checkable(el)) return JSON.stringify(el.checked)
    return JSON.stringify(el.value)
  }

  // Whether the new session's tree set a control's state (a property of it or of an option).
  const setByServer = (el) => fromServer.has(el) || (el.tagName === 'SELECT' && [...el.options].some((o) => fromServer.has(o)))

  // A control's state as its markup sets it (the value, checked and selected attributes).
  function resetControl(el) {
    if (el.tagName === 'SELECT') for (const option of el.options) option.selected = option.defaultSelected
    else if (checkable(el)) el.checked = el.defaultChecked
    else el.value = el.defaultValue
  }

  function restore(el, state) {
    const value = JSON.parse(state)
    if (el.tagName === 'SELECT') for (const option of el.options) option.selected = value.includes(option.value)
    else if (checkable(el)) el.checked = value
    else el.value = value
  }

  window.petite = {
    // Resolves when the client is connected and no event is waiting for its patches.
    settled() {
      return new Promise((resolve) => {
        waiters.push(resolve)
        settle()
      })
    },
    nodeId: (node) => idOf(node)
  }
  connect()
})()
