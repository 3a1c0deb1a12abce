"""Small schemas and stream files shared by the stream tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import sheaf
from sheaf.streams import read_stream_header

#: A one-field schema whose bytes the tests spell out by hand.
POINT_YAML = b"""schema: t
version: 1
types:
  P:
    kind: struct
    fields:
      n: { id: 1, type: int64 }
  Q:
    kind: struct
    fields:
      s: { id: 1, type: string }
"""


def point_schema(folder: Path) -> sheaf.Schema:
    """The schema of `POINT_YAML`, loaded from ``folder/t.yaml``."""
    (folder / "t.yaml").write_bytes(POINT_YAML)
    return sheaf.load_schema(folder / "t.yaml")


def point_body(n: int) -> bytes:
    """The body of ``{"n": n}`` for 0 <= n < 64: no tags, no instances, root 02 08 zigzag(n)."""
    return bytes([0, 0, 2, 8, 2 * n])


def write_points(path: Path, schema: sheaf.Schema, blocks: list[list[int]], codec: str = "none") -> None:
    """A stream of P records, one block per inner list."""
    with schema.stream_writer(path, "P", codec=codec) as writer:
        for block in blocks:
            for n in block:
                writer.append({"n": n})
            writer.flush()


def block_offsets(path: Path) -> list[int]:
    """The offsets of the blocks of a codec-none stream of P records, walked by hand."""
    data = path.read_bytes()
    with open(path, "rb") as file:
        offset = read_stream_header(file).first_block
    offsets = []
    while offset < len(data):
        offsets.append(offset)
        size = data[offset + 1]  # the count and the size are both below 128 in these tests
        offset += 2 + size + 4 + 16
    return offsets


def read_all(path: Path, **options: Any) -> tuple[list[Any], sheaf.StreamError | None]:
    """The records read before an error, and the error (None when the stream ends cleanly)."""
    records: list[Any] = []
    try:
        for record in sheaf.read_stream(path, **options):
            records.append(record)
    except sheaf.StreamError as error:
        return records, error
    return records, None
