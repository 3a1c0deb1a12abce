"""The Swift suite's invalid-schema fixtures, read in place: each lists the diagnostics it
must produce in ``# expect:`` lines (header lines, in reporting order, notes after their
diagnostic)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import SCHEMA_FIXTURES

import sheaf
from sheaf.schema import load_paths
from sheaf.schema.diagnostics import CODES

FIXTURES = sorted((SCHEMA_FIXTURES / "invalid").glob("*.yaml"))


def test_fixtures_are_there() -> None:
    assert len(FIXTURES) >= 30


def _expected(path: Path) -> list[str]:
    return [line[len("# expect: ") :] for line in path.read_text("utf-8").split("\n") if line.startswith("# expect: ")]


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_reports_exactly_the_expected_diagnostics(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(path.parent)
    expected = _expected(path)
    assert expected, f"{path.name} declares no expectation"
    result = load_paths([path.name])
    actual = [line for d in result.diagnostics for line in d.header_lines()]
    assert actual == expected
    if any(": error: " in line for line in expected):
        assert result.has_errors
        with pytest.raises(sheaf.SchemaError) as raised:
            sheaf.load_schema(path.name)
        assert [str(d) for d in raised.value.diagnostics] == [d for d in expected if ": note: " not in d]


@pytest.mark.parametrize("path", [p for p in FIXTURES if p.name != "several-errors.yaml"], ids=lambda p: p.name)
def test_first_diagnostic_has_the_code_the_fixture_is_named_after(path: Path) -> None:
    stem = path.stem
    matching = [code for code in CODES if stem == code or stem.startswith(code + "-")]
    assert matching, f"{path.name} is not named after a diagnostic code"
    code = max(matching, key=len)
    assert load_paths([path]).diagnostics[0].code == code


def test_schema_error_items_carry_locations(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "schema: s\nversion: 1\ntypes:\n  A:\n    kind: struct\n    fields:\n      name: { id: 1, type: String }\n"
    )
    with pytest.raises(sheaf.SchemaError) as raised:
        sheaf.load_schema(bad)
    (item,) = raised.value.diagnostics
    assert (item.file, item.line, item.column, item.severity, item.code) == (str(bad), 7, 28, "error", "unknown-type")
    assert item.message == "unknown type 'String'; did you mean 'string'?"
    assert str(item) == f"{bad}:7:28: error: unknown type 'String'; did you mean 'string'?"
    assert str(raised.value).endswith("                           ^\n1 error")
