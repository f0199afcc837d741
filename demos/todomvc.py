"""TodoMVC: the state and every action in Python; the template only wires them up."""

from __future__ import annotations

FILTERS = ("all", "active", "completed")


class TodoMVC:
    def __init__(self) -> None:
        self.todos: list[dict] = []
        self.new_todo = ""
        self.visibility = "all"
        self.editing: int | None = None  # id of the todo being edited
        self.before_edit = ""
        self.next_id = 1
        for title in ("Taste petite", "Write a live page in Python"):
            self.new_todo = title
            self.add()

    # Reading ----------------------------------------------------------------------
    @property
    def remaining(self) -> int:
        return sum(1 for todo in self.todos if not todo["completed"])

    def shown(self) -> list[dict]:
        if self.visibility == "active":
            return [todo for todo in self.todos if not todo["completed"]]
        if self.visibility == "completed":
            return [todo for todo in self.todos if todo["completed"]]
        return self.todos

    # Actions ----------------------------------------------------------------------
    def add(self) -> None:
        title = self.new_todo.strip()
        if title:
            self.todos.append({"id": self.next_id, "title": title, "completed": False})
            self.next_id += 1
        self.new_todo = ""

    def remove(self, todo: dict) -> None:
        self.todos = [t for t in self.todos if t["id"] != todo["id"]]

    def toggle_all(self, completed: bool) -> None:
        for todo in self.todos:
            todo["completed"] = completed

    def clear_completed(self) -> None:
        self.todos = [t for t in self.todos if not t["completed"]]

    def show(self, visibility: str) -> None:
        if visibility in FILTERS:
            self.visibility = visibility

    def edit(self, todo: dict) -> None:
        self.before_edit = todo["title"]
        self.editing = todo["id"]

    def done_edit(self, todo: dict) -> None:
        if self.editing != todo["id"]:
            return  # the blur that follows Enter or Escape
        self.editing = None
        todo["title"] = todo["title"].strip()
        if not todo["title"]:
            self.remove(todo)

    def cancel_edit(self, todo: dict) -> None:
        if self.editing == todo["id"]:
            self.editing = None
            todo["title"] = self.before_edit
