"""The import graph of the installed petite package, read from its source with `ast`.

`python -m tests.structure.imports` prints the import circles and the imports made
inside functions (the usual way to dodge a circle).
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

import petite
import petite.directives
import petite.reactivity


@dataclass(frozen=True)
class Import:
    source: str  # importing module
    target: str  # imported petite module
    line: int
    in_function: bool


def modules() -> dict[str, Path]:
    """Every petite module (`petite.dom.nodes`, `petite.directives.bind` ...) and its file."""
    found: dict[str, Path] = {}
    for package in (petite, petite.directives, petite.reactivity):
        for folder in package.__path__:
            root = Path(folder)
            for path in sorted(root.rglob("*.py")):
                parts = list(path.relative_to(root).with_suffix("").parts)
                if parts[-1] == "__init__":
                    parts.pop()
                found[".".join([package.__name__, *parts])] = path
    return found


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    base = base if is_package else base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports(known: dict[str, Path] | None = None) -> list[Import]:
    """Every import of one petite module by another (`from a import b` counts `a.b`
    when `a.b` is a module, else `a`; importing `a.b` also runs the package `a`)."""
    known = modules() if known is None else known
    found: list[Import] = []
    for module, path in known.items():
        is_package = path.name == "__init__.py"
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node, in_function in _walk(tree, False):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _resolve(module, is_package, node)
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
            for target in targets:
                while target and target not in known:
                    target = target.rpartition(".")[0]
                for reached in _with_packages(module, target, known):
                    edge = Import(module, reached, node.lineno, in_function)
                    if edge not in found:
                        found.append(edge)
    return found


def _with_packages(module: str, target: str, known: dict[str, Path]) -> list[str]:
    """`target` and the packages Python initialises first to import it (`petite.expr`
    for `petite.expr.errors`), except the packages `module` itself is inside."""
    if not target or target == module:
        return []
    reached = [target]
    parts = target.split(".")
    for i in range(len(parts) - 1, 0, -1):
        package = ".".join(parts[:i])
        if package in known and not module.startswith(package + ".") and package != module:
            reached.append(package)
    return reached


def _walk(node: ast.AST, in_function: bool):
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.Import, ast.ImportFrom)):
            yield child, in_function
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            continue  # annotations only
        else:
            inner = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            yield from _walk(child, inner)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def package_of(module: str) -> str:
    """The package a module belongs to (`petite.dom.nodes` -> `petite.dom`)."""
    return module.rpartition(".")[0]


def circles(edges: list[Import]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan): groups of
    modules that import each other, directly or through others."""
    graph: dict[str, set[str]] = {}
    for edge in edges:
        graph.setdefault(edge.source, set()).add(edge.target)
        graph.setdefault(edge.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    result: list[set[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        result.append(component)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return result


def main() -> None:
    edges = imports()
    print("Import circles (modules that import each other, at any depth):")
    for component in sorted(circles(edges), key=len, reverse=True):
        print(f"  {len(component)}: {', '.join(sorted(component))}")
    inside = [e for e in edges if e.in_function]
    print(f"\nImports inside functions: {len(inside)}")
    for edge in sorted(inside, key=lambda e: (e.source, e.line)):
        print(f"  {edge.source}:{edge.line} -> {edge.target}")


if __name__ == "__main__":
    sys.exit(main())
