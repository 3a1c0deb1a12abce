"""The Swift suite's YAML reader goldens, read in place: diagnostics rendered with codes
and source lines, then the tree with positions and styles."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import SCHEMA_FIXTURES

from sheaf.schema.diagnostics import DiagnosticCollector, DiagnosticRenderer, SourceFile
from sheaf.schema.yaml_reader import Node, parse_yaml

CASES = sorted(p for p in (SCHEMA_FIXTURES / "yaml").glob("*/*") if p.is_dir())


def _debug(text: str) -> str:
    """Swift's ``String.debugDescription``: quotes, and escapes for quotes, backslashes,
    tab, line feed, carriage return and NUL."""
    escapes = {"\\": "\\\\", '"': '\\"', "'": "\\'", "\t": "\\t", "\n": "\\n", "\r": "\\r", "\0": "\\0"}
    return '"' + "".join(escapes.get(c, c) for c in text) + '"'


def _dump(node: Node, role: str = "root", indent: str = "") -> str:
    position = f"@{node.location.line}:{node.location.column}"
    if node.kind == "scalar":
        return f"{indent}{role} {node.style} {position} {_debug(node.scalar or '')}\n"
    if node.items is not None:
        return f"{indent}{role} sequence {position}\n" + "".join(_dump(i, "item", indent + "  ") for i in node.items)
    pairs = node.pairs or []
    return f"{indent}{role} mapping {position}\n" + "".join(
        _dump(k, "key", indent + "  ") + _dump(v, "value", indent + "  ") for k, v in pairs
    )


def test_cases_are_there() -> None:
    assert len([c for c in CASES if c.parent.name == "invalid"]) >= 20
    assert len([c for c in CASES if c.parent.name == "valid"]) >= 8


@pytest.mark.parametrize("case", CASES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_reader_output_matches_golden(case: Path) -> None:
    data = (case / "input.yaml").read_bytes()
    diagnostics = DiagnosticCollector()
    root = parse_yaml(data, "input.yaml", diagnostics)
    output = DiagnosticRenderer([SourceFile("input.yaml", data)], include_codes=True).render(diagnostics.diagnostics)
    output += _dump(root) if root is not None else "(no tree)\n"
    assert output == (case / "expected.txt").read_text("utf-8")
    assert (root is None) == (case.parent.name == "invalid")


def test_a_pyyaml_without_libyaml_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from sheaf.schema import yaml_reader

    monkeypatch.setattr(yaml_reader, "_CParser", None)
    with pytest.raises(yaml_reader.LibYAMLUnavailable, match="libyaml"):
        parse_yaml(b"a: 1\n", "x.yaml", DiagnosticCollector())
