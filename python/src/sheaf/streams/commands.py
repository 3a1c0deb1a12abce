"""The command line's stream parts: ``pack --stream`` (JSON Lines in), ``dump`` of a stream
(JSON Lines out), ``validate`` of a stream. `sheaf.cli` hands streams over to these."""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from typing import BinaryIO

from ..jsonform.errors import JSONFormError
from ..jsonform.parse import parse_json, syntax_depth
from ..jsonform.text import compact
from ..schema.model import SchemaSet, TypeRef
from ..wire.errors import ArchiveError
from .errors import StreamError
from .header import STREAM_MAGIC
from .reader import StreamReader
from .writer import dynamic_writer

__all__ = ["is_stream", "pack_stream", "stream_error_line", "stream_records"]


def is_stream(path: str) -> bool:
    """Whether the file begins with a stream's magic (False when it cannot be read)."""
    try:
        with open(path, "rb") as file:
            return file.read(4) == STREAM_MAGIC
    except OSError:
        return False


def stream_error_line(error: ArchiveError, path: str) -> str:
    """``FILE: block B, record R, offset O, PATH: message [code]``; block, record and path
    only where the error has them (a header error: ``FILE: offset O: message [code]``)."""
    parts = []
    if isinstance(error, StreamError) and error.block is not None:
        parts.append(f"block {error.block}")
        if error.record is not None:
            parts.append(f"record {error.record}")
    if error.offset is not None:
        parts.append(f"offset {error.offset}")
    if isinstance(error, StreamError) and error.record is not None:
        parts.append(error.path)
    where = ", ".join(parts)
    return f"{path}: {where + ': ' if where else ''}{error.message} [{error.code}]"


def stream_records(
    path: str, schema_set: SchemaSet | None, max_depth: int, write: Callable[[str], None]
) -> tuple[int, int, ArchiveError | None]:
    """Writes each record of the stream at ``path`` (compact JSON, one a line) with ``write``
    as it is read (``write`` may drop them: validate); returns the records and blocks read
    and the error that ended the reading, if any."""
    reader = StreamReader(path, schema_set, max_depth=max_depth)
    count = 0
    try:
        for record in reader:
            write(compact(record) + "\n")
            count += 1
    except ArchiveError as error:
        return count, reader.blocks, error
    except OSError as error:
        return count, reader.blocks, ArchiveError("ioError", None, f"cannot read {path}: {error.strerror}")
    return count, reader.blocks, None


def _lines(source: BinaryIO) -> Iterator[tuple[int, bytes]]:
    for number, line in enumerate(source, 1):
        if line.strip():
            yield number, line


def pack_stream(
    input_path: str | None, output: str, schema_set: SchemaSet, root: TypeRef, codec: str, max_depth: int
) -> str | None:
    """Packs JSON Lines (one JSON-form value a line; blank lines skipped) from the file or
    standard input into a stream at ``output``, atomically: None, or the error line (naming
    ``FILE:LINE``), with nothing left at ``output``."""
    source = input_path or "<stdin>"
    folder = os.path.dirname(os.path.abspath(output))
    try:
        handle, temporary = tempfile.mkstemp(prefix=".sheaf-", dir=folder)
    except OSError as error:
        return f"{output}: error: cannot write the file: {error.strerror or error}"
    os.close(handle)
    try:
        with contextlib.ExitStack() as stack:
            inputs = stack.enter_context(open(input_path, "rb")) if input_path else sys.stdin.buffer
            writer = stack.enter_context(dynamic_writer(temporary, schema_set, root, codec))
            for number, line in _lines(inputs):
                try:
                    writer.append(parse_json(line, syntax_depth(max_depth)).value)
                except (JSONFormError, ArchiveError) as error:
                    return f"{source}:{number}: error: {error.message} (at {error.path}) [{error.code}]"
        os.replace(temporary, output)
        temporary = ""
    except OSError as error:
        return f"{source}: error: {error.strerror or error}"
    finally:
        if temporary:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
    return None
