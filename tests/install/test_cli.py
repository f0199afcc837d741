"""The `petite` command line, as a user meets it."""

import io
import socket
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from petite.__main__ import main


@pytest.fixture(autouse=True)
def never_serve(monkeypatch):
    """No test here may start a server: reaching uvicorn's run is a failure."""
    import uvicorn

    def run(self, sockets=None):
        raise AssertionError("the server was started")

    monkeypatch.setattr(uvicorn.Server, "run", run)


@pytest.fixture
def page(tmp_path):
    path = tmp_path / "page.html"
    path.write_text('<i v-for="x in xs">{{ x }}</i>')
    return path


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_version_from_the_console_script():
    script = Path(sys.executable).with_name("petite")
    done = subprocess.run([str(script), "--version"], capture_output=True, text=True, check=True)
    assert done.stdout == f"petite {metadata.version('petite')}\n"
    done = subprocess.run([sys.executable, "-m", "petite", "--version"], capture_output=True, text=True, check=True)
    assert done.stdout == f"petite {metadata.version('petite')}\n"


def test_template_from_stdin(capsys, monkeypatch, tmp_path):
    data = tmp_path / "data.json"
    data.write_text('{"xs": ["a", "b"]}')
    monkeypatch.setattr(sys, "stdin", io.StringIO('<b v-for="x in xs">{{ x }}</b>'))
    assert run(capsys, "render", "-", "--data", str(data)) == (0, "<b>a</b><b>b</b>\n", "")


def test_data_from_stdin(capsys, monkeypatch, page):
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"xs": [3]}'))
    assert run(capsys, "render", str(page), "--data", "-") == (0, "<i>3</i>\n", "")


def test_template_and_data_cannot_both_come_from_stdin(capsys):
    status, out, err = run(capsys, "render", "-", "--data", "-")
    assert status == 1 and out == ""
    assert err == "petite: the template and the data cannot both come from standard input\n"


def test_a_syntax_error_from_stdin_names_stdin(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("<p>\n  {{ a </p>"))
    status, _, err = run(capsys, "render", "-")
    assert status == 1
    assert err.startswith("petite: ") and "<stdin>, line 2" in err


def test_a_bad_data_file_is_named(capsys, page, tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('{"xs": [1,\n  oops]}')
    status, out, err = run(capsys, "render", str(page), "--data", str(bad))
    assert (status, out) == (1, "")
    assert err == f"petite: data file {bad} is not valid JSON: Expecting value (line 2, column 3)\n"


def test_a_missing_data_file_is_named(capsys, page, tmp_path):
    missing = tmp_path / "nope.json"
    status, _, err = run(capsys, "render", str(page), "--data", str(missing))
    assert status == 1 and err == f"petite: cannot read data file {missing}: No such file or directory\n"


def test_a_missing_template_is_named(capsys, tmp_path):
    missing = tmp_path / "missing.html"
    status, _, err = run(capsys, "render", str(missing))
    assert status == 1 and err == f"petite: cannot read template {missing}: No such file or directory\n"


@pytest.mark.parametrize(
    "text, kind", [("[1, 2]", "an array"), ('"hi"', "a string"), ("3", "a number"), ("null", "null"), ("true", "a boolean")]
)
def test_data_that_is_not_an_object_is_refused(capsys, page, tmp_path, text, kind):
    data = tmp_path / "data.json"
    data.write_text(text)
    status, out, err = run(capsys, "render", str(page), "--data", str(data))
    assert (status, out) == (1, "")
    assert err == f"petite: data file {data} must hold a JSON object ({{...}}), not {kind}\n"


def test_serve_without_the_live_extra_names_the_extra(capsys, monkeypatch, page):
    monkeypatch.setitem(sys.modules, "uvicorn", None)
    status, out, err = run(capsys, "serve", str(page))
    assert (status, out) == (2, "")
    assert err == "petite: serve needs the live extra (uvicorn is missing): pip install 'petite[live]'\n"


def test_serve_without_starlette_names_the_extra(capsys, monkeypatch, page):
    for name in [n for n in sys.modules if n == "starlette" or n.startswith("starlette.")] or ["starlette"]:
        monkeypatch.setitem(sys.modules, name, None)
    monkeypatch.delitem(sys.modules, "petite.live", raising=False)
    status, _, err = run(capsys, "serve", str(page))
    assert status == 2
    assert err == "petite: serve needs the live extra (starlette is missing): pip install 'petite[live]'\n"


def test_a_busy_port_is_reported_before_serving(capsys, page):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        status, out, err = run(capsys, "serve", str(page), "--port", str(port))
    assert (status, out) == (1, "")
    assert err == f"petite: cannot serve on 127.0.0.1:{port}: the port is already in use\n"


def test_bad_serve_data_is_refused_before_serving(capsys, page, tmp_path):
    data = tmp_path / "data.json"
    data.write_text("[]")
    status, out, err = run(capsys, "serve", str(page), "--data", str(data))
    assert (status, out) == (1, "")
    assert "must hold a JSON object" in err


def test_serve_refuses_frames_longer_than_the_page_reads(capsys, monkeypatch, page):
    """uvicorn is told the live app's message bound (`server_options`): a longer frame
    closes the socket before it is buffered (uvicorn's default buffers 16 MiB)."""
    import uvicorn

    from petite.live import MAX_MESSAGE_BYTES

    configs = []

    def started(self, sockets=None):
        configs.append(self.config)
        for sock in sockets or ():
            sock.close()

    monkeypatch.setattr(uvicorn.Server, "run", started)
    status, out, err = run(capsys, "serve", str(page), "--port", "0")
    assert (status, err) == (0, "")
    assert configs[0].ws_max_size == 4 * MAX_MESSAGE_BYTES
