"""The package's version: one number, written once, that `sheaf.__version__`, `sheaf-py
--version` (`sheaf-py 0.2.0`) and the distribution's metadata (`sheaf-format`) all give, and
that the Swift side carries too (`sheaf --version`: `sheaf 0.2.0`)."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess

import pytest
from conftest import REPO, swift_binary

import sheaf
from sheaf.cli import main

VERSION = "0.2.0"
PACKAGE = REPO / "python"


def test_package_version() -> None:
    assert sheaf.__version__ == VERSION
    assert re.fullmatch(r"(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)", sheaf.__version__)


@pytest.mark.parametrize("arguments", [["--version"], ["dump", "--version"], ["check", "--version"]])
def test_command_line_prints_the_version(arguments: list[str], capfd: pytest.CaptureFixture[str]) -> None:
    capfd.readouterr()
    status = main(arguments)
    assert (status, *capfd.readouterr()) == (0, f"sheaf-py {VERSION}\n", "")


def test_the_version_is_written_once() -> None:
    """Only sheaf/_version.py spells the number; pyproject.toml reads it from there."""
    spelled = sorted(
        str(path.relative_to(PACKAGE))
        for path in [*(PACKAGE / "src").rglob("*.py"), PACKAGE / "pyproject.toml"]
        if f'"{VERSION}"' in path.read_text("utf-8")
    )
    assert spelled == ["src/sheaf/_version.py"]
    pyproject = (PACKAGE / "pyproject.toml").read_text("utf-8")
    assert re.search(r'^dynamic = \["version"\]$', pyproject, re.MULTILINE)
    assert re.search(r'^version = \{ attr = "sheaf\._version\.__version__" \}$', pyproject, re.MULTILINE)


def test_installed_metadata_has_the_version() -> None:
    try:
        installed = importlib.metadata.version("sheaf-format")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("the package is not installed (scripts/python-test.sh installs it)")
    assert installed == sheaf.__version__


def test_the_swift_side_carries_the_same_version() -> None:
    source = (REPO / "Sources" / "Sheaf" / "SheafRelease.swift").read_text("utf-8")
    assert re.findall(r'static let version = "([^"]*)"', source) == [sheaf.__version__]


def test_the_swift_tool_prints_the_same_version() -> None:
    done = subprocess.run([swift_binary(), "--version"], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout) == (0, f"sheaf {sheaf.__version__}\n")


def test_the_package_carries_the_repository_licence() -> None:
    """python/LICENSE (what the distribution ships: license-files cannot reach outside the
    project folder) is the repository's LICENSE, byte for byte."""
    assert (PACKAGE / "LICENSE").read_bytes() == (REPO / "LICENSE").read_bytes()
    pyproject = (PACKAGE / "pyproject.toml").read_text("utf-8")
    assert re.search(r'^name = "sheaf-format"$', pyproject, re.MULTILINE)
    assert re.search(r'^license = "MIT"$', pyproject, re.MULTILINE)
    assert re.search(r'^license-files = \["LICENSE"\]$', pyproject, re.MULTILINE)
