"""HTML's value sanitization algorithm for `<input>`, as Chromium implements it.

An input's value is always read through `sanitize(type, value, attrs)`: `number` keeps
only a valid floating-point number, `range` parses, clamps and steps (min 0, max 100,
step 1, the midpoint when the value is not a number), `email` strips line breaks and
surrounding whitespace (per address with `multiple`), `url` likewise, the text types strip
line breaks, the date and time types keep only valid strings and `color` gives a
lower-cased `#rrggbb` (`#000000` otherwise). The server DOM (`petite.dom`) and the
compiled path (`petite.compiler.runtime`) both call this one function.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Mapping
from decimal import ROUND_HALF_UP, Decimal

from .expr.budget import tick

HTML_SPACES = " \t\n\f\r"
_INF = float("inf")
_LINE_BREAKS = re.compile(r"[\r\n]")
# (`\d+(?:\.\d*)?`, never `\d+\.?\d*`: a run of digits splits between those two one way
# only; with the other, "1" * 20,000 + "x" took 7 s to refuse, a value from data or a client)
_FLOAT = re.compile(r"-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\Z")
_HEX_COLOR = re.compile(r"#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\Z")
_FUNCTION_COLOR = re.compile(r"(rgba?|hsla?)\(([^()]*)\)\Z")
_NUMBER = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?"
_COMPONENT = re.compile(rf"({_NUMBER})(%|deg)?\Z")
_YEAR = r"(\d{4,})"
_DATE = re.compile(_YEAR + r"-(\d\d)-(\d\d)\Z")
_MONTH = re.compile(_YEAR + r"-(\d\d)\Z")
_WEEK = re.compile(_YEAR + r"-W(\d\d)\Z")
_TIME = r"(\d\d):(\d\d)(?::(\d\d)(?:\.\d{1,3})?)?"
_TIME_RE = re.compile(_TIME + r"\Z")
_DATETIME = re.compile(_YEAR + r"-(\d\d)-(\d\d)[T ]" + _TIME + r"\Z")
_MAX_YEAR = 275760


INPUT_TYPES = frozenset(
    "hidden text search tel url email password date month week time datetime-local number "
    "range color checkbox radio file submit image reset button".split()
)


# input types whose `value` is the content attribute (the HTML standard's value modes
# "default" and "default/on"): writing `input.value` sets the attribute, which the
# markup, `outerHTML` and `[value=...]` selectors then show; the others (mode "value")
# hold a value of their own that the attribute only starts
VALUE_IS_ATTRIBUTE = frozenset({"hidden", "submit", "image", "reset", "button", "checkbox", "radio"})


def has_own_value(input_type: str) -> bool:
    """Whether an `<input type=input_type>` holds a value of its own (value mode "value":
    not one of VALUE_IS_ATTRIBUTE, nor a file input's chosen name)."""
    return input_type not in VALUE_IS_ATTRIBUTE and input_type != "file"


def input_type(type_attribute: str | None) -> str:
    """The `type` property of an `<input>` with that `type` attribute."""
    kind = (type_attribute or "text").lower()
    return kind if kind in INPUT_TYPES else "text"


def sanitize(input_type: str, value: str, attrs: Mapping[str, str]) -> str:
    """The value an `<input type=input_type>` with attributes `attrs` holds for `value`.
    Every read of `el.value` sanitizes it again: charged a step per 64 characters, and
    a step per address of a multiple email input (found by an attacker helper: reading
    the value of an input holding a million characters ran 70 µs for 5 steps, a million
    commas in an email input 100 ms)."""
    tick(1 + (len(value) >> 6))
    if input_type in ("text", "search", "tel", "password"):
        return _strip_line_breaks(value)
    if input_type == "number":
        return value if value == "" or parse_number(value) is not None else ""
    if input_type == "range":
        return _sanitize_range(value, attrs)
    if input_type == "email":
        value = _strip_line_breaks(value)
        if "multiple" in attrs:
            tick(value.count(","))
            return ",".join(part.strip(HTML_SPACES) for part in value.split(","))
        return value.strip(HTML_SPACES)
    if input_type == "url":
        return _strip_line_breaks(value).strip(HTML_SPACES)
    if input_type == "color":
        return parse_color(value) or "#000000"
    if input_type == "datetime-local":
        return _normalize_datetime_local(value)
    check = _TEMPORAL.get(input_type)
    if check is not None:
        return value if value == "" or check(value) else ""
    return value


def parse_color(text: str) -> str | None:
    """A CSS color (hex, named, `rgb()`, `hsl()`) as the `#rrggbb` a color input
    holds (alpha dropped), or None."""
    text = text.strip(HTML_SPACES).lower()
    match = _HEX_COLOR.match(text)
    if match:
        digits = match[1]
        if len(digits) <= 4:
            digits = "".join(c * 2 for c in digits)
        return "#" + digits[:6]
    if text in NAMED_COLORS:
        return "#" + NAMED_COLORS[text]
    match = _FUNCTION_COLOR.match(text)
    if not match:
        return None
    parts = [p for p in re.split(r"\s*[,/]\s*|\s+", match[2].strip()) if p]
    if len(parts) not in (3, 4):
        return None
    components = [_COMPONENT.match(p) for p in parts]
    if not all(components):
        return None
    values = [(float(c[1]), c[2]) for c in components]  # type: ignore[index]
    if match[1].startswith("rgb"):
        if any(unit == "deg" for _, unit in values[:3]):
            return None
        channels = [v * 2.55 if unit == "%" else v for v, unit in values[:3]]
    else:
        (hue, hue_unit), (sat, sat_unit), (light, light_unit) = values[:3]
        if hue_unit == "%" or sat_unit == "deg" or light_unit == "deg":
            return None
        channels = _hsl_to_rgb(hue, sat, light)
    return "#" + "".join(f"{min(255, max(0, int(c + 0.5))):02x}" for c in channels)


def _hsl_to_rgb(hue: float, saturation: float, lightness: float) -> list[float]:
    s = min(100.0, max(0.0, saturation)) / 100
    light = min(100.0, max(0.0, lightness)) / 100

    def channel(n: int) -> float:
        k = (n + hue / 30) % 12
        return 255 * (light - s * min(light, 1 - light) * max(-1.0, min(k - 3, 9 - k, 1.0)))

    return [channel(0), channel(8), channel(4)]


def _normalize_datetime_local(value: str) -> str:
    """A valid local date and time string as the normalized one (`T`, no zero
    seconds, no trailing zeros in the fraction), or ''."""
    if value == "" or not _datetime_local(value):
        return ""
    date, time = value.replace(" ", "T").split("T")
    hours_minutes, seconds = time[:5], time[6:]
    if "." in seconds:
        whole, fraction = seconds.split(".")
        fraction = fraction.rstrip("0")
        seconds = f"{whole}.{fraction}" if fraction else whole
    if seconds in ("", "00"):
        return f"{date}T{hours_minutes}"
    return f"{date}T{hours_minutes}:{seconds}"


def _strip_line_breaks(value: str) -> str:
    return _LINE_BREAKS.sub("", value) if "\n" in value or "\r" in value else value


def parse_number(text: str | None) -> Decimal | None:
    """HTML's rules for parsing floating-point number values (finite, no `+`, no
    leading spaces, no trailing `.`), or None."""
    if not text or not _FLOAT.match(text) or text.endswith("."):
        return None
    # a number is a finite double: one past the double range is not a number, one too
    # small for a double is 0 (Decimal arithmetic on "1e999999999999" raised
    # decimal.Overflow out of a render, and "1e-99999999999999999999" is 0 to a browser)
    value = float(text)
    if value in (_INF, -_INF):
        return None
    if value == 0:
        return Decimal(0)
    return Decimal(text) + 0


def _sanitize_range(value: str, attrs: Mapping[str, str]) -> str:
    minimum = parse_number(attrs.get("min"))
    minimum = Decimal(0) if minimum is None else minimum
    maximum = parse_number(attrs.get("max"))
    maximum = Decimal(100) if maximum is None else maximum
    maximum = max(maximum, minimum)
    step_text = (attrs.get("step") or "").strip(HTML_SPACES)
    step: Decimal | None
    if step_text.lower() == "any":
        step = None
    else:
        step = parse_number(step_text)
        if step is None or step <= 0:
            step = Decimal(1)
    number = parse_number(value)
    if number is None:
        number = minimum + (maximum - minimum) / 2
    number = max(minimum, min(number, maximum))
    if step is not None:
        steps = (number - minimum) / step
        if steps.adjusted() < 28:  # (more steps than that: every double is on one)
            number = minimum + steps.quantize(Decimal(1), ROUND_HALF_UP) * step
        if number > maximum:
            number -= step
        elif number < minimum:
            number += step
    return _serialize_decimal(number)


def _serialize_decimal(number: Decimal) -> str:
    text = format(number, "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _valid_date(year: str, month: str, day: str) -> bool:
    y, m, d = int(year), int(month), int(day)
    return 1 <= y <= _MAX_YEAR and 1 <= m <= 12 and 1 <= d <= calendar.monthrange(y if y <= 9999 else 2000 + y % 400, m)[1]


def _valid_time(hour: str, minute: str, second: str | None) -> bool:
    return int(hour) < 24 and int(minute) < 60 and (second is None or int(second) < 60)


def _date(value: str) -> bool:
    match = _DATE.match(value)
    return match is not None and _valid_date(*match.groups())


def _month(value: str) -> bool:
    match = _MONTH.match(value)
    return match is not None and 1 <= int(match[1]) <= _MAX_YEAR and 1 <= int(match[2]) <= 12


def _weeks_in_year(year: int) -> int:
    # ISO 8601: a year has 53 weeks when it starts on a Thursday, or on a Wednesday in a leap year.
    first = calendar.weekday(year if year <= 9999 else 2000 + year % 400, 1, 1)
    return 53 if first == 3 or (first == 2 and calendar.isleap(year)) else 52


def _week(value: str) -> bool:
    match = _WEEK.match(value)
    return match is not None and 1 <= int(match[1]) <= _MAX_YEAR and 1 <= int(match[2]) <= _weeks_in_year(int(match[1]))


def _time(value: str) -> bool:
    match = _TIME_RE.match(value)
    return match is not None and _valid_time(*match.groups())


def _datetime_local(value: str) -> bool:
    match = _DATETIME.match(value)
    return match is not None and _valid_date(*match.groups()[:3]) and _valid_time(*match.groups()[3:])


_TEMPORAL = {"date": _date, "month": _month, "week": _week, "time": _time, "datetime-local": _datetime_local}


# CSS named colors (their `#rrggbb`, as Chromium's color input gives them).
NAMED_COLORS = dict(item.split(":") for item in """
    aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc
    bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a
    burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50
    cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b
    darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9
    darkkhaki:bdb76b darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00
    darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b
    darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3
    deeppink:ff1493 deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff
    firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc
    ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f
    grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0
    khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd
    lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff lightgoldenrodyellow:fafad2
    lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a
    lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899
    lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6
    magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3
    mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a
    mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa
    mistyrose:ffe4e1 moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000
    olivedrab:6b8e23 orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa
    palegreen:98fb98 paleturquoise:afeeee palevioletred:db7093 papayawhip:ffefd5
    peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 purple:800080
    rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 saddlebrown:8b4513
    salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d silver:c0c0c0
    skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa
    springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347
    turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00
    yellowgreen:9acd32
""".split())
