"""Atomic file writes: write a temporary file beside the target, sync it, rename it over
the target, so a failure mid-write leaves the old file intact."""

from __future__ import annotations

import contextlib
import os
import tempfile

__all__ = ["write_atomically"]


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Replaces ``path`` with ``data`` atomically; raises OSError."""
    target = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(target))
    handle, temporary = tempfile.mkstemp(prefix=".sheaf-", dir=folder)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
