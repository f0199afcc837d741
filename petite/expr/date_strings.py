"""The date strings `new Date(text)` and `Date.parse` accept beyond the ISO format, read
as Chromium's V8 reads them (its "legacy" parser): `Jan 15, 2024`, `15 January 2024
10:30 PM`, `2024/01/15`, `1/15/2024`, `Mon, 15 Jan 2024 10:30:00 GMT`, `Mon Jan 15 2024
10:30:00 GMT+0100 (Central European Standard Time)` (what `String(date)` writes), `Sat,
02 Mar 2019 18:04:00 EST`.

The rules: words count by their first three letters (month names may be longer; `am`,
`pm`, `ut`, `utc`, `gmt`, `z` and the US zones `est edt cst cdt mst mdt pst pdt`); a
number followed by `:` starts the time, which ends with its last field; a sign after a
zone name or a time is an offset (`+1`, `+0100`, `+01:00`); other numbers are the date's
fields (month-day-year, or year-month-day when the first cannot be a day; a named month
takes day and year in either order; two-digit years are 19xx/20xx); an unknown word
after a number, or a stray sign, makes the string invalid; parenthesised text, commas
and slashes are skipped. Out-of-range days roll over (`Feb 30` is March 1).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .budget import ITERATION_COST, tick

MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
ZONES = {"ut": 0, "utc": 0, "gmt": 0, "z": 0, "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6,
         "pst": -8, "pdt": -7}


@dataclass(slots=True)
class Token:
    kind: str  # "number", "word", "symbol", "space", "end", "other"
    text: str = ""
    value: int = 0


TOKEN = re.compile(r"([0-9]+)|([:+.)-])|([^\x00-\x40\s]+)|(\s+)|(\()|(.)", re.S)
PARENTHESIS = re.compile(r"[()]")


def tokens(text: str) -> list[Token]:
    """The string's tokens (a word: a run of characters from `A` up that are not
    spaces; parenthesised text, nested, is one "other" token), ending with "end".
    Each is charged as a loop turn (`ITERATION_COST`), before it is made: a
    million-character string of one-character tokens was 100-150 MB of them and 2-4 s
    of work, charged a quarter of a budget."""
    out = []
    position, n = 0, len(text)
    while position < n:
        if len(out) % 64 == 63:  # a token is a loop turn's work (a string of "+" or "1 " makes one a character)
            tick(64 * ITERATION_COST)
        match = TOKEN.match(text, position)
        number, symbol, word, space, opening, _ = match.groups()
        position = match.end()
        if number is not None:
            value = int(number[:10])  # (V8 stops counting digits near 2**31: any such number is out of range)
            out.append(Token("number", number, value))
        elif symbol is not None:
            out.append(Token("symbol", symbol))
        elif word is not None:
            out.append(Token("word", word.lower()))
        elif space is not None:
            out.append(Token("space"))
        else:
            if opening is not None:
                position = _after_parentheses(text, position)
            out.append(Token("other"))
    tick(len(out) % 64 * ITERATION_COST)
    out.append(Token("end"))
    return out


def _after_parentheses(text: str, position: int) -> int:
    """Where the text after a `(` at `position - 1` resumes: past its matching `)`, or
    at the end."""
    depth = 1
    for match in PARENTHESIS.finditer(text, position):
        depth += 1 if match.group() == "(" else -1
        if depth == 0:
            return match.end()
    return len(text)


def keyword(word: str) -> tuple[str, int] | None:
    """(kind, value) of a word: its first three letters decide (only a month name may
    be longer than its keyword)."""
    prefix = word[:3]
    if prefix in MONTHS:
        return "month", MONTHS.index(prefix) + 1
    if len(word) > 3:
        return None
    if word in ("am", "pm"):
        return "ampm", 0 if word == "am" else 12
    if word in ZONES:
        return "zone", ZONES[word]
    return None


@dataclass
class Fields:
    """What the string names: date fields, time fields, and its offset from UTC."""

    day: list[int] = field(default_factory=list)
    named_month: int | None = None
    time: list[int] = field(default_factory=list)
    hour_offset: int | None = None
    sign: int | None = None
    zone_hour: int | None = None
    zone_minute: int | None = None

    def time_expects(self, n: int) -> bool:
        index = len(self.time)
        return (index == 1 and 0 <= n <= 59) or (index == 2 and 0 <= n <= 59) or (index == 3 and 0 <= n <= 999)

    def zone_expects(self, n: int) -> bool:
        return self.zone_hour is not None and self.zone_minute is None and 0 <= n <= 59

    def set_zone(self, hours: int) -> None:
        self.sign = -1 if hours < 0 else 1
        self.zone_hour, self.zone_minute = abs(hours), 0

    def zone_is_utc(self) -> bool:
        return self.zone_hour == 0 and self.zone_minute == 0

    def add_time(self, n: int, final: bool = False) -> bool:
        if len(self.time) >= 4:
            return False
        self.time.append(n)
        if final:
            self.time += [0] * (4 - len(self.time))
        return True


def milliseconds(digits: Token) -> int:
    """A fraction of a second from its digits (the first three count)."""
    return int(digits.text[:3].ljust(3, "0"))


def _fixed(token: Token, length: int, low: int = 0, high: int = 10**6) -> bool:
    return token.kind == "number" and len(token.text) == length and low <= token.value <= high


def _iso(items: list[Token], fields: Fields) -> tuple[int, bool] | None:
    """The ECMAScript format's reading (V8's first stage): (the position where the rest
    of the string is read by the legacy rules, whether the whole string was ISO), or
    None when it started as an ISO date-time and broke off (invalid)."""
    i = 0

    def at(symbol: str) -> bool:
        return items[i].kind == "symbol" and items[i].text == symbol

    if at("+") or at("-"):
        if not _fixed(items[i + 1], 6) or (at("-") and items[i + 1].value == 0):
            return i + 1, False
        fields.day.append((1 if at("+") else -1) * items[i + 1].value)
        i += 2
    elif _fixed(items[i], 4):
        fields.day.append(items[i].value)
        i += 1
    else:
        return i + 1, False
    if at("-"):
        i += 1
        if not _fixed(items[i], 2, 1, 12):
            return i + 1, False
        fields.day.append(items[i].value)
        i += 1
        if at("-"):
            i += 1
            if not _fixed(items[i], 2, 1, 31):
                return i + 1, False
            fields.day.append(items[i].value)
            i += 1
    if not (items[i].kind == "word" and items[i].text == "t"):
        if items[i].kind != "end":
            return i + 1, False
    else:
        i += 1
        if not _fixed(items[i], 2, 0, 24):
            return None
        hour = items[i].value
        i += 1
        if not at(":"):
            return None
        i += 1
        if not _fixed(items[i], 2, 0, 59) or (hour == 24 and items[i].value > 0):
            return None
        fields.time += [hour, items[i].value]
        i += 1
        if at(":"):
            i += 1
            if not _fixed(items[i], 2, 0, 59) or (hour == 24 and items[i].value > 0):
                return None
            fields.time.append(items[i].value)
            i += 1
            if at("."):
                i += 1
                if items[i].kind != "number" or (hour == 24 and items[i].value > 0):
                    return None
                fields.time.append(milliseconds(items[i]))
                i += 1
        if items[i].kind == "word" and items[i].text == "z":
            fields.set_zone(0)
            i += 1
        elif at("+") or at("-"):
            fields.sign = 1 if at("+") else -1
            i += 1
            if _fixed(items[i], 4):
                hour, minute = divmod(items[i].value, 100)
                if hour > 23 or minute > 59:
                    return None
                fields.zone_hour, fields.zone_minute = hour, minute
                i += 1
            else:
                if not _fixed(items[i], 2, 0, 23) or not (items[i + 1].kind == "symbol" and items[i + 1].text == ":") \
                        or not _fixed(items[i + 2], 2, 0, 59):
                    return None
                fields.zone_hour, fields.zone_minute = items[i].value, items[i + 2].value
                i += 3
        if items[i].kind != "end":
            return None
    if fields.sign is None and not fields.time:
        fields.set_zone(0)  # (a date-only form is UTC, a date-time form local)
    return i, True


def read(text: str) -> tuple[int, int, int, int, int, int, int, int | None] | None:
    """(year, month 0-11, day, hour, minute, second, ms, offset in seconds or None for
    local time) of a date string, or None when it is not one."""
    fields = Fields()
    items = tokens(text)
    start = _iso(items, fields)
    if start is None:
        return None
    position, iso = start
    if iso:
        return _result(fields, iso=True)
    position -= 1  # (the token the ISO reading stopped at is the legacy rules' first)
    has_number = bool(fields.day)

    def peek() -> Token:
        return items[position]

    def skip(symbol: str) -> bool:
        nonlocal position
        if items[position].kind == "symbol" and items[position].text == symbol:
            position += 1
            return True
        return False

    while True:
        token = items[position]
        position += 1
        if token.kind == "end":
            break
        if token.kind == "number":
            has_number = True
            n = token.value
            if skip(":"):
                if skip(":"):
                    if fields.time:
                        return None
                    fields.time += [n, 0]
                else:
                    if not fields.add_time(n):
                        return None
                    skip(".")
            elif skip(".") and fields.time_expects(n):
                fields.add_time(n)
                if peek().kind != "number":
                    return None
                fields.add_time(milliseconds(items[position]), final=True)
                position += 1
            elif fields.zone_expects(n):
                fields.zone_minute = n
            elif fields.time_expects(n):
                fields.add_time(n, final=True)
                after = peek()
                ends = after.kind in ("end", "space") or (after.kind == "word" and after.text == "z")
                if not ends and not (after.kind == "symbol" and after.text in "+-"):
                    return None
            else:
                if len(fields.day) >= 3:
                    return None
                fields.day.append(n)
                skip("-")
        elif token.kind == "word":
            found = keyword(token.text)
            if found is not None and found[0] == "ampm" and fields.time:
                fields.hour_offset = found[1]
            elif found is not None and found[0] == "month":
                fields.named_month = found[1]
                skip("-")
            elif found is not None and found[0] == "zone" and has_number:
                fields.set_zone(found[1])
            else:
                if has_number or peek().kind == "number":  # (garbage after a number, or glued to one)
                    return None
        elif token.kind == "symbol" and token.text in "+-" and (fields.zone_is_utc() or fields.time):
            fields.sign = 1 if token.text == "+" else -1
            digits = items[position] if peek().kind == "number" else None
            if digits is not None:
                position += 1
            n, length = (digits.value, len(digits.text)) if digits else (0, 0)
            has_number = True
            if peek().kind == "symbol" and peek().text == ":":
                fields.zone_hour, fields.zone_minute = n, None
            elif length in (1, 2):
                fields.zone_hour, fields.zone_minute = n, 0
            elif length in (3, 4):
                fields.zone_hour, fields.zone_minute = n // 100, n % 100
            else:
                return None
        elif token.kind == "symbol" and token.text in "+-)" and has_number:
            return None
    return _result(fields, iso=False)


def _result(fields: Fields, iso: bool) -> tuple[int, int, int, int, int, int, int, int | None] | None:
    date = _date(fields, iso)
    clock = _clock(fields)
    if date is None or clock is None:
        return None
    offset = None
    if fields.sign is not None:
        offset = fields.sign * ((fields.zone_hour or 0) * 3600 + (fields.zone_minute or 0) * 60)
    return (*date, *clock, offset)


def _date(fields: Fields, iso: bool) -> tuple[int, int, int] | None:
    comp = list(fields.day)
    if not comp:
        return None
    comp += [1] * (3 - len(comp))
    if fields.named_month is None:
        if iso or not 1 <= comp[0] <= 31:
            year, month, day = comp
        else:
            month, day, year = comp
    else:
        month = fields.named_month
        if not 1 <= comp[0] <= 31:
            year, day = comp[0], comp[1]
        else:
            day, year = comp[0], comp[1]
    if not iso and 0 <= year <= 49:
        year += 2000
    elif not iso and 50 <= year <= 99:
        year += 1900
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    return year, month - 1, day


def _clock(fields: Fields) -> tuple[int, int, int, int] | None:
    hour, minute, second, ms = fields.time + [0] * (4 - len(fields.time))
    if fields.hour_offset is not None:
        if not 0 <= hour <= 12:
            return None
        hour = hour % 12 + fields.hour_offset
    if not (0 <= hour <= 23 and 0 <= minute <= 59 and 0 <= second <= 59 and 0 <= ms <= 999):
        if hour != 24 or minute or second or ms:
            return None
    return hour, minute, second, ms
