"""`el.classList` and `el.style`: views of an element's class and style attributes."""

from __future__ import annotations

from typing import Any

from ..css import IMPORTANT_RE, css_property, declared_property, parse_css_text, serialize_css, set_style_property, write_style
from ..expr.budget import tick
from ..expr.values import truthy


class ClassList:
    """`el.classList`: add, remove, toggle, contains over the class attribute."""

    __slots__ = ("el",)
    __reactive_skip__ = True

    def __init__(self, el: Any) -> None:
        self.el = el

    def _items(self) -> list[str]:
        """The class names as DOMTokenList's ordered set: each once, in order (a write
        serializes that set, so `add` on "a b a" gives "a b" and the new name). Reading
        the attribute is charged a step per 64 characters, as a string method's read
        (found by an attacker helper: `contains` on an 800 KB class ran 8 ms a call)."""
        text = self.el.attrs.get("class", "")
        tick(1 + (len(text) >> 6))
        return list(dict.fromkeys(text.split()))

    def _write(self, items: list[str]) -> None:
        self.el.set_attribute("class", " ".join(items))

    def contains(self, name: str) -> bool:
        return name in self._items()

    def add(self, *names: str) -> None:
        items = self._items()  # (looked up in sets: a list searched per name was quadratic, minutes
        present = set(items)   # for `add(...names)` or `remove(...names)` on 100,000 class names)
        self._write(items + [n for n in dict.fromkeys(names) if n not in present])

    def remove(self, *names: str) -> None:
        gone = set(names)
        self._write([n for n in self._items() if n not in gone])

    def toggle(self, name: str, force: Any = None) -> bool:
        on = not self.contains(name) if force is None else truthy(force)
        self.add(name) if on else self.remove(name)
        return on

    @property
    def length(self) -> int:
        return len(self._items())

    def __repr__(self) -> str:
        return " ".join(self._items())


class Style:
    """`el.style`: CSS properties by camelCase or hyphenated name, over the style
    attribute (`$el.style.color = 'red'`, `style.display`, `style.cssText`)."""

    __reactive_skip__ = True

    def __init__(self, el: Any) -> None:
        object.__setattr__(self, "_el", el)

    def _decls(self) -> dict:
        return parse_css_text(self._el.attrs.get("style", ""))

    def getPropertyValue(self, name: str) -> str:
        """The value of the property a declaration of `name` sets (a CSS name: `font-size`,
        not `fontSize`; '' when unset)."""
        return self._value(declared_property(name))

    def getPropertyPriority(self, name: str) -> str:
        """"important" when the declaration of `name` is `!important`, else ''."""
        prop = declared_property(name)
        return "important" if prop is not None and self._decls().get(prop, ("", False))[1] else ""

    def setProperty(self, name: str, value: Any, priority: str = "") -> None:
        """`style.setProperty(name, value, priority)`: a CSS name or a custom property
        (any other name sets nothing, as in the browser); an empty value removes it; a
        priority other than '' or "important" (in any case), or a value with its own
        `!important`, sets nothing."""
        prop = declared_property(name)
        important = priority.lower() == "important"
        if prop is None or (priority and not important):
            return
        text = "" if value is None else str(value)
        if IMPORTANT_RE.search(text):
            return  # (an invalid value: the priority is its own argument)
        key = name if prop.startswith("--") else prop  # (a custom property's name is escaped once, when set)
        self._set(key, text + (" !important" if important and text else ""))

    def removeProperty(self, name: str) -> str:
        """Remove the declaration of `name`; its value before."""
        before = self.getPropertyValue(name)
        self.setProperty(name, "")
        return before

    def get(self, key: str) -> str:
        """`style[key]`: the property's value ('' when unset) for a name the style has
        (`css_property`)."""
        return self._value(css_property(key))

    def _value(self, prop: str | None) -> str:
        return "" if prop is None else self._decls().get(prop, ("", False))[0]

    def _set(self, key: str, value: Any) -> None:
        decls = self._decls()
        set_style_property(decls, key, value)
        write_style(self._el, decls)

    @property
    def cssText(self) -> str:
        return serialize_css(self._decls())

    def __getattr__(self, name: str) -> str:
        if name.startswith("_"):
            raise AttributeError(name)
        return self.get(name)

    def __setattr__(self, name: str, value: Any) -> None:
        """`style[name] = value` (petite-vue's setStyle; a name the style has no property
        for sets nothing), or `style.cssText = text`."""
        if name == "cssText":
            write_style(self._el, parse_css_text("" if value is None else str(value)))
        else:
            self._set(name, value)
