"""Directive attribute syntax, shared by the walker (mount) and the compiler (SSR)."""

from __future__ import annotations

import re
from collections.abc import Mapping

DIR_RE = re.compile(r"^(?:v-|:|@)")
MODIFIER_RE = re.compile(r"\.([\w-]+)", re.ASCII)
V_ON_RE = re.compile(r"^v-on\b", re.ASCII)
_CAMELIZE_RE = re.compile(r"-(\w)")


def camelize(name: str) -> str:
    """`view-box` -> `viewBox` (Vue's camelize, used by the `.camel` modifier)."""
    return _CAMELIZE_RE.sub(lambda m: m.group(1).upper(), name)


def split_directive(raw: str) -> tuple[str, str | None, list[str]]:
    """(directive, argument, modifiers) of a directive attribute name:
    `:title` -> ("bind", "title", []), `@click.prevent` -> ("on", "click", ["prevent"]),
    `v-model.number` -> ("model", None, ["number"])."""
    modifiers = MODIFIER_RE.findall(raw)
    name = MODIFIER_RE.sub("", raw)
    if name[0] == ":":
        return "bind", name[1:], modifiers
    if name[0] == "@":
        return "on", name[1:], modifiers
    colon = name.find(":")
    if colon > 0:
        return name[2:colon], name[colon + 1 :], modifiers
    return name[2:], None, modifiers


def in_apply_order(attrs: Mapping[str, str]) -> list[tuple[str, str]]:
    """The directive attributes (name, expression) in the order petite-vue applies them:
    in attribute order, except `v-model`, deferred until the others (it relies on
    `:value`), and listeners, after `v-model`. `v-cloak` is not among them."""
    ordered: list[tuple[str, str]] = []
    deferred: list[tuple[str, str]] = []
    for name, value in list(attrs.items()):
        if DIR_RE.match(name) and name != "v-cloak":
            if name == "v-model":
                deferred.insert(0, (name, value))
            elif name[0] == "@" or V_ON_RE.match(name):
                deferred.append((name, value))
            else:
                ordered.append((name, value))
    return ordered + deferred
