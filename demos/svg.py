"""SVG graph: a polygon whose corners follow range inputs (Vue's classic SVG example)."""

from __future__ import annotations

import math

CENTER, RADIUS = 100, 80


def corner(value: float, index: int, total: int) -> tuple[float, float]:
    """Where a stat of `value` (0-100) sits on the `index`-th of `total` spokes."""
    angle = 2 * math.pi * index / total - math.pi / 2
    distance = RADIUS * float(value) / 100
    return round(CENTER + distance * math.cos(angle), 2), round(CENTER + distance * math.sin(angle), 2)


class Graph:
    def __init__(self) -> None:
        self.stats = [
            {"label": label, "value": 100}
            for label in ("A", "B", "C", "D", "E", "F")
        ]
        self.new_label = ""

    def points(self) -> str:
        total = len(self.stats)
        return " ".join("{:g},{:g}".format(*corner(s["value"], i, total)) for i, s in enumerate(self.stats))

    def label_at(self, index: int) -> dict:
        x, y = corner(110, index, len(self.stats))
        return {"x": x, "y": y}

    def add(self) -> None:
        if self.new_label.strip():
            self.stats.append({"label": self.new_label.strip(), "value": 100})
        self.new_label = ""

    def remove(self, stat: dict) -> None:
        if len(self.stats) > 3:
            self.stats.remove(stat)
