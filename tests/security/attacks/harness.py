"""The attack harness: canaries, hostile data, and the runners every attack goes through.

An attack is data: (class, template or expression, data, optional steps or messages,
what must hold). The runner renders or mounts it, then checks what must hold:

- `safe`     (always): nothing outside the page changed. Three canaries watch: an
             environment variable that must keep its value, a temporary file that must
             not appear, and `CANARY`, a Python object reachable only through Python
             internals (the globals of the functions handed to templates) whose methods
             record every call.
- `no_leak`: no Python internals in the output or the error (reprs, addresses, class,
             module and engine names, private fields).
- `limit`:   the evaluation ends in a limit error (work, memory, sizes, stack) or a
             syntax error refusing the construct, never in finished work past a limit.
- `error`:   the template is refused with a petite error (never a raw Python error).
- `renders`: it renders (the attack is harmless and must not break rendering either).

Attacks that still succeed are marked `xfail(strict=True, reason="<class>: <cause>")`.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from starlette.applications import Starlette
from starlette.routing import Mount

from petite.live import LiveApp

from ...support import serve

ENV = "petite_attack_canary"  # lowercase: HTML lowercases attribute names
FILE = str(Path(tempfile.gettempdir()) / f"petite_attack_canary_{os.getpid()}")
INTACT = "intact"


class Canary:
    """Reachable only through Python internals; any call is a breach."""

    def __init__(self) -> None:
        self.hits: list[tuple] = []

    def fire(self, *args: Any) -> str:
        self.hits.append(("fire", args))
        return "pwned"

    def __call__(self, *args: Any) -> str:
        self.hits.append(("call", args))
        return "pwned"


CANARY = Canary()
SECRET = "s3cr3t-t0ken-c4n4ry"


class Account:
    """A data object with a private field, a method and a class attribute."""

    kind = "account"

    def __init__(self) -> None:
        self.name = "ann"
        self._secret = SECRET
        self.__mangled = SECRET

    def greet(self) -> str:
        return "hi " + self.name

    @property
    def upper(self) -> str:
        return self.name.upper()

    def __repr__(self) -> str:
        return f"Account({self._secret})"


@dataclasses.dataclass
class Point:
    x: int = 1
    y: int = 2
    _hidden: str = SECRET


class Hooked:
    """A host class whose subclassing or instantiation hooks fire the canary."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        CANARY.fire("subclassed")

    def __class_getitem__(cls, item: Any) -> Any:
        return CANARY.fire("class_getitem")


def helper(x: Any = None) -> Any:
    """A harmless function handed to templates; its __globals__ hold CANARY."""
    return x


def generator():
    yield CANARY


def failing():
    raise ValueError("boom")


def caught_exception() -> BaseException:
    try:
        failing()
    except ValueError as exc:
        return exc
    raise AssertionError("unreachable")


def hostile_data() -> dict[str, Any]:
    """Data every attack receives, fresh each time: host objects with a way back to
    Python internals, for the attack to try."""
    return {
        "x": 1,
        "s": "text",
        "v": "value",
        "n": 3,
        "items": [1, 2, 3],
        "obj": {"a": 1, "b": {"c": 2}},
        "acct": Account(),
        "point": Point(),
        "fn": helper,
        "lam": lambda y=None: y,
        "meth": Account().greet,
        "cls": Account,
        "hooked": Hooked,
        "gen": generator(),
        "exc": caught_exception(),
        "mod": os,
        "bi_len": len,
        "bi_getattr": getattr,
        "bi_eval": eval,
        "str_format": "{0.__class__}".format,
        "keys": {"__class__": 1, "__globals__": 2, "constructor": 3, "__proto__": 4},
    }


LEAK_MARKERS = (
    SECRET,
    " object at 0x",
    "<function",
    "<bound method",
    "<built-in",
    "<class '",
    "<module '",
    "<generator",
    "<frame",
    "<traceback",
    "Scope(",
    "Account(",
    "Traceback (most recent",
    "petite.expr",
    "petite.dom",
    "petite.app",
    "tests.security",
    "harness",
    "mappingproxy",
)

LEAK_RE = re.compile("|".join(re.escape(m) for m in LEAK_MARKERS) + r"|\b0x[0-9a-f]{6,}\b")


def leaks(text: str) -> list[str]:
    return LEAK_RE.findall(text)


