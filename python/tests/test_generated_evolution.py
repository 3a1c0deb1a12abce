"""Nothing lost across schema versions: an archive of `hr` version 2 read by the classes
generated for version 1 and written again keeps every field, enum value and option bit
version 1 does not know (Schemas/evolution)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from conftest import REPO

import sheaf
from sheaf.generator import generate, write_modules
from sheaf.wire.header import read_header

WRITE_V2 = """
import datetime, sys
from hr_sheaf import Department, StaffMember, Role, Permissions, HealthPlan
ann = StaffMember(
    name="Ann", employeeNumber=7, role=Role.dataScientist, permissions=Permissions.read | Permissions.approveExpenses,
    benefits=[HealthPlan(provider="AOK", monthlyCost=1200, coversFamily=True)], deskPhone="12",
    startDate=datetime.datetime(2020, 1, 1, tzinfo=datetime.timezone.utc), email="ann@example.com", remoteDays=2,
)
sys.stdout.buffer.write(Department(name="R&D", members=[ann], lead=ann).to_bytes())
"""

REWRITE_V1 = """
import sys
from hr_sheaf import Department
department = Department.from_bytes(sys.stdin.buffer.read())
member = department.members[0]
assert member.role.value == "data-scientist", member.role
assert int(member.permissions) == 0b1001, member.permissions
assert [f[0] for f in member.sheaf_unknown_fields] == [12, 13], member.sheaf_unknown_fields
if sys.argv[1:] == ["edit"]:
    member.name = "Ann B."  # the older code's own edit
sys.stdout.buffer.write(department.to_bytes())
"""

READ_V2 = """
import sys
from hr_sheaf import Department
department = Department.from_bytes(sys.stdin.buffer.read())
assert department.members[0].name == "Ann B."
assert department.members[0].email == "ann@example.com" and department.members[0].remoteDays == 2
assert department.lead is not None and department.lead.name == "Ann"
print("ok")
"""


def _run(folder: Path, script: str, stdin: bytes = b"", *arguments: str) -> bytes:
    env = dict(os.environ, PYTHONPATH=str(folder))
    done = subprocess.run([sys.executable, "-c", script, *arguments], input=stdin, capture_output=True, env=env)
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


def test_older_classes_keep_what_a_newer_version_wrote(tmp_path: Path) -> None:
    for version in ("v1", "v2"):
        schema = sheaf.load_schema(REPO / "Schemas" / "evolution" / version)
        write_modules(generate(schema.schema_set), str(tmp_path / version))
    newer = _run(tmp_path / "v2", WRITE_V2)
    edited = _run(tmp_path / "v1", REWRITE_V1, newer, "edit")
    assert _run(tmp_path / "v2", READ_V2, edited) == b"ok\n"
    # Re-saved without edits: the header names version 1, the body is the newer writer's.
    resaved = _run(tmp_path / "v1", REWRITE_V1, newer)
    old, new = read_header(resaved), read_header(newer)
    assert (old.version, new.version) == (1, 2)
    assert resaved[old.reader.pos :] == newer[new.reader.pos :]
