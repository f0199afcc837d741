"""Generated list pages and event sequences for the row hot paths (creation, reuse,
reorder, removal, deferred freeing, effects that re-run with conditional dependencies).

A page is a keyed or unkeyed `v-for` of rows (optionally filtered, optionally under a
`v-if`, optionally a `<template>` with two roots) whose rows hold `:class`/`:title`
bindings, text with conditional reads (`flag ? r.label : other`), a `v-if` chain, a
nested keyed or unkeyed `v-for`, row-local `v-scope`, and buttons that change their own
row, remove it or select it; global buttons reorder, replace, filter and grow the list.
Steps are clicks drawn against a Python model of the data, so every selector exists in
the reference (petite-vue) as long as the model is right.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field

from ..conformance.harness import Case

# Row body parts: (template, what it adds: a clickable selector inside the row, or None).
ROW_PARTS: list[tuple[str, str | None]] = [
    ("{{{{ r.label }}}}", None),
    ("{{{{ {i} }}}}:{{{{ r.id }}}}", None),
    ("<q>{{{{ flag ? r.label : other }}}}</q>", None),
    ("<q>{{{{ r.on && flag ? r.n : sel }}}}</q>", None),
    ("<q>{{{{ r.on ? (flag ? r.n : other) : (sel === r.id ? 'S' : r.label) }}}}</q>", None),
    ('<b v-if="r.on">{{{{ r.n }}}}</b><s v-else-if="flag">{{{{ other }}}}</s><u v-else>-</u>', None),
    ('<b v-if="r.n > 0 && flag">{{{{ r.label }}}}</b>', None),
    ('<span :class="{{ on: r.on, sel: sel === r.id, odd: r.n % 2 }}" :title="r.on ? r.label : other">c</span>', None),
    ('<span :class="[r.on ? \'on\' : \'off\', flag && \'f\']" :data-n="r.n">d</span>', None),
    ('<i v-for="c in r.kids" :key="c" @click="r.kids.splice(r.kids.indexOf(c), 1)">{{{{ c }}}}{{{{ r.label }}}}</i>', "kid"),
    ('<em v-for="(c, j) in r.kids">{{{{ j }}}}{{{{ c }}}}{{{{ flag ? r.n : \'\' }}}}</em>', None),
    ('<span v-scope="{{ local: r.n * 10 }}">{{{{ local }}}}{{{{ r.label }}}}</span>', None),
    ('<template v-if="flag"><small>{{{{ r.label }}}}</small>{{{{ r.n }}}}</template>', None),
    ('<button class="inc" @click="r.n++">+</button>', "inc"),
    ('<button class="tog" @click="r.on = !r.on">t</button>', "tog"),
    ('<button class="sel" @click="sel = r.id">s</button>', "sel"),
    ('<button class="del" @click="rows.splice(rows.indexOf(r), 1)">x</button>', "del"),
    ('<button class="kid" @click="r.kids.push(r.kids.length + 10 * r.id)">k</button>', "addkid"),
    ('<input type="checkbox" class="chk" v-model="r.on">', "chk"),
]

ROW_ATTRS = [
    "",
    ' :class="{ on: r.on, sel: sel === r.id }"',
    ' :class="r.on ? \'on\' : \'off\'" :data-id="r.id"',
    ' @click="last = r.id"',
    ' :title="flag ? r.label : other" @click="last = r.label"',
]

LOOPS = [  # (v-for, key, index name or None, filtered)
    ("r in rows", ' :key="r.id"', None, False),
    ("(r, i) in rows", ' :key="r.id"', "i", False),
    ("(r, i) in rows", "", "i", False),
    ("r in rows", "", None, False),
    ("r in rows.filter(x => x.on || flag)", ' :key="r.id"', None, True),
    ("(r, i) in rows.filter(x => x.on || flag)", "", "i", True),
]

GLOBAL_OPS: dict[str, str] = {
    "rev": "rows.reverse()",
    "shift": "rows.shift()",
    "push": "rows.push({ id: nid, label: 'n' + nid, on: nid % 2 == 0, n: 0, kids: [nid] }); nid++",
    "unshift": "rows.unshift({ id: nid, label: 'u' + nid, on: true, n: 1, kids: [] }); nid++",
    "mid": "rows.splice(1, 1)",
    "swap": "if (rows.length > 1) { const t = rows[0]; rows[0] = rows[rows.length - 1]; rows[rows.length - 1] = t }",
    "sort": "rows.sort((a, b) => b.n - a.n || a.id - b.id)",
    "flag": "flag = !flag",
    "other": "other = other + '!'",
    "first": "if (rows.length) rows[0].on = !rows[0].on",
    "kids": "rows.forEach(r => r.kids.reverse())",
    "rotate": "rows = rows.slice(1).concat(rows.slice(0, 1))",
    "clear": "rows = []",
    "show": "show = !show",
    "bump": "rows.forEach(r => r.n += r.id % 3)",
    "relabel": "if (rows.length) rows[rows.length - 1].label += 'x'",
}


def initial_data(rng: random.Random) -> dict:
    count = rng.choice([0, 1, 2, 3, 4, 5])
    rows = [{"id": k + 1, "label": "abcdefg"[k], "on": k % 2 == 0, "n": k % 3,
             "kids": list(range(rng.choice([0, 1, 2, 3])))} for k in range(count)]
    return {"rows": rows, "flag": True, "other": "o", "sel": 0, "last": 0, "show": True, "nid": 100}


@dataclass
class Page:
    template: str
    filtered: bool
    guarded: bool  # the list is under v-if="show"
    clicks: list[str] = field(default_factory=list)  # row-level clickables present


def draw_page(rng: random.Random) -> Page:
    loop, key, index, filtered = rng.choice(LOOPS)
    parts = rng.sample(ROW_PARTS, rng.choice([2, 3, 4, 5]))
    index_expr = index or "r.id"
    body = "".join(p.format(i=index_expr) for p, _ in parts)
    attrs = rng.choice(ROW_ATTRS)
    guarded = rng.random() < 0.3
    as_template = rng.random() < 0.25
    if as_template:
        rows = f'<template v-for="{loop}"{key}><li{attrs}>{body}</li><hr :title="r.label"></template>'
    else:
        rows = f'<li v-for="{loop}"{key}{attrs}>{body}</li>'
    show = ' v-if="show"' if guarded else ""
    buttons = "".join(f'<button id="g-{name}" @click="{code}">{name}</button>' for name, code in GLOBAL_OPS.items())
    template = (f'<div v-scope>{buttons}<ul id="L"{show}>{rows}</ul>'
                '<p id="out">{{ sel }}/{{ last }}/{{ rows.length }}/{{ rows.map(r => r.n).join() }}</p></div>')
    return Page(template, filtered, guarded, [c for _, c in parts if c] + ["row"])


class Model:
    """The data after each click, as JavaScript leaves it (only what selectors need)."""

    def __init__(self, data: dict) -> None:
        self.d = copy.deepcopy(data)

    def shown(self) -> list[dict]:
        d = self.d
        if not d["show"]:
            return []
        return [r for r in d["rows"] if r["on"] or d["flag"]]

    def shown_rows(self, page: Page) -> list[dict]:
        if page.guarded and not self.d["show"]:
            return []
        return self.shown() if page.filtered else list(self.d["rows"])

    def global_op(self, name: str) -> None:
        d = self.d
        rows = d["rows"]
        if name == "rev":
            rows.reverse()
        elif name == "shift":
            rows[:1] = []
        elif name == "push":
            n = d["nid"]
            rows.append({"id": n, "label": f"n{n}", "on": n % 2 == 0, "n": 0, "kids": [n]})
            d["nid"] += 1
        elif name == "unshift":
            n = d["nid"]
            rows.insert(0, {"id": n, "label": f"u{n}", "on": True, "n": 1, "kids": []})
            d["nid"] += 1
        elif name == "mid":
            rows[1:2] = []
        elif name == "swap":
            if len(rows) > 1:
                rows[0], rows[-1] = rows[-1], rows[0]
        elif name == "sort":
            rows.sort(key=lambda r: (-r["n"], r["id"]))
        elif name == "flag":
            d["flag"] = not d["flag"]
        elif name == "other":
            d["other"] += "!"
        elif name == "first":
            if rows:
                rows[0]["on"] = not rows[0]["on"]
        elif name == "kids":
            for r in rows:
                r["kids"].reverse()
        elif name == "rotate":
            d["rows"] = rows[1:] + rows[:1]
        elif name == "clear":
            d["rows"] = []
        elif name == "show":
            d["show"] = not d["show"]
        elif name == "bump":
            for r in rows:
                r["n"] += r["id"] % 3
        elif name == "relabel":
            if rows:
                rows[-1]["label"] += "x"
        else:
            raise ValueError(name)

    def row_op(self, row: dict, what: str) -> None:
        d = self.d
        if what == "inc":
            row["n"] += 1
        elif what in ("tog", "chk"):
            row["on"] = not row["on"]
        elif what == "sel":
            d["sel"] = row["id"]
        elif what == "del":
            d["rows"].remove(row)
        elif what == "addkid":
            row["kids"].append(len(row["kids"]) + 10 * row["id"])
        elif what == "kid":
            row["kids"].pop(0)


def draw_case(rng: random.Random, name: str, steps: int = 8) -> Case:
    page = draw_page(rng)
    data = initial_data(rng)
    model = Model(data)
    out: list[tuple] = []
    for _ in range(steps):
        shown = model.shown_rows(page)
        if shown and rng.random() < 0.45:
            k = rng.randrange(len(shown))
            row = shown[k]
            what = rng.choice(page.clicks)
            if what == "kid" and not row["kids"]:
                what = "row"
            at = f"#L > li:nth-of-type({k + 1})"
            selector = {"kid": f"{at} i", "addkid": f"{at} .kid", "row": at}.get(what, f"{at} .{what}")
            out.append(("click", selector))
            if what != "row":
                model.row_op(row, what)
        else:
            name_ = rng.choice(list(GLOBAL_OPS))
            out.append(("click", f"#g-{name_}"))
            model.global_op(name_)
    return Case(name, page.template, data, tuple(out))


def sample(count: int, seed: int, steps: int = 8) -> list[Case]:
    rng = random.Random(seed)
    return [draw_case(rng, f"rows_{seed}_{n}", steps) for n in range(count)]
