"""The examples in petite/testing/README.md run and pass."""

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "petite" / "testing" / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)


def test_readme_has_examples():
    assert len(BLOCKS) >= 3


@pytest.mark.parametrize("source", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_readme_example(source, mount):
    namespace: dict = {}
    exec(compile(source, str(README), "exec"), namespace)
    tests = [fn for name, fn in namespace.items() if name.startswith("test_")]
    for fn in tests:  # blocks without tests assert as they run
        fn(mount)
