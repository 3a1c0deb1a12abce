"""Shared paths: the repository's fixture folders are read in place, never copied."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SCHEMA_FIXTURES = REPO / "Tests" / "SheafSchemaTests" / "Fixtures"
CONFORMANCE = REPO / "Conformance"
SHOWCASE = REPO / "Schemas"
