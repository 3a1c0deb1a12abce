"""A reader without a type of its own (`dump` with a schema set and no type) decodes the root
type the archive's header names; FORMAT.md §13 fixes the order of its checks: a schema name
outside the set, then a root type that does not resolve, then a root type of another schema.
Both command lines give the same code and offset, written here from that rule."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import CONFORMANCE, run_main
from test_cli_against_swift import swift

from sheaf.wire.writer import Writer

#: (header schema name, header root type) → (code, offset). The root type's length prefix is
#: at 6 + 1 + len(name) + 1 (version 1) + 8 (fingerprint).
CASES = {
    ("nosuch", "Ints"): ("schemaMismatch", 6),
    ("nosuch", "Nope"): ("schemaMismatch", 6),
    ("scalars", "Nope"): ("rootTypeMismatch", 6 + 1 + 7 + 1 + 8),
    ("scalars", "Pile<Nope>"): ("rootTypeMismatch", 6 + 1 + 7 + 1 + 8),
    ("scalars", "[Nope]"): ("rootTypeMismatch", 6 + 1 + 7 + 1 + 8),
    ("scalars", "Pile<[int8]>"): ("schemaMismatch", 6),
    ("generics", "Ints"): ("schemaMismatch", 6),
}


def _archive(folder: Path, name: str, root: str) -> str:
    header = Writer()
    header.raw(b"\x89SHF\x02\x00")
    header.string(name)
    header.varint(1)
    header.raw(bytes(8))
    header.string(root)
    header.raw(b"\x00\x00\x00")  # no tags, no instances, an empty struct
    path = folder / "a.sheaf"
    path.write_bytes(bytes(header.buffer))
    return str(path)


@pytest.mark.parametrize(("name", "root"), list(CASES), ids=[f"{n}-{r}" for n, r in CASES])
def test_the_header_is_checked_in_the_documented_order(
    name: str, root: str, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    code, offset = CASES[(name, root)]
    archive = _archive(tmp_path, name, root)
    status, out, err = run_main(["dump", "--schema", str(CONFORMANCE / "schemas"), archive], capfd)
    assert (status, out) == (1, "")
    assert err.startswith(f"{archive}: offset {offset}: ") and err.rstrip().endswith(f"[{code}]"), err


@pytest.mark.parametrize(("name", "root"), list(CASES), ids=[f"{n}-{r}" for n, r in CASES])
def test_the_swift_tool_checks_in_the_same_order(
    name: str, root: str, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    archive = _archive(tmp_path, name, root)
    args = ["dump", "--schema", str(CONFORMANCE / "schemas"), archive]
    assert swift(args) == run_main(args, capfd)
