// petite live client: mirrors a server-side petite app in the browser.
//
// The page arrives server-rendered. This script opens a WebSocket, receives the app's
// tree with node ids ("init"), rebuilds the container from it (so every node has the
// server's id, kept in JavaScript maps: nothing is added to the DOM), forwards the
// events the template listens to, and applies the patch batches the server sends back
// (see petite/patches.py for the op encoding). No build step, no dependencies.
;(() => {
  const script = document.currentScript
  const root = document.getElementById(script.dataset.root)
  const token = script.dataset.token
  const wsPath = script.dataset.ws
  const SVG = 'http://www.w3.org/2000/svg'
  const MATH = 'http://www.w3.org/1998/Math/MathML'
  const FORM_PROPS = { value: 1, checked: 1, selected: 1 }

  const nodes = new Map() // id -> Node
  const ids = new WeakMap() // Node -> id
  const handlers = new Map() // `${id} ${type} ${capture}` -> listener
  let socket = null
  let seq = 0
  let pending = 0
  let ready = false
  let waiters = []
  let retry = 0

  // Trees -------------------------------------------------------------------------
  const remember = (id, node) => {
    nodes.set(id, node)
    ids.set(node, id)
    return node
  }

  const forget = (node) => {
    const id = ids.get(node)
    if (id !== undefined) nodes.delete(id)
    for (const child of node.childNodes) forget(child)
  }

  function build(tree) {
    const [id, kind] = tree
    if (kind === 3) return remember(id, document.createTextNode(tree[2]))
    if (kind === 8) return remember(id, document.createComment(tree[2]))
    if (kind === 11) {
      const fragment = remember(id, document.createDocumentFragment())
      for (const child of tree[2]) fragment.appendChild(build(child))
      return fragment
    }
    const [, , tag, attrs, children, extra = {}] = tree
    const namespace = extra.ns
    const el =
      namespace === 'svg'
        ? document.createElementNS(SVG, tag)
        : namespace === 'math'
          ? document.createElementNS(MATH, tag)
          : document.createElement(tag)
    remember(id, el)
    for (let i = 0; i < attrs.length; i += 2) {
      try {
        el.setAttribute(attrs[i], attrs[i + 1])
      } catch (e) {
        console.warn('petite: cannot set attribute', attrs[i], e)
      }
    }
    const target = tag === 'template' && el.content ? el.content : el
    for (const child of children) target.appendChild(build(child))
    if (extra.props) for (const name in extra.props) setProp(el, name, extra.props[name])
    for (const [type, flags, hints] of extra.on || []) listen(el, id, type, flags, hints || {})
    return el
  }

  function setProp(el, name, value) {
    if (FORM_PROPS[name] && el[name] === value) return // never disturb the caret
    el[name] = value
  }

  // Patches -----------------------------------------------------------------------
  const OPS = {
    text(id, data) {
      nodes.get(id).data = data
    },
    attr(id, name, value) {
      nodes.get(id).setAttribute(name, value)
    },
    rmattr(id, name) {
      nodes.get(id).removeAttribute(name)
    },
    prop(id, name, value) {
      setProp(nodes.get(id), name, value)
    },
    insert(parentId, beforeId, tree) {
      const parent = container(nodes.get(parentId))
      parent.insertBefore(build(tree), beforeId == null ? null : nodes.get(beforeId))
    },
    move(id, parentId, beforeId) {
      const parent = container(nodes.get(parentId))
      parent.insertBefore(nodes.get(id), beforeId == null ? null : nodes.get(beforeId))
    },
    remove(id) {
      const node = nodes.get(id)
      if (!node) return
      node.remove()
      forget(node)
    },
    listen(id, type, flags, hints) {
      listen(nodes.get(id), id, type, flags, hints || {})
    },
    unlisten(id, type) {
      for (const capture of [false, true]) {
        const key = `${id} ${type} ${capture}`
        const entry = handlers.get(key)
        if (entry) {
          nodes.get(id)?.removeEventListener(type, entry.fn, { capture })
          handlers.delete(key)
        }
      }
    }
  }

  const container = (node) => (node.tagName === 'TEMPLATE' && node.content ? node.content : node)

  function apply(ops) {
    for (const [name, ...args] of ops) {
      try {
        OPS[name](...args)
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

  // One browser listener per (node, type, phase); it carries the guards of every
  // server listener behind it and forwards the event when any of them would run.
  function listen(el, id, type, flags, hints) {
    const capture = !!(flags & 1)
    const key = `${id} ${type} ${capture}`
    if (!el) return
    const existing = handlers.get(key)
    if (existing) {
      existing.hints.push(hints)
      return
    }
    const entry = { hints: [hints], fn: null }
    entry.fn = (event) => {
      const running = entry.hints.filter((h) => passes(event, h))
      if (!running.length) return
      if (running.some((h) => h.prevent)) event.preventDefault()
      if (running.some((h) => h.stop)) event.stopPropagation()
      send({
        t: 'event',
        node: id,
        target: nearestId(event.target),
        type,
        capture,
        init: eventInit(event),
        state: formState(event.target)
      })
    }
    handlers.set(key, entry)
    el.addEventListener(type, entry.fn, { capture, once: !!(flags & 2), passive: !!(flags & 4) })
  }

  function nearestId(node) {
    while (node && !ids.has(node)) node = node.parentNode
    return node ? ids.get(node) : null
  }

  function eventInit(event) {
    const init = { bubbles: event.bubbles, cancelable: event.cancelable }
    for (const name of ['key', 'code', 'ctrlKey', 'shiftKey', 'altKey', 'metaKey', 'button', 'detail', 'repeat']) {
      if (name in event && typeof event[name] !== 'object') init[name] = event[name]
    }
    return init
  }

  function formState(el) {
    if (!el || !ids.has(el)) return null
    if (el.tagName === 'SELECT') {
      return { selected: [...el.options].map((o) => o.selected) }
    }
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') {
      return el.type === 'checkbox' || el.type === 'radio' ? { checked: el.checked } : { value: el.value }
    }
    return null
  }

  // Connection --------------------------------------------------------------------
  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return
    message.seq = ++seq
    pending++
    socket.send(JSON.stringify(message))
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
      socket.send(JSON.stringify({ t: 'hello', token })) // the token never travels in a URL
    }
    socket.onmessage = (message) => {
      const data = JSON.parse(message.data)
      if (data.t === 'init') {
        handlers.clear()
        nodes.clear()
        const tree = data.tree
        remember(tree[0], root)
        root.replaceChildren(...tree[4].map(build))
        ready = true
        pending = 0
      } else if (data.t === 'patch') {
        apply(data.ops)
      } else if (data.t === 'ack') {
        pending = Math.max(0, pending - 1)
      } else if (data.t === 'error') {
        console.error('petite:', data.message)
        pending = Math.max(0, pending - 1)
      } else if (data.t === 'expired') {
        location.reload()
        return
      }
      settle()
    }
    socket.onclose = (close) => {
      ready = false
      socket = null
      if (close.code === 4000 || close.code === 1008) return // replaced by a newer tab, or refused
      retry = Math.min(retry + 1, 6)
      setTimeout(connect, 100 * 2 ** retry * (0.5 + Math.random())) // jitter: tabs do not retry in lockstep
    }
  }

  window.petite = {
    // Resolves when the client is connected and no event is waiting for its patches.
    settled() {
      return new Promise((resolve) => {
        waiters.push(resolve)
        settle()
      })
    },
    nodeId: (node) => ids.get(node)
  }
  connect()
})()
