"""One rule for schema file names: they end in `.yaml`. A folder contributes its `*.yaml`
files; a file named on its own whose name ends otherwise is a `not-schema-file` error, with
the name to rename a `.yml` file to; `--schema` takes folders and `*.yaml` files, and the
first other path starts the archives."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from conftest import REPO, run_main, swift_binary

import sheaf
from sheaf.cli import COMMANDS
from sheaf.schema.diagnostics import CODES
from sheaf.schema.loader import load_paths

SCHEMA = "schema: s\nversion: 1\ntypes:\n  A:\n    kind: struct\n    fields:\n      a: { id: 1, type: int32 }\n"
NOT_SCHEMA = "not a schema file: schema file names end in .yaml"


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("notes.yml", NOT_SCHEMA + "; rename it to 'notes.yaml'"),
        ("sub/company.yml", NOT_SCHEMA + "; rename it to 'company.yaml'"),
        (".yml", NOT_SCHEMA + "; rename it to '.yaml'"),
        ("schema.txt", NOT_SCHEMA),
        ("schema", NOT_SCHEMA),
        ("a.YAML", NOT_SCHEMA),
        ("a.YML", NOT_SCHEMA),
        ("a.yaml.bak", NOT_SCHEMA),
        ("a.yaml~", NOT_SCHEMA),
    ],
)
def test_a_named_file_must_end_in_yaml(
    name: str, message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / name).write_text(SCHEMA, "utf-8")
    monkeypatch.chdir(tmp_path)
    result = load_paths([name])
    assert [(d.severity, d.code, str(d.location), d.message) for d in result.diagnostics] == [
        ("error", "not-schema-file", f"{name}:1:1", message)
    ]
    assert result.has_errors and not result.sources
    with pytest.raises(sheaf.SchemaError) as raised:
        sheaf.load_schema(name)
    assert [str(d) for d in raised.value.diagnostics] == [f"{name}:1:1: error: {message}"]


@pytest.mark.parametrize("name", ["a.yaml", "sub/b.yaml", ".hidden.yaml", "x.yml.yaml"])
def test_a_named_yaml_file_is_read(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / name).write_text(SCHEMA, "utf-8")
    monkeypatch.chdir(tmp_path)
    assert sheaf.load_schema(name).name == "s"


def test_every_named_file_is_checked_in_argument_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("b.yml", "a.yaml", "c.txt"):
        (tmp_path / name).write_text(SCHEMA, "utf-8")
    monkeypatch.chdir(tmp_path)
    result = load_paths(["b.yml", "a.yaml", "c.txt", "gone.yml"])
    assert [(d.code, d.location.file) for d in result.diagnostics] == [
        ("not-schema-file", "b.yml"),
        ("not-schema-file", "c.txt"),
        ("unreadable-file", "gone.yml"),
    ]
    assert [s.path for s in result.sources] == ["a.yaml"]


def test_the_code_is_a_known_code() -> None:
    assert "not-schema-file" in CODES


def test_check_reports_a_yml_file(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes.yml").write_text(SCHEMA, "utf-8")
    expected = f"notes.yml:1:1: error: {NOT_SCHEMA}; rename it to 'notes.yaml'\n1 error\n"
    assert run_main(["check", "notes.yml"], capfd, tmp_path) == (1, "", expected)


@pytest.mark.parametrize("command", ["dump", "validate"])
def test_schema_option_takes_only_yaml_files_and_folders(
    command: str, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """`--schema s.yaml x.yml`: x.yml is no schema path, so it is the archive."""
    (tmp_path / "s.yaml").write_text(SCHEMA, "utf-8")
    (tmp_path / "x.yml").write_text(SCHEMA, "utf-8")
    status, out, err = run_main([command, "--schema", "s.yaml", "x.yml"], capfd, tmp_path)
    assert status == 1 and out == ""
    assert err.startswith("x.yml: ") and NOT_SCHEMA not in err


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_help_says_schema_files_end_in_yaml(command: str, capfd: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = run_main([command, "--help"], capfd, tmp_path)
    assert status == 0
    assert "*.yaml" in out and ".yml" not in out


@pytest.mark.parametrize("names", [["notes.yml"], ["schema.txt"], ["a.yaml", "b.yml"]])
def test_the_swift_tool_reports_the_same(names: list[str], tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    swift = swift_binary()
    for name in names:
        (tmp_path / name).write_text(SCHEMA, "utf-8")
    done = subprocess.run([swift, "check", *names], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert run_main(["check", *names], capfd, tmp_path) == (done.returncode, done.stdout, done.stderr)


def test_every_code_is_one_the_swift_side_has() -> None:
    """The Python codes are the Swift tool's (DiagnosticCode's raw values), spelled alike."""
    source = (REPO / "Sources" / "SheafSchema" / "Diagnostics" / "DiagnosticCode.swift").read_text("utf-8")
    swift_codes = set(re.findall(r'^\s*case \w+ = "([a-z-]+)"', source, re.MULTILINE))
    assert "not-schema-file" in swift_codes
    assert swift_codes >= CODES
