"""Python values as JavaScript values: every row of docs/python-values.md, on the
compiled (SSR) path and the mount path alike."""

import collections
import dataclasses
import datetime
import enum
import pathlib
import uuid
from decimal import Decimal
from fractions import Fraction

import pytest

import petite
from petite.testing import mount


class Color(enum.Enum):
    RED = "red"


class Level(enum.IntEnum):
    HIGH = 3


@dataclasses.dataclass
class Point:
    x: int
    y: int


Pair = collections.namedtuple("Pair", "a b")


class Plain:
    def __init__(self):
        self.name = "p"
        self._secret = "hidden"


def values():
    """Fresh values for each render (a generator is used up by one)."""
    return {
        "price": Decimal("7.50"), "zero": Decimal("0.00"), "third": Fraction(1, 3),
        "big": 2**60, "when": datetime.datetime(2024, 1, 2, 3, 4, 5), "day": datetime.date(2024, 1, 2),
        "clock": datetime.time(3, 4), "color": Color.RED, "level": Level.HIGH, "point": Point(1, 2),
        "pair": Pair(1, 2), "plain": Plain(), "tags": {3, 1, 2}, "frozen": frozenset({1}),
        "raw": b"ab", "gen": (n * n for n in range(3)), "path": pathlib.PurePosixPath("/srv/x"),
        "uid": uuid.UUID(int=1), "span": range(3),
    }


ROWS = [
    # Decimal and Fraction are numbers; a Decimal displays exactly as Python writes it
    ("{{ price }}", "7.50"),
    ("{{ price * 2 }}", "15"),
    ("{{ price + 1 }}", "8.5"),
    ("{{ '$' + price }}", "$7.50"),
    ("{{ price > 5 }} {{ price >= 7.5 }} {{ price < third }}", "true true false"),
    ("{{ price === 7.5 }} {{ price == '7.5' }}", "true true"),
    ("{{ typeof price }} {{ price.toFixed(1) }} {{ Math.round(price) }}", "number 7.5 8"),
    ("{{ zero ? 'yes' : 'no' }} {{ !!price }}", "no true"),
    ("{{ JSON.stringify({ price, third }) }}", '{&#34;price&#34;:7.50,&#34;third&#34;:0.3333333333333333}'),
    ("{{ third }} {{ third * 3 }}", "0.3333333333333333 1"),
    ('<input v-model="price">', '<input value="7.50">'),
    # ints beyond 2^53 compute exactly in Python and display as JavaScript numbers do
    ("{{ big }} {{ typeof big }}", "1152921504606847000 number"),
    # dates and times: their ISO-like text; fields and methods are readable
    ("{{ when }} | {{ day }} | {{ clock }}", "2024-01-02 03:04:05 | 2024-01-02 | 03:04:00"),
    ("{{ when.year }} {{ when.isoformat() }} {{ typeof when }}", "2024 2024-01-02T03:04:05 object"),
    ("{{ JSON.stringify(day) }}", "&#34;2024-01-02&#34;"),
    # enums: a plain Enum shows Python's text, read .value/.name; IntEnum/StrEnum are their value
    ("{{ color }} {{ color.value }} {{ color.name }}", "Color.RED red RED"),
    ("{{ level }} {{ level + 1 }} {{ typeof level }}", "3 4 number"),
    # dataclasses and plain objects: objects of their public fields
    ("{{ JSON.stringify(point) }} {{ point.x + point.y }}", "{&#34;x&#34;:1,&#34;y&#34;:2} 3"),
    ('<i v-for="(v, k) in point">{{ k }}={{ v }};</i>', "<i>x=1;</i><i>y=2;</i>"),
    ("{{ JSON.stringify(plain) }} {{ plain._secret }}", "{&#34;name&#34;:&#34;p&#34;} "),  # {{ undefined }} shows nothing
    # named tuples, ranges: arrays
    ("{{ JSON.stringify(pair) }} {{ pair.length }} {{ pair[1] }}", "[1,2] 2 2"),
    ('<i v-for="n in span">{{ n }}</i>', "<i>0</i><i>1</i><i>2</i>"),
    # sets and frozensets: like a JavaScript Set (displayed as {}), v-for gives their items
    ("{{ tags }} {{ !!frozen }}", "{} true"),
    ('<i v-for="n in tags">{{ n }}</i>', "<i>1</i><i>2</i><i>3</i>"),
    # generators and iterators are not iterable (walking one runs host code): v-for shows nothing
    ('<i v-for="n in gen">{{ n }}</i>', ""),
    ("{{ [...span].length }} {{ Array.from(gen).length }}", "3 0"),
    # Path and UUID: their text
    ("{{ path }} {{ uid }} {{ JSON.stringify(uid) }}", "/srv/x 00000000-0000-0000-0000-000000000001 &#34;00000000-0000-0000-0000-000000000001&#34;"),
    # bytes: opaque (decode in Python); v-for gives nothing
    ('<i v-for="n in raw">{{ n }}</i>', ""),
]


@pytest.mark.parametrize("template, expected", ROWS, ids=[r[0] for r in ROWS])
def test_compiled_path(template, expected):
    assert petite.render(f"<p>{template}</p>", values()) == f"<p>{expected}</p>"


@pytest.mark.parametrize("template, expected", ROWS, ids=[r[0] for r in ROWS])
def test_mount_path(template, expected):
    assert mount(f"<p>{template}</p>", values()).html() == f"<p>{expected}</p>"