@dataclasses.dataclass
class Attack:
    """One attack: what is fed in and what must hold."""

    id: str
    cls: int  # the class of issue 9 (1..6)
    template: str = ""  # template text (for kind "expr": an expression)
    data: Any = None  # a dict, or a factory; None: hostile_data()
    path: str = "render"  # render | compile | mount | expr | handler | custom
    steps: tuple = ()  # mount: ("click", css) / ("input", css, value) / ("run", fn)
    must: str = "safe"  # safe | no_leak | limit | error | renders
    xfail: str | None = None  # "<class>: <one-line cause>" while the attack succeeds
    check: Callable[[Any], None] | None = None  # extra assertion on the outcome
    run: Callable[[], Any] | None = None  # path "custom": the whole attack

    def param(self):
        marks = [pytest.mark.xfail(strict=True, reason=self.xfail)] if self.xfail else []
        return pytest.param(self, id=self.id, marks=marks)


def make_data(attack: Attack) -> Any:
    if attack.data is None:
        return hostile_data()
    if callable(attack.data):
        return attack.data()
    return attack.data


class Outcome:
    """What an attack produced: output text, or the error it ended in."""

    def __init__(self, output: str | None = None, error: BaseException | None = None, value: Any = None) -> None:
        self.output = output
        self.error = error
        self.value = value

    def text(self) -> str:
        parts = [self.output or ""]
        error = self.error
        while error is not None:
            parts.append(f"{type(error).__name__}: {error}")
            error = error.__cause__ or error.__context__
        if self.value is not None:
            parts.append(_safe_repr(self.value))
        return "\n".join(parts)


def _safe_repr(value: Any) -> str:
    try:
        return repr(value)[:2000]
    except Exception as exc:  # noqa: BLE001 - a hostile repr is itself evidence
        return f"<repr failed: {type(exc).__name__}>"


def perform(attack: Attack) -> Outcome:
    """Run the attack on its path; errors are part of the outcome."""
    import petite
    from petite.testing import mount

    data = make_data(attack)
    try:
        if attack.path == "render":
            return Outcome(output=petite.render(attack.template, data))
        if attack.path == "compile":
            template = petite.compile(attack.template)
            return Outcome(output=template.render(data))
        if attack.path == "mount":
            page = mount(attack.template, data)
            try:
                for step in attack.steps:
                    do_step(page, step)
                return Outcome(output=page.html())
            finally:
                page.unmount()
        if attack.path in ("expr", "handler", "statements"):
            from petite.expr import Scope, compile_expression

            fn = compile_expression(attack.template, attack.path if attack.path != "expr" else "expr")
            value = fn(Scope(data), None, None)
            # The host's own objects (or the scope) handed back to the Python caller are
            # Python's to print; what the page shows is the display text, judged below.
            value_seen = None if _handed_back(value, data or {}) else value
            return Outcome(value=value_seen, output=_display(value))
        if attack.path == "custom":
            assert attack.run is not None
            return Outcome(value=attack.run())
        raise AssertionError(f"unknown path {attack.path}")
    except RecursionError as exc:  # a raw RecursionError is itself a finding (class 5)
        return Outcome(error=exc.with_traceback(None))
    except Exception as exc:  # noqa: BLE001 - the outcome is judged below
        return Outcome(error=exc)


def _handed_back(value: Any, data: dict, depth: int = 0) -> bool:
    from petite.expr import Scope

    if type(value) is Scope or any(value is given for given in data.values()):
        return True
    if type(value) in (list, tuple) and value and depth < 4:  # shallow: hostile values nest deeply
        return all(_handed_back(item, data, depth + 1) for item in value)
    return False


def _display(value: Any) -> str:
    from petite.expr import to_display_string

    try:
        return to_display_string(value)
    except Exception as exc:  # noqa: BLE001
        return f"<display failed: {type(exc).__name__}: {exc}>"


def do_step(page: Any, step: tuple) -> None:
    action = step[0]
    if action == "click":
        page.find(step[1]).trigger("click")
    elif action == "trigger":
        page.find(step[1]).trigger(step[2], **(step[3] if len(step) > 3 else {}))
    elif action == "input":
        page.find(step[1]).set_value(step[2])
    elif action == "run":
        step[1](page)
    else:
        raise AssertionError(f"unknown step {step}")


def is_petite_error(error: BaseException) -> bool:
    from petite.errors import PetiteError
    from petite.expr import ExpressionError, ExpressionSyntaxError

    return isinstance(error, (PetiteError, ExpressionError, ExpressionSyntaxError))


def ran_out_of_memory(error: BaseException) -> bool:
    """Did Python itself run out of memory (petite turns a MemoryError into a limit
    error): work past petite's own limits, not a refusal."""
    seen = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        if isinstance(error, MemoryError) or "Out of memory" in str(error):
            return True
        error = error.__cause__ or error.__context__
    return False


