"""The HTML standard's legacy factory functions besides `Option` (which lives with the
select's options): `new Image(width, height)` and `new Audio(src)`, as Chromium makes
them. What they make is a detached element like `document.createElement`'s: inserted,
it passes the output-safety layer as any element does (its `src` a URL attribute)."""

from __future__ import annotations

from typing import Any

from ..expr.values import to_js_string, to_uint32, undefined
from .nodes import Element

MAX_DIMENSION = 2_147_483_647  # a reflected unsigned long past this is set as 0


def new_image(*args: Any) -> Element:
    """An `<img>`, with `width` and `height` attributes when passed (as unsigned longs:
    `new Image(undefined, 3)` has width 0, as in Chromium)."""
    image = Element("img")
    for name, value in zip(("width", "height"), args):
        number = to_uint32(value)
        image.set_attribute(name, str(number if number <= MAX_DIMENSION else 0))
    return image


def new_audio(src: Any = undefined, *_: Any) -> Element:
    """An `<audio preload="auto">`, with a `src` attribute when given."""
    audio = Element("audio")
    audio.set_attribute("preload", "auto")
    if src is not undefined:
        audio.set_attribute("src", to_js_string(src))
    return audio
