"""Every Python snippet in README.md and docs/*.md runs, so the docs cannot rot.

The fenced ```python blocks of one file run in order in one namespace (a later block may
use an earlier block's names), from a temporary working directory. After each block:
- every `test_*` function it defines is called, its parameters filled from FIXTURES;
- every `LiveApp` it creates is opened with Starlette's test client and must answer 200.
A block is skipped only when the line before its fence says why:
    <!-- snippet not run: <reason> -->
"""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import petite.testing

REPO = Path(__file__).resolve().parents[2]
DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
SKIP = re.compile(r"<!--\s*snippet not run:(?P<reason>.*?)-->\s*$")
FIXTURES = {"mount": petite.testing.mount}


@dataclass
class Snippet:
    path: Path
    line: int  # of the first code line
    code: str
    skip_reason: str | None


def snippets(path: Path) -> list[Snippet]:
    text = path.read_text(encoding="utf-8")
    found = []
    for match in re.finditer(r"^```python[^\n]*\n(.*?)^```", text, re.M | re.S):
        line = text.count("\n", 0, match.start()) + 2
        previous = text[: match.start()].rstrip("\n").rpartition("\n")[2]
        skip = SKIP.search(previous)
        reason = skip.group("reason").strip() if skip else None
        found.append(Snippet(path, line, match.group(1), reason))
    return found


def run_snippet(snippet: Snippet, namespace: dict) -> None:
    before = set(namespace)
    # pad with blank lines so tracebacks point at the Markdown file's own line numbers
    code = compile("\n" * (snippet.line - 1) + snippet.code, str(snippet.path), "exec")
    exec(code, namespace)
    for name in [n for n in namespace if n not in before or n.startswith("test_")]:
        value = namespace[name]
        if name.startswith("test_") and inspect.isfunction(value) and name not in namespace.get("__ran__", ()):
            value(**{p: FIXTURES[p] for p in inspect.signature(value).parameters})
            namespace.setdefault("__ran__", set()).add(name)
        elif type(value).__name__ == "LiveApp" and name not in before:
            from starlette.testclient import TestClient

            page = TestClient(value).get("/")
            assert page.status_code == 200, f"{name}: the LiveApp answers {page.status_code}:\n{page.text}"


def test_every_documentation_file_is_scanned():
    assert {p.name for p in DOCS} >= {"README.md", "ssr.md", "expressions.md", "reactivity.md"}
    assert sum(len(snippets(p)) for p in DOCS) >= 5


@pytest.mark.parametrize("path", DOCS, ids=[p.relative_to(REPO).as_posix() for p in DOCS])
def test_snippets_run(path, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    namespace: dict = {"__name__": f"snippets_of_{path.stem}"}
    for snippet in snippets(path):
        if snippet.skip_reason is not None:
            assert snippet.skip_reason, f"{path.name}:{snippet.line}: a skipped snippet must say why"
            continue
        run_snippet(snippet, namespace)


def test_skip_markers_state_a_reason():
    for path in DOCS:
        for snippet in snippets(path):
            assert snippet.skip_reason is None or len(snippet.skip_reason) >= 10, f"{path.name}:{snippet.line}"
