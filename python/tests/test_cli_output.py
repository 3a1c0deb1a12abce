"""Standard output that goes away or cannot be written, for every command that writes to it.

When the reader of standard output goes away (``sheaf-py dump … | head -1``), the command
stops writing and exits with status 0, printing nothing on standard error — no traceback,
also not from the flush at exit. Any other failure to write standard output (a full device,
a closed descriptor) prints one line on standard error and exits with status 74. The
commands run as ``python -m sheaf`` in a child process, as a user runs them.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import REPO, swift_binary

import sheaf
from sheaf.cli import main
from sheaf.jsonform.text import dump, dumps

#: The folder the imported package lives in: the child process runs this same code.
_PACKAGE_PARENT = str(Path(sheaf.__file__).resolve().parents[1])
_ENV = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (_PACKAGE_PARENT, os.environ.get("PYTHONPATH")) if p))
# Standard output buffered, as it is by default: what is still buffered at exit is flushed
# then, after the command has returned, and that flush must not fail either.
_ENV.pop("PYTHONUNBUFFERED", None)
_PYTHON_TOOL = [sys.executable, "-m", "sheaf"]

#: Enough text to fill any pipe many times over (a pipe holds 64 KiB on Linux by default).
_LARGE = 1 << 20


@dataclass(frozen=True)
class Inputs:
    """Schemas and archives whose `check`, `fingerprint`, `dump` and `validate` output is
    large: a hundred schemas with long names, and a long list."""

    schemas: Path
    archives: list[Path]
    list_schema: Path
    list_archive: Path


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> Inputs:
    root = tmp_path_factory.mktemp("large-output")
    schemas = root / "schemas"
    schemas.mkdir()
    for number in range(100):
        name = f"s{number:03d}" + "x" * 20_000
        (schemas / f"s{number:03d}.yaml").write_text(
            f"schema: {name}\nversion: 1\ntypes:\n  T{number}:\n    kind: struct\n"
            f"    fields:\n      a: {{ id: 1, type: int32 }}\n",
            "utf-8",
        )
    loaded = sheaf.load_schema(schemas)
    archives = []
    for number in range(100):
        archive = root / f"a{number:03d}.sheaf"
        archive.write_bytes(loaded.pack({"a": number}, type=f"T{number}"))
        archives.append(archive)
    list_schema = root / "list.yaml"
    list_schema.write_text(
        "schema: lists\nversion: 1\ntypes:\n  Big:\n    kind: struct\n    fields:\n"
        '      items: { id: 1, type: "[string]" }\n',
        "utf-8",
    )
    value = {"items": [f"item {number:06d} " + "y" * 30 for number in range(50_000)]}
    assert len(dumps(value)) > 2 * _LARGE
    list_archive = root / "big.sheaf"
    list_archive.write_bytes(sheaf.load_schema(list_schema).pack(value, type="Big"))
    return Inputs(schemas, archives, list_schema, list_archive)


#: Each command with arguments that make it write a lot to standard output.
LARGE: dict[str, Callable[[Inputs], list[str]]] = {
    "check": lambda i: ["check", str(i.schemas)],
    "fingerprint": lambda i: ["fingerprint", "--types", str(i.schemas)],
    "dump": lambda i: ["dump", "--schema", str(i.list_schema), "--", str(i.list_archive)],
    "validate": lambda i: ["validate", "--schema", str(i.schemas), "--", *map(str, i.archives)],
}

#: Every command that writes to standard output, with arguments that make it write a little.
SMALL: dict[str, list[str]] = {
    "check": ["check", "Schemas/company.yaml"],
    "fingerprint": ["fingerprint", "--types", "Schemas/company.yaml"],
    "dump": ["dump", "--schema", "LIST_SCHEMA", "--", "SMALL_ARCHIVE"],
    "validate": ["validate", "--schema", "LIST_SCHEMA", "--", "SMALL_ARCHIVE"],
    "pack --help": ["pack", "--help"],
    "generate --help": ["generate", "--help"],
    "dump --help": ["dump", "--help"],
    "--help": ["--help"],
    "--version": ["--version"],
    "no command (the overview)": [],
}


@pytest.fixture(scope="module")
def small(inputs: Inputs) -> dict[str, list[str]]:
    """`SMALL` with its archive: a short list."""
    archive = inputs.list_archive.with_name("small.sheaf")
    archive.write_bytes(sheaf.load_schema(inputs.list_schema).pack({"items": ["a", "b"]}, type="Big"))
    names = {"LIST_SCHEMA": str(inputs.list_schema), "SMALL_ARCHIVE": str(archive)}
    return {command: [names.get(a, a) for a in arguments] for command, arguments in SMALL.items()}


def _run_cut_short(tool: list[str], arguments: list[str], tmp_path: Path) -> tuple[bytes, int, bytes]:
    """Runs a command whose reader takes one line of its output and goes away: the first
    line, the exit status and standard error."""
    errors = tmp_path / "stderr"
    with errors.open("wb") as stderr:
        process = subprocess.Popen([*tool, *arguments], stdout=subprocess.PIPE, stderr=stderr, cwd=REPO, env=_ENV)
        assert process.stdout is not None
        first = process.stdout.readline()
        process.stdout.close()
        status = process.wait(timeout=120)
    return first, status, errors.read_bytes()


def _run_into(tool: list[str], arguments: list[str], stdout: int, tmp_path: Path) -> tuple[int, bytes]:
    """Runs a command with its standard output on a given descriptor: status and standard error."""
    errors = tmp_path / "stderr"
    with errors.open("wb") as stderr:
        status = subprocess.run(
            [*tool, *arguments], stdout=stdout, stderr=stderr, cwd=REPO, env=_ENV, timeout=120
        ).returncode
    return status, errors.read_bytes()


def _run_reader_gone(tool: list[str], arguments: list[str], tmp_path: Path) -> tuple[int, bytes]:
    """Runs a command whose standard output is a pipe nobody reads any more: its first write
    fails, however little it writes."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return _run_into(tool, arguments, write_end, tmp_path)
    finally:
        os.close(write_end)


