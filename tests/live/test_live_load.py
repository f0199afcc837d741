"""Smoke test of benchmarks/live_load.py: a tiny run answers every event without errors."""

import importlib.util
import sys
from pathlib import Path

import pytest

pytest.importorskip("websockets")
pytest.importorskip("uvicorn")

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "live_load.py"


def load_benchmark():
    spec = importlib.util.spec_from_file_location("live_load", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.timeout(60)
@pytest.mark.parametrize("page", ["todomvc"])
def test_a_tiny_load_run_loses_nothing(page, capsys):
    live_load = load_benchmark()
    (result,) = live_load.main(["--page", page, "--sessions", "3", "--duration", "2", "--rate", "2", "--drain", "5"])
    assert result.stats.errors == 0, result.stats.error_kinds
    assert result.stats.lost == 0
    assert result.stats.sent == 3 * 4
    assert len(result.stats.latencies) == result.stats.sent  # every event answered by a patch
    out = capsys.readouterr().out
    assert "p99 ms" in out and "lost" in out


@pytest.mark.timeout(120)
@pytest.mark.parametrize("balancer", ["nginx", "haproxy", "none"])
def test_a_tiny_run_on_two_workers_keeps_every_session_on_its_worker(balancer, capsys):
    """Two uvicorn processes: each tab's socket must reach the process that rendered its
    page (another would answer `expired`: its tokens are signed with another secret)."""
    live_load = load_benchmark()
    (result,) = live_load.main(["--page", "todomvc", "--sessions", "6", "--duration", "2", "--rate", "1",
                                "--drain", "5", "--workers", "2", "--balancer", balancer])
    assert result.stats.errors == 0, result.stats.error_kinds
    assert result.stats.lost == 0 and result.stats.sent == 6 * 2
    assert len(result.stats.latencies) == result.stats.sent
    out = capsys.readouterr().out
    assert "2 uvicorn worker processes" in out and "load average" in out
