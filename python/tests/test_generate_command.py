"""`sheaf-py generate`: arguments, exit statuses, diagnostics, stale files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import REPO

from sheaf.cli import main
from sheaf.generator import command


def test_generates_one_module_per_schema_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)
    assert command.main(["Schemas", "--output", str(tmp_path)]) == 0
    assert sorted(os.listdir(tmp_path)) == [
        "company_fleet_sheaf.py",
        "company_sheaf.py",
        "kitchen_sink_sheaf.py",
        "library_sheaf.py",
    ]
    golden = REPO / "python/tests/generated/showcase/company_sheaf.py"
    assert (tmp_path / "company_sheaf.py").read_text() == golden.read_text()


def test_removes_modules_of_schema_files_that_are_gone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)
    assert command.main(["Schemas", "--output", str(tmp_path)]) == 0
    assert command.main(["Schemas/library.yaml", "--output", str(tmp_path)]) == 0
    assert os.listdir(tmp_path) == ["library_sheaf.py"]


def test_usage_errors_exit_64(capsys: pytest.CaptureFixture[str]) -> None:
    assert command.main(["Schemas"]) == command.EXIT_USAGE
    assert "--output" in capsys.readouterr().err
    assert command.main(["Schemas", "--output", "x", "--visibility", "open"]) == command.EXIT_USAGE


def test_invalid_schemas_exit_1_with_diagnostics(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    schema = tmp_path / "bad.yaml"
    schema.write_text(
        "schema: bad\nversion: 1\ntypes:\n  A: { kind: struct, fields: { x: { id: 1, type: String } } }\n"
    )
    assert command.main([str(schema), "--output", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert f"{schema}:4:" in err and "error:" in err
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    ("types", "message"),
    [
        ("  str: { kind: struct, fields: {} }\n", "the type name 'str' cannot be used"),
        (
            "  Shape: { kind: enum, cases: { circle: { id: 1 } } }\n  Shape_circle: { kind: struct, fields: {} }\n",
            "'Shape_circle' is also a",
        ),
    ],
)
def test_names_python_cannot_use_are_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], types: str, message: str
) -> None:
    schema = tmp_path / "names.yaml"
    schema.write_text("schema: names\nversion: 1\ntypes:\n" + types)
    assert command.main([str(schema), "--output", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    assert message in err and f"{schema}:" in err


def test_unwritable_output_exits_74(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.chdir(REPO)
    assert command.main(["Schemas/library.yaml", "--output", str(blocker / "sub")]) == command.EXIT_CANNOT_WRITE


def test_the_command_line_routes_generate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)
    assert main(["generate", "Schemas/library.yaml", "--output", str(tmp_path)]) == 0
    assert os.listdir(tmp_path) == ["library_sheaf.py"]
    assert main(["generate", "Schemas/library.yaml"]) == 64
