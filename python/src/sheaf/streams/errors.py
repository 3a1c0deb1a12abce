"""`StreamError`: a record stream that cannot be read or written, located by block and record."""

from __future__ import annotations

from ..wire.errors import ArchiveError

__all__ = ["StreamError", "located"]


class StreamError(ArchiveError):
    """An `ArchiveError` of a stream: besides ``code``, ``offset`` and the value ``path`` it
    carries ``block`` (0-based index of the block among those read, None in the header),
    ``block_offset`` (the block's file offset), ``record`` (0-based index within the block,
    None outside a record) and ``file`` (the stream's file path, when read from a file).

    ``offset`` is a file offset, except inside the records of a deflate block, where it is
    an offset within the block's inflated data (stored bytes of a record have no offset)."""

    def __init__(
        self,
        code: str,
        offset: int | None,
        message: str,
        path: str = "$",
        *,
        block: int | None = None,
        block_offset: int | None = None,
        record: int | None = None,
        file: str | None = None,
    ) -> None:
        super().__init__(code, offset, message, path)
        self.block = block
        self.block_offset = block_offset
        self.record = record
        self.file = file

    def __repr__(self) -> str:
        return (
            f"StreamError({self.code!r}, offset={self.offset!r}, path={self.path!r}, block={self.block!r}, "
            f"block_offset={self.block_offset!r}, record={self.record!r}, message={self.message!r})"
        )


def located(
    error: ArchiveError,
    *,
    shift: int = 0,
    block: int | None = None,
    block_offset: int | None = None,
    record: int | None = None,
    file: str | None = None,
) -> StreamError:
    """``error`` as a `StreamError` (its offset moved by ``shift``), keeping what it knew."""
    if isinstance(error, StreamError):
        result = error
    else:
        offset = None if error.offset is None else error.offset + shift
        result = StreamError(error.code, offset, error.message, error.path)
    if block is not None:
        result.block = block
        result.block_offset = block_offset
    if record is not None:
        result.record = record
    if file is not None:
        result.file = file
    return result
