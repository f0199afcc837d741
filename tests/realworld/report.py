"""Pass rates per path and failures grouped by cause, from the corpus and the table of
expected failures. `python -m tests.realworld.report` prints them."""

from __future__ import annotations

from collections import defaultdict

from .corpus import all_pages
from .expected_failures import EXPECTED_FAILURES

PATHS = ("render", "testing", "live")


def summary() -> str:
    pages = all_pages()
    projects = {p.project for p in pages}
    # (only the entries of pages in this corpus: REALWORLD_PAGES may name another folder)
    names = {p.name for p in pages}
    expected = {key: cause for key, cause in EXPECTED_FAILURES.items() if key[0] in names}
    lines = [f"{len(pages)} pages from {len(projects)} projects"]
    for path in PATHS:
        failing = sum(1 for (_, p) in expected if p == path)
        passing = len(pages) - failing
        lines.append(f"  {path:8} {passing}/{len(pages)} identical to petite-vue ({100 * passing / max(len(pages), 1):.1f}%)")
    causes: dict[str, set[str]] = defaultdict(set)
    for (page, path), cause in expected.items():
        causes[cause].add(f"{page} ({path})")
    for cause in sorted(causes):
        lines.append(f"  - {cause}: {', '.join(sorted(causes[cause]))}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(summary())
