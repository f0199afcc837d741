"""What a user installs: under `make test` (PETITE_TEST_INSTALLED=1) petite is the wheel
in site-packages, complete, and its internal packages live inside its namespace."""

import importlib
import importlib.metadata
import os
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest

import petite

REPO = Path(__file__).resolve().parents[2]
installed_only = pytest.mark.skipif(
    os.environ.get("PETITE_TEST_INSTALLED") != "1", reason="checks the installed wheel: run by `make test`"
)


@installed_only
def test_petite_is_the_installed_wheel_not_the_source_tree():
    for name in ("petite", "petite.compiler", "petite.reactivity", "petite.directives", "petite.static"):
        location = Path(str(resources.files(name))).resolve()
        assert "site-packages" in location.parts, location
        for folder in ("petite", "reactivity", "directives", "static"):
            assert not location.is_relative_to(REPO / folder), f"{name} imported from the source tree: {location}"


@installed_only
def test_only_petite_is_installed_at_the_top_level():
    top_level = {
        Path(str(f)).parts[0]
        for f in importlib.metadata.files("petite")
        if not str(f).startswith(("petite-", "../"))
    }
    assert top_level == {"petite"}
    for name in ("reactivity", "directives", "compiler"):
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module(name)


def test_petite_renders_and_serves_its_client():
    from petite.live import client_script

    assert petite.render('<p v-for="x in xs">{{ x * 2 }}</p>', {"xs": [1, 2]}) == "<p>2</p><p>4</p>"
    assert client_script().startswith("// petite live client")


@installed_only
def test_the_wheel_carries_the_client_as_package_data():
    assert resources.files("petite.static").joinpath("petite.js").read_text().startswith("// petite live client")


def test_reactivity_imports_on_its_own():
    code = (
        "import sys; from petite.reactivity import reactive, effect; seen = []; s = reactive({'n': 1});"
        "effect(lambda: seen.append(s['n'])); s['n'] = 2; assert seen == [1, 2], seen;"
        "engine = ('petite.template', 'petite.compiler', 'petite.app', 'petite.dom', 'petite.directives', 'petite.live',"
        " 'petite.expr', 'petite.errors', 'petite.scheduler');"
        "loaded = sorted(m for m in sys.modules if m.startswith(engine));"
        "assert loaded == [], loaded"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path.home() if Path.home().exists() else "/")


def test_a_users_own_directives_module_does_not_shadow_petite(tmp_path):
    (tmp_path / "directives.py").write_text("raise ImportError('the user module was imported')\n")
    (tmp_path / "reactivity.py").write_text("raise ImportError('the user module was imported')\n")
    code = "import petite; print(petite.render('<b v-if=\"ok\">{{ n }}</b>', {'ok': True, 'n': 3}))"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(tmp_path), os.environ.get("PYTHONPATH")]))}
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
    assert done.stdout == "<b>3</b>\n"


def test_the_distribution_declares_its_license_and_ships_it():
    meta = importlib.metadata.metadata("petite")
    assert meta["License-Expression"] == "MIT"
    license_text = (REPO / "LICENSE").read_text()
    assert license_text.startswith("MIT License") and "the petite authors" in license_text
    shipped = [f for f in importlib.metadata.files("petite") if f.name == "LICENSE"]
    assert shipped and shipped[0].read_text() == license_text
