"""Tree: a nested folder tree shown as a flat list of visible rows with their depth.

petite-vue has no recursive components, so the template loops over `rows()`: the
folders and files a depth-first walk reaches through open folders.
"""

from __future__ import annotations

import itertools

_ids = itertools.count(1)


def node(name: str, *children: dict, folder: bool | None = None) -> dict:
    is_folder = bool(children) if folder is None else folder
    return {"id": next(_ids), "name": name, "folder": is_folder, "open": False, "children": list(children)}


def sample() -> dict:
    return node(
        "project",
        node("src", node("app.py"), node("models.py"), node("templates", node("index.html"), node("base.html"))),
        node("tests", node("test_app.py")),
        node("docs", folder=True),
        node("README.md"),
    )


class Tree:
    def __init__(self) -> None:
        self.root = sample()
        self.root["open"] = True
        self.selected: int | None = None
        self.added = 0

    def rows(self) -> list[dict]:
        """Every node a walk reaches through open folders, with its depth."""
        rows: list[dict] = []

        def walk(item: dict, depth: int) -> None:
            rows.append({"node": item, "depth": depth})
            if item["folder"] and item["open"]:
                for child in item["children"]:
                    walk(child, depth + 1)

        walk(self.root, 0)
        return rows

    def toggle(self, item: dict) -> None:
        if item["folder"]:
            item["open"] = not item["open"]
        self.selected = item["id"]

    def add(self, folder: dict, is_folder: bool) -> None:
        self.added += 1
        name = f"folder {self.added}" if is_folder else f"file {self.added}.txt"
        folder["children"].append(node(name, folder=is_folder))
        folder["open"] = True

    def set_all(self, open_: bool) -> None:
        def walk(item: dict) -> None:
            if item["folder"]:
                item["open"] = open_
                for child in item["children"]:
                    walk(child)

        walk(self.root)
        self.root["open"] = True
