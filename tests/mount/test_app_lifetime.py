"""An app mounted in plain use (`petite.testing.mount` in a test suite, a script) lives as
long as its user holds it: the thread's scheduler, which every such app shares, does not
keep a dropped app alive, nor call it at every flush (before: each mount stayed
registered for good, and after 5,000 mounts a click cost about ten times as much).
A focused element is recorded in its own tree, weakly, not in a process-wide table."""

from __future__ import annotations

import gc
import weakref

from petite import scheduler
from petite.testing import mount

COUNTER = '<div v-scope="{ n: 0 }"><button @click="n++">{{ n }}</button></div>'


def test_dropped_mounts_are_freed_and_no_longer_listen():
    listening = len(scheduler.current()._listeners)
    apps = []
    for _ in range(200):
        page = mount(COUNTER)
        page.find("button").trigger("click")
        apps.append(weakref.ref(page.app))
        del page
    gc.collect()
    assert sum(ref() is not None for ref in apps) == 0
    kept = mount(COUNTER)  # the flush that runs now drops the dead entries
    kept.find("button").trigger("click")
    assert len(scheduler.current()._listeners) <= listening + 1
    assert kept.find("button").text() == "1"
    kept.unmount()


def test_a_kept_mount_still_gets_its_patches_beside_dropped_ones():
    kept = mount(COUNTER)
    for _ in range(20):
        mount(COUNTER).find("button").trigger("click")
    gc.collect()
    kept.find("button").trigger("click")
    kept.find("button").trigger("click")
    assert kept.find("button").text() == "2"
    kept.unmount()


def test_unmount_stops_listening():
    page = mount(COUNTER)
    listening = len(scheduler.current()._listeners)
    page.unmount()
    assert len(scheduler.current()._listeners) == listening - 1


FOCUSING = '<div v-scope="{ t: \'\' }"><input v-model="t" @vue:mounted="$el.focus()"><p>{{ t }}</p></div>'


def test_a_focused_tree_is_freed_with_its_mount():
    trees = []
    for _ in range(5):
        page = mount(FOCUSING)
        assert page.find("input").element.is_focused
        trees.append(weakref.ref(page.app.root))
        del page
    gc.collect()
    assert sum(ref() is not None for ref in trees) == 0


def test_each_tree_has_its_own_focused_element():
    first, second = mount(FOCUSING), mount(FOCUSING)
    a, b = first.find("input").element, second.find("input").element
    assert a.is_focused and b.is_focused
    other = first.find("p").element
    other.attrs["tabindex"] = "0"
    other.focus()
    assert other.is_focused and not a.is_focused and b.is_focused
    other.blur()
    assert not other.is_focused and b.is_focused
    first.unmount()
    second.unmount()
