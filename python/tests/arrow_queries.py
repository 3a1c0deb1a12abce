"""The questions the engine tests ask of exported Event records, each with the answer worked
out in Python from the same records read by Sheaf's own stream reader (the JSON form): counts,
sums, group-bys, filters on enum names, uuids and timestamps, nested list and map access, a
family member's own field. Each engine's test spells the questions in its SQL."""

from __future__ import annotations

import collections
from typing import Any

import pytest
from arrow_expected import timestamp

#: The instant the timestamp filter compares with.
CUTOFF = "2010-01-01T00:00:00.000000Z"


def answers(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Each question's answer, by name."""
    levels = collections.Counter(_level(r) for r in records)
    cases = collections.Counter(next(iter(r["payment"])) for r in records)
    cash = sum(r["payment"]["cash"]["amount"] for r in records if "cash" in r["payment"])
    circles = [r["shape"] for r in records if r.get("shape", {}).get("$type") == "circle"]
    probe = records[len(records) // 3]["key"]
    return {
        "count": len(records),
        "sum_i32": sum(r["i32"] for r in records),
        "sum_u64": sum(r["u64"] for r in records),
        "sum_i8_flagged": sum(r["i8"] for r in records if r["flag"]),
        "levels": dict(levels),
        "red": sum(1 for r in records if r.get("colour") == "red"),
        "writers": sum(1 for r in records if "write" in r.get("perms", [])),
        "by_key": [r["text"] for r in records if r["key"] == probe],
        "probe": probe,
        "before_cutoff": sum(1 for r in records if timestamp(r["at"]) < timestamp(CUTOFF)),
        "grid_cells": sum(len(row) for r in records for row in r.get("grid", [])),
        "grid_first": sum(r.get("grid", [])[0][0] for r in records if r.get("grid", []) and r.get("grid", [])[0]),
        "red_tags": sum(len(r.get("tags", {})["red"]) for r in records if "red" in r.get("tags", {})),
        "index_entries": sum(len(v) for r in records for v in r.get("index", {}).values()),
        "payment_cases": dict(cases),
        "cash": cash,
        "circle_radius": sum(s["radius"] for s in circles),
        "circle_labels": sorted(s["label"] for s in circles),
        "people": sum(len(r.get("people", [])) for r in records),
    }


def _level(record: dict[str, Any]) -> str:
    level = record.get("level", "low")
    return str(level["$raw"]) if isinstance(level, dict) else level


def assert_same(got: dict[str, Any], expected: dict[str, Any]) -> None:
    """Each engine's answer equals the one worked out from Sheaf's reading (floats to rounding)."""
    for name, answer in expected.items():
        if isinstance(answer, float):
            assert got[name] == pytest.approx(answer), name
        else:
            assert got[name] == answer, name