@pytest.mark.parametrize("command", sorted(LARGE))
def test_reader_going_away_after_one_line_ends_the_command_quietly(
    command: str, inputs: Inputs, tmp_path: Path
) -> None:
    first, status, errors = _run_cut_short(_PYTHON_TOOL, LARGE[command](inputs), tmp_path)
    assert first  # the command did write before its reader went away
    assert (status, errors.decode("utf-8", "replace")) == (0, "")


def _in_process(arguments: list[str], capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> str:
    """Standard output of the command run in this process (checks every status is 0)."""
    monkeypatch.chdir(REPO)
    capfd.readouterr()
    status = main(arguments)
    out, errors = capfd.readouterr()
    assert (status, errors) == (0, "")
    return out


@pytest.mark.parametrize("command", sorted(LARGE))
def test_the_large_outputs_are_larger_than_a_pipe(
    command: str, inputs: Inputs, capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """What makes the test above meaningful: each command has far more to write than the pipe
    holds, so its reader leaves while it is still writing."""
    assert len(_in_process(LARGE[command](inputs), capfd, monkeypatch)) > _LARGE


@pytest.mark.parametrize("command", list(SMALL))
def test_reader_gone_before_the_first_write_ends_the_command_quietly(
    command: str, small: dict[str, list[str]], tmp_path: Path
) -> None:
    status, errors = _run_reader_gone(_PYTHON_TOOL, small[command], tmp_path)
    assert (status, errors.decode("utf-8", "replace")) == (0, "")


@pytest.mark.parametrize("command", list(SMALL))
def test_small_outputs_are_written(
    command: str, small: dict[str, list[str]], capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The commands above do write to standard output (else their pipe could not fail)."""
    assert _in_process(small[command], capfd, monkeypatch)


_FULL = Path("/dev/full")


@pytest.mark.parametrize("command", [*SMALL, "dump (large)"])
def test_a_full_device_is_one_line_and_status_74(
    command: str, inputs: Inputs, small: dict[str, list[str]], tmp_path: Path
) -> None:
    if not _FULL.exists():
        pytest.skip("this system has no /dev/full")
    arguments = LARGE[command.split()[0]](inputs) if command.endswith(" (large)") else small[command]
    with _FULL.open("wb") as full:
        status, errors = _run_into(_PYTHON_TOOL, arguments, full.fileno(), tmp_path)
    expected = f"sheaf-py: cannot write to standard output: {os.strerror(errno.ENOSPC)}\n"
    assert (status, errors.decode("utf-8", "replace")) == (74, expected)


@pytest.mark.parametrize("command", ["check", "--version", "dump --help"])
def test_a_closed_standard_output_is_one_line_and_status_74(
    command: str, small: dict[str, list[str]], tmp_path: Path
) -> None:
    errors = tmp_path / "stderr"
    with errors.open("wb") as stderr:
        status = subprocess.run(
            [*_PYTHON_TOOL, *small[command]],
            stdin=subprocess.DEVNULL,
            stderr=stderr,
            cwd=REPO,
            env=_ENV,
            timeout=120,
            preexec_fn=lambda: os.close(1),
        ).returncode
    expected = f"sheaf-py: cannot write to standard output: {os.strerror(errno.EBADF)}\n"
    assert (status, errors.read_text("utf-8")) == (74, expected)


def test_dump_text_is_handed_on_in_pieces() -> None:
    """`dump` writes a large value's text as it goes, not as one string at the end."""
    value = {"items": [{"name": f"n{number}", "tags": ["a", "b"]} for number in range(20_000)]}
    pieces: list[str] = []
    dump(value, pieces.append)
    assert "".join(pieces) == dumps(value)
    assert len(pieces) > 10
    assert max(len(piece) for piece in pieces) < len(dumps(value)) // 10


@pytest.mark.parametrize("value", [{}, [], "text", 1, None, {"a": [1, {"b": []}]}])
def test_dump_of_small_values_is_dumps(value: object) -> None:
    pieces: list[str] = []
    dump(value, pieces.append)
    assert "".join(pieces) == dumps(value) and pieces[-1].endswith("\n")


# The Swift tool does the same (its message names it `sheaf`).


def test_swift_dump_ends_quietly_when_its_reader_goes_away(inputs: Inputs, tmp_path: Path) -> None:
    first, status, errors = _run_cut_short([swift_binary()], LARGE["dump"](inputs), tmp_path)
    assert first and (status, errors) == (0, b"")


def test_swift_dump_into_a_full_device_is_status_74(inputs: Inputs, tmp_path: Path) -> None:
    swift = swift_binary()
    if not _FULL.exists():
        pytest.skip("this system has no /dev/full")
    with _FULL.open("wb") as full:
        status, errors = _run_into([swift], LARGE["dump"](inputs), full.fileno(), tmp_path)
    assert (status, errors.decode()) == (74, f"sheaf: cannot write to standard output: {os.strerror(errno.ENOSPC)}\n")
