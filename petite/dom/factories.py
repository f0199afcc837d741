"""The HTML standard's legacy factory functions besides `Option` (which lives with the
select's options): `new Image(width, height)` and `new Audio(src)`, as Chromium makes
them. What they make is a detached element like `document.createElement`'s: inserted,
it passes the output-safety layer as any element does (its `src` a URL attribute)."""

from __future__ import annotations

from typing import Any

from ..expr.values import to_js_string, undefined
from .nodes import Element
from .reflection import reflected


def new_image(*args: Any) -> Element:
    """An `<img>` whose `width` and `height` are set when passed, as the properties set
    them (reflected unsigned longs: `new Image(undefined, 3)` has width 0, as in Chromium)."""
    image = Element("img")
    for name, value in zip(("width", "height"), args):
        reflected(image, name).set(image, value, name)
    return image


def new_audio(src: Any = undefined, *_: Any) -> Element:
    """An `<audio preload="auto">`, with a `src` attribute when given."""
    audio = Element("audio")
    audio.set_attribute("preload", "auto")
    if src is not undefined:
        audio.set_attribute("src", to_js_string(src))
    return audio
