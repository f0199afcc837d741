"""JavaScript regular expressions, translated for RE2 or Python ``re``.

``/pattern/flags`` literals and ``new RegExp(pattern, flags)`` become ``JSRegExp``
objects. The pattern is translated once (cached) into a Python pattern with the same
meaning for the common subset: literals and escapes, character classes, ``. ^ $ \\b``,
``\\d \\w \\s`` (ASCII digits and word characters, JavaScript's whitespace), groups
(capturing, named, non-capturing, lookahead, fixed-width lookbehind), backreferences,
alternation, greedy and lazy quantifiers, and the flags ``g i m s u y``. Anything else
raises ``RegexSyntaxError`` naming what cannot be translated.

Two engines run them (see docs/security.md, "Regular expressions"): a pattern that
repeats without bound (``*``, ``+``, ``{n,}``), or that the guard below refuses, runs on
RE2 (the ``google-re2`` package), which matches in time linear in the subject, unless it
needs backtracking (lookarounds, backreferences); the rest runs on ``re``, behind the
guard. For ``re``, runaway backtracking is refused up front: a quantifier that repeats without bound
(``*``, ``+``, ``{n,}``, or more than ``MAX_BOUNDED_REPEAT`` times) may not apply to
a group that contains another such quantifier (``(a+)+``, ``(\\w*\\s?)*``), nor to one
whose alternatives can start alike (``(a|aa)*``). Subjects are capped at
``MAX_REGEX_SUBJECT`` characters (``MAX_REGEX_SUBJECT_REPEATING`` for patterns that
repeat without bound: a failing search is quadratic).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import cache
from itertools import accumulate
from re import _constants as sre, _parser as sre_parse  # the parse tree of a translated pattern
from typing import Any

from .budget import ExpressionLimitError, afford, tick
from .errors import ExpressionError
from .functions import callback
from .lru import bounded_cache
from .property_tables import tables_get
from .unicode_properties import RANGES
from .values import MAX_ARRAY_LENGTH, MAX_STRING_LENGTH, Accessor, array_limit, string_limit, to_integer, to_js_string, undefined

try:  # the linear-time engine (a dependency; without it every pattern uses re and the guard)
    from re2 import _re2
except ImportError:  # pragma: no cover
    _re2 = None

MAX_REGEX_SUBJECT = 100_000
MAX_REGEX_SUBJECT_REPEATING = 20_000  # for patterns with *, + or {n,}
MAX_BOUNDED_REPEAT = 100
MAX_PATTERN_LENGTH = 10_000
COMPILE_STEPS_PER_CHARACTER = 4  # budget steps charged per pattern character compiled
TABLE_STEPS = 10_000  # reading one of RE2's Unicode tables (`_re2_table`: a scan of every code point)
# longest subject by degree (see Translation): polynomial patterns get short subjects
SUBJECT_LIMITS = {0: MAX_REGEX_SUBJECT, 1: MAX_REGEX_SUBJECT_REPEATING, 2: 800, 3: 150}
MAX_DEGREE = max(SUBJECT_LIMITS)
FLAG_LETTERS = "gimsuy"
JS_SPACE = "\\t\\n\\x0b\\x0c\\r \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff"
LINE_END = "\\n\\r\\u2028\\u2029"
# the same classes in RE2's syntax (\x{...} for code points)
JS_SPACE_RE2 = "\\t\\n\\x0b\\x0c\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}"
LINE_END_RE2 = "\\n\\r\\x{2028}\\x{2029}"
NOTHING_RE2 = "[^\\x00-\\x{10FFFF}]"
SURROGATE_RE = re.compile("[\ud800-\udfff]")
LINE_TERMINATORS_BUT_LF = re.compile("[\r\u2028\u2029]")
LINE_TERMINATORS = "\n\r\u2028\u2029"
WORD = "A-Za-z0-9_"
WORD_RANGES = [(ord("A"), ord("Z")), (ord("a"), ord("z")), (ord("0"), ord("9")), (ord("_"), ord("_"))]
NOT_BOUNDARY = f"(?-i:(?<=[{WORD}])(?=[{WORD}])|(?<![{WORD}])(?![{WORD}]))"
CLASS_SPECIAL = set("\\]^-[&~|")
QUANTIFIER_RE = re.compile(r"\{(\d+)(,(\d*))?\}")


class RegexSyntaxError(ValueError):
    """A pattern JavaScript rejects, or one petite cannot translate."""


class Translation:
    """One JavaScript (source, flags), compiled for its engine.

    ``linear``: the RE2 program (None: the pattern runs on ``re``). ``pattern``: the
    ``re`` pattern, None when the backtracking guard refuses it (``refusal`` says why;
    an RE2 pattern then has no fallback). ``line_anchors``: RE2's ``^``/``$`` in multiline
    mode know only ``\\n`` as a line end: RE2 then matches a copy of the subject whose
    ``\\r``, U+2028 and U+2029 are ``\\n`` (the same length), unless the pattern names
    one of those characters itself (``fold_line_ends`` False: such a subject runs on
    ``re``). An empty subject runs on ``re`` too (RE2's ``\\B`` fails on empty text).
    """

    __slots__ = ("pattern", "linear", "groups", "names", "indexes", "max_subject", "degree", "refusal",
                 "line_anchors", "fold_line_ends", "program", "reach", "weight")

    def __init__(self, pattern: re.Pattern | None, names: list[str], repeats: bool, degree: int = 0,
                 linear: Any = None, refusal: str | None = None, line_anchors: bool = False,
                 fold_line_ends: bool = False, reach: int = 1, weight: int = 1) -> None:
        self.pattern = pattern
        self.linear = linear
        self.refusal = refusal
        self.line_anchors = line_anchors
        self.fold_line_ends = fold_line_ends
        self.names = names
        # ``degree`` (of the ``re`` pattern): how many choice points in a row can take
        # characters from one another (``a*a*b``: 2); a failing search costs about
        # n ** (degree + 1). An RE2 pattern keeps it for the subjects it runs on ``re``.
        self.degree = (degree if degree else (1 if repeats else 0)) if pattern is not None else 0
        self.reach = reach  # characters one attempt reads besides its repeats (`_reach`)
        self.weight = weight  # what one character step costs on ``re``, in plain ones (`_weight`)
        if linear is not None:
            self.groups = linear.NumberOfCapturingGroups()
            self.indexes = {name.decode(): index for name, index in linear.NamedCapturingGroups()}
            self.program = linear.ProgramSize()
            self.max_subject = MAX_REGEX_SUBJECT
        else:
            assert pattern is not None
            self.groups = pattern.groups
            self.indexes = dict(pattern.groupindex)
            self.program = 0
            self.max_subject = SUBJECT_LIMITS[self.degree]

    def searcher(self, text: str) -> Searcher | LinearSearcher:
        """Matches in ``text`` (the subject encoded once for all of them)."""
        check_subject(text, self.max_subject)
        if self.linear is not None:
            unfolded = self.line_anchors and not self.fold_line_ends and LINE_TERMINATORS_BUT_LF.search(text)
            if not unfolded and (text or self.pattern is None):
                return LinearSearcher(self, text)
        if self.pattern is None:
            raise ExpressionError(str(self.refusal), kind="SyntaxError")
        if self.linear is not None:  # (on re after all: its own subject limit)
            check_subject(text, SUBJECT_LIMITS[self.degree])
        return Searcher(self.pattern, text, self.degree, self.reach, self.weight)


# Character steps a budget step pays for: what Python's `re` does in about the time of
# another budget step (a worst-case backtracking search runs 6-13 ns a character step,
# Object.keys of a long string 0.3 µs an item).
BACKTRACKING_STEPS_SHIFT = 6


def _linear_cost(n: int, program: int) -> int:
    return 1 + ((n * (64 + program)) >> 12)


def _backtracking_cost(tried: int, rest: int, degree: int, reach: int = 1, weight: int = 1) -> int:
    """Steps for a backtracking search that tried `tried` start positions of a subject
    with `rest` characters from the first of them: each attempt may walk the whole rest
    (rest ** degree character steps), not just the text up to where the match ended,
    and read `reach` characters of fixed text (a long literal, a lookaround) at every
    step. Fixed text is compared fast (about 1 ns a character: 512 to a step). A
    character step costs `weight` plain ones (`_weight`: a repeated group); then
    bounded repeats are no fast compare either."""
    if degree == 0:
        if weight > 1:
            return 1 + ((max(tried, 1) * max(reach, 8) * weight) >> BACKTRACKING_STEPS_SHIFT)
        return 1 + ((max(tried, 1) * max(reach, 8)) >> 9)
    return 1 + ((max(tried, 1) * rest ** degree * (1 + (reach >> 3)) * weight) >> BACKTRACKING_STEPS_SHIFT)


class Searcher:
    """Searches of one ``re`` pattern in one subject."""

    __slots__ = ("pattern", "text", "degree", "reach", "weight")

    def __init__(self, pattern: re.Pattern, text: str, degree: int = 0, reach: int = 1, weight: int = 1) -> None:
        self.pattern = pattern
        self.text = text
        self.degree = degree
        self.reach = reach
        self.weight = weight

    def search(self, start: int, sticky: bool = False) -> Any:
        """The first match at or after ``start`` (exactly at it when ``sticky``). A
        search cannot be stopped once it runs: one whose worst case the running
        evaluation cannot pay for is refused before it starts (`budget.afford`)."""
        rest = len(self.text) - start
        afford(_backtracking_cost(1 if sticky else rest, rest, self.degree, self.reach, self.weight))
        if sticky:
            return self.pattern.match(self.text, start)
        return self.pattern.search(self.text, start)

    def cost(self, start: int, found: Any, sticky: bool = False) -> int:
        """Steps for the search from `start` that found `found` (None: nothing)."""
        rest = len(self.text) - start
        tried = 1 if sticky else rest if found is None else found.start() - start + 1
        return _backtracking_cost(tried, rest, self.degree, self.reach, self.weight)


class LinearSearcher:
    """Searches of one RE2 program in one subject, encoded to UTF-8 once (lone
    surrogates, which UTF-8 cannot hold, are matched as U+FFFD)."""

    __slots__ = ("translation", "text", "data", "offsets")

    def __init__(self, translation: Translation, text: str) -> None:
        self.translation = translation
        self.text = text
        matched = text
        if translation.line_anchors:
            matched = LINE_TERMINATORS_BUT_LF.sub("\n", matched)
        try:
            self.data = matched.encode("utf-8")
        except UnicodeEncodeError:
            matched = SURROGATE_RE.sub("\ufffd", matched)
            self.data = matched.encode("utf-8")
        # byte offset of each character (None: ASCII, offsets are indexes)
        self.offsets: list[int] | None = None
        if len(self.data) != len(text):
            self.offsets = list(accumulate(map(_utf8_length, matched), initial=0))

    def cost(self, start: int, found: Any, sticky: bool = False) -> int:
        """Steps for the search from `start` that found `found`: linear in the text it read."""
        return _linear_cost((len(self.text) if found is None else found.end()) - start, self.translation.program)

    def search(self, start: int, sticky: bool = False) -> LinearMatch | None:
        offsets = self.offsets
        anchor = _re2.RE2.Anchor.ANCHOR_START if sticky else _re2.RE2.Anchor.UNANCHORED
        data = self.data
        spans = self.translation.linear.Match(anchor, data, start if offsets is None else offsets[start], len(data))
        if spans[0][0] < 0:
            return None
        if offsets is not None:
            spans = [(-1, -1) if a < 0 else (bisect_left(offsets, a), bisect_left(offsets, b)) for a, b in spans]
        return LinearMatch(self.text, spans, self.translation.indexes)


def _utf8_length(ch: str) -> int:
    code = ord(ch)
    return 1 if code < 0x80 else 2 if code < 0x800 else 4 if code > 0xFFFF else 3


class LinearMatch:
    """A match found by RE2, with the part of ``re.Match``'s interface used here."""

    __slots__ = ("string", "spans", "indexes")

    def __init__(self, string: str, spans: list[tuple[int, int]], indexes: dict[str, int]) -> None:
        self.string = string
        self.spans = spans
        self.indexes = indexes

    def start(self, group: int = 0) -> int:
        return self.spans[group][0]

    def end(self, group: int = 0) -> int:
        return self.spans[group][1]

    def group(self, group: int | str = 0) -> str | None:
        start, end = self.spans[self.indexes[group] if type(group) is str else group]
        return None if start < 0 else self.string[start:end]

    def groups(self) -> tuple[str | None, ...]:
        text = self.string
        return tuple(None if a < 0 else text[a:b] for a, b in self.spans[1:])


def _invalid(source: str, flags: str, message: str) -> str:
    """V8's message for a pattern that does not compile (flags in canonical order)."""
    flags = "".join(sorted(flags, key=lambda f: "dgimsuvy".find(f)))
    return f"Invalid regular expression: /{source}/{flags}: {message}"


@bounded_cache(512, MAX_PATTERN_LENGTH + 8)
def translate(source: str, flags: str) -> Translation:
    """Translate a JavaScript pattern (raises ``RegexSyntaxError``): for RE2 when it
    repeats without bound (or the guard refuses it) and needs no backtracking features,
    else for ``re`` behind the guard."""
    for i, letter in enumerate(flags):
        if letter not in FLAG_LETTERS:
            if letter in "dv":
                raise RegexSyntaxError(f"the regular expression flag '{letter}' is not supported")
            raise RegexSyntaxError(f"Invalid regular expression flags '{flags}'")
        if letter in flags[i + 1 :]:
            raise RegexSyntaxError(f"Invalid regular expression flags '{flags}'")
    # compiling is work too (translation, the guard's walks, re and RE2 programs: up to
    # ~5 µs a character); charged when it runs (a cached pattern costs nothing more)
    tick(1 + len(source) * COMPILE_STEPS_PER_CHARACTER)
    translator = _Translator(source, flags)
    text = translator.translate()  # (also checks the syntax)
    try:
        pattern, degree, reach, weight = _backtracking(source, text, flags)
        refusal = None
    except RegexSyntaxError as exc:
        pattern, degree, reach, weight, refusal = None, 0, 1, 1, str(exc)
    if pattern is not None and not translator.repeats and degree == 0:
        # nothing repeats without bound and the guard accepts it: linear on re (faster per call)
        return Translation(pattern, translator.names, False, reach=reach, weight=weight)
    linear = None
    line_anchors = fold_line_ends = False
    if _re2 is not None:
        linear, line_anchors, fold_line_ends = _linear(source, flags)
    if linear is None and pattern is None:
        raise RegexSyntaxError(str(refusal))
    return Translation(pattern, translator.names, translator.repeats, degree, linear, refusal, line_anchors,
                       fold_line_ends, reach, weight)


def _linear(source: str, flags: str) -> tuple[Any, bool, bool]:
    """(the RE2 program for a pattern, whether it has multiline anchors, whether line
    terminators may be folded to ``\\n`` for them); None for the program when it needs
    backtracking or RE2 refuses it (a repeat count over 1,000, a program over RE2's
    memory budget)."""
    translator = _Translator(source, flags, linear=True)
    try:
        text = translator.translate()
    except NeedsBacktracking:
        return None, False, False
    options = _re2.RE2.Options()
    options.log_errors = False
    options.case_sensitive = "i" not in flags
    try:
        program = _re2.RE2(text.encode("utf-8"), options)
    except (UnicodeEncodeError, _re2.Error):
        return None, False, False
    if not program.ok():
        return None, False, False
    return program, translator.line_anchors, not translator.names_line_end


def _backtracking(source: str, text: str, flags: str) -> tuple[re.Pattern, int, int, int]:
    """The ``re`` pattern, its degree, its reach (`_reach`) and the weight of its
    character steps (`_weight`), once the guard accepts it."""
    options = re.IGNORECASE if "i" in flags else 0
    try:
        pattern = re.compile(text, options)
        tree = sre_parse.parse(text, options)
    except re.error as exc:
        raise RegexSyntaxError(_invalid(source, flags, exc.msg)) from None
    except (RecursionError, OverflowError):
        raise RegexSyntaxError(_invalid(source, flags, "too complex")) from None
    if _ambiguous_repeat(tree, bool(options)):
        raise RegexSyntaxError(
            f"regular expression /{source}/ is refused: a repeated group has alternatives that can "
            "start with the same character, can match empty text, or ends in a repetition that can "
            "split the same text many ways (nested quantifiers can backtrack for ever)"
        )
    degree = _degree(tree, bool(options))
    if degree > MAX_DEGREE:
        raise RegexSyntaxError(
            f"regular expression /{source}/ is refused: {degree} repetitions in a row can take the "
            f"same characters (more than {MAX_DEGREE}: its running time grows as a power of the "
            "text's length)"
        )
    return pattern, degree, _reach(tree, {}), _weight(tree, pattern.groups)


# What one character step of a pattern costs on `re`, in character steps of a repeated
# character (`a*`, `[ab]*`: 6-13 ns; measured on `(?=…*c)` searches): a repeat of
# anything else runs `re`'s general repeat, which saves its state at every turn
# (`(?=(ab)*c)` 6 times slower), and every mark set so far with it (`(a|b)*` 22 times,
# `((a)|(b))*` 36, 8 groups 110, 26 groups 600: one render of `(?=(?:(a)|…|(z))*1)`
# searches ran a minute on a budget priced for a tenth of a second); a lazy repeat runs
# the rest of the pattern after every character (`(?=[ab]*?c)` up to 14 times); capturing
# groups save marks on a repeated character's backtracking too (`(?=(a*)b)` 6 times).
GENERAL_REPEAT_WEIGHT = 16
GROUP_WEIGHT_IN_GENERAL_REPEATS = 48
LAZY_REPEAT_WEIGHT = 8
GROUP_WEIGHT = 2
_UNIT_OPCODES = frozenset({sre.LITERAL, sre.NOT_LITERAL, sre.ANY, sre.IN})
_REPEAT_OPCODES = frozenset({sre.MAX_REPEAT, sre.MIN_REPEAT})


def _weight(tree: Any, groups: int) -> int:
    """What a character step of the pattern `tree` (with `groups` capturing groups)
    costs, in plain ones (see above)."""
    if _general_repeat(tree):
        return GENERAL_REPEAT_WEIGHT + GROUP_WEIGHT_IN_GENERAL_REPEATS * groups
    return (LAZY_REPEAT_WEIGHT if _lazy_repeat(tree) else 1) + GROUP_WEIGHT * groups


def _lazy_repeat(seq: Any) -> bool:
    """Does the parsed pattern `seq` hold a lazy repeat (`*?`)?"""
    for op, av in seq:
        if op is sre.MIN_REPEAT:
            return True
        if op in _REPEAT_OPCODES and _lazy_repeat(av[2]):
            return True
        if op is sre.SUBPATTERN and _lazy_repeat(av[-1]):
            return True
        if op is sre.BRANCH and any(_lazy_repeat(alt) for alt in av[1]):
            return True
        if op in (sre.ASSERT, sre.ASSERT_NOT) and _lazy_repeat(av[1]):
            return True
    return False


def _general_repeat(seq: Any) -> bool:
    """Does the parsed pattern `seq` repeat anything but one character (or class)
    (`re` compiles only those to its fast single-character repeat)?"""
    for op, av in seq:
        if op in _REPEAT_OPCODES:
            body = av[2]
            if not _unit(body) or _general_repeat(body):
                return True
        elif op is sre.SUBPATTERN:
            if _general_repeat(av[-1]):
                return True
        elif op is sre.BRANCH:
            if any(_general_repeat(alt) for alt in av[1]):
                return True
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            if _general_repeat(av[1]):
                return True
        elif op is sre.GROUPREF_EXISTS:
            if any(_general_repeat(branch) for branch in av[1:] if branch is not None):
                return True
        elif op is getattr(sre, "ATOMIC_GROUP", None):
            if _general_repeat(av):
                return True
    return False


def _unit(seq: Any) -> bool:
    """Is `seq` one character or class, not captured (`re`'s single-character repeat)?"""
    if len(seq) != 1:
        return False
    op, av = seq[0]
    if op is sre.SUBPATTERN:
        return av[0] is None and _unit(av[-1])
    return op in _UNIT_OPCODES


def _reach(seq: Any, groups: dict[int, int]) -> int:
    """How many characters one attempt of ``seq`` may read besides its unbounded
    repeats (each counted once; their cost is the degree's): literal text, bounded
    repeats, lookarounds and backreferences (``(?=a{9000}b)`` reads 9,000 characters at
    every start). `groups`: the reach of each group seen so far."""
    total = 0
    for op, av in seq:
        if op is sre.AT:
            continue
        if op is sre.SUBPATTERN:
            inner = _reach(av[-1], groups)
            if av[0] is not None:
                groups[av[0]] = inner
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            inner = _reach(av[1], groups)
        elif op is sre.BRANCH:
            inner = max((_reach(alt, groups) for alt in av[1]), default=0)
        elif op is sre.GROUPREF_EXISTS:
            inner = max((_reach(b, groups) for b in av[1:] if b is not None), default=0)
        elif op is sre.GROUPREF:
            inner = groups.get(av, 0)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, high, sub = av
            once = _reach(sub, groups)
            inner = once if high == sre.MAXREPEAT or high > MAX_BOUNDED_REPEAT else high * once
        else:
            inner = 1
        total = min(total + inner, MAX_REACH)
    return total


MAX_REACH = 1 << 24


# -- refusing repeated ambiguous alternations: (a|aa)*, (\w|\d)+, (.|\s)* -------------------

ANY_CHAR = [(0, 0x10FFFF)]


def _ambiguous_repeat(tree: Any, icase: bool, repeated: bool = False) -> bool:
    """Is there an alternation inside an unbounded repetition whose branches overlap?"""
    for op, av in tree:
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, high, sub = av
            # a bounded repeat backtracks as much as an unbounded one, up to its count:
            # (a|a){1,100} and (a?){30} are exponential too
            many = high > 1
            if many and _ends_with_overlapping_repeat(sub, icase):
                return True
            if many and _nullable(sub) and not _empty_only(sub):
                return True
            if _ambiguous_repeat(sub, icase, repeated or many):
                return True
        elif op is sre.BRANCH:
            alternatives = av[1]
            if repeated:
                firsts = [_first_chars(alt, icase) for alt in alternatives]
                prefixes = [_literal_prefix(alt, icase) for alt in alternatives]
                for i, a in enumerate(firsts):
                    for j in range(i + 1, len(firsts)):
                        if _overlap(a, firsts[j]) and not _diverge(prefixes[i], prefixes[j]):
                            return True
            if any(_ambiguous_repeat(alt, icase, repeated) for alt in alternatives):
                return True
        elif op is sre.SUBPATTERN:
            if _ambiguous_repeat(av[-1], icase, repeated):
                return True
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            if _ambiguous_repeat(av[1], icase, repeated):
                return True
        elif op is sre.GROUPREF_EXISTS:
            if any(branch is not None and _ambiguous_repeat(branch, icase, repeated) for branch in av[1:]):
                return True
    return False


def _nullable(seq: Any) -> bool:
    """Can ``seq`` match the empty string?"""
    for op, av in seq:
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            if av[0] == 0 or _nullable(av[2]):
                continue
            return False
        if op is sre.SUBPATTERN:
            if _nullable(av[-1]):
                continue
            return False
        if op is sre.BRANCH:
            if any(_nullable(alt) for alt in av[1]):
                continue
            return False
        return False
    return True


def _empty_only(seq: Any) -> bool:
    """Does ``seq`` match nothing but the empty string (anchors, lookarounds)?"""
    return all(op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT) for op, _ in seq)


