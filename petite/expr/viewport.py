"""The screen and browser a page's window reports: `innerWidth`, `screen`,
`devicePixelRatio`, `navigator.userAgent`, and the media features `matchMedia` compares.

A server does not know the screen a page will be shown on. A page no browser shows (a
render, a test) answers for one documented page, the one the reference harness shows,
`ASSUMED`: Chromium's headless page, a 1280x720 window on a 1280x720 screen at 1 device
pixel per CSS pixel, light colour scheme, no reduced motion, a fine pointer that hovers.
So `innerWidth >= 1024` and `matchMedia('(min-width: 1024px)').matches` agree, on every
path. A live page answers for its user's browser once the client reported it
(`Viewport.reported`, `petite.live`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cached_property
from fractions import Fraction
from typing import Any

from .functions import PageObject

# Chromium's answer on the reference harness's page (tests/conformance)
HARNESS_USER_AGENT = ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
                      "HeadlessChrome/156.0.0.0 Safari/537.36")
MAX_PIXELS = 100_000  # CSS pixels a reported width or height may have
MAX_SCROLL = 10_000_000  # CSS pixels a reported scroll offset may have (a very long page)
MAX_USER_AGENT = 512  # characters of a reported user agent
# the keywords a reported feature may take (another keeps the assumed page's)
_CHOICES = {"color_scheme": ("light", "dark"), "reduced_motion": ("no-preference", "reduce"),
            "pointer": ("none", "coarse", "fine"), "hover": ("none", "hover")}


@dataclass(frozen=True)
class Viewport:
    """What a page's window knows of where it is shown (CSS pixels)."""

    width: int = 1280  # innerWidth: the layout viewport
    height: int = 720
    outer_width: int = 1280  # outerWidth: the browser window
    outer_height: int = 720
    screen_width: int = 1280
    screen_height: int = 720
    avail_width: int = 1280  # the screen less the system's bars
    avail_height: int = 720
    pixel_ratio: float = 1
    color_scheme: str = "light"
    reduced_motion: str = "no-preference"
    pointer: str = "fine"
    hover: str = "hover"
    user_agent: str = HARNESS_USER_AGENT
    platform: str = "Linux x86_64"
    touch_points: int = 0
    scroll_x: float = 0  # scrollX: how far the page is scrolled
    scroll_y: float = 0
    screen_x: int = 10  # screenX: where the window is on the screen (headless Chromium's: 10, 10)
    screen_y: int = 10

    @cached_property
    def features(self) -> dict[str, Any]:
        """The media features `matchMedia` compares (Media Queries level 4 names; made once
        a viewport, read by every query evaluated in it)."""
        return {
            "width": self.width, "height": self.height,
            "device-width": self.screen_width, "device-height": self.screen_height,
            "aspect-ratio": Fraction(self.width, max(self.height, 1)),
            "device-aspect-ratio": Fraction(self.screen_width, max(self.screen_height, 1)),
            "resolution": self.pixel_ratio, "orientation": "portrait" if self.height >= self.width else "landscape",
            "color": 8, "color-index": 0, "monochrome": 0, "grid": 0, "scan": None, "update": "fast",
            "overflow-block": "scroll", "overflow-inline": "scroll",
            "hover": self.hover, "any-hover": self.hover, "pointer": self.pointer, "any-pointer": self.pointer,
            "prefers-color-scheme": self.color_scheme, "prefers-reduced-motion": self.reduced_motion,
            "prefers-reduced-transparency": "no-preference", "prefers-reduced-data": "no-preference",
            "prefers-contrast": "no-preference", "forced-colors": "none", "inverted-colors": "none",
            "color-gamut": "srgb", "dynamic-range": "standard", "video-dynamic-range": "standard",
            "display-mode": "browser", "scripting": "enabled",
        }

    @cached_property
    def screen(self) -> Screen:
        """`screen` (the same object while the viewport stays)."""
        return Screen(self)

    @cached_property
    def orientation(self) -> ScreenOrientation:
        """`screen.orientation` (the same object while the viewport stays)."""
        return ScreenOrientation(self)

    def reported(self, report: Any) -> Viewport:
        """This viewport with what a client reported (`{"width": 390, "scheme": "dark",
        ...}`, see `petite.live`): each value checked, a missing or bad one kept."""
        if not isinstance(report, dict):
            return self
        changes: dict[str, Any] = {}
        for name in ("width", "height", "outer_width", "outer_height", "screen_width", "screen_height",
                     "avail_width", "avail_height"):
            value = report.get(name)
            if type(value) is int and 0 <= value <= MAX_PIXELS:
                changes[name] = value
        ratio = report.get("pixel_ratio")
        if type(ratio) in (int, float) and math.isfinite(ratio) and 0.1 <= ratio <= 16:
            changes["pixel_ratio"] = ratio
        for name in ("screen_x", "screen_y"):  # (a window on a screen to the left or above: negative)
            value = report.get(name)
            if type(value) is int and -MAX_PIXELS <= value <= MAX_PIXELS:
                changes[name] = value
        for name in ("scroll_x", "scroll_y"):
            value = report.get(name)
            if type(value) in (int, float) and math.isfinite(value) and 0 <= value <= MAX_SCROLL:
                changes[name] = int(value) if float(value).is_integer() else value
        touch = report.get("touch_points")
        if type(touch) is int and 0 <= touch <= 32:
            changes["touch_points"] = touch
        for name, choices in _CHOICES.items():
            if report.get(name) in choices:
                changes[name] = report[name]
        for name in ("user_agent", "platform"):
            value = report.get(name)
            if type(value) is str and len(value) <= MAX_USER_AGENT and value.isprintable():
                changes[name] = value
        return replace(self, **changes) if changes else self


