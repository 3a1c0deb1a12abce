"""The search for the next valid block (a split's start, telling a torn tail from corruption)
reads the file in chunks: a sync marker must be found wherever the chunk boundaries fall —
across one, at its first or last byte — and a marker whose block fails the framing checks
must be passed over. The chunk is made small here so every alignment is tried on a small
file; the mutation check (scripts/mutation-test.py) runs this file with the corpus."""

from __future__ import annotations

from pathlib import Path

import pytest
from stream_cases import block_offsets, point_schema, write_points

from sheaf.streams import block, read_stream_header


@pytest.mark.parametrize("chunk", [1, 7, 16, 17, 31, 64, 100])
def test_every_block_is_found_from_every_start_whatever_the_chunk_size(
    tmp_path: Path, chunk: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "s.sheafs"
    write_points(path, point_schema(tmp_path), [[1, 2], [3], [4, 5, 6], [7], [8, 9]])
    offsets = block_offsets(path)
    data = bytearray(path.read_bytes())
    data[offsets[2] + 1 + 1 + 2] ^= 0xFF  # block 2's data: its CRC no longer matches
    path.write_bytes(bytes(data))
    valid = [offset for index, offset in enumerate(offsets) if index != 2]
    monkeypatch.setattr(block, "_CHUNK", chunk)
    with open(path, "rb") as file:
        header = read_stream_header(file)
        for start in range(header.first_block - 20, len(data) + 1):
            found = block.find_block(file, start, header.codec, header.marker, len(data))
            expected = next((offset for offset in valid if offset >= start), None)
            assert (found and found.offset) == expected, (chunk, start)
