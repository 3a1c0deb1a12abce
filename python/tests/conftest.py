"""Shared paths: the repository's fixture folders are read in place, never copied; the
Swift tool, for the tests that compare with it; and the command line run in-process."""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from sheaf.cli import main

#: The repository: the first folder up that holds Conformance/ (python/tests/.., or
#: python/mutants/tests/.. when mutmut runs the tests on its mutated copy).
REPO = next(p for p in Path(__file__).resolve().parents if (p / "Conformance").is_dir())
SCHEMA_FIXTURES = REPO / "Tests" / "SheafSchemaTests" / "Fixtures"
CONFORMANCE = REPO / "Conformance"
SHOWCASE = REPO / "Schemas"

#: Why a test that needs the Swift tool is skipped without it.
SWIFT_NOT_BUILT = (
    "the Swift tool is not built: set SHEAF_SWIFT_BIN to the Swift sheaf binary "
    "(scripts/test.sh sets it to $(swift build --show-bin-path)/sheaf) to compare with it"
)


def run_main(arguments: list[str], capfd: pytest.CaptureFixture[str], folder: Path = REPO) -> tuple[int, str, str]:
    """Exit status, standard output and standard error of ``sheaf-py ARGUMENTS`` run in-process
    from ``folder`` (the repository by default)."""
    capfd.readouterr()
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        status = main(arguments)
    finally:
        os.chdir(cwd)
    out, err = capfd.readouterr()
    return status, out, err


def swift_binary() -> str:
    """The Swift `sheaf` binary named by SHEAF_SWIFT_BIN; skips the calling test when the
    variable is unset or names no executable file."""
    path = os.environ.get("SHEAF_SWIFT_BIN", "")
    if not path or not os.path.isfile(path) or not os.access(path, os.X_OK):
        pytest.skip(SWIFT_NOT_BUILT)
    return path


def swift_toolchain() -> str:
    """The `swift` command, for the tests that run the package's test bundle; skips the
    calling test without the Swift tool (SHEAF_SWIFT_BIN) or without `swift` on the path."""
    swift_binary()
    command = shutil.which("swift")
    if command is None:
        pytest.skip(SWIFT_NOT_BUILT + " (no swift command on the path)")
    return command


def _load_runner() -> Any:
    spec = importlib.util.spec_from_file_location("conformance_runner", CONFORMANCE / "runner.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: The conformance runner (Conformance/runner.py), whose parser of annotated hex the tests share.
RUNNER = _load_runner()


def annotated_hex(path: Path) -> bytes:
    """The bytes of a conformance case's annotated hex, read with the runner's parser: ``#``
    starts a comment, whitespace separates, anything else that is not hex digits is an error."""
    return bytes(RUNNER.annotated_hex(str(path)))


def relabelled(value: Any, labels: dict[str, str] | None = None) -> Any:
    """A JSON-form value with its instances labelled 1, 2, … in order of appearance: two
    archives of one value may number their instances differently."""
    labels = {} if labels is None else labels
    if isinstance(value, list):
        return [relabelled(v, labels) for v in value]
    if not isinstance(value, dict):
        return value
    out = {}
    for key, item in value.items():
        if key in ("$id", "$ref") and isinstance(item, str):
            out[key] = labels.setdefault(item, str(len(labels) + 1))
        else:
            out[key] = relabelled(item, labels)
    return out


def mypy_strict_package(folder: Path, package: str) -> None:
    """Runs `mypy --strict -p PACKAGE` from `folder` in a fresh process; fails the test with
    mypy's report unless it is clean. (Callers skip when mypy is not installed.)"""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "-p", package],
        cwd=folder,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
