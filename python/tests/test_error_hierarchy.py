"""One error hierarchy: every error the package raises for bad schemas, archives, the JSON
form, streams and values is a `sheaf.SheafError` with a stable `.code`."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import SHOWCASE

import sheaf

PUBLIC_ERRORS = sorted(name for name in sheaf.__all__ if name.endswith("Error") or name == "LibYAMLUnavailable")


def test_the_public_errors_are_the_documented_ones() -> None:
    assert PUBLIC_ERRORS == [
        "ArchiveError",
        "JSONFormError",
        "LibYAMLUnavailable",
        "SchemaError",
        "SheafError",
        "StreamClosedError",
        "StreamError",
        "TypeExpressionError",
        "WrongTypeError",
    ]


@pytest.mark.parametrize("name", PUBLIC_ERRORS)
def test_every_public_error_is_a_sheaf_error(name: str) -> None:
    cls = getattr(sheaf, name)
    assert issubclass(cls, sheaf.SheafError) and issubclass(cls, Exception)


def test_each_kind_of_failure_raises_a_sheaf_error_with_a_code(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("schema: bad\nversion: 1\ntypes:\n  A: { kind: struct, fields: { x: { id: 1, type: Strin } } }\n")
    schema = sheaf.load_schema(SHOWCASE / "company.yaml")
    failures = {
        "invalidSchema": lambda: sheaf.load_schema(bad),
        "badMagic": lambda: schema.dump(b"nope"),
        "wrongType": lambda: schema.pack({"name": 1}, type="Employee"),
        "invalidTypeExpression": lambda: schema.pack({}, type="Employe"),
        "ioError": lambda: list(sheaf.read_stream(tmp_path / "missing.sheafs")),
    }
    for code, fail in failures.items():
        with pytest.raises(sheaf.SheafError) as caught:
            fail()
        assert caught.value.code == code, code
    writer = schema.stream_writer(tmp_path / "s.sheafs", type="Employee")
    writer.close()
    with pytest.raises(sheaf.SheafError) as caught:
        writer.append({"name": "Ann"})
    assert isinstance(caught.value, ValueError) and caught.value.code == "streamClosed"


def test_a_schema_error_keeps_its_diagnostics_codes(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("schema: bad\nversion: 1\ntypes:\n  A: { kind: struct, fields: { x: { id: 1, type: Strin } } }\n")
    with pytest.raises(sheaf.SchemaError) as caught:
        sheaf.load_schema(bad)
    assert caught.value.code == "invalidSchema"
    assert [d.code for d in caught.value.diagnostics] == ["unknown-type"]


def test_a_bad_type_expression_is_still_a_value_error() -> None:
    schema = sheaf.load_schema(SHOWCASE / "company.yaml")
    with pytest.raises(ValueError, match="unknown type 'Employe'; did you mean 'Employee'"):
        schema.pack({}, type="Employe")
