"""Random values of every showcase type through the generated classes, through the Swift
`sheaf` tool named by `SHEAF_SWIFT_BIN` (scripts/test.sh sets it), and through the generated
Swift code of the package's test bundle (built by `swift build --build-tests`)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from conftest import REPO, swift_binary, swift_toolchain
from generated_sets import modules
from random_values import RandomValues

from sheaf.schema.model import DeclarationKind

SCHEMAS = modules("showcase")["company_sheaf"]._SCHEMA.set
TYPES = sorted(SCHEMAS.types)


@pytest.mark.parametrize("name", TYPES)
def test_random_values_round_trip(name: str) -> None:
    info = SCHEMAS.info(name)
    for seed in range(20):
        value, arguments = RandomValues(SCHEMAS, seed).root(info)
        family = info.cls if info.kind is DeclarationKind.PROTOCOL else None
        data = value.to_bytes(type_arguments=arguments, family=family)
        back = info.cls.from_bytes(data)
        assert back.to_bytes(type_arguments=arguments, family=family) == data


def _swift(*arguments: str, stdin: bytes | None = None) -> bytes:
    done = subprocess.run([swift_binary(), *arguments], input=stdin, capture_output=True, cwd=REPO)
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


@pytest.mark.parametrize("name", TYPES)
def test_swift_reads_and_rewrites_python_archives(name: str, tmp_path: Path) -> None:
    """Python writes; Swift dumps and packs the value again, byte for byte; Python reads
    Swift's archive back to the same bytes."""
    info = SCHEMAS.info(name)
    for seed in range(5):
        value, arguments = RandomValues(SCHEMAS, 1000 + seed).root(info)
        family = info.cls if info.kind is DeclarationKind.PROTOCOL else None
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


# The root types whose generated Swift code the test bundle runs on exchanged archives
# (RandomAgreementTests.roots in Tests/SheafGeneratedTests).
SWIFT_GENERATED_ROOTS = (
    "Employee",
    "Garage",
    "Depot",
    "PayrollRun",
    "Team",
    "Primitives",
    "OptionalPrimitives",
    "Defaults",
    "Nesting",
    "MapKeys",
    "Keywords",
    "Tree",
    "Directory",
    "Generics",
    "Evolving",
    "Library",
    "Branch",
    "Member",
)
# Generated Swift holds timestamps as `Date`, exact to the microsecond within about a
# century of 2001 (Conformance/FORMAT.md, timestamps): values stay within that.
_NEAR_2001 = (978_307_200 * 10**6 - 3 * 10**15, 978_307_200 * 10**6 + 3 * 10**15)


def test_generated_swift_code_exchanges_archives_with_python(tmp_path: Path) -> None:
    """Python's generated classes write; generated Swift code reads and writes the same bytes
    back; and the reverse, with archives generated Swift code wrote."""
    swift = swift_toolchain()
    written: dict[str, bytes] = {}
    for index, name in enumerate(SWIFT_GENERATED_ROOTS):
        info = SCHEMAS.info(name)
        for seed in range(3):
            value, _ = RandomValues(SCHEMAS, 5000 + 100 * seed + index, instants=_NEAR_2001).root(info)
            data = value.to_bytes()
            written[f"{name}-{seed}.sheaf"] = data
            (tmp_path / f"{name}-{seed}.sheaf").write_bytes(data)
    env = dict(os.environ, SHEAF_INTEROP_DIR=str(tmp_path))
    done = subprocess.run(
        [swift, "test", "--skip-build", "--filter", "InteropExchangeTests"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    for file, data in written.items():
        swift_path = tmp_path / (file + ".swift")
        assert swift_path.is_file(), f"the test bundle did not re-write {file}:\n{done.stdout[-2000:]}"
        assert swift_path.read_bytes() == data, f"generated Swift re-wrote {file} differently"
    swift_written = sorted(tmp_path.glob("*.swift.sheaf"))
    assert len(swift_written) == 3 * len(SWIFT_GENERATED_ROOTS)
    for path in swift_written:
        data = path.read_bytes()
        read = SCHEMAS.info(path.name.split("-", 1)[0]).cls.from_bytes(data)
        assert read.to_bytes() == data, f"Python re-wrote {path.name} differently"
