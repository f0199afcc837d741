"""Records how Chromium reads and writes reflected DOM properties, into
reflection_chromium.json beside this file (run by hand: `.venv/bin/python -m
tests.mount.record_reflection`; petite.dom.reflection is checked against it by
test_reflection.py). Kept: the (tag, property) pairs petite reflects."""

import json
from pathlib import Path

from petite.dom.reflection import REFLECTED
from playwright.sync_api import sync_playwright
TAGS = "div span p a area input button select textarea option optgroup form fieldset label legend img iframe video audio canvas td th col colgroup table ol ul li details dialog script link meta progress meter output embed object source track style base template slot marquee".split()
PROPS = """title lang dir accessKey id className slot hidden inert autofocus tabIndex draggable spellcheck contentEditable translate
autocapitalize inputMode enterKeyHint popover nonce type name value disabled required readOnly multiple size rows cols wrap maxLength minLength
placeholder accept alt autocomplete defaultChecked defaultValue defaultSelected label max min step pattern src href target rel download
hreflang referrerPolicy action method enctype encoding noValidate formNoValidate formAction formMethod formTarget formEnctype htmlFor width height loading decoding
colSpan rowSpan span start reversed open async defer crossOrigin integrity controls autoplay loop muted defaultMuted preload poster playsInline
low high optimum media sizes srcset useMap isMap allowFullscreen allow sandbox srcdoc dirName shape coords ping charset kind srclang
default content httpEquiv scope abbr headers noModule cite dateTime returnValue closedBy""".split()
ATTR_VALUES = ["", "5", "-3", "0", " 7x", "abc", "TRUE", "2147483648", "1e3", "post", "password", "true", "false", "rtl", "on"]
WRITES = ["5", "-1", "0", "abc", "true", "false", "null", "undefined", "3.7", "'7'", "'x'", "'POST'", "'Password'", "''", "2147483648", "-2147483649"]
with sync_playwright() as p:
    b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--headless", "--no-sandbox"])  # Chromium 156
    pg = b.new_page(); pg.set_content("<!doctype html><body></body>")
    out = pg.evaluate("""([tags, props, attrValues, writes]) => {
      const res = {}
      const attrOf = (el, prop) => {
        // find which attribute a property writes: write a marker and look
        const before = new Set(el.getAttributeNames())
        return null
      }
      for (const tag of tags) for (const prop of props) {
        const el0 = document.createElement(tag)
        if (!(prop in el0)) continue
        const desc = (() => { let o = Object.getPrototypeOf(el0); while (o) { const d = Object.getOwnPropertyDescriptor(o, prop); if (d) return d; o = Object.getPrototypeOf(o) } })()
        const entry = { default: null, setter: !!(desc && desc.set), getter: !!(desc && desc.get), kind: typeof el0[prop], reads: {}, writes: {} }
        try { entry.default = el0[prop]; if (typeof entry.default === 'object' && entry.default !== null) entry.default = '[object]' } catch (e) { entry.default = 'THROW ' + e.name }
        res[tag + '.' + prop] = entry
        if (!entry.setter) continue
        // which attribute does it write?
        const probe = document.createElement(tag)
        try { probe[prop] = entry.kind === 'boolean' ? true : entry.kind === 'number' ? 4 : 'text' } catch (e) {}
        entry.attr = probe.getAttributeNames()[0] || null
        if (entry.attr === null) { const p2 = document.createElement(tag); try { p2[prop] = entry.kind === 'boolean' ? false : 7 } catch (e) {} entry.attr = p2.getAttributeNames()[0] || null }
        if (entry.attr) for (const v of attrValues) {
          const el = document.createElement(tag); el.setAttribute(entry.attr, v)
          let r; try { r = el[prop] } catch (e) { r = 'THROW ' + e.name }
          entry.reads[v] = r
        }
        for (const w of writes) {
          const el = document.createElement(tag)
          let err = null
          try { el[prop] = eval(w) } catch (e) { err = e.name }
          let r; try { r = el[prop] } catch (e) { r = 'THROW ' + e.name }
          if (typeof r === 'object' && r !== null) r = '[object]'
          entry.writes[w] = [err, entry.attr ? el.getAttribute(entry.attr) : null, r, el.outerHTML]
        }
      }
      return res
    }""", [TAGS, PROPS, ATTR_VALUES, WRITES])
    b.close()
GENERIC_SAMPLE = {"div", "a", "img", "input", "button", "td", "select", "video"}  # (for properties of every element)
kept = {}
for key, entry in out.items():
    tag, prop = key.split(".")
    if prop in REFLECTED and (tag in REFLECTED[prop] or ("*" in REFLECTED[prop] and tag in GENERIC_SAMPLE)):
        writes = {w: found[:3] for w, found in entry["writes"].items() if w != "abc"}  # (abc: a ReferenceError)
        kept[key] = {"attr": entry.get("attr"), "default": entry["default"], "reads": entry["reads"], "writes": writes}
target = Path(__file__).with_name("reflection_chromium.json")
target.write_text(json.dumps(kept, separators=(",", ":"), sort_keys=True) + "\n")
print(len(kept), "pairs")
