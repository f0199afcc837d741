"""Input ownership: a user's typing and the server's writes to the same control merge,
never overwrite each other (the problem LiveView solves by keeping the browser the
source of truth for inputs while events are in flight).

On a slow network the user keeps typing while the server answers an earlier event, and
that answer may rewrite the control (a todo box cleared after Enter). Each side then
applies the other's change as a transformation:

- the server numbers its patch batches (`n`, for the session's life: a reconnecting
  client says how many it applied and gets the value writes it missed with its `init`) and says, for every `value` write, what
  the value was before it (`was`); every client event says how many batches the client
  had applied (`seen`). A value the client reports is rebased over the server's writes
  it had not seen yet, in order (`ValueWrites.rebase`).
- the client applies a write to a control only if the batch answers the latest input
  on it (`re` >= the seq of its last event about that control); otherwise it rebases
  its own newer text over the write the same way (`static/petite.js`, `rebase`).

Both sides compute the same `rebase`, so they converge: no character lost, none merged.

What the server keeps for this is bounded per session, whatever the client does: the
writes a client has not acknowledged (a client that never sends `seen`, or an idle tab
whose inputs a timer or a shared store keeps rewriting, acknowledges none) are the newest
`MAX_PENDING_WRITES` and `MAX_PENDING_CHARS` characters; the remembered control values
the newest `MAX_TRACKED_CONTROLS` controls (inserted and removed rows leave theirs
behind). A client that is further behind than that rebases over the newest writes only.
"""

from __future__ import annotations

from collections import deque

from .checkpoints import sliced
from .patches import FlatTree, holds_control

#: unacknowledged value writes kept for rebasing, by count and by characters held
MAX_PENDING_WRITES = 1_000
MAX_PENDING_CHARS = 1 << 20
#: controls whose value the server remembers (the most recently written or inserted)
MAX_TRACKED_CONTROLS = 10_000


def rebase(base: str, mine: str, theirs: str) -> str:
    """Apply the edit that turned `base` into `mine` to `theirs` (the server's rewrite
    of `base`). The edit is one replaced span (common prefix and suffix kept); when
    `theirs` no longer holds that span's context, the inserted text is appended."""
    if theirs == base:
        return mine
    limit = min(len(base), len(mine))
    start = _common_length(base, mine, limit, False)
    end = _common_length(base, mine, limit - start, True)
    removed = base[start:len(base) - end]
    inserted = mine[start:len(mine) - end]
    if theirs[:start] == base[:start] and theirs[start:start + len(removed)] == removed:
        return theirs[:start] + inserted + theirs[start + len(removed):]
    return theirs + inserted


def _common_length(a: str, b: str, limit: int, from_end: bool) -> int:
    """The length (at most `limit`) of the common prefix of `a` and `b` (suffix with
    `from_end`), found by comparing slices (C speed): a character loop in Python took
    30 ms to rebase one value over a session's pending writes (a megabyte of them), for
    each event a client sent."""
    def same(lo: int, hi: int) -> bool:  # a and b agree on units lo..hi from their start (end)
        if from_end:
            return a[len(a) - hi:len(a) - lo] == b[len(b) - hi:len(b) - lo]
        return a[lo:hi] == b[lo:hi]

    if same(0, limit):
        return limit
    lo, hi = 0, limit  # the first `lo` agree; the first `hi` do not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if same(lo, mid):
            lo = mid
        else:
            hi = mid
    return lo


class ValueWrites:
    """The server's recent writes to control values, by batch number, until the client
    says it has seen them."""

    def __init__(self) -> None:
        self.batch = 0
        self._writes: deque[tuple[int, int, str, str]] = deque()  # (batch, node id, before, after)
        self._chars = 0  # characters held by `_writes`
        self._values: dict[int, str] = {}  # node id -> its value as the server last knew it (oldest first)

    def resume(self, tree: list, seen: object) -> list[list]:
        """A client (re)connects having applied `seen` batches and receives `tree`: the
        writes it missed ([batch, node id, before, after]), for it to rebase the text it
        typed meanwhile over them, as the server does with the events it replays."""
        self._seed(tree)
        if not isinstance(seen, int) or isinstance(seen, bool):
            return []
        return [list(write) for write in self._writes if write[0] > seen]

    def _seed(self, tree: list) -> None:
        """Remember the values of the text controls in an encoded tree (below it, only
        in the subtrees `petite.patches.encode_tree` marked as holding one: rows without
        a control cost no walk; a `FlatTree` holding one is made plain)."""
        if type(tree) is FlatTree:
            tree = tree.tree()
        if tree[1] == 11:
            for child in sliced(tree[2]):  # (thousands of rows: safe points)
                if holds_control(child):
                    self._seed(child)
        if tree[1] != 1:
            return
        extra = tree[5] if len(tree) > 5 else {}
        value = extra.get("props", {}).get("value")
        if isinstance(value, str):
            self._remember(tree[0], value)
        elif tree[2] in ("input", "textarea"):
            attrs = dict(zip(tree[3][::2], tree[3][1::2]))
            self._remember(tree[0], attrs.get("value", "") if tree[2] == "input" else "")
        for child in sliced(tree[4]):
            if holds_control(child):
                self._seed(child)

    def wrote(self, ops: list[list]) -> dict[str, str]:
        """Note a batch's value writes (the batch gets the next number); returns, per
        node id, the value each write replaced (as far as the server knows it)."""
        self.batch += 1
        was: dict[str, str] = {}
        for op in sliced(ops):
            if op[0] == "insert" and holds_control(op[3]):
                self._seed(op[3])
            elif op[0] == "prop" and op[2] == "value" and isinstance(op[3], str):
                node_id, after = op[1], op[3]
                before = self._values.get(node_id)
                if before is not None:
                    was[str(node_id)] = before
                    self._keep((self.batch, node_id, before, after))
                self._remember(node_id, after)
        return was

    def _keep(self, write: tuple[int, int, str, str]) -> None:
        self._writes.append(write)
        self._chars += len(write[2]) + len(write[3])
        while len(self._writes) > MAX_PENDING_WRITES or (self._chars > MAX_PENDING_CHARS and len(self._writes) > 1):
            self._forget_oldest_write()

    def _forget_oldest_write(self) -> None:
        _, _, before, after = self._writes.popleft()
        self._chars -= len(before) + len(after)

    def _remember(self, node_id: int, value: str) -> None:
        self._values.pop(node_id, None)  # (re)inserted last: the newest stay
        self._values[node_id] = value
        if len(self._values) > MAX_TRACKED_CONTROLS:
            del self._values[next(iter(self._values))]

    def rebase(self, node_id: int, value: str, seen: object) -> str:
        """A value the client reported after applying `seen` batches, rebased over the
        writes to that control it had not seen; remembered as the control's value."""
        if isinstance(seen, int) and not isinstance(seen, bool):
            while self._writes and self._writes[0][0] <= seen:  # the client has those
                self._forget_oldest_write()
            for _, written, before, after in self._writes:
                if written == node_id:
                    value = rebase(before, value, after)
        self._remember(node_id, value)
        return value
