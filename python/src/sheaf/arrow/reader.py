"""Reading a stream as Arrow record batches: the stream reader walks the blocks (framing,
checksums, splits, torn tails), the C decoder fills the columns from each block's records,
and a batch is handed out every ``batch_rows`` records or so (whole blocks)."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pyarrow as pa  # type: ignore[import-untyped, import-not-found, unused-ignore]
import pyarrow.compute as pc  # type: ignore[import-untyped, import-not-found, unused-ignore]

from .. import native
from ..streams.block import Frame
from ..streams.errors import StreamError
from ..streams.reader import StreamReader
from ..text.uri import _RELATIVE as _RELATIVE_REFERENCE
from ..text.uri import _URI
from ..wire.reader import DEFAULT_MAX_DEPTH
from .batches import record_batch
from .plan import DEFAULT_RECURSION, Kind, Plan, build_plan

if TYPE_CHECKING:
    from ..api import Schema

__all__ = ["DEFAULT_BATCH_ROWS", "ColumnDecoder", "read_stream", "urls_valid"]

#: Records a batch holds at least before it is handed out (then the block ends it).
DEFAULT_BATCH_ROWS = 65_536


def read_stream(
    path: str | os.PathLike[str],
    schema: Schema | None = None,
    *,
    type: str | None = None,
    start: int = 0,
    end: int | None = None,
    recursion: int = DEFAULT_RECURSION,
    batch_rows: int = DEFAULT_BATCH_ROWS,
    max_depth: int = DEFAULT_MAX_DEPTH,
) -> pa.RecordBatchReader:
    """The records of the stream at ``path`` as Arrow record batches (docs/Arrow.md has the
    mapping). ``schema``: a `sheaf.Schema` to read with (else the stream's embedded one);
    ``type``: the root type the records must have; ``start``/``end``: a split (the records
    of the blocks that begin in ``[start, end)``); ``recursion``: how deep a type nested in
    itself is expanded. The header is read now (its errors raise here); a bad block raises
    its `StreamError` when its batch is read."""
    reader = StreamReader(path, None if schema is None else schema.schema_set, type, start, end, max_depth)
    blocks = reader.block_data()
    first = next(blocks, None)
    assert reader.root is not None and reader.schema_set is not None
    try:
        plan = build_plan(reader.schema_set, reader.root, recursion)
    except ValueError as error:
        raise StreamError("unsupportedRoot", None, str(error), file=reader.path) from None
    decoder = ColumnDecoder(plan, max_depth)
    chain = itertools.chain([] if first is None else [first], blocks)
    return pa.RecordBatchReader.from_batches(plan.schema, decoder.batches(reader, chain, batch_rows))


class ColumnDecoder:
    """Blocks of records into batches through the C decoder (`sheaf._accel.Columns`)."""

    def __init__(self, plan: Plan, max_depth: int = DEFAULT_MAX_DEPTH) -> None:
        accel = native.module()
        if accel is None or not hasattr(accel, "Columns"):
            why = native.why_not() or "it is switched off (SHEAF_PURE_PYTHON)"
            raise StreamError("accelerator", None, f"sheaf.arrow needs the C accelerator: {why}")
        self.plan = plan
        self.max_depth = max_depth
        self.invalid = accel.Invalid
        self.columns = accel.Columns(plan.c_plan(), plan.value.index)
        self.urls = [n for n in plan.nodes if n.kind == Kind.STRING and n.b == 1]

    def batches(
        self, reader: StreamReader, blocks: Iterator[tuple[int, Frame, bytes]], batch_rows: int
    ) -> Iterator[pa.RecordBatch]:
        """The batches of ``blocks``; a block whose records break a rule raises the stream
        reader's error for it."""
        for index, frame, data in blocks:
            self.block(reader, index, frame, data)
            # url columns are checked against their grammar block by block (below), so a
            # block with urls is a batch of its own.
            if self.urls or self.columns.rows() >= batch_rows:
                yield self.flush(reader, index, frame, data)
        if self.columns.rows():
            yield self.flush(reader, -1, None, b"")

    def block(self, reader: StreamReader, index: int, frame: Frame, data: bytes) -> None:
        """Appends a block's records to the columns."""
        try:
            self.columns.decode(data, frame.count, self.max_depth)
        except self.invalid as error:
            record = getattr(error, "record", None)
            if str(error) == "depth":
                code = "recursionLimit"
                message = (
                    "the record holds a value nested deeper than the Arrow schema's columns "
                    f"(recursion={self.plan.recursion}); read it with a larger recursion"
                )
            else:
                reader.records(frame, index, data)  # the reference decoder says what is wrong, where
                code, message = "arrowUnsupported", "the Arrow decoder rejected a block the stream reader accepts"
            raise StreamError(
                code, frame.offset, message, block=index, block_offset=frame.offset, record=record, file=reader.path
            ) from None

    def flush(self, reader: StreamReader, index: int, frame: Frame | None, data: bytes) -> pa.RecordBatch:
        """The batch of the records decoded since the last one."""
        flushed = self.columns.flush()
        if frame is not None and not all(urls_valid(flushed[node.index]) for node in self.urls):
            reader.records(frame, index, data)  # raises the block's invalidURL
        return record_batch(self.plan, flushed)


def urls_valid(buffers: tuple[Any, ...]) -> bool:
    """Whether every url of a url column's buffers is a URI reference: the format's grammar
    (text/uri.py's expressions, anchored for Arrow's RE2 engine) run over the whole column by
    pyarrow.compute, not one Python string a value (the C decoder checks their UTF-8 only)."""
    length, nulls, valid, _, offsets, data, _ = buffers
    buffers_ = [None if valid is None else pa.py_buffer(valid), pa.py_buffer(offsets), pa.py_buffer(data)]
    texts = pa.Array.from_buffers(pa.string(), length, buffers_, null_count=nulls).drop_null()
    if len(texts) == 0:
        return True
    matches = pc.or_(pc.match_substring_regex(texts, _ABSOLUTE), pc.match_substring_regex(texts, _RELATIVE))
    return bool(pc.all(pc.and_(matches, pc.greater(pc.binary_length(texts), 0))).as_py())


# `\Z` (Python) is `\z` in RE2; `re.match` anchors at the start, `match_substring_regex` does not.
_ABSOLUTE = "^" + _URI.pattern.replace("\\Z", "\\z")
_RELATIVE = "^" + _RELATIVE_REFERENCE.pattern.replace("\\Z", "\\z")