ASSUMED = Viewport()


def checked_viewport(viewport: Any) -> Viewport:
    """`viewport` (None: ASSUMED); a TypeError unless it is a Viewport."""
    if viewport is None:
        return ASSUMED
    if not isinstance(viewport, Viewport):
        raise TypeError(f"viewport is a petite.Viewport, not {type(viewport).__name__}")
    return viewport


class _ViewportObject(PageObject):
    """A page object answering from one viewport (read-only)."""

    __slots__ = ("viewport",)

    def __init__(self, viewport: Viewport) -> None:
        object.__setattr__(self, "viewport", viewport)


class Screen(_ViewportObject):
    """`screen`: the screen's size, what of it windows may use, its depth and orientation."""

    __slots__ = ()
    NAME = "Screen"

    def __js_get__(self, key: Any) -> Any:
        v = self.viewport
        values = {"width": v.screen_width, "height": v.screen_height, "availWidth": v.avail_width,
                  "availHeight": v.avail_height, "availLeft": 0, "availTop": 0, "colorDepth": 24, "pixelDepth": 24}
        if key in values:
            return values[key]
        if key == "orientation":
            return v.orientation
        return PageObject.__js_get__(self, key)


class ScreenOrientation(_ViewportObject):
    """`screen.orientation`: `type` (landscape-primary or portrait-primary) and `angle`."""

    __slots__ = ()
    NAME = "ScreenOrientation"

    def __js_get__(self, key: Any) -> Any:
        v = self.viewport
        if key == "type":
            return "portrait-primary" if v.screen_height > v.screen_width else "landscape-primary"
        if key == "angle":
            return 0
        if key == "onchange":
            return None
        return PageObject.__js_get__(self, key)


# The window's properties a viewport answers (each a replaceable attribute in Chromium:
# a page's write makes a global of that name, `petite.window`)
WINDOW_PROPERTIES = {
    "innerWidth": lambda v: v.width, "innerHeight": lambda v: v.height,
    "outerWidth": lambda v: v.outer_width, "outerHeight": lambda v: v.outer_height,
    "devicePixelRatio": lambda v: v.pixel_ratio, "screen": lambda v: v.screen,
    "scrollX": lambda v: v.scroll_x, "scrollY": lambda v: v.scroll_y,
    "pageXOffset": lambda v: v.scroll_x, "pageYOffset": lambda v: v.scroll_y,
    "screenX": lambda v: v.screen_x, "screenY": lambda v: v.screen_y,
    "screenLeft": lambda v: v.screen_x, "screenTop": lambda v: v.screen_y,
}
# `navigator`'s members a viewport answers
NAVIGATOR_PROPERTIES = {
    "userAgent": lambda v: v.user_agent, "platform": lambda v: v.platform,
    "maxTouchPoints": lambda v: v.touch_points, "vendor": lambda v: "Google Inc.", "onLine": lambda v: True,
    "cookieEnabled": lambda v: True,  # (document.cookie: petite.cookies)
}