def is_limit_error(error: BaseException | None) -> bool:
    """A limit error, or a syntax error refusing the construct (a regex, a depth)."""
    from petite.expr import ExpressionLimitError, ExpressionSyntaxError

    seen = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        if isinstance(error, (ExpressionLimitError, ExpressionSyntaxError)):
            return True
        kind = getattr(error, "kind", None)
        if kind in ("RangeError", "SyntaxError"):
            return True
        if type(error).__name__ in ("ExpressionLimitError", "LimitError", "TemplateSyntaxError"):
            return True
        if is_petite_error(error) and "limit" in str(error).lower():
            return True
        error = error.__cause__ or error.__context__
    return False


class Watch:
    """The canaries, armed before an attack and read after it."""

    def __enter__(self) -> Watch:
        os.environ[ENV] = INTACT
        if os.path.exists(FILE):
            os.unlink(FILE)
        CANARY.hits.clear()
        return self

    def breaches(self) -> list[str]:
        found = []
        if os.environ.get(ENV) != INTACT:
            found.append(f"environment variable changed to {os.environ.get(ENV)!r}")
        if os.path.exists(FILE):
            found.append(f"file {FILE} was created")
        if CANARY.hits:
            found.append(f"canary called: {CANARY.hits}")
        return found

    def __exit__(self, *exc: Any) -> None:
        os.environ[ENV] = INTACT
        if os.path.exists(FILE):
            os.unlink(FILE)


MEMORY_HEADROOM = 1 << 30  # bytes a class-5 attack's process may allocate past the test process


def judge(attack: Attack) -> Outcome | None:
    """Run the attack under the canaries and assert what must hold. Class-5 attacks
    (work and memory) run in a forked child whose address space is limited
    (`run_with_memory_limit`): one that really allocates must fail its test, not take
    the whole test run down with it."""
    if attack.cls == 5 and attack.path != "custom":
        run_with_memory_limit(lambda: _judge(attack))
        return None
    return _judge(attack)


def run_with_memory_limit(fn: Callable[[], Any], headroom: int = MEMORY_HEADROOM) -> None:
    """`fn()` in a forked child limited to this process's size plus `headroom` bytes
    (RLIMIT_AS): an AssertionError (or any other exception) in the child is raised here
    with its message; a child that dies (killed, out of memory) fails too."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report one line of result, never return into pytest
        os.close(read)
        try:
            size = int(Path("/proc/self/statm").read_text().split()[0]) * resource.getpagesize()
            resource.setrlimit(resource.RLIMIT_AS, (size + headroom, size + headroom))
            fn()
            message = "ok"
        except BaseException as exc:  # noqa: BLE001 - reported to the parent, which raises it
            message = f"{type(exc).__name__}: {exc}"
        os.write(write, message[:8000].encode("utf-8", "replace"))
        os._exit(0)
    os.close(write)
    try:
        with os.fdopen(read, "rb") as pipe:
            message = pipe.read().decode("utf-8", "replace")
        _, status = os.waitpid(pid, 0)
        pid = 0
    finally:
        if pid:  # interrupted (a timeout): the child must not outlive the test
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    if message != "ok":
        raise AssertionError(message or f"the attack's process died (wait status {status})")


def _judge(attack: Attack) -> Outcome:
    with Watch() as watch:
        outcome = perform(attack)
        breaches = watch.breaches()
    assert not breaches, f"side effect: {breaches}"
    error = outcome.error
    if isinstance(error, RecursionError):
        raise AssertionError("a raw RecursionError escaped (no stack limit of petite's own)") from None
    if error is not None and not is_petite_error(error):  # whatever the attack must do
        raise AssertionError(f"a raw Python error escaped: {type(error).__name__}: {str(error)[:300]}") from None
    fault = engine_fault(error)
    if fault is not None:
        raise AssertionError(f"petite's own code raised a raw {type(fault).__name__}: {str(fault)[:300]}") from None
    if error is not None and ran_out_of_memory(error):
        raise AssertionError(f"the attack allocated past the memory limit: {error}") from None
    if attack.must in ("no_leak", "safe"):
        found = leaks(outcome.text())
        assert not found, f"leaked Python internals: {found}"
    if attack.must == "limit":
        assert is_limit_error(error), f"work past the limits finished: {outcome.text()[:300]!r}"
    if attack.must == "error":
        assert error is not None and is_petite_error(error), f"not refused: {outcome.text()[:300]!r}"
    if attack.must == "renders":
        assert error is None, f"failed to render: {error!r}"
    if attack.check is not None:
        attack.check(outcome)
    return outcome


# -- runners shared by the test files ----------------------------------------------------------
RUNAWAY_NET = 120  # seconds: a safety net, not a measurement (a bounded attack ends in seconds)

RUNAWAY_CHILD = r"""
import json, sys
import petite
from petite.expr import Scope, compile_expression
expr, data = json.loads(sys.argv[1])
if data == "refill":
    data = {"refill": lambda: petite.render("<p>{{ 1 }}</p>")}
