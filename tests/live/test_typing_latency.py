"""Input ownership on a slow network: typing into the TodoMVC and chat demos through a
proxy adding latency each way loses and merges nothing.

Words are typed with Enter after each (the server adds the todo / the message and
clears the box while the next word is being typed). Half the words are typed fast
(5 ms between keys), half at a human pace (60 ms). Every keystroke is counted; the
module's total is over 1,000.
"""

from __future__ import annotations

import difflib
import random

import pytest

from demos.app import create_demo_app

from ..support import serve
from .latency import delayed

PROFILES = {"50ms": (50, 50), "150ms": (150, 150), "50-150ms": (50, 150)}
KEYSTROKES = {"todomvc": 0, "shared": 0}
LOST: dict[str, int] = {}


def lost_keys(typed: list[str], got: list[str]) -> int:
    """Keystrokes (characters and Enters) missing from or added to what arrived."""
    expected, arrived = "\n".join(typed) + "\n", "\n".join(got) + "\n"
    same = sum(block.size for block in difflib.SequenceMatcher(None, expected, arrived, autojunk=False).get_matching_blocks())
    return (len(expected) - same) + (len(arrived) - same)


def words(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    return [rng.choice(["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]) + str(i) for i in range(count)]


@pytest.fixture(scope="module")
def site():
    with serve(create_demo_app()) as url:
        yield url


def type_words(page, selector: str, typed: list[str]) -> int:
    """Type each word then Enter; fast for the first half, human pace for the rest."""
    box = page.locator(selector)
    box.click()
    keys = 0
    for i, word in enumerate(typed):
        delay = 5 if i < len(typed) // 2 else 60
        page.keyboard.type(word, delay=delay)
        page.keyboard.press("Enter", delay=delay)
        keys += len(word) + 1
    return keys


def settle(page):
    page.evaluate("() => window.petite.settled()")


@pytest.mark.parametrize("profile", PROFILES)
def test_todo_typing_keeps_every_keystroke(site, chromium, profile):
    with delayed(site, *PROFILES[profile]) as url:
        page = chromium.new_page()
        page.goto(f"{url}/todomvc/")
        settle(page)
        typed = words(len(profile), 16)
        KEYSTROKES["todomvc"] += type_words(page, ".new-todo", typed)
        settle(page)
        titles = [t.strip() for t in page.locator(".todo-list li label").all_text_contents()][2:]  # after the samples
        LOST[f"todomvc {profile}"] = lost_keys(typed, titles)
        assert titles == typed
        assert page.input_value(".new-todo") == ""
        page.close()


@pytest.mark.parametrize("profile", PROFILES)
def test_chat_typing_keeps_every_keystroke(site, chromium, profile):
    with delayed(site, *PROFILES[profile]) as url:
        page = chromium.new_page()
        page.goto(f"{url}/shared/")
        settle(page)
        typed = [f"{w}-{profile}" for w in words(len(profile) + 7, 16)]
        KEYSTROKES["shared"] += type_words(page, ".draft", typed)
        settle(page)
        said = [t.split(": ", 1)[-1] for t in page.locator(".chat li").all_text_contents()]
        said = said[next((i for i, t in enumerate(said) if t.endswith(f"-{profile}")), len(said)):]
        LOST[f"shared {profile}"] = lost_keys(typed, said)
        assert said == typed
        assert page.input_value(".draft") == ""
        page.close()


def test_over_a_thousand_keystrokes_were_typed(chromium):
    print("keystrokes typed:", KEYSTROKES, "lost or merged:", LOST)
    assert sum(KEYSTROKES.values()) >= 1000, KEYSTROKES
    assert all(lost == 0 for lost in LOST.values()), LOST
