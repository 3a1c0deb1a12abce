"""A bool, integer or float default written in quotes is a string: when the text without
its quotes would be a valid default, the diagnostic says so and how to write it."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheaf.schema.loader import load_paths


def quoted(text: str, primitive: str) -> str:
    return f"is quoted, so it is a string, not a valid {primitive}; write it without quotes: default: {text}"


CASES = [
    # Quoted, and valid without the quotes.
    ("int32", '"0"', f"default '0' {quoted('0', 'int32')}"),
    ("int32", "'0'", f"default '0' {quoted('0', 'int32')}"),
    ("int8", '"-128"', f"default '-128' {quoted('-128', 'int8')}"),
    ("uint16", '"0x10"', f"default '0x10' {quoted('0x10', 'uint16')}"),
    ("uint64", '"18446744073709551615"', f"default '18446744073709551615' {quoted('18446744073709551615', 'uint64')}"),
    ("int", "'-7'", f"default '-7' {quoted('-7', 'int')}"),
    ("uint", '"7"', f"default '7' {quoted('7', 'uint')}"),
    ("bool", '"true"', f"default 'true' {quoted('true', 'bool')}"),
    ("bool", "'False'", f"default 'False' {quoted('False', 'bool')}"),
    ("float32", '".inf"', f"default '.inf' {quoted('.inf', 'float32')}"),
    ("float64", '"1.5"', f"default '1.5' {quoted('1.5', 'float64')}"),
    ("float64", "'-2e3'", f"default '-2e3' {quoted('-2e3', 'float64')}"),
    # Quoted, and not valid without the quotes either: the message is as for any invalid default.
    ("int8", '"300"', "default '300' is not a valid int8"),
    ("uint8", '"-1"', "default '-1' is not a valid uint8"),
    ("bool", '"yes"', "default 'yes' is not a valid bool"),
    ("int32", '""', "default '' is not a valid int32"),
    ("int32", '" 1"', "default ' 1' is not a valid int32"),
    ("float64", '"abc"', "default 'abc' is not a valid float64 (write a number, .nan, .inf or -.inf)"),
    ("float32", '"1e39"', "default '1e39' is not a valid float32 (write a number, .nan, .inf or -.inf)"),
    # Plain: not about quotes.
    ("int8", "300", "default '300' is not a valid int8"),
    ("bool", "yes", "default 'yes' is not a valid bool"),
    # A block scalar is not a quoted one.
    ("int32", "|-\n          5", "default '5' is not a valid int32"),
]


def _load(tmp_path: Path, type_name: str, default: str) -> list[tuple[str, str]]:
    path = tmp_path / "defaults.yaml"
    path.write_text(
        "schema: defaults\nversion: 1\ntypes:\n  Thing:\n    kind: struct\n    fields:\n"
        f"      value:\n        id: 1\n        type: {type_name}\n        default: {default}\n",
        "utf-8",
    )
    return [(d.code, d.message) for d in load_paths([path]).diagnostics]


@pytest.mark.parametrize(("type_name", "default", "message"), CASES)
def test_invalid_default_message(type_name: str, default: str, message: str, tmp_path: Path) -> None:
    assert _load(tmp_path, type_name, default) == [("invalid-default", message)]


@pytest.mark.parametrize(
    ("type_name", "default"),
    [
        ("int32", "0"),
        ("bool", "true"),
        ("float64", "1.5"),
        ("string", '"0"'),
        ("string", "'true'"),
        ("bytes", '"AA=="'),
    ],
)
def test_valid_defaults_have_no_diagnostic(type_name: str, default: str, tmp_path: Path) -> None:
    assert _load(tmp_path, type_name, default) == []
