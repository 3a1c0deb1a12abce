"""The Python command line against the Swift `sheaf` binary (path in SHEAF_SWIFT_BIN, set by
scripts/test.sh): the same arguments give the same standard output, standard error and
exit status on the showcase and conformance schemas and the conformance archives."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from conftest import CONFORMANCE, REPO, SCHEMA_FIXTURES, annotated_hex, run_main, swift_binary
from test_json_form_errors import CASES, FORM_SCHEMA, ErrorCase


def swift(args: list[str]) -> tuple[int, str, str]:
    """The Swift tool's exit status, standard output and standard error (the test is skipped
    when the tool is not built)."""
    done = subprocess.run([swift_binary(), *args], cwd=REPO, capture_output=True, timeout=60)
    # Decoded without newline translation: a carriage return in a message stays one.
    return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")


SCHEMA_PATHS = [
    "Schemas",
    "Schemas/evolution",
    *sorted(str(p.relative_to(REPO)) for p in (REPO / "Schemas").rglob("*.yaml")),
    *sorted(str(p.relative_to(REPO)) for p in (CONFORMANCE / "schemas").glob("*.yaml")),
]
INVALID = sorted(str(p.relative_to(REPO)) for p in (SCHEMA_FIXTURES / "invalid").glob("*.yaml"))


@pytest.mark.parametrize("path", SCHEMA_PATHS + INVALID + ["does-not-exist.yaml", "README.md", "Package.swift"])
def test_check_is_the_same(path: str, capfd: pytest.CaptureFixture[str]) -> None:
    assert run_main(["check", path], capfd) == swift(["check", path])


@pytest.mark.parametrize("path", SCHEMA_PATHS + INVALID[:5])
def test_fingerprint_is_the_same(path: str, capfd: pytest.CaptureFixture[str]) -> None:
    assert run_main(["fingerprint", "--types", path], capfd) == swift(["fingerprint", "--types", path])


def test_usage_errors_exit_64(capfd: pytest.CaptureFixture[str]) -> None:
    assert run_main([], capfd)[0] == swift([])[0] == 0
    for args in (["check"], ["bogus"], ["dump", "--schema", "Schemas"], ["validate"], ["dump", "--max-depth", "x"]):
        status, out, err = run_main(args, capfd)
        assert (status, out) == (swift(args)[0], "") and status == 64 and err.startswith("Error: ")


MANIFEST = json.loads((CONFORMANCE / "manifest.json").read_text("utf-8"))
PLAIN_CASES = [c for c in MANIFEST["cases"] if "options" not in c]


def _archive(case: dict[str, object], folder: Path) -> str:
    path = folder / (str(case["id"]).replace("/", "_") + ".sheaf")
    path.write_bytes(annotated_hex(CONFORMANCE / str(case["archive"])))
    return str(path)


@pytest.mark.parametrize("case", PLAIN_CASES, ids=lambda c: str(c["id"]))
def test_dump_and_validate_are_the_same(
    case: dict[str, object], tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    archive = _archive(case, tmp_path)
    schemas = [str((CONFORMANCE / str(s)).relative_to(REPO)) for s in case["schemas"]]  # type: ignore[attr-defined]
    for command in ("dump", "validate"):
        args = [command, "--schema", *schemas, "--", archive]
        mine, theirs = run_main(args, capfd), swift(args)
        assert mine == theirs


VALUE_CASES = [c for c in MANIFEST["cases"] if c["expect"] == "value"]


@pytest.mark.parametrize("case", VALUE_CASES, ids=lambda c: str(c["id"]))
def test_pack_writes_the_same_bytes(case: dict[str, object], tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    schemas = [str((CONFORMANCE / str(s)).relative_to(REPO)) for s in case["schemas"]]  # type: ignore[attr-defined]
    json_path = str(CONFORMANCE / str(case["value"]))
    flags = ["--checksum"] if case.get("checksum") else []
    mine, theirs = tmp_path / "python.sheaf", tmp_path / "swift.sheaf"
    args = ["pack", "--schema", *schemas, "--type", str(case["root"]), "--input", json_path, *flags]
    assert run_main([*args, "--output", str(mine)], capfd) == (0, "", "")
    assert swift([*args, "--output", str(theirs)]) == (0, "", "")
    assert mine.read_bytes() == theirs.read_bytes()


EVOLUTION = MANIFEST.get("evolution", [])


@pytest.mark.parametrize("entry", EVOLUTION, ids=lambda e: str(e["id"]))
def test_cross_version_dump_and_pack_are_the_same(
    entry: dict[str, object], tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """An archive of one schema version read with another's schema: the same dump (wrapped
    with the archive's tables when it keeps bytes), and the same bytes when packed again."""
    archive = _archive(entry, tmp_path)
    reader: dict[str, object] = entry["reader"]  # type: ignore[assignment]
    schemas = [str((CONFORMANCE / str(s)).relative_to(REPO)) for s in reader["schemas"]]  # type: ignore[attr-defined]
    dumped = run_main(["dump", "--schema", *schemas, "--", archive], capfd)
    assert dumped == swift(["dump", "--schema", *schemas, "--", archive]) and dumped[0] == 0
    source = tmp_path / "dumped.json"
    source.write_text(dumped[1], "utf-8")
    args = ["pack", "--schema", *schemas, "--type", str(entry["root"]), "--input", str(source)]
    assert run_main([*args, "--output", str(tmp_path / "python.sheaf")], capfd) == (0, "", "")
    assert swift([*args, "--output", str(tmp_path / "swift.sheaf")]) == (0, "", "")
    resave = annotated_hex(CONFORMANCE / str(entry["resave"]))
    assert (tmp_path / "python.sheaf").read_bytes() == (tmp_path / "swift.sheaf").read_bytes() == resave


