"""Random values of every showcase type through the generated classes, and through the
Swift `sheaf` tool named by `SHEAF_SWIFT_BIN` (scripts/test.sh sets it)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from conftest import REPO
from generated_sets import modules
from random_values import RandomValues

SWIFT = os.environ.get("SHEAF_SWIFT_BIN", "")


SCHEMAS = modules("showcase")["company_sheaf"]._SCHEMA.set
TYPES = sorted(SCHEMAS.types)


@pytest.mark.parametrize("name", TYPES)
def test_random_values_round_trip(name: str) -> None:
    info = SCHEMAS.info(name)
    for seed in range(20):
        value, arguments = RandomValues(SCHEMAS, seed).root(info)
        family = info.cls if info.kind == "protocol" else None
        data = value.to_bytes(type_arguments=arguments, family=family)
        back = info.cls.from_bytes(data)
        assert back.to_bytes(type_arguments=arguments, family=family) == data


def _swift(*arguments: str, stdin: bytes | None = None) -> bytes:
    if not SWIFT or not Path(SWIFT).is_file():
        pytest.fail(
            "SHEAF_SWIFT_BIN must name the Swift sheaf binary (scripts/test.sh sets it); "
            "the interop tests cannot run without it"
        )
    done = subprocess.run([SWIFT, *arguments], input=stdin, capture_output=True, cwd=REPO)
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


@pytest.mark.parametrize("name", TYPES)
def test_swift_reads_and_rewrites_python_archives(name: str, tmp_path: Path) -> None:
    """Python writes; Swift dumps and packs the value again, byte for byte; Python reads
    Swift's archive back to the same bytes."""
    info = SCHEMAS.info(name)
    for seed in range(5):
        value, arguments = RandomValues(SCHEMAS, 1000 + seed).root(info)
        family = info.cls if info.kind == "protocol" else None
        data = value.to_bytes(type_arguments=arguments, family=family)
        archive = tmp_path / "python.sheaf"
        archive.write_bytes(data)
        dumped = _swift("dump", "--schema", "Schemas", str(archive))
        root_type = name + (f"<{', '.join(arguments)}>" if arguments else "")
        packed = tmp_path / "swift.sheaf"
        _swift("pack", "--schema", "Schemas", "--type", root_type, "--output", str(packed), stdin=dumped)
        swift_bytes = packed.read_bytes()
        assert swift_bytes == data, f"seed {seed}: Swift re-wrote {name} differently"
        read = info.cls.from_bytes(swift_bytes)
        assert read.to_bytes(type_arguments=arguments, family=family) == data