def _degree(seq: Any, icase: bool) -> int:
    r"""The longest run of choice points in a row where each can take characters the
    ones before it take (``a*a*b`` 2, ``.*x.*y`` 2, ``\w+@\w+`` 1): a failing search
    tries every way of splitting the text between them. Choice points are variable
    repeats, bounded ones included (``a?a?a?`` inline is as exponential as ``(a?){3}``),
    and alternations whose branches can start alike (``(a|ab)``: two ways at each, so
    they extend any run). Groups and alternatives are walked in line with what is around
    them (``(.*)(.*)\2`` is ``.*.*`` and a backreference, which compares up to the
    whole text at each split: one more), and a group repeated a fixed
    number of times as often as it is repeated. A lone bounded repeat (``\d{1,3}``) is no
    more than linear: it counts only in a run of two or more. A pattern too intricate
    to walk within `DEGREE_WALK_LIMIT` items counts as past `MAX_DEGREE`."""
    walk = _DegreeWalk(icase)
    try:
        best, _ = walk.sequence(seq, _Run.EMPTY)
    except _TooIntricate:
        return MAX_DEGREE + 1
    return best if best > 1 or walk.unbounded else 0


DEGREE_WALK_LIMIT = 100_000  # items the degree walk visits, at most
MAX_RANGES = 64  # character ranges a run keeps (more: any character)