#: Bad JSON beyond the Swift tool's own error fixtures: `pack` must print the same lines.
EXTRA_BAD_JSON = [
    ErrorCase(f"extra-{number}", FORM_SCHEMA, type_text, json_text, "")
    for number, (type_text, json_text) in enumerate(
        [
            ("float64", "1" + "0" * 400),
            ("float32", "1" + "0" * 50),
            ("[uuid: bool]", '{"x": true}'),
            ("[int8: bool]", '{"300": true}'),
            ("[string: int8]", '{"e\\u0301": 1, "\\u00e9": 2}'),
            ("bytes", '"AB=="'),
            ("bytes", '"AB*="'),
            ("[int8]", "[1, 2"),
            ("[string]", '["é世🌍", 1]'),
            ("int8", "1" * 5000),
            ("float32", "-" + "1" * 1200),
            ("float64", "0." + "0" * 1200 + "1"),
            ("float32", "3.5e38"),
            # An entry count no document of this size can cover: refused before allocating.
            ("Node", '{"$archive": {"tags": [], "instances": 2147483647, "entries": {}}, "$root": {"label": "a"}}'),
            # Names that are no case of an open enum: how to write a raw value without a case.
            ("Gender", '"mael"'),
            ("Word", '"pur\\"ple"'),
            ("Huge", '"big"'),
            ("Keys", '{"byWord": {"purple": 1}}'),
            ("Keys", '{"byHuge": {"big": 1}}'),
            ("Tiny", '"huge"'),
        ]
    )
]


