"""Writing Arrow batches to a Parquet file or an Arrow IPC file (the file format), batch by
batch, into a temporary file beside the output that is renamed over it only when every
batch was written: an export that fails leaves no output file behind."""

from __future__ import annotations

import os
from collections.abc import Callable

import pyarrow as pa  # type: ignore[import-untyped, import-not-found, unused-ignore]
import pyarrow.ipc  # type: ignore[import-untyped, import-not-found, unused-ignore]
import pyarrow.parquet as pq  # type: ignore[import-untyped, import-not-found, unused-ignore]

from ..files import atomic_file

__all__ = ["FORMATS", "write_batches"]

#: The formats `write_batches` writes.
FORMATS = ("parquet", "arrow")


def write_batches(
    reader: pa.RecordBatchReader,
    output: str | os.PathLike[str],
    to: str,
    progress: Callable[[int], None] | None = None,
) -> int:
    """Writes every batch of ``reader`` to ``output`` in the format ``to`` (`FORMATS`);
    returns the number of rows. ``progress`` is told the rows written after each batch.
    Errors of the reader propagate, and the output is then not created (nor replaced)."""
    if to not in FORMATS:
        raise ValueError(f"unknown format '{to}' (formats: {', '.join(FORMATS)})")
    rows = 0
    with atomic_file(output) as stream:
        sink = pa.PythonFile(stream, mode="w")
        if to == "parquet":
            writer = pq.ParquetWriter(sink, reader.schema)
        else:
            # An open enum's unknown raw values extend its dictionary from batch to batch:
            # deltas, which the IPC file format allows (replacements it does not).
            options = pa.ipc.IpcWriteOptions(emit_dictionary_deltas=True)
            writer = pa.ipc.new_file(sink, reader.schema, options=options)
        try:
            for batch in reader:
                writer.write_batch(batch)
                rows += batch.num_rows
                if progress is not None:
                    progress(rows)
        finally:
            writer.close()
    return rows