try:
    value = compile_expression(expr)(Scope(data or {}), None, None)
    print("ended: value", type(value).__name__)
except Exception as exc:
    print("ended:", type(exc).__name__, str(exc)[:200])
"""


def assert_runaway_ends(expression: str, data: Any = None, net: int = RUNAWAY_NET) -> None:
    """Evaluate `expression` (with `data`, or "refill") in a child process: it must end
    within the safety net `net`, with a value or a petite error, never a RecursionError.
    A child still running is the attack succeeding; it is stopped."""
    child = subprocess.Popen(
        [sys.executable, "-c", RUNAWAY_CHILD, json.dumps([expression, data])],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, preexec_fn=lambda: os.nice(5),
    )
    try:
        output, _ = child.communicate(timeout=net)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        raise AssertionError(f"still running after the safety net ({net}s): {expression}") from None
    assert child.returncode == 0 and output.startswith("ended:"), output[-2000:]
    assert "RecursionError" not in output, output


GO_BUTTON = "petite-go"  # the live pages' button that makes the hostile value arrive


@contextlib.contextmanager
def serve_live_attacks(pages: list[tuple[str, str, Any, Any]]):
    """Serve one live page per (var, template, benign, hostile) at `<base>/<index>/`: the
    template after a `#petite-go` button that sets `var` (first `benign`) to `hostile`,
    so the hostile value arrives as a patch. Yields the base URL."""
    def app(var: str, template: str, benign: Any, hostile: Any) -> LiveApp:
        go = f'<button id="{GO_BUTTON}" @click="{var} = hostile">go</button>'
        return LiveApp(f"<div v-scope>{go}{template}</div>", data=lambda: {var: benign, "hostile": hostile})

    routes = [Mount(f"/{i}", app=app(*page)) for i, page in enumerate(pages)]
    with serve(Starlette(routes=routes)) as base:
        yield base


def live_attack_ran(chromium: Any, url: str, hook: str, exercise: str) -> list[str]:
    """Open the live page at `url` in a fresh context with the detection `hook`, click
    `#petite-go` (the hostile value arrives as a patch), run `exercise`: what ran."""
    context = chromium.new_context()
    context.add_init_script(hook)
    try:
        tab = context.new_page()
        dialogs: list[str] = []
        tab.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        tab.goto(url, wait_until="load")
        tab.wait_for_function("window.petite && window.petite.settled")
        tab.evaluate("window.petite.settled()")
        tab.click(f"#{GO_BUTTON}")
        tab.evaluate("window.petite.settled()")
        return tab.evaluate(exercise) + dialogs
    finally:
        with contextlib.suppress(Exception):
            context.close()


# petite's functions whose own line calls a host callable: an error raised right there
# (by a C method of a host object: `datetime.fromtimestamp(1e20)`) is the host's
HOST_CALL_SITES = frozenset({"call", "construct", "<lambda>"})


def _engine_dirs() -> tuple[str, ...]:
    import petite
    import petite.directives
    import petite.reactivity

    return tuple(os.path.dirname(m.__file__) + os.sep for m in (petite, petite.directives, petite.reactivity))


def engine_fault(error: BaseException | None) -> BaseException | None:
    """The raw Python error inside `error` that petite's own code raised (petite reports
    it as an ExpressionError "Error: TypeError: ..."): a bug of the engine, not a
    refusal. One raised by host code (a function the data holds) is the host's; a
    RecursionError is the stack limit, reported as a RangeError by design."""
    dirs = _engine_dirs()
    seen = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        # (a RecursionError is how petite meets the stack limit: it reports a RangeError)
        if not is_petite_error(error) and not isinstance(error, (RecursionError, KeyboardInterrupt, SystemExit)):
            tb, last = error.__traceback__, None
            while tb is not None:
                last, tb = tb, tb.tb_next
            code = last.tb_frame.f_code if last is not None else None
            if code is not None and code.co_filename.startswith(dirs) and code.co_name not in HOST_CALL_SITES:
                return error
        # (`raise ... from None` is petite translating an error it expected: not a fault)
        error = error.__cause__ or (None if error.__suppress_context__ else error.__context__)
    return None


def assert_refused(error: BaseException) -> None:
    """`error` ended an attack before anything reached the browser: it must be a
    refusal (a petite error), not a raw Python error or one petite's code raised."""
    if not is_petite_error(error):
        raise AssertionError(f"a raw Python error escaped: {type(error).__name__}: {str(error)[:300]}") from error
    fault = engine_fault(error)
    if fault is not None:
        raise AssertionError(f"petite's own code raised a raw {type(fault).__name__}: {str(fault)[:300]}") from error