class _TooIntricate(Exception):
    pass


class _Run:
    """The choice points in a row so far: how many, and the characters they can take."""

    __slots__ = ("count", "taken")
    EMPTY: _Run

    def __init__(self, count: int, taken: list[tuple[int, int]]) -> None:
        self.count = count
        self.taken = taken

    def extended(self, firsts: list[tuple[int, int]], always: bool = False) -> _Run:
        """This run and one more choice point that can start with `firsts` (a new run
        when it cannot take what this one takes, unless `always`)."""
        if self.count and (always or _overlap(firsts, self.taken)):
            return _Run(self.count + 1, _merged(self.taken + firsts))
        return _Run(1, _merged(firsts))

    def longer(self, other: _Run) -> _Run:
        """The longer of two runs a text may be in (the characters of both)."""
        return _Run(max(self.count, other.count), _merged(self.taken + other.taken))


_Run.EMPTY = _Run(0, [])


def _merged(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """`ranges` sorted and merged (any character past `MAX_RANGES` of them)."""
    if len(ranges) <= 1:
        return ranges
    out: list[tuple[int, int]] = []
    for low, high in sorted(ranges):
        if out and low <= out[-1][1] + 1:
            if high > out[-1][1]:
                out[-1] = (out[-1][0], high)
        else:
            out.append((low, high))
    return out if len(out) <= MAX_RANGES else ANY_CHAR


class _DegreeWalk:
    """One walk of a pattern's tree for `_degree`."""

    def __init__(self, icase: bool) -> None:
        self.icase = icase
        self.unbounded = False  # a repeat without bound was met
        self.endless = 0  # repeats without bound met so far
        self.endless_groups: set[int] = set()  # groups holding one (their text has no bound)
        self.left = DEGREE_WALK_LIMIT

    def sequence(self, seq: Any, run: _Run) -> tuple[int, _Run]:
        """Walk `seq` after `run`: (the longest run counted in it, the run at its end)."""
        icase = self.icase
        best = 0
        for op, av in seq:
            self.left -= 1
            if self.left < 0:
                raise _TooIntricate
            if op is sre.AT:
                continue
            if op in (sre.ASSERT, sre.ASSERT_NOT):  # zero width: a run of its own
                best = max(best, self.sequence(av[1], _Run.EMPTY)[0])
                continue
            if op is sre.SUBPATTERN:  # a group: in line with what is around it
                endless_before = self.endless
                inner, run = self.sequence(av[-1], run)
                if av[0] is not None and self.endless > endless_before:
                    self.endless_groups.add(av[0])
                best = max(best, inner)
                continue
            if op in (sre.BRANCH, sre.GROUPREF_EXISTS):
                # each alternative after the run so far; the text is in one of them
                if op is sre.BRANCH:
                    alternatives = av[1]
                else:  # (a condition on a group decides, no choice: "else" is the empty text)
                    alternatives = [branch if branch is not None else [] for branch in av[1:]]
                before, end = run, None
                for alternative in alternatives:
                    inner, after = self.sequence(alternative, before)
                    best = max(best, inner)
                    end = after if end is None else end.longer(after)
                run = end if end is not None else before
                if op is sre.BRANCH and _alternatives_overlap(alternatives, icase):
                    # two ways to take the same text: a choice point in any run
                    firsts = [r for alternative in alternatives for r in _first_chars(alternative, icase)]
                    forked = before.extended(firsts, always=True)
                    best = max(best, self.counted(forked))
                    run = run.longer(forked)
                continue
            if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
                low, high, sub = av
                endless = high == sre.MAXREPEAT or high > MAX_BOUNDED_REPEAT
                self.unbounded = self.unbounded or endless
                self.endless += endless
                inner, _ = self.sequence(sub, _Run.EMPTY)
                best = max(best, inner)
                if inner or low == high:
                    # choices inside the body (or a fixed count): each pass adds its own
                    # (a few passes tell whether the run grows)
                    for _ in range(min(high, MAX_DEGREE + 2)):
                        inner, run = self.sequence(sub, run)
                        best = max(best, inner)
                if low != high:
                    run = run.extended(_first_chars(sub, icase))
                    best = max(best, self.counted(run, endless))
                continue
            if op is sre.GROUPREF:
                # a backreference compares its group's text, up to the whole subject when
                # the group repeats without bound, at each way the run before it splits
                # the text: one more factor (``(a*)\1c`` is as ``a*a*c``)
                if run.count and av in self.endless_groups:
                    run = run.extended(ANY_CHAR, always=True)
                    best = max(best, self.counted(run, True))
                continue
            if run.count and not _overlap(_first_chars([(op, av)], icase), run.taken):
                run = _Run.EMPTY
        return best, run

    def counted(self, run: _Run, endless: bool = False) -> int:
        """What `run` adds to the degree: its length, but a lone bounded choice point
        is linear (counted only when the pattern repeats without bound somewhere)."""
        return run.count if run.count > 1 or endless else 0


def _alternatives_overlap(alternatives: Any, icase: bool) -> bool:
    """Can two alternatives start alike (so both may match the same text)?"""
    firsts = [_first_chars(alt, icase) for alt in alternatives]
    prefixes = [_literal_prefix(alt, icase) for alt in alternatives]
    return any(
        _overlap(firsts[i], firsts[j]) and not _diverge(prefixes[i], prefixes[j])
        for i in range(len(firsts)) for j in range(i + 1, len(firsts))
    )


def _ends_with_overlapping_repeat(body: Any, icase: bool) -> bool:
    """``(a{1,3})+``, ``(\\d\\d?)*``: a repeated body ending in a variable repeat of
    characters the body can start with can split the same text many ways."""
    items = list(body)
    while len(items) == 1 and items[0][0] is sre.SUBPATTERN:
        items = list(items[0][1][-1])
    items = [item for item in items if item[0] not in (sre.AT, sre.ASSERT, sre.ASSERT_NOT)]
    if not items:
        return False
    firsts = _first_chars(items, icase)
    # the body's tail: its last item, and before it as long as what follows can be empty
    # ((a+b?)+ ends in a+ as much as (a+)+ does)
    for op, av in reversed(items):
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT) and av[0] != av[1]:
            if _overlap(_first_chars(av[2], icase), firsts):
                return True
        elif op is sre.SUBPATTERN and _ends_with_overlapping_repeat(av[-1], icase):
            return True
        if not _nullable([(op, av)]):
            return False
    return False


