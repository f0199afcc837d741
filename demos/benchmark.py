"""The js-framework-benchmark table: rows of random labels, created, updated, swapped,
selected and removed from Python."""

from __future__ import annotations

import random

from petite.reactivity import mark_raw

ADJECTIVES = ["pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
              "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
              "adorable", "important", "inexpensive", "cheap", "expensive", "fancy"]
COLOURS = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"]
NOUNS = ["table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza",
         "mouse", "keyboard"]


class Table:
    def __init__(self, seed: int | None = None) -> None:
        self.rows: list[dict] = []
        self.selected: int | None = None
        self.next_id = 1
        # (raw: through a reactive proxy every attribute read inside random.choice is tracked, 8x slower)
        self._random = mark_raw(random.Random(seed))

    def _build(self, count: int) -> list[dict]:
        pick = self._random.choice
        start, self.next_id = self.next_id, self.next_id + count
        return [{"id": i, "label": f"{pick(ADJECTIVES)} {pick(COLOURS)} {pick(NOUNS)}"} for i in range(start, self.next_id)]

    def run(self, count: int = 1000) -> None:
        """Replace every row with `count` new ones."""
        self.rows = self._build(count)
        self.selected = None

    def add(self, count: int = 1000) -> None:
        self.rows.extend(self._build(count))

    def update(self) -> None:
        """Append " !!!" to every 10th row's label."""
        for row in self.rows[::10]:
            row["label"] += " !!!"

    def clear(self) -> None:
        self.rows = []
        self.selected = None

    def swap_rows(self) -> None:
        """Swap the second and the 999th row (as the benchmark does)."""
        if len(self.rows) > 998:
            self.rows[1], self.rows[998] = self.rows[998], self.rows[1]

    def select(self, row_id: int) -> None:
        self.selected = row_id

    def remove(self, row_id: int) -> None:
        index = next(i for i, row in enumerate(self.rows) if row["id"] == row_id)
        del self.rows[index]
