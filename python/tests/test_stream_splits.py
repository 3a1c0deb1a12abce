"""Splits: adjacent byte ranges over a multi-block stream read every record exactly once."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

from stream_cases import block_offsets, point_schema, read_all, write_points

import sheaf


def test_adjacent_ranges_read_every_record_exactly_once(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    blocks = [[(7 * b + i) % 60 for i in range(1 + b % 4)] for b in range(40)]
    write_points(path, schema, blocks)
    expected = [{"n": n} for block in blocks for n in block]
    size = path.stat().st_size
    generator = random.Random(20261129)
    for _ in range(60):
        cuts = sorted(generator.sample(range(1, size), generator.randint(1, 12)))
        bounds = [0, *cuts, size]
        seen: list[object] = []
        for start, end in itertools.pairwise(bounds):
            records, error = read_all(path, start=start, end=end)
            assert error is None
            seen.extend(records)
        assert seen == expected, cuts


def test_a_split_reads_the_blocks_that_begin_in_it_whole(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    write_points(path, schema, [[1, 2], [3], [4, 5]])
    first, second, third = block_offsets(path)
    assert read_all(path, start=0, end=first + 1) == ([{"n": 1}, {"n": 2}], None)
    assert read_all(path, start=first + 1, end=second + 1) == ([{"n": 3}], None)
    assert read_all(path, start=second, end=third) == ([{"n": 3}], None)
    assert read_all(path, start=third + 1, end=None) == ([], None)
    assert read_all(path, start=first, end=first) == ([], None)


def test_a_split_with_another_schema_version(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    write_points(path, schema, [[1], [2]])
    _, second = block_offsets(path)
    records = list(sheaf.read_stream(path, schema=schema, start=second, end=1 << 20))
    assert records == [{"n": 2}]