@pytest.mark.parametrize("case", CASES + EXTRA_BAD_JSON, ids=lambda c: c.name)
def test_pack_rejects_bad_json_as_the_swift_tool_does(
    case: ErrorCase, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """The same status and the same error line, byte for byte: message, line:column, path, byte offset."""
    source = tmp_path / "in.json"
    source.write_text(case.json, "utf-8")
    args = ["pack", "--schema", str(case.schema.relative_to(REPO)), "--type", case.type, "--input", str(source)]
    mine = run_main([*args, "--output", str(tmp_path / "a")], capfd)
    theirs = swift([*args, "--output", str(tmp_path / "b")])
    assert mine == theirs
    assert mine[0] == 1 and mine[2].startswith(f"{source}:")
    assert not (tmp_path / "a").exists()


#: float32 values written in decimal: each rounds once, to nearest with ties to even, from the
#: decimal itself. Through float64 the first one would round twice, to 0x3F800000.
FLOAT32_TEXTS = [
    ("1.00000005960464477539062500000000001", 0x3F800001),
    ("16777217", 0x4B800000),
    ("3.4028235677973366e38", 0x7F7FFFFF),
    ("1e-46", 0x00000000),
    ("-1.5e-45", 0x80000001),
]


@pytest.mark.parametrize(("text", "bits"), FLOAT32_TEXTS)
def test_float32_numbers_round_once_from_their_text(
    text: str, bits: int, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "in.json"
    source.write_text(text)
    args = [
        "pack",
        "--schema",
        "Tests/SheafDynamicTests/JSON/Fixtures/schemas/form.yaml",
        "--type",
        "float32",
        "--input",
        str(source),
    ]
    assert run_main([*args, "--output", str(tmp_path / "python.sheaf")], capfd) == (0, "", "")
    assert swift([*args, "--output", str(tmp_path / "swift.sheaf")]) == (0, "", "")
    data = (tmp_path / "python.sheaf").read_bytes()
    assert data == (tmp_path / "swift.sheaf").read_bytes()
    assert data.endswith(bits.to_bytes(4, "little"))


@pytest.mark.parametrize("names", [["a.yml"], ["b.yml", "a.YML", ".c.yml"], ["notes.txt"]])
def test_folders_without_schema_files(names: list[str], tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    for name in names:
        (tmp_path / name).write_text("schema: s\nversion: 1\ntypes:\n")
    assert run_main(["check", str(tmp_path)], capfd) == swift(["check", str(tmp_path)])


@pytest.mark.parametrize("archive", ["does-not-exist.sheaf", "Conformance"])
def test_unreadable_archives(archive: str, capfd: pytest.CaptureFixture[str]) -> None:
    for command in ("dump", "validate"):
        args = [command, "--schema", "Conformance/schemas/scalars.yaml", "--", archive]
        assert run_main(args, capfd) == swift(args)


def test_mutated_archives_are_reported_alike(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    """Archive bodies mutated at random (header intact): `dump` and `validate` print the same
    lines with every conformance schema loaded — a differential run of the two tools."""
    import random

    from test_fuzz_replay import mutate

    from sheaf.wire.header import read_header

    bodies = []
    for case in MANIFEST["cases"]:
        data = annotated_hex(CONFORMANCE / str(case["archive"]))
        try:
            start = read_header(data).reader.pos
        except Exception:
            continue
        if data[5] == 0:
            bodies.append((data[:start], data[start:]))
    schemas = [str(p.relative_to(REPO)) for p in sorted((CONFORMANCE / "schemas").glob("*.yaml"))]
    rng = random.Random("sheaf-cli-differential")
    others = [body for _, body in bodies]
    path = tmp_path / "mutated.sheaf"
    for _ in range(60):
        head, body = rng.choice(bodies)
        path.write_bytes(head + mutate(body, rng, others))
        for command in ("dump", "validate"):
            args = [command, "--schema", *schemas, "--", str(path)]
            assert run_main(args, capfd) == swift(args), path.read_bytes().hex(" ")


@pytest.mark.parametrize("command", ["pack", "dump", "validate"])
def test_max_depth_ceiling_is_the_same(command: str, capfd: pytest.CaptureFixture[str]) -> None:
    # Both tools refuse a nesting limit above 100 000 with the same message (the Swift tool
    # could not reserve the stack such a run may need).
    args = [command, "--schema", "Schemas/company.yaml", "--max-depth", "100001"]
    args += ["--type", "Employee", "--output", "never-written.shf"] if command == "pack" else ["x.shf"]
    status, out, err = run_main(args, capfd)
    swift_status, swift_out, swift_err = swift(args)
    assert (status, out) == (swift_status, swift_out) == (64, "")
    assert (
        err.splitlines()[0]
        == swift_err.splitlines()[0]
        == ("Error: --max-depth must be at most 100000: deeper nesting needs more stack than sheaf reserves.")
    )
