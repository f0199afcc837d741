"""Locale tags as Chromium's `Intl` reads them: one rule for every locale argument
(`toLocaleString`, `Intl.*` constructors, `localeCompare`, `supportedLocalesOf`).

A tag must be a well-formed BCP 47 tag (`en_US` is a RangeError), written in canonical
case (`zh-hant-tw` is `zh-Hant-TW`) with deprecated languages replaced (`iw` is `he`).
The locale used is the first requested tag Chromium has (ICU's available locales,
recorded in `locales/available.json` by `python -m tests.expr.record_locale_tags`),
narrowed to what it has (`fr-XX` is `fr`, `de-CH-1996` is `de-CH`); none gives en-US.
The formatting tables (dates, numbers, plural rules) then pick theirs by
`table_keys`.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from .budget import tick
from .errors import ExpressionError
from .undefined import undefined

DEFAULT_LOCALE = "en-US"
LOCALE_FILES = Path(__file__).with_name("locales")
TAG = re.compile(
    r"""(?ix)
    ([a-z]{2,3}|[a-z]{5,8})                         # language
    (?:-([a-z]{4}))?                                # script
    (?:-([a-z]{2}|[0-9]{3}))?                       # region
    ((?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*)      # variants
    ((?:-[a-wyz0-9](?:-[a-z0-9]{2,8})+)*)           # extensions
    (-x(?:-[a-z0-9]{1,8})+)?                        # private use
    """
)


@functools.cache
def locale_file(name: str) -> Any:
    """A file recorded from Chromium in `locales/` (`name`.json), read once: they never
    change."""
    return json.loads((LOCALE_FILES / f"{name}.json").read_text(encoding="utf-8"))


def table_for(recorded: Mapping[str, Any], locales: Any) -> Any:
    """The table a recorded file (`{"locales": {tag: index}, "tables": [...]}`) holds
    for `locales`, looked up by `table_keys`; English's when it has none."""
    index = next((recorded["locales"][key] for key in table_keys(locales) if key in recorded["locales"]),
                 recorded["locales"]["en"])
    return recorded["tables"][index]


@functools.cache
def _available() -> dict[str, Any]:
    """ICU's languages with the regions and scripts each has, and the language aliases."""
    recorded = locale_file("available")
    return {
        "languages": {lang: frozenset(subtags.split()) for lang, subtags in recorded["languages"].items()},
        "aliases": recorded["aliases"],
    }


@functools.lru_cache(maxsize=256)
def canonical_tag(tag: str) -> str:
    """`tag` in canonical case with its language's alias applied; a RangeError when it is
    not a well-formed tag."""
    match = TAG.fullmatch(tag) if len(tag) <= 256 else None
    if match is None:
        raise ExpressionError(f"Invalid language tag: {tag}", kind="RangeError")
    language, script, region, variants, extensions, private = match.groups()
    alias = _available()["aliases"].get(language.lower())
    if alias is not None and "-" not in alias:
        language = alias
    parts = [language.lower()]
    if script:
        parts.append(script.title())
    if region:
        parts.append(region.upper())
    return "-".join(parts) + (variants + extensions + (private or "")).lower()


@functools.lru_cache(maxsize=256)
def _best_available(tag: str) -> str | None:
    """What Chromium uses for the canonical `tag` (`fr-BE`, `fr` for `fr-XX`), or None
    when it has not its language."""
    language, script, region = _subtags(tag)
    rest = tag.partition("-")[2]
    available = _available()
    alias = available["aliases"].get(language)
    if alias is not None:  # a language that stands for a tag (cnr: sr-ME)
        return alias if script is None and region is None else _best_available(alias.split("-")[0] + "-" + rest)
    has = available["languages"].get(language)
    if has is None:
        return None
    for candidate in (f"{script}-{region}" if script and region else None, script, region):
        if candidate and candidate in has:
            return f"{language}-{candidate}"
    return language


def _subtags(tag: str) -> tuple[str, str | None, str | None]:
    """The language, script and region of a well-formed `tag` (None where it has none)."""
    language, _, rest = tag.partition("-")
    parts = [part for part in rest.split("-") if part]
    script = parts.pop(0) if parts and len(parts[0]) == 4 and parts[0].isalpha() else None
    region = parts[0] if parts and (len(parts[0]) == 2 or parts[0].isdigit() and len(parts[0]) == 3) else None
    return language, script, region


def requested_locales(locales: Any) -> list[str]:
    """The tags `locales` asks for, canonical: none for undefined, one for a string, each
    of a list's (which must be strings); a TypeError for null."""
    if locales is undefined:
        return []
    if locales is None:
        raise ExpressionError("Cannot convert undefined or null to object", kind="TypeError")
    if isinstance(locales, str):
        return [canonical_tag(locales)]
    if isinstance(locales, Mapping) or not isinstance(locales, Iterable):
        return []
    tags = []
    for tag in locales:
        tick(1)  # (a list of a million tags is work)
        if not isinstance(tag, str):
            raise ExpressionError("Language ID should be string or object.", kind="TypeError")
        tags.append(canonical_tag(tag))
    return tags


def resolve_locale(locales: Any) -> str:
    """The locale Chromium formats in for `locales`: the first requested one it has
    (narrowed to what it has), else en-US."""
    if locales is undefined:
        return DEFAULT_LOCALE
    for tag in requested_locales(locales):
        found = _best_available(tag)
        if found is not None:
            return found
    return DEFAULT_LOCALE


def supported_locales_of(locales: Any = undefined, *_: Any) -> list[str]:
    """`Intl.X.supportedLocalesOf(locales)`: the requested tags Chromium has a locale for."""
    return [tag for tag in requested_locales(locales) if _best_available(tag) is not None]


def table_keys(locales: Any) -> tuple[str, ...]:
    """Where a formatting table for `locales` is looked up, most specific first, in lower
    case: the resolved locale's language with its script and region (`zh-hant-tw`), with
    its script (`zh-hant`), with its region (`fr-be`), then its language."""
    return _keys_of(resolve_locale(locales))


@functools.lru_cache(maxsize=256)
def _keys_of(locale: str) -> tuple[str, ...]:
    language, script, region = _subtags(locale.lower())
    keys = [f"{language}-{script}-{region}" if script and region else None, f"{language}-{script}" if script else None,
            f"{language}-{region}" if region else None, language]
    return tuple(key for key in keys if key)