def _first_chars(seq: Any, icase: bool) -> list[tuple[int, int]]:
    """Character ranges ``seq`` can start with (every character when unsure or empty)."""
    for op, av in seq:
        if op is sre.LITERAL:
            return _with_case([(av, av)], icase)
        if op is sre.NOT_LITERAL:
            return ANY_CHAR if icase else _complement([(av, av)])
        if op is sre.IN:
            ranges: list[tuple[int, int]] = []
            negate = False
            for item_op, value in av:
                if item_op is sre.LITERAL:
                    ranges.append((value, value))
                elif item_op is sre.RANGE:
                    ranges.append(value)
                elif item_op is sre.NEGATE and not icase:
                    negate = True
                else:  # CATEGORY...: assume anything
                    return ANY_CHAR
            return _complement(ranges) if negate else _with_case(ranges, icase)
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue  # zero width: the next item consumes the first character
        if op is sre.SUBPATTERN:
            return _first_chars(av[-1], icase)
        if op is sre.BRANCH:
            out: list[tuple[int, int]] = []
            for alt in av[1]:
                out += _first_chars(alt, icase)
            return out
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT) and av[0] > 0:
            return _first_chars(av[2], icase)
        return ANY_CHAR
    return ANY_CHAR


def _complement(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The characters outside `ranges` (a negated class: `[^>]`)."""
    out = []
    low = 0
    for start, end in _merged(ranges) if len(ranges) <= MAX_RANGES else ranges:
        if start > low:
            out.append((low, start - 1))
        low = max(low, end + 1)
    if low <= 0x10FFFF:
        out.append((low, 0x10FFFF))
    return out


# Unicode property escapes (\p{...}, \P{...} with the u flag), as character ranges read
# from RE2's Unicode tables (a version or two behind V8's: characters new in the latest
# Unicode versions may fall outside); the binary properties RE2 has no table for, from
# Chromium's (unicode_properties.RANGES).
_GENERAL_CATEGORIES = {
    "Cased_Letter": "LC", "Close_Punctuation": "Pe", "Connector_Punctuation": "Pc", "Control": "Cc",
    "cntrl": "Cc", "Currency_Symbol": "Sc", "Dash_Punctuation": "Pd", "Decimal_Number": "Nd",
    "digit": "Nd", "Enclosing_Mark": "Me", "Final_Punctuation": "Pf", "Format": "Cf",
    "Initial_Punctuation": "Pi", "Letter": "L", "Letter_Number": "Nl", "Line_Separator": "Zl",
    "Lowercase_Letter": "Ll", "Mark": "M", "Combining_Mark": "M", "Math_Symbol": "Sm",
    "Modifier_Letter": "Lm", "Modifier_Symbol": "Sk", "Nonspacing_Mark": "Mn", "Number": "N",
    "Open_Punctuation": "Ps", "Other": "C", "Other_Letter": "Lo", "Other_Number": "No",
    "Other_Punctuation": "Po", "Other_Symbol": "So", "Paragraph_Separator": "Zp",
    "Private_Use": "Co", "Punctuation": "P", "punct": "P", "Separator": "Z",
    "Space_Separator": "Zs", "Spacing_Mark": "Mc", "Surrogate": "Cs", "Symbol": "S",
    "Titlecase_Letter": "Lt", "Unassigned": "Cn", "Uppercase_Letter": "Lu",
}
_GC_SHORT = frozenset(_GENERAL_CATEGORIES.values()) | {
    "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi",
    "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn"}
_SCRIPT_CODES = {
    "Arab": "Arabic", "Armn": "Armenian", "Beng": "Bengali", "Bopo": "Bopomofo", "Cyrl": "Cyrillic",
    "Deva": "Devanagari", "Ethi": "Ethiopic", "Geor": "Georgian", "Grek": "Greek", "Gujr": "Gujarati",
    "Guru": "Gurmukhi", "Hang": "Hangul", "Hani": "Han", "Hebr": "Hebrew", "Hira": "Hiragana",
    "Kana": "Katakana", "Khmr": "Khmer", "Knda": "Kannada", "Laoo": "Lao", "Latn": "Latin",
    "Mlym": "Malayalam", "Mong": "Mongolian", "Mymr": "Myanmar", "Orya": "Oriya", "Sinh": "Sinhala",
    "Taml": "Tamil", "Telu": "Telugu", "Thaa": "Thaana", "Thai": "Thai", "Tibt": "Tibetan",
    "Zyyy": "Common", "Zinh": "Inherited", "Qaai": "Inherited",
}
# ECMAScript's binary properties: the ones with a table here, and the rest (valid, untranslatable)
_BINARY = {
    "Any": ((0, 0x10FFFF),), "ASCII": ((0, 0x7F),),
    "ASCII_Hex_Digit": ((0x30, 0x39), (0x41, 0x46), (0x61, 0x66)), "AHex": ((0x30, 0x39), (0x41, 0x46), (0x61, 0x66)),
    "White_Space": ((0x9, 0xD), (0x20, 0x20), (0x85, 0x85), (0xA0, 0xA0), (0x1680, 0x1680), (0x2000, 0x200A),
                    (0x2028, 0x2029), (0x202F, 0x202F), (0x205F, 0x205F), (0x3000, 0x3000)),
}
_BINARY["space"] = _BINARY["White_Space"]
# The other binary properties, by their short names: their tables are Chromium's,
# recorded into unicode_properties.RANGES under their long names
_BINARY_ALIASES = {
    "Alpha": "Alphabetic", "Bidi_C": "Bidi_Control", "Bidi_M": "Bidi_Mirrored", "CI": "Case_Ignorable",
    "CWCF": "Changes_When_Casefolded", "CWCM": "Changes_When_Casemapped", "CWL": "Changes_When_Lowercased",
    "CWKCF": "Changes_When_NFKC_Casefolded", "CWT": "Changes_When_Titlecased", "CWU": "Changes_When_Uppercased",
    "DI": "Default_Ignorable_Code_Point", "Dep": "Deprecated", "Dia": "Diacritic", "EComp": "Emoji_Component",
    "EMod": "Emoji_Modifier", "EBase": "Emoji_Modifier_Base", "EPres": "Emoji_Presentation",
    "ExtPict": "Extended_Pictographic", "Ext": "Extender", "Gr_Base": "Grapheme_Base", "Gr_Ext": "Grapheme_Extend",
    "Hex": "Hex_Digit", "IDSB": "IDS_Binary_Operator", "IDST": "IDS_Trinary_Operator", "IDC": "ID_Continue",
    "IDS": "ID_Start", "Ideo": "Ideographic", "Join_C": "Join_Control", "LOE": "Logical_Order_Exception",
    "Lower": "Lowercase", "NChar": "Noncharacter_Code_Point", "Pat_Syn": "Pattern_Syntax",
    "Pat_WS": "Pattern_White_Space", "QMark": "Quotation_Mark", "RI": "Regional_Indicator",
    "STerm": "Sentence_Terminal", "SD": "Soft_Dotted", "Term": "Terminal_Punctuation", "UIdeo": "Unified_Ideograph",
    "Upper": "Uppercase", "VS": "Variation_Selector", "XIDC": "XID_Continue", "XIDS": "XID_Start",
}
RECORDED_BINARY_PROPERTIES = frozenset(_BINARY_ALIASES.values()) | {"Cased", "Dash", "Emoji", "Math", "Radical"}


def _cat(*parts: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The union of range lists, sorted and merged (however many ranges)."""
    out: list[tuple[int, int]] = []
    for low, high in sorted(r for part in parts for r in part):
        if out and low <= out[-1][1] + 1:
            if high > out[-1][1]:
                out[-1] = (out[-1][0], high)
        else:
            out.append((low, high))
    return out


@bounded_cache(256, 64)
def _re2_table(name: str) -> tuple[tuple[int, int], ...] | None:
    """The code points RE2's \\p{name} matches (None: RE2 has no such table). Reading a
    table scans every code point (about 10 ms): charged when it runs, as compiling is
    (names that are no table fill the cache too, so a pattern can find them gone)."""
    try:
        import re2
        program = re2.compile("\\p{%s}+" % name)
    except Exception:  # (no RE2, or no such table)
        return None
    tick(TABLE_STEPS)
    global _ALL_CODE_POINTS
    if _ALL_CODE_POINTS is None:  # every code point but the surrogates, each at its index
        _ALL_CODE_POINTS = "".join(map(chr, range(0xD800))) + "".join(map(chr, range(0xE000, 0x110000)))
    out = []
    for match in program.finditer(_ALL_CODE_POINTS):
        low, high = match.start(), match.end() - 1
        if low < 0xD800 <= high:
            out += [(low, 0xD7FF), (0xE000, high + 0x800)]
        else:
            out.append((low, high) if high < 0xD800 else (low + 0x800, high + 0x800))
    return tuple(out)


_ALL_CODE_POINTS: str | None = None


def _category(short: str) -> list[tuple[int, int]]:
    if short == "Cs":
        return [(0xD800, 0xDFFF)]
    if short == "LC":
        return _cat(*(_category(c) for c in ("Lu", "Ll", "Lt")))
    if short in ("C", "Cn"):
        assigned = _cat(*(_category(c) for c in ("L", "M", "N", "P", "S", "Z", "Cc", "Cf", "Cs", "Co")))
        unassigned = _complement(assigned)
        return _cat(unassigned, *(_category(c) for c in ("Cc", "Cf", "Cs", "Co"))) if short == "C" else unassigned
    return list(_re2_table(short) or ())


def property_ranges(text: str, source: str) -> list[tuple[int, int]] | None:
    """The code points of the property escape `text` (inside `\\p{...}`), sorted and
    merged; None for a name ECMAScript does not know. RegexSyntaxError for a known one
    with no table here."""
    name, _, value = text.partition("=")
    if value:
        if name in ("General_Category", "gc"):
            short = _GENERAL_CATEGORIES.get(value, value)
            return _category(short) if short in _GC_SHORT else None
        if name in ("Script", "sc"):
            script = _SCRIPT_CODES.get(value, value)
            table = _re2_table(script) if script.isascii() and script.isidentifier() and script[:1].isupper() else None
            return list(table) if table else None
        if name in ("Script_Extensions", "scx"):
            raise RegexSyntaxError(f"regular expression /{source}/ cannot be translated: \\p{{{text}}}")
        return None
    short = _GENERAL_CATEGORIES.get(name, name)
    if short in _GC_SHORT:
        return _category(short)
    if name in _BINARY:
        return list(_BINARY[name])
    if name == "Assigned":
        return _complement(_category("Cn"))
    long_name = _BINARY_ALIASES.get(name, name)
    if long_name in RECORDED_BINARY_PROPERTIES:
        return list(_recorded_property(long_name))
    return None


@bounded_cache(64, 64)
def _recorded_property(name: str) -> tuple[tuple[int, int], ...]:
    """The ranges unicode_properties.RANGES holds for the binary property `name`: per
    range, in base 36, the gap after the range before and its length less one."""
    out, end = [], -1
    for item in RANGES[name].split():
        gap, length = item.split(".")
        low = end + 1 + int(gap, 36)
        end = low + int(length, 36)
        out.append((low, end))
    return tuple(out)


def _literal_prefix(seq: Any, icase: bool) -> str:
    out = []
    for op, av in seq:
        if op is not sre.LITERAL:
            break
        out.append(chr(av).lower() if icase else chr(av))
    return "".join(out)


def _diverge(a: str, b: str) -> bool:
    """Do two literal prefixes differ somewhere (so no text starts with both)?"""
    return any(x != y for x, y in zip(a, b))


def _with_case(ranges: list[tuple[int, int]], icase: bool) -> list[tuple[int, int]]:
    if not icase:
        return ranges
    out = list(ranges)
    for low, high in ranges:
        if high - low > 256:
            return ANY_CHAR
        for code in range(low, high + 1):
            for other in {chr(code).lower(), chr(code).upper()}:
                if len(other) == 1:
                    out.append((ord(other), ord(other)))
    return out


def _legacy_canonical(ch: str) -> str:
    """What the i flag compares a character by without the u flag (ECMAScript's
    Canonicalize): its upper case when that is one UTF-16 code unit, unless that maps a
    non-ASCII character to an ASCII one (so \u0131 and \u017f stay apart from i and s)."""
    code = ord(ch)
    upper = ch.upper()
    if code > 0xFFFF or len(upper) != 1 or ord(upper) > 0xFFFF or (code >= 128 and ord(upper) < 128):
        return ch
    return upper


def _simple_fold(ch: str) -> str:
    """What the i flag compares a character by with the u flag: its simple case folding
    (a full folding of several characters falls back to a one-character lower case)."""
    folded = ch.casefold()
    if len(folded) == 1:
        return folded
    lower = ch.lower()
    return lower if len(lower) == 1 else ch


@cache
def _case_groups(unicode: bool) -> tuple[dict[str, str], list[int]]:
    """JavaScript's case-insensitive equivalence: each character the i flag matches with
    others, mapped to all of them (itself included), and their sorted code points. The
    engines' own folding is wider (\u0130 and \u0131 match i, \u017f s, \u1e9e \u00df
    without the u flag), so an i pattern names these characters itself."""
    canonical = _simple_fold if unicode else _legacy_canonical
    groups: dict[str, list[str]] = {}
    for ch in map(chr, range(0x20000)):  # (no cased character lies above)
        if ch.upper() != ch or ch.lower() != ch or ch.casefold() != ch:
            groups.setdefault(canonical(ch), []).append(ch)
    members = {}
    for key, chars in groups.items():
        group = "".join(sorted(set(chars) | ({key} if canonical(key) == key else set())))
        if len(group) > 1:
            members.update(dict.fromkeys(group, group))
    return members, sorted(map(ord, members))


@cache
def _word_case_closure(unicode: bool) -> list[str]:
    """The characters the i flag adds to \\w: none without the u flag, \u017f and the
    Kelvin sign with it."""
    return _Translator("", "iu" if unicode else "i").closure_chars(WORD_RANGES)


def _overlap(a: list[tuple[int, int]], b: list[tuple[int, int]]) -> bool:
    return any(lo1 <= hi2 and lo2 <= hi1 for lo1, hi1 in a for lo2, hi2 in b)


class NeedsBacktracking(Exception):
    """The pattern uses what RE2 cannot run (lookarounds, backreferences)."""


class _Translator:
    """Recursive descent over the JavaScript pattern, writing Python ``re`` pattern text,
    or RE2's (``linear``)."""

    def __init__(self, source: str, flags: str, linear: bool = False) -> None:
        self.src = source
        self.i = 0
        self.flags = flags
        self.unicode = "u" in flags
        self.icase = "i" in flags
        self.names: list[str] = []
        self.group_count = _count_groups(source)
        self.depth = 0
        self.linear = linear
        self.space = JS_SPACE_RE2 if linear else JS_SPACE
        self.line_end = LINE_END_RE2 if linear else LINE_END
        self.line_anchors = False  # ^ or $ in multiline mode
        self.names_line_end = False  # a literal \\n, \\r, U+2028 or U+2029 (or a range with one)

    def escape_char(self, ch: str) -> str:
        """A literal character in this engine's syntax."""
        if ch in LINE_TERMINATORS:
            self.names_line_end = True
        if not self.linear:
            return re.escape(ch)
        if ch.isascii() and (ch.isalnum() or ch == "_"):
            return ch
        if " " <= ch <= "~":
            return "\\" + ch
        return "\\x{%x}" % ord(ch)

    def literal(self, ch: str) -> str:
        """A literal character of the pattern: with the i flag, exactly the characters
        JavaScript matches with it, the engine's own folding turned off."""
        if not self.icase or ch.upper() == ch == ch.lower():
            return self.escape_char(ch)
        group = _case_groups(self.unicode)[0].get(ch, ch)
        if len(group) == 1:
            return "(?-i:" + self.escape_char(ch) + ")"
        return "(?-i:[" + "".join(self.class_char(c) for c in group) + "])"

    def case_closure(self, ranges: list[tuple[int, int]]) -> str:
        """Class items for the characters the i flag makes `ranges` match besides their own."""
        extra = _word_case_closure(self.unicode) if ranges == WORD_RANGES else self.closure_chars(ranges)
        tick(len(extra) * COMPILE_STEPS_PER_CHARACTER)
        return "".join(self.class_char(c) for c in extra)

    def closure_chars(self, ranges: list[tuple[int, int]]) -> list[str]:
        members, codes = _case_groups(self.unicode)
        merged: list[tuple[int, int]] = []
        for low, high in sorted(ranges):
            if merged and low <= merged[-1][1] + 1:
                merged[-1] = (merged[-1][0], max(high, merged[-1][1]))
            else:
                merged.append((low, high))
        starts = [low for low, _ in merged]

        def inside(code: int) -> bool:
            at = bisect_right(starts, code) - 1
            return at >= 0 and code <= merged[at][1]

        found = [code for low, high in merged for code in codes[bisect_left(codes, low):bisect_right(codes, high)]]
        tick(len(ranges) + len(found))
        return sorted({c for code in found for c in members[chr(code)] if not inside(ord(c))})

    def fail(self, message: str) -> RegexSyntaxError:
        return RegexSyntaxError(_invalid(self.src, self.flags, message))

    def translate(self) -> str:
        text, self.repeats = self.alternation()
        if self.i < len(self.src):
            raise self.fail("Unmatched ')'")
        return text

    def alternation(self) -> tuple[str, bool]:
        """Returns (python text, contains a repeating quantifier)."""
        self.depth += 1
        if self.depth > 50:
            raise self.fail("nested too deeply")
        parts = []
        repeats = False
        while True:
            text, rep = self.sequence()
            parts.append(text)
            repeats = repeats or rep
            if self.i < len(self.src) and self.src[self.i] == "|":
                self.i += 1
                continue
            break
        self.depth -= 1
        return "|".join(parts), repeats

    def sequence(self) -> tuple[str, bool]:
        out = []
        repeats = False
        src = self.src
        while self.i < len(src) and src[self.i] not in "|)":
            atom, inner, quantifiable = self.atom()
            quantifier, unbounded = self.quantifier()
            if quantifier:
                if not quantifiable:
                    raise self.fail("Nothing to repeat")
                atom = f"(?:{atom}){quantifier}" if not atom.startswith("(") else atom + quantifier
                repeats = repeats or unbounded or inner
            else:
                repeats = repeats or inner
            out.append(atom)
        return "".join(out), repeats

    def quantifier(self) -> tuple[str, bool]:
        src = self.src
        if self.i >= len(src):
            return "", False
        ch = src[self.i]
        if ch in "*+?":
            self.i += 1
            text, unbounded = ch, ch != "?"
        elif ch == "{":
            m = QUANTIFIER_RE.match(src, self.i)
            if m is None:
                if self.unicode:
                    raise self.fail("Incomplete quantifier")
                return "", False
            low = int(m.group(1))
            high = None if m.group(2) and not m.group(3) else int(m.group(3) or low)
            if high is not None and high < low:
                raise self.fail("numbers out of order in {} quantifier")
            self.i = m.end()
            text = m.group(0)
            unbounded = high is None or high > MAX_BOUNDED_REPEAT
        else:
            return "", False
        if self.i < len(src) and src[self.i] == "?":
            self.i += 1
            text += "?"
        return text, unbounded

    def atom(self) -> tuple[str, bool, bool]:
        """(python text, contains a repeating quantifier, may be quantified)."""
        src = self.src
        ch = src[self.i]
        self.i += 1
        if ch == "(":
            return self.group()
        if ch == "[":
            return self.char_class(), False, True
        if ch == ".":
            return ("(?s:.)" if "s" in self.flags else f"[^{self.line_end}]"), False, True
        if ch in "^$" and self.linear:
            self.line_anchors = self.line_anchors or "m" in self.flags
            return ("(?m:" + ch + ")" if "m" in self.flags else "^" if ch == "^" else "\\z"), False, False
        if ch == "^":
            return ("(?<![^" + LINE_END + "])" if "m" in self.flags else "(?<![\\s\\S])"), False, False
        if ch == "$":
            return ("(?![^" + LINE_END + "])" if "m" in self.flags else "(?![\\s\\S])"), False, False
        if ch == "\\":
            return self.escape()
        if ch in "*+?":
            raise self.fail("Nothing to repeat")
        if ch == "{":
            if QUANTIFIER_RE.match(src, self.i - 1) or self.unicode:
                raise self.fail("Nothing to repeat" if QUANTIFIER_RE.match(src, self.i - 1) else "Lone quantifier brackets")
            return "\\{", False, True
        if ch in "}]" and self.unicode:
            raise self.fail("Lone quantifier brackets")
        return self.literal(ch), False, True

    def group(self) -> tuple[str, bool, bool]:
        src = self.src
        prefix = "("
        quantifiable = True
        if src.startswith("?", self.i):
            rest = src[self.i + 1 : self.i + 3]
            if rest.startswith(":"):
                prefix, self.i = "(?:", self.i + 2
            elif rest.startswith("=") or rest.startswith("!") or rest in ("<=", "<!"):
                if self.linear:
                    raise NeedsBacktracking()
                prefix, self.i = "(?" + rest[0], self.i + 2
                quantifiable = not self.unicode
            elif rest in ("<=", "<!"):
                prefix, self.i = "(?" + rest, self.i + 3
                quantifiable = False
            elif rest.startswith("<"):
                end = src.find(">", self.i + 2)
                name = src[self.i + 2 : end] if end > 0 else ""
                if not name.isidentifier() or not name.isascii():
                    raise (self.fail("Invalid capture group name") if not name.isidentifier() else
                           RegexSyntaxError(f"regular expression /{src}/: group name '{name}' cannot be translated"))
                if name in self.names:
                    raise self.fail("Duplicate capture group name")
                self.names.append(name)
                prefix, self.i = f"(?P<{name}>", end + 1
            else:
                raise self.fail("Invalid group")
        text, inner = self.alternation()
        if self.i >= len(src) or src[self.i] != ")":
            raise self.fail("Unterminated group")
        self.i += 1
        return f"{prefix}{text})", inner, quantifiable

    def escape(self) -> tuple[str, bool, bool]:
        src = self.src
        if self.i >= len(src):
            raise self.fail("\\ at end of pattern")
        ch = src[self.i]
        self.i += 1
        simple = {
            "d": "[0-9]", "D": "[^0-9]", "w": f"[{WORD}]", "W": f"[^{WORD}]",
            "s": f"[{self.space}]", "S": f"[^{self.space}]",
        }
        if ch == "w" and self.icase:
            return f"(?-i:[{WORD}{self.case_closure(WORD_RANGES)}])", False, True
        if ch in simple:
            return simple[ch], False, True
        if ch in "pP" and self.unicode:
            items = self.property_class(ch)
            text = f"[{items}]" if items else NOTHING_RE2 if self.linear else "(?!)"
            return (f"(?-i:{text})" if self.icase else text), False, True
        if ch == "b":
            return ("\\b" if self.linear else "(?a:\\b)"), False, False
        if ch == "B":  # (re's \\B fails on empty text, JavaScript's matches there)
            return ("\\B" if self.linear else NOT_BOUNDARY), False, False
        if "1" <= ch <= "9":
            start = self.i - 1
            while self.i < len(src) and src[self.i].isdigit():
                self.i += 1
            number = int(src[start : self.i])
            if number <= self.group_count:
                if self.linear:
                    raise NeedsBacktracking()
                return f"(?({number})\\{number})", False, True
            if self.unicode:
                raise self.fail("Invalid escape")
            self.i = start
            return self.legacy_octal(), False, True
        if ch == "k" and (self.names or self.unicode or "(?<" in src) and src.startswith("<", self.i):
            end = src.find(">", self.i)
            name = src[self.i + 1 : end] if end > 0 else ""
            if not name.isidentifier():
                raise self.fail("Invalid named reference")
            if name not in re.findall(r"\(\?<([^>=!]*)>", src):
                raise self.fail("Invalid named capture referenced")
            self.i = end + 1
            if self.linear:
                raise NeedsBacktracking()
            return f"(?({name})(?P={name}))", False, True
        return self.literal(self.character_escape(ch)), False, True

    def legacy_octal(self, raw: bool = False) -> str:
        """A legacy octal escape (``\\12``): pattern text, or the character when ``raw``."""
        src = self.src
        ch = src[self.i]
        if ch in "89":
            self.i += 1
            return ch
        digits = ch
        self.i += 1
        while len(digits) < 3 and self.i < len(src) and "0" <= src[self.i] <= "7" and int(digits + src[self.i], 8) <= 0o377:
            digits += src[self.i]
            self.i += 1
        return chr(int(digits, 8)) if raw else self.literal(chr(int(digits, 8)))

    def character_escape(self, ch: str) -> str:
        """The character an escape (after its backslash and ``ch``) stands for."""
        src = self.src
        controls = {"f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
        if ch in controls:
            return controls[ch]
        if ch == "0" and not (self.i < len(src) and src[self.i].isdigit()):
            return "\0"
        if ch == "0":
            if self.unicode:
                raise self.fail("Invalid decimal escape")
            self.i -= 1
            return chr(int(self._octal_digits(), 8))
        if ch == "c":
            if self.i < len(src) and src[self.i].isascii() and src[self.i].isalpha():
                self.i += 1
                return chr(ord(src[self.i - 1]) % 32)
            if self.unicode:
                raise self.fail("Invalid unicode escape")
            self.i -= 1
            return "\\"
        if ch == "x":
            digits = src[self.i : self.i + 2]
            if len(digits) == 2 and _is_hex(digits):
                self.i += 2
                return chr(int(digits, 16))
            if self.unicode:
                raise self.fail("Invalid escape")
            return "x"
        if ch == "u":
            if self.unicode and src.startswith("{", self.i):
                end = src.find("}", self.i)
                digits = src[self.i + 1 : end] if end > 0 else ""
                if digits and _is_hex(digits) and int(digits, 16) <= 0x10FFFF:
                    self.i = end + 1
                    return chr(int(digits, 16))
                raise self.fail("Invalid Unicode escape")
            digits = src[self.i : self.i + 4]
            if len(digits) == 4 and _is_hex(digits):
                self.i += 4
                code = int(digits, 16)
                low = src[self.i + 2 : self.i + 6] if src.startswith("\\u", self.i) else ""
                if 0xD800 <= code <= 0xDBFF and len(low) == 4 and _is_hex(low) and 0xDC00 <= int(low, 16) <= 0xDFFF:
                    self.i += 6
                    return chr(0x10000 + ((code - 0xD800) << 10) + (int(low, 16) - 0xDC00))
                return chr(code)
            if self.unicode:
                raise self.fail("Invalid Unicode escape")
            return "u"
        if self.unicode and not (ch in "^$\\.*+?()[]{}|/-"):
            raise self.fail("Invalid escape")
        return ch

    def _octal_digits(self) -> str:
        src = self.src
        digits = ""
        while len(digits) < 3 and self.i < len(src) and "0" <= src[self.i] <= "7":
            if int(digits + src[self.i], 8) > 0o377:
                break
            digits += src[self.i]
            self.i += 1
        return digits

    def char_class(self) -> str:
        src = self.src
        negate = src.startswith("^", self.i)
        if negate:
            self.i += 1
        items: list[str] = []
        ranges: list[tuple[int, int]] = []  # (what the i flag closes over: characters, ranges, \\w)
        ascii_scope = False
        has = set()
        while True:
            if self.i >= len(src):
                raise self.fail("Unterminated character class")
            ch = src[self.i]
            if ch == "]":
                self.i += 1
                break
            low, low_text = self.class_atom()
            if low is None:
                has.add(low_text)
                if low_text in ("\\D", "\\W"):
                    ascii_scope = True
                if low_text == "\\w":
                    ranges += WORD_RANGES
                items.append({"\\d": "0-9", "\\w": WORD, "\\s": self.space}.get(low_text, low_text))
                continue
            if src.startswith("-", self.i) and not src.startswith("-]", self.i):
                self.i += 1
                high, high_text = self.class_atom()
                if high is None:
                    if self.unicode:
                        raise self.fail("Invalid character class")
                    items.append(self.class_char(low) + "\\-" + {"\\d": "0-9", "\\w": WORD, "\\s": self.space}.get(high_text, high_text))
                    ranges += [(ord(low), ord(low)), (ord("-"), ord("-"))] + (WORD_RANGES if high_text == "\\w" else [])
                    if high_text in ("\\D", "\\W"):
                        ascii_scope = True
                    continue
                if ord(high) < ord(low):
                    raise self.fail("Range out of order in character class")
                if any(ord(low) <= ord(ch) <= ord(high) for ch in LINE_TERMINATORS):
                    self.names_line_end = True
                items.append(f"{self.class_char(low)}-{self.class_char(high)}")
                ranges.append((ord(low), ord(high)))
            else:
                items.append(self.class_char(low))
                ranges.append((ord(low), ord(low)))
        nothing = NOTHING_RE2 if self.linear else "(?!)"
        if not items:
            return "[\\s\\S]" if negate else nothing
        if {"\\s", "\\S"} <= has or {"\\d", "\\D"} <= has or {"\\w", "\\W"} <= has:
            return nothing if negate else "[\\s\\S]"
        if self.icase and not ascii_scope:  # (JavaScript's [^...] with i: what no member's case matches)
            items.append(self.case_closure(ranges))
            return "(?-i:[" + ("^" if negate else "") + "".join(items) + "])"
        text = "[" + ("^" if negate else "") + "".join(items) + "]"
        if ascii_scope and self.linear and "i" in self.flags:
            raise NeedsBacktracking()  # (case folding into \\W's ASCII: as re does it)
        return f"(?a:{text})" if ascii_scope and not self.linear else text

    def property_class(self, ch: str) -> str:
        """The class items (no brackets) of the property escape `\\p{...}` (`\\P`: its
        complement) the pattern is at, past the letter."""
        src = self.src
        end = src.find("}", self.i)
        text = src[self.i + 1 : end] if src.startswith("{", self.i) and end > 0 else ""
        ranges = property_ranges(text, src) if text.replace("=", "").replace("_", "").isalnum() and text.isascii() else None
        if ranges is None:
            raise self.fail("Invalid property name")
        self.i = end + 1
        if ch == "P":
            ranges = _complement(ranges)
        if self.linear:  # (RE2 runs on UTF-8, where no surrogate can be)
            ranges = [(low, high) for a, b in ranges for low, high in ((a, min(b, 0xD7FF)), (max(a, 0xE000), b))
                      if low <= high]
        items = "".join(self.class_char(chr(low)) if low == high else
                        f"{self.class_char(chr(low))}-{self.class_char(chr(high))}" for low, high in ranges)
        if self.icase:
            items += self.case_closure(ranges)
        # compiling is charged per character of the pattern: an escape of a few characters
        # here is thousands (`\p{Alpha}` 2,000), so a hundred of them took seconds
        tick(len(items) * COMPILE_STEPS_PER_CHARACTER)
        return items

    def class_char(self, ch: str) -> str:
        if ch in LINE_TERMINATORS:
            self.names_line_end = True
        if self.linear and not (" " <= ch <= "~"):
            return "\\x{%x}" % ord(ch)
        return _class_char(ch)

    def class_atom(self) -> tuple[str | None, str]:
        """(the character, or None for a class escape such as \\d, and its text)."""
        src = self.src
        ch = src[self.i]
        self.i += 1
        if ch != "\\":
            return ch, ch
        if self.i >= len(src):
            raise self.fail("\\ at end of pattern")
        ch = src[self.i]
        self.i += 1
        if ch in "dDwWsS":
            return None, "\\" + ch
        if ch == "b":
            return "\b", "\b"
        if ch == "-":
            return "-", "-"
        if "1" <= ch <= "9":
            if self.unicode:
                raise self.fail("Invalid class escape")
            self.i -= 1
            char = self.legacy_octal(raw=True)
            return char, char
        if ch in "pP" and self.unicode:
            return None, self.property_class(ch)
        char = self.character_escape(ch)
        return char, char


def _class_char(ch: str) -> str:
    if ch in CLASS_SPECIAL:
        return "\\" + ch
    if ch == "\n":
        return "\\n"
    return ch


def _is_hex(text: str) -> bool:
    return all(c in "0123456789abcdefABCDEF" for c in text)


def _count_groups(source: str) -> int:
    """Capturing groups in a JavaScript pattern (for telling \\1 from an octal escape)."""
    count = 0
    i = 0
    in_class = False
    while i < len(source):
        ch = source[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "(" and (not source.startswith("?", i + 1) or (source.startswith("?<", i + 1) and source[i + 3 : i + 4] not in ("=", "!"))):
            count += 1
        i += 1
    return count


def check_subject(text: str, limit: int = MAX_REGEX_SUBJECT) -> None:
    if len(text) > limit:
        raise ExpressionLimitError(
            f"This regular expression runs over at most {limit} characters (this string has {len(text)})"
        )


class JSRegExp:
    """A JavaScript RegExp: ``source``, ``flags``, ``lastIndex`` and ``test``/``exec``."""

    __reactive_skip__ = True

    def __init__(self, source: str, flags: str = "") -> None:
        if len(source) > MAX_PATTERN_LENGTH:
            raise RegexSyntaxError(f"regular expression is longer than {MAX_PATTERN_LENGTH} characters")
        self._translation = translate(source, flags)
        self._source = source
        self._flags = "".join(sorted(flags, key="dgimsuvy".index))
        self.lastIndex: Any = 0

    # read-only properties, as JavaScript's getters
    source = property(lambda self: self._source or "(?:)")
    flags = property(lambda self: self._flags)
    ignoreCase = property(lambda self: "i" in self._flags)
    multiline = property(lambda self: "m" in self._flags)
    dotAll = property(lambda self: "s" in self._flags)
    unicode = property(lambda self: "u" in self._flags)
    sticky = property(lambda self: "y" in self._flags)
    hasIndices = property(lambda self: False)

    def __str__(self) -> str:
        return f"/{self.source}/{self._flags}"

    def __repr__(self) -> str:
        return f"JSRegExp({self})"

    def toString(self, *_: Any) -> str:
        return str(self)

    def toJSON(self, *_: Any) -> dict:
        return {}  # JSON.stringify(/a/) is "{}": a RegExp has no enumerable properties

    # -- matching ------------------------------------------------------------------------
    def _match_at(self, text: str, start: int, searcher: Any = None) -> Any:
        """The next match at or after ``start`` (exactly at it when sticky); ``searcher``:
        the subject prepared by an earlier call (``Translation.searcher``)."""
        translation = self._translation
        if searcher is None:
            searcher = translation.searcher(text)
        if start > len(text):
            return None
        sticky = "y" in self._flags
        found = searcher.search(start, sticky)
        _tick(searcher.cost(start, found, sticky))
        if found is not None:
            remember_match(text, found)
        return found

    def _exec(self, text: str) -> Any:
        """RegExpBuiltinExec: honours and updates ``lastIndex`` for g/y."""
        updates = "g" in self._flags or "y" in self._flags
        start = 0
        if updates:
            start = max(0, to_integer(self.lastIndex))
        found = self._match_at(text, start)
        if updates:
            self.lastIndex = 0 if found is None else found.end()
        return found

    def test(self, text: Any = undefined, *_: Any) -> bool:
        return self._exec(to_js_string(text)) is not None

    def exec(self, text: Any = undefined, *_: Any) -> Any:
        subject = to_js_string(text)
        found = self._exec(subject)
        return None if found is None else match_array(self, found, subject)


setattr(JSRegExp, "global", property(lambda self: "g" in self._flags))


def _tick(n: int) -> None:
    tick(n)


class MatchArray(list):
    """The array a regular expression match returns, with ``index``/``input``/``groups``."""

    __slots__ = ("index", "input", "groups")
    __reactive_skip__ = True

    def __init__(self, items: list, index: int, subject: str, groups: Any) -> None:
        super().__init__(items)
        self.index = index
        self.input = subject
        self.groups = groups


def match_array(regexp: JSRegExp, found: Any, subject: str) -> MatchArray:
    """What ``exec``/``match`` return: the match and its groups, ``index``, ``input``, ``groups``."""
    items = [found.group(0)] + [undefined if g is None else g for g in found.groups()]
    named: Any = undefined
    if regexp._translation.names:
        named = {n: (undefined if found.group(n) is None else found.group(n)) for n in regexp._translation.names}
    return MatchArray(items, found.start(), subject, named)


def _all_matches(regexp: JSRegExp, s: str) -> list:
    """Every match of a global regexp, as ``replace``/``match``/``matchAll`` walk them."""
    out = []
    position = 0
    searcher = regexp._translation.searcher(s)
    while position <= len(s):
        found = regexp._match_at(s, position, searcher)
        if found is None:
            break
        out.append(found)
        if len(out) > MAX_ARRAY_LENGTH:
            raise array_limit()
        position = found.end() if found.end() > found.start() else found.end() + 1
    regexp.lastIndex = 0
    return out


def expand(template: str, found: Any, s: str, regexp: JSRegExp) -> str:
    """``$&``, ``$1``, ``$<name>``, ``$` ``, ``$'`` and ``$$`` in a replacement string."""
    if "$" not in template:
        return template
    groups = regexp._translation.groups
    out = []
    i = 0
    n = len(template)
    while i < n:
        ch = template[i]
        if ch != "$" or i + 1 >= n:
            out.append(ch)
            i += 1
            continue
        nxt = template[i + 1]
        if nxt == "$":
            out.append("$")
            i += 2
        elif nxt == "&":
            out.append(found.group(0))
            i += 2
        elif nxt == "`":
            out.append(s[: found.start()])
            i += 2
        elif nxt == "'":
            out.append(s[found.end() :])
            i += 2
        elif nxt.isdigit():
            two = template[i + 1 : i + 3]
            if len(two) == 2 and two.isdigit() and 1 <= int(two) <= groups:
                out.append(found.group(int(two)) or "")
                i += 3
            elif 1 <= int(nxt) <= groups:
                out.append(found.group(int(nxt)) or "")
                i += 2
            else:
                out.append("$")
                i += 1
        elif nxt == "<" and regexp._translation.names:
            end = template.find(">", i + 2)
            if end < 0:
                out.append("$")
                i += 1
            else:
                name = template[i + 2 : end]
                if name in regexp._translation.names:
                    out.append(found.group(name) or "")
                i = end + 1
        else:
            out.append("$")
            i += 1
    return "".join(out)


def _replacement_for(s: str, found: Any, replacement: Any, regexp: JSRegExp) -> str:
    if callable(replacement) and not isinstance(replacement, (str, list, dict)):
        fn, _ = callback(replacement)
        args = [found.group(0), *(undefined if g is None else g for g in found.groups()), found.start(), s]
        if regexp._translation.names:
            args.append({n: (undefined if found.group(n) is None else found.group(n)) for n in regexp._translation.names})
        return to_js_string(fn(*args))
    return expand(to_js_string(replacement), found, s, regexp)


def regex_replace(s: str, regexp: JSRegExp, replacement: Any, require_global: bool = False) -> str:
    """``s.replace(regexp, ...)`` / ``s.replaceAll(regexp, ...)``."""
    if "g" in regexp._flags:
        matches = _all_matches(regexp, s)
    else:
        if require_global:
            raise ExpressionError("replaceAll must be called with a global RegExp")
        found = regexp._exec(s)
        matches = [] if found is None else [found]
    if not matches:
        return s
    _tick(len(matches))
    out = []
    last = 0
    total = 0
    for found in matches:
        piece = s[last : found.start()] + _replacement_for(s, found, replacement, regexp)
        total += len(piece)
        if total > MAX_STRING_LENGTH:
            raise string_limit()
        out.append(piece)
        last = found.end()
    out.append(s[last:])
    result = "".join(out)
    if len(result) > MAX_STRING_LENGTH:
        raise string_limit()
    return result


def regex_split(s: str, regexp: JSRegExp, limit: int) -> list:
    """``s.split(regexp, limit)``: captured groups are kept between the pieces."""
    translation = regexp._translation
    searcher = translation.searcher(s)
    _tick(searcher.cost(0, None))
    _tick(1 + (len(s) >> 4))
    if limit == 0:
        return []
    if not s:
        return [] if searcher.search(0, True) is not None else [s]
    out: list = []
    p = q = 0
    size = len(s)
    while q < size:
        # the first position at or after q where the pattern matches (as JavaScript
        # tries q, q + 1 ... with a sticky match)
        found = searcher.search(q)
        if found is None or found.start() >= size:
            break
        remember_match(s, found)
        q = found.start()
        end = min(found.end(), size)
        if end == p:
            q += 1
            continue
        out.append(s[p:q])
        if len(out) >= limit:
            return out
        p = end
        for g in found.groups():
            out.append(undefined if g is None else g)
            if len(out) >= limit:
                return out
        q = p
        if len(out) > MAX_ARRAY_LENGTH:
            raise array_limit()
    out.append(s[p:])
    return out


def regex_match(s: str, regexp: JSRegExp) -> Any:
    """``s.match(regexp)``: the first match (with groups), or every match when global."""
    if "g" not in regexp._flags:
        found = regexp._exec(s)
        return None if found is None else match_array(regexp, found, s)
    matches = _all_matches(regexp, s)
    _tick(len(matches))
    return [m.group(0) for m in matches] if matches else None


def regex_match_all(s: str, regexp: JSRegExp) -> list:
    """``s.matchAll(regexp)`` (an array of matches here, not an iterator)."""
    if "g" not in regexp._flags:
        raise ExpressionError("String.prototype.matchAll called with a non-global RegExp argument")
    matches = _all_matches(regexp, s)
    _tick(len(matches))
    return [match_array(regexp, m, s) for m in matches]


def regex_search(s: str, regexp: JSRegExp) -> int:
    translation = regexp._translation
    searcher = translation.searcher(s)
    _tick(searcher.cost(0, None))
    _tick(1 + (len(s) >> 6))
    found = searcher.search(0, "y" in regexp._flags)  # (lastIndex is ignored: 0)
    if found is None:
        return -1
    remember_match(s, found)
    return found.start()


# RegExp's legacy static properties (`RegExp.$1` ... `$9`, `lastMatch` / `$&`, `lastParen` /
# `$+`, `leftContext` / `$``, `rightContext` / `$'`, `input` / `$_`): the last successful
# match in the realm, which here is the owner's (an app, a session: its property table,
# never another's), every one "" until a match. As in Chromium, a failed match keeps the
# previous one: the pattern `s = s.replace(r, "$1" + kv); if (!RegExp.$1) s += "&" + kv`.
def remember_match(subject: str, found: Any) -> None:
    tables = tables_get()
    if tables is not None:
        tables.last_match = (subject, found)


def _last_match_part(part: Any) -> Any:
    def read(*_: Any) -> str:
        tables = tables_get()
        last = None if tables is None else tables.last_match
        if last is None:
            return ""
        subject, found = last
        value = part(subject, found)
        return "" if value is None else value
    return Accessor(read)


def _group(n: int) -> Any:
    return lambda subject, found: found.group(n) if n <= len(found.groups()) else ""


def _last_paren(subject: str, found: Any) -> Any:
    groups = found.groups()
    return groups[-1] if groups else ""


LEGACY_STATICS = {f"${n}": _last_match_part(_group(n)) for n in range(1, 10)}
for _names, _part in ((("lastMatch", "$&"), lambda subject, found: found.group(0)),
                      (("lastParen", "$+"), _last_paren),
                      (("leftContext", "$`"), lambda subject, found: subject[:found.start()]),
                      (("rightContext", "$'"), lambda subject, found: subject[found.end():]),
                      (("input", "$_"), lambda subject, found: subject)):
    for _name in _names:
        LEGACY_STATICS[_name] = _last_match_part(_part)


def make_regexp(pattern: Any = undefined, flags: Any = undefined, *_: Any) -> JSRegExp:
    """``new RegExp(pattern, flags)`` / ``RegExp(...)`` (bad patterns: a SyntaxError)."""
    if type(pattern) is JSRegExp:
        source = pattern._source
        flags = pattern._flags if flags is undefined else to_js_string(flags)
    else:
        source = "" if pattern is undefined else to_js_string(pattern)
        flags = "" if flags is undefined else to_js_string(flags)
        if len(source) <= MAX_PATTERN_LENGTH:  # (a longer one is refused unread, by JSRegExp)
            source = _escape_slashes(source)
    if any(f not in "dgimsuvy" or flags.count(f) > 1 for f in flags):  # (the literal's words differ)
        raise ExpressionError(f"Invalid flags supplied to RegExp constructor '{flags}'", kind="SyntaxError")
    try:
        return JSRegExp(source, flags)
    except RegexSyntaxError as exc:
        raise ExpressionError(str(exc), kind="SyntaxError") from None


def _escape_slashes(source: str) -> str:
    """A pattern from a string, written as a literal would be (``a/b`` -> ``a\\/b``).
    Charged at each call, a step per 2 characters it walks (the compile of a pattern
    seen before is free: a loop of `new RegExp(s)` pays this walk each time)."""
    if "/" not in source and "\n" not in source:
        return source
    tick(1 + len(source) // 2)
    out = []
    in_class = False
    i = 0
    while i < len(source):
        ch = source[i]
        if ch == "\\":
            out.append(source[i : i + 2])
            i += 2
            continue
        if ch == "[":
            in_class = True
        elif ch == "]":
            in_class = False
        elif ch == "/" and not in_class:
            out.append("\\")
        elif ch == "\n":
            ch = "\\n"
        out.append(ch)
        i += 1
    return "".join(out)
