"""The records of the block a stream writer is filling, kept in Python (the accelerator's
``PendingBlock`` keeps them in C for generated classes, with the same ``size``, ``count``,
``add``, ``write_pending`` and ``close``)."""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["PendingRecords"]


class PendingRecords:
    """Length-prefixed records waiting to be written as one block by ``write(data, count)``
    (``data``: the records one after another; the C block gives a memoryview of its buffer,
    valid during the call)."""

    __slots__ = ("_records", "_write", "size")

    def __init__(self, write: Callable[[bytes | memoryview, int], None]) -> None:
        self._write = write
        self._records: list[bytes] = []
        #: The pending records' bytes, length prefixes included.
        self.size = 0

    @property
    def count(self) -> int:
        """The pending records."""
        return len(self._records)

    def add(self, record: bytes) -> None:
        """Appends a record given with its length prefix."""
        self._records.append(record)
        self.size += len(record)

    def write_pending(self) -> None:
        """Writes the pending records, if any, as one block; they are dropped only once the
        write returns (one that raises leaves them pending)."""
        if self._records:
            self._write(b"".join(self._records), len(self._records))
            self._records, self.size = [], 0

    def close(self) -> None:
        """Drops the records (the writer wrote them before closing)."""
        self._records, self.size = [], 0
