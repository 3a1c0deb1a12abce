"""Atomic file writes: write a temporary file beside the target, sync it, rename it over
the target and sync the folder, so a failure mid-write leaves the old file intact and a
write that returned survives a crash or a power loss."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterator
from typing import BinaryIO

__all__ = ["atomic_file", "write_atomically"]


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Replaces ``path`` with ``data`` atomically; raises OSError."""
    with atomic_file(path) as stream:
        stream.write(data)


@contextlib.contextmanager
def atomic_file(path: str | os.PathLike[str], *, prefix: str = ".sheaf-") -> Iterator[BinaryIO]:
    """A temporary file beside ``path`` to write, synced and renamed over ``path`` when the
    block ends, removed when it raises (so a failed write leaves nothing behind).

    The file gets the permissions of the file it replaces, or those a new file gets
    (0666 less the umask) — not the owner-only mode of a temporary file. After the rename
    the folder is synced too: until then the new name itself could be lost with the power."""
    target = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(target))
    handle, temporary = tempfile.mkstemp(prefix=prefix, dir=folder)
    try:
        with os.fdopen(handle, "wb") as stream:
            os.fchmod(stream.fileno(), _mode_for(target))
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(folder)


def _mode_for(target: str) -> int:
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def _sync_folder(folder: str) -> None:
    # Best effort, as the rename is done: some file systems cannot open or sync a folder.
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
