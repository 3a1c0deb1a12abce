"""Atomic writes (sheaf/files.py), which archives, `pack`, exports and a new stream's header
go through: permissions, the old file kept on failure, and the syncs that make a returned
write survive a power loss."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from stream_cases import point_schema

from sheaf.files import atomic_file, write_atomically


@pytest.fixture
def umask_027() -> Iterator[None]:
    previous = os.umask(0o027)
    try:
        yield
    finally:
        os.umask(previous)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_file_gets_the_mode_a_new_file_gets_not_a_temporary_files(tmp_path: Path, umask_027: None) -> None:
    path = tmp_path / "a.sheaf"
    write_atomically(path, b"data")
    assert path.read_bytes() == b"data" and mode(path) == 0o640


@pytest.mark.parametrize("kept", [0o600, 0o644, 0o664])
def test_a_replaced_file_keeps_its_mode(tmp_path: Path, kept: int) -> None:
    path = tmp_path / "a.sheaf"
    path.write_bytes(b"old")
    path.chmod(kept)
    write_atomically(path, b"new")
    assert path.read_bytes() == b"new" and mode(path) == kept


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "a.sheaf"
    path.write_bytes(b"old")
    with pytest.raises(RuntimeError), atomic_file(path) as stream:
        stream.write(b"half")
        raise RuntimeError("stopped mid-write")
    assert path.read_bytes() == b"old" and os.listdir(tmp_path) == ["a.sheaf"]


def synced_kinds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Records, in order, what each os.fsync synced: "file", "folder", and "rename" for each
    os.replace in between."""
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(descriptor: int) -> None:
        events.append("folder" if stat.S_ISDIR(os.fstat(descriptor).st_mode) else "file")
        real_fsync(descriptor)

    def replace(source: str, target: str) -> None:
        events.append("rename")
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    return events


def test_the_file_is_synced_before_the_rename_and_the_folder_after_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    events = synced_kinds(monkeypatch)
    write_atomically(tmp_path / "a.sheaf", b"data")
    assert events == ["file", "rename", "folder"]


def test_a_new_streams_header_is_written_the_same_way(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, umask_027: None
) -> None:
    schema = point_schema(tmp_path)
    events = synced_kinds(monkeypatch)
    writer = schema.stream_writer(tmp_path / "points.sheafs", "P")
    assert events == ["file", "rename", "folder"]
    writer.append({"n": 1})
    writer.close()  # the block, then one sync of the stream file
    assert events[3:] == ["file"] and mode(tmp_path / "points.sheafs") == 0o640
