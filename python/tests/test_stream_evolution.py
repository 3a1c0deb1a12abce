"""A stream written under one version of a schema, read with another (as archives are)."""

from __future__ import annotations

from pathlib import Path

import sheaf

EVOLUTION = Path(__file__).resolve().parents[2] / "Schemas" / "evolution"

V1_MEMBER = {"name": "Ann", "employeeNumber": 7, "deskPhone": "101", "startDate": "2024-01-02T03:04:05.000000Z"}


def test_a_v1_stream_reads_with_v2_and_a_v2_stream_with_v1(tmp_path: Path) -> None:
    v1 = sheaf.load_schema(EVOLUTION / "v1")
    v2 = sheaf.load_schema(EVOLUTION / "v2")
    old = tmp_path / "v1.sheafs"
    with v1.stream_writer(old, "StaffMember", codec="deflate") as writer:
        writer.append(V1_MEMBER)
    # Newer reader: the record as v1 wrote it, the field v2 added absent.
    assert list(sheaf.read_stream(old, schema=v2)) == [V1_MEMBER]
    assert list(sheaf.read_stream(old)) == [V1_MEMBER]
    new = tmp_path / "v2.sheafs"
    with v2.stream_writer(new, "StaffMember") as writer:
        writer.append({**V1_MEMBER, "remoteDays": 2})
    # Older reader: the field it does not know is kept, as an archive reader keeps it.
    (record,) = sheaf.read_stream(new, schema=v1)
    assert {k: v for k, v in record.items() if k != "$unknown"} == V1_MEMBER
    assert record["$unknown"]  # field 13, kept as bytes
    # The embedded v2 files read it in full.
    assert list(sheaf.read_stream(new)) == [{**V1_MEMBER, "remoteDays": 2}]
