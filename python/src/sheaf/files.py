"""Atomic file writes: write a temporary file beside the target, sync it, rename it over
the target, so a failure mid-write leaves the old file intact."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from typing import BinaryIO

__all__ = ["atomic_file", "write_atomically"]


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Replaces ``path`` with ``data`` atomically; raises OSError."""
    with atomic_file(path) as stream:
        stream.write(data)


@contextlib.contextmanager
def atomic_file(path: str | os.PathLike[str]) -> Iterator[BinaryIO]:
    """A temporary file beside ``path`` to write, synced and renamed over ``path`` when the
    block ends, removed when it raises (so a failed write leaves nothing behind)."""
    target = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(target))
    handle, temporary = tempfile.mkstemp(prefix=".sheaf-", dir=folder)
    try:
        with os.fdopen(handle, "wb") as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
