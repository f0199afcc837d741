"""Class 5, cross-thread leaks on the row paths: threads mounting and updating the same
row template at once (one cached plan, one row program, copies sharing attributes and
static records) each see only their own data, and their patches name only their own
tree. Any interleaving must give each thread exactly a fresh render of its own data.
"""

from __future__ import annotations

import threading

import petite
from petite.testing import mount

TEMPLATE = ('<div v-scope><button @click="rows.reverse(); rows.push({ id: rows.length + 1, t: tag + rows.length })">'
            'b</button><ul><li v-for="r in rows" :key="r.id" :class="{ own: r.t.startsWith(tag) }" :data-t="r.t"'
            ' @click="r.t += \'!\'">{{ r.t }}<b v-if="r.id % 2">{{ tag }}</b></li></ul></div>')


def data(tag: str) -> dict:
    return {"tag": tag, "rows": [{"id": k, "t": f"{tag}{k}"} for k in range(1, 4)]}


def test_threads_mounting_one_template_see_only_their_own_rows():
    failures: list[str] = []
    start = threading.Barrier(4)

    def work(tag: str) -> None:
        start.wait()
        for _ in range(15):
            page = mount(TEMPLATE, data(tag))
            try:
                page.find("button").click()
                page.find("li").click()
                page.flush()
                raw = {"tag": tag, "rows": [dict(r) for r in page.data["rows"]]}
                html = page.html()
                if html != petite.render(TEMPLATE, raw) or any(t in html for t in "WXYZ" if t != tag):
                    failures.append(f"{tag}: {html}")
            finally:
                page.unmount()

    threads = [threading.Thread(target=work, args=(tag,)) for tag in "WXYZ"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
