"""What the `record_*` scripts share: evaluating a recorder in Chromium for every tag
Chromium has a locale for, and keeping each tag's table only where a lookup through
`petite.expr.locale_tags.table_keys` would otherwise find another."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from petite.expr.locale_tags import table_keys
from tests.conformance.harness import CHROMIUM_ARGS, find_chromium

LOCALES = Path(__file__).resolve().parents[2] / "petite" / "expr" / "locales"


def available_tags() -> list[str]:
    """Chromium's languages, then each with its regions and scripts (`available.json`)."""
    available = json.loads((LOCALES / "available.json").read_text(encoding="utf-8"))["languages"]
    return [*available, *(f"{lang}-{sub}" for lang, subtags in available.items() for sub in subtags.split())]


def evaluate_in_chromium(script: str, argument: Any) -> Any:
    """`script` (a function of one argument) evaluated in a Chromium page."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS)
        try:
            return browser.new_page().evaluate(script, argument)
        finally:
            browser.close()


def distinct_tables(recorded: dict[str, Any], entry: Callable[[Any], Any] = lambda table: table) -> dict[str, Any]:
    """`{"locales": {tag: index}, "tables": [...]}`: each tag's `entry` kept (and shared)
    only where the lookup would otherwise find another (languages come first)."""
    tables: list[Any] = []
    locales: dict[str, int] = {}
    for tag in sorted(recorded, key=lambda tag: tag.count("-")):
        table = entry(recorded[tag])
        found = next((tables[locales[key]] for key in table_keys(tag) if key in locales), None)
        if table != found:
            if table not in tables:
                tables.append(table)
            locales[tag.lower()] = tables.index(table)
    return {"locales": locales, "tables": tables}
