"""Grid: a sortable, filterable table of 100 people."""

from __future__ import annotations

import random

FIRST = ["Ada", "Alan", "Grace", "Linus", "Guido", "Barbara", "Ken", "Margaret", "Dennis", "Frances",
         "Edsger", "Radia", "Tim", "Hedy", "John", "Katherine", "Donald", "Sophie", "Evan", "Yukihiro"]
LAST = ["Lovelace", "Turing", "Hopper", "Torvalds", "van Rossum", "Liskov", "Thompson", "Hamilton",
        "Ritchie", "Allen", "Dijkstra", "Perlman", "Berners-Lee", "Lamarr", "McCarthy", "Johnson"]
CITIES = ["Amsterdam", "Berlin", "Lisbon", "London", "Nairobi", "Osaka", "Paris", "Quito", "Seoul", "Oslo"]
COLUMNS = [("name", "Name"), ("city", "City"), ("age", "Age"), ("score", "Score")]


def people(count: int = 100, seed: int = 7) -> list[dict]:
    rng = random.Random(seed)
    return [
        {
            "id": i,
            "name": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
            "city": rng.choice(CITIES),
            "age": rng.randint(18, 90),
            "score": rng.randint(0, 1000),
        }
        for i in range(1, count + 1)
    ]


class Grid:
    def __init__(self) -> None:
        self.columns = [{"key": key, "label": label} for key, label in COLUMNS]
        self.people = people()
        self.query = ""
        self.sort_key = "id"
        self.ascending = True

    def sort_by(self, key: str) -> None:
        if key == self.sort_key:
            self.ascending = not self.ascending
        else:
            self.sort_key, self.ascending = key, True

    def rows(self) -> list[dict]:
        """The people matching the query (in any column), in the chosen order."""
        query = self.query.strip().lower()
        rows = [p for p in self.people if not query or any(query in str(p[c]).lower() for c, _ in COLUMNS)]
        return sorted(rows, key=lambda p: p[self.sort_key], reverse=not self.ascending)

    def arrow(self, key: str) -> str:
        if key != self.sort_key:
            return ""
        return "▲" if self.ascending else "▼"
