"""All conformance cases: every module in this package defines `CASES`."""

import importlib
import pkgutil

from ..harness import Case


def all_cases() -> list[Case]:
    cases: list[Case] = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        cases.extend(getattr(module, "CASES", []))
    names = [c.name for c in cases]
    duplicates = {n for n in names if names.count(n) > 1}
    assert not duplicates, f"duplicate conformance case names: {sorted(duplicates)}"
    return cases
