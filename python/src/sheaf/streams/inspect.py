"""``sheaf-py inspect``: an archive's or a stream's insides, without a schema; and the
``validate`` of streams. The output's layout is documented in the Python README."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable

from ..schema.model import SchemaSet
from ..wire.crc32c import crc32c
from ..wire.errors import ArchiveError
from ..wire.header import read_header
from ..wire.reader import Reader
from ..wire.tables import read_tables
from .commands import is_stream, stream_error_line, stream_records
from .errors import StreamError
from .header import ARCHIVE_MAGIC, read_stream_header
from .raw_tree import message_fields, raw_lines
from .reader import BlockWalk

__all__ = ["configure", "run", "validate_streams"]

Write = Callable[[str], None]


def configure(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``inspect``."""
    parser.add_argument("files", nargs="+", metavar="file", help="Archive or stream files.")
    parser.add_argument("--schema-out", metavar="DIR", help="Write a stream's embedded schema files (*.yaml) into DIR.")


def run(args: argparse.Namespace, out: Write, err: Write) -> int:
    """Inspects each file; 1 when any could not be read."""
    status = 0
    for path in args.files:
        try:
            if is_stream(path):
                lines, error = _stream(path, args.schema_out)
            else:
                lines, error = _archive(path), None
        except ArchiveError as failure:
            lines, error = [], failure
        except OSError as failure:
            lines, error = [], ArchiveError("ioError", None, f"cannot read {path}: {failure.strerror}")
        if lines:
            out("\n".join(lines))
        if error is not None:
            err(stream_error_line(error, path))
            status = 1
    return status


def _archive(path: str) -> list[str]:
    with open(path, "rb") as file:
        data = file.read()
    checksum = "none"
    if len(data) >= 6 and data[:4] == ARCHIVE_MAGIC and data[5] & 1:
        if len(data) >= 10 and crc32c(memoryview(data)[:-4]) == int.from_bytes(data[-4:], "little"):
            checksum = "valid"
        else:
            checksum = "mismatch"
            data = data[:5] + bytes([data[5] & ~1]) + data[6:-4]
    header = read_header(data)
    reader = header.reader
    tables = read_tables(reader)
    lines = [
        f"{path}: archive",
        "  format: 2",
        f"  schema: {header.schema_name}",
        f"  version: {header.version}",
        f"  fingerprint: {header.fingerprint}",
        f"  root type: {header.root_type}",
        f"  checksum: {checksum}",
        f"  tags: {len(tables.tags)}",
    ]
    lines.extend(f'    {number}: "{tag}"' for number, tag in enumerate(tables.tags, 1))
    lines.append(f"  instances: {len(tables.entries)}")
    for number, (_, start, end) in enumerate(tables.entries, 1):
        lines.append(f"    @{number}:")
        fields = message_fields(data[start:end])
        lines.extend(raw_lines(fields, " " * 8) if fields is not None else [f"        bytes: {data[start:end].hex()}"])
    root = data[reader.pos : reader.end]
    lines.append("  root:")
    lines.extend(_root_lines(root))
    return lines


def _root_lines(root: bytes) -> list[str]:
    prefix = Reader(root)
    try:
        size = prefix.varint()
    except ArchiveError:
        size = -1
    if size == len(root) - prefix.pos:
        fields = message_fields(root[prefix.pos :])
        if fields is not None:
            return raw_lines(fields, "    ")
    return [f"    bytes: {root.hex()}"]


def _stream(path: str, schema_out: str | None) -> tuple[list[str], ArchiveError | None]:
    with open(path, "rb") as file:
        header = read_stream_header(file)
        lines = [
            f"{path}: stream",
            "  format: 2",
            f"  codec: {header.codec_name}",
            f"  schema: {header.schema_name}",
            f"  version: {header.version}",
            f"  fingerprint: {header.fingerprint}",
            f"  root type: {header.root_type}",
            f"  sync marker: {header.marker.hex()}",
            f"  schema files: {len(header.files)}",
        ]
        lines.extend(f"    {name} ({len(text)} bytes)" for name, text in header.files)
        walk = BlockWalk(file, header)
        blocks: list[str] = []
        records = 0
        offset = header.first_block
        tail = "clean"
        error: ArchiveError | None = None
        while True:
            try:
                frame = walk.frame(offset)
            except StreamError as failure:
                if failure.code == "tornTail":
                    tail = f"torn at offset {offset}"
                else:
                    failure.block, failure.block_offset = len(blocks), offset
                    error = failure
                break
            if frame is None:
                break
            raw = "" if frame.raw_length is None else f", {frame.raw_length} raw"
            blocks.append(
                f"    {len(blocks)}: offset {offset}, {frame.count} records, {len(frame.data)} bytes stored{raw}"
            )
            records += frame.count
            offset = frame.end
    lines.append(f"  blocks: {len(blocks)}")
    lines.extend(blocks)
    if error is not None:
        return lines, error
    lines.append(f"  records: {records}")
    lines.append(f"  tail: {tail}")
    if schema_out is not None:
        lines.extend(_write_files(schema_out, header.files))
    return lines, None


def _write_files(folder: str, files: list[tuple[str, bytes]]) -> list[str]:
    """Writes the embedded files into ``folder``; refuses to overwrite a different file."""
    for name, text in files:
        target = os.path.join(folder, name)
        if os.path.exists(target):
            with open(target, "rb") as existing:
                if existing.read() != text:
                    raise ArchiveError("ioError", None, f"{target} exists with other content: not overwritten")
    os.makedirs(folder, exist_ok=True)
    written = []
    for name, text in files:
        target = os.path.join(folder, name)
        with open(target, "wb") as out:
            out.write(text)
        written.append(f"wrote {target}")
    return written


def validate_streams(paths: list[str], schema_set: SchemaSet | None, max_depth: int, out: Write, err: Write) -> int:
    """``validate`` of streams: every block and record read; ``FILE: ok (N records in B
    blocks)`` or the error line and ``FILE: invalid (1 error)``. 1 when any is invalid."""
    status = 0
    for path in paths:
        records, blocks, error = stream_records(path, schema_set, max_depth, lambda _: None)
        if error is None:
            out(
                f"{path}: ok ({records} record{'' if records == 1 else 's'} in {blocks} block{'' if blocks == 1 else 's'})"
            )
            continue
        status = 1
        err(stream_error_line(error, path) + f"\n{path}: invalid (1 error)")
    return status
