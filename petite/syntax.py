"""Directive attribute syntax, shared by the walker (mount) and the compiler (SSR)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from .expr.lexer import NAME_RE

DIR_RE = re.compile(r"^(?:v-|:|@)")
MODIFIER_RE = re.compile(r"\.([\w-]+)", re.ASCII)
V_ON_RE = re.compile(r"^v-on\b", re.ASCII)
_CAMELIZE_RE = re.compile(r"-(\w)")
# petite-vue's `/([\s\S]*?)\s+(?:in|of)\s+([\s\S]*)/` reads the aliases up to the first
# `in`/`of` between white space; found from where a run of white space starts (the same
# split once stripped), as that regex alone took quadratic time on a long run of spaces
FOR_SEPARATOR_RE = re.compile(r"(?<!\s)\s+(?:in|of)\s")
FOR_ITERATOR_RE = re.compile(r",([^,\}\]]*)(?:,([^,\}\]]*))?$")
STRIP_PARENS_RE = re.compile(r"^\(|\)$")
# petite-vue's destructuring pattern, `/^[{[]\s*((?:[\w_$]+\s*,?\s*)+)[\]}]$/`, whose
# nested repeats backtrack exponentially (26 letters and a `!` took 6 s): the same
# strings, as names, commas and white space starting with a name, no two commas
# without a name between (`destructured_members`)
_MEMBERS_RE = re.compile(r"\s*[\w$][\w$\s,]*")
_TWO_COMMAS_RE = re.compile(r",\s*,")


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


@dataclass(frozen=True, slots=True)
class ForAliases:
    """A parsed `v-for` expression: its source expression and the names each item gets
    (the value, or the destructured members; the index; an object's index)."""

    source: str
    value: str
    index: str | None = None
    object_index: str | None = None
    destructure: tuple[str, ...] | None = None
    array_destructure: bool = False


def destructured_members(value: str) -> str | None:
    """The inside of `{ id, name }` or `[a, b]` when petite-vue's pattern reads it as
    destructuring (names, commas and white space, a name first, no two commas without a
    name between), else None; in linear time."""
    if len(value) < 2 or value[0] not in "{[" or value[-1] not in "]}":
        return None
    inner = value[1:-1]
    if not _MEMBERS_RE.fullmatch(inner) or _TWO_COMMAS_RE.search(inner):
        return None
    return inner


def parse_for(exp: str) -> ForAliases:
    """Parse `item in items`, `(item, index) of items`, `{ id, name } in rows` ... as
    petite-vue does; ValueError when there is no `in`/`of` or an alias is not a name an
    expression could read (`1a in items`: petite-vue binds it, unreachable)."""
    separator = FOR_SEPARATOR_RE.search(exp)
    if not separator:
        raise ValueError(f"invalid v-for expression {exp!r} (expected 'item in items')")
    value = STRIP_PARENS_RE.sub("", exp[:separator.start()].strip()).strip()
    index = object_index = None
    iterator = FOR_ITERATOR_RE.search(value)
    if iterator:
        value = FOR_ITERATOR_RE.sub("", value).strip()
        index = iterator.group(1).strip() or None
        object_index = (iterator.group(2) or "").strip() or None
    destructure = None
    members = destructured_members(value)
    if members is not None:
        destructure = tuple(s.strip() for s in members.split(",") if s.strip())
    aliases = ForAliases(exp[separator.end():].strip(), value, index, object_index, destructure,
                         members is not None and value[0] == "[")
    for name in [*(destructure or [value]), index, object_index]:
        if name is not None and not NAME_RE.fullmatch(name):
            raise ValueError(f"invalid v-for alias {name!r} in {exp!r}")
    return aliases
