"""The pending block of generated classes' stream writers in C (csrc/pending_block.c): a
writer's `append` is its method, and it writes exactly the bytes of the pure-Python writer —
across many blocks, at the block target and at the block limit — while every record it does
not simply keep (a wrong value, a subclass, an int for a float, a record past the limit, any
record after close) goes to the Python append, which writes it or raises its one typed error
with the block left as it was. A million records leave no memory behind."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from test_accel import _bench_module, assert_no_growth, bench_company

import sheaf
from sheaf import native
from sheaf.runtime import accel
from sheaf.runtime.compiler import codecs_of
from sheaf.schema.model import NamedRef
from sheaf.streams import StreamClosedError, writer
from sheaf.streams.block import check_frame, inflate
from sheaf.streams.header import read_stream_header

pytestmark = pytest.mark.skipif(
    not native.available() or not native.enabled(),
    reason="the C accelerator is not built, or switched off (SHEAF_PURE_PYTHON)",
)

Employee: Any = _bench_module().Employee  # type: ignore[attr-defined]


def _blocks(path: Path) -> list[tuple[int, int]]:
    """Each block's record count and raw (inflated) data size, walked frame by frame."""
    found = []
    with open(path, "rb") as file:
        header = read_stream_header(file)
        size = path.stat().st_size
        offset = header.first_block
        while offset < size:
            frame = check_frame(file, offset, header.codec, header.marker, size)
            found.append((frame.count, len(inflate(frame))))
            offset = frame.end
    return found


def _write(path: Path, records: list[Any], codec: str = "none") -> tuple[bytes, list[Any]]:
    """The stream of `records` (errors collected as (class, code, path), the writer going on)."""
    errors: list[Any] = []
    with Employee.stream_writer(path, codec=codec) as out:
        for record in records:
            try:
                out.append(record)
            except sheaf.SheafError as error:
                errors.append((type(error), error.code, getattr(error, "path", None)))
    return path.read_bytes(), errors


def _both(tmp_path: Path, records: list[Any], codec: str = "none") -> list[Any]:
    """`_write` with the accelerator's pending block and without it; asserts that the bytes
    and the errors agree, and returns the errors."""
    accelerated = _write(tmp_path / "c.sheafs", records, codec)
    pure = native.without(_write)(tmp_path / "pure.sheafs", records, codec)
    assert accelerated == pure
    return accelerated[1]


@pytest.fixture
def small_blocks(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[int, int]]:
    """A block target of 1,000 bytes and a limit of 3,000 (read when a writer is made)."""
    monkeypatch.setattr(writer, "BLOCK_TARGET", 1_000)
    monkeypatch.setattr(writer, "MAX_BLOCK_SIZE", 3_000)
    yield 1_000, 3_000


def _employee(i: int, name_size: int = 0) -> Any:
    return Employee(
        name=f"E{i}" + "n" * name_size,
        age=20 + i % 40,
        tags=["t"] * (i % 3),
        scores=[0.25 * i],
        id=i,
        active=i % 2 == 0,
    )


def test_the_writers_append_is_one_c_call(tmp_path: Path) -> None:
    with Employee.stream_writer(tmp_path / "s.sheafs") as out:
        assert type(out.append).__name__ == "builtin_function_or_method"
        assert type(out.append.__self__).__name__ == "PendingBlock"
    with native.without(Employee.stream_writer)(tmp_path / "p.sheafs") as pure:
        assert type(pure.append).__name__ == "method"


@pytest.mark.parametrize("codec", ["none", "deflate"])
def test_many_blocks_are_the_same_bytes_as_the_pure_writers(tmp_path: Path, codec: str) -> None:
    employees = bench_company(40_000).employees  # about 3 MB: two blocks of 1 MiB and a rest
    errors = _both(tmp_path, employees, codec)
    assert errors == []
    blocks = _blocks(tmp_path / "c.sheafs")
    sizes = [len(_prefixed(e)) for e in employees]
    assert blocks == _expected_blocks(sizes, writer.BLOCK_TARGET, writer.MAX_BLOCK_SIZE) and len(blocks) == 3
    assert [e.to_bytes() for e in Employee.read_stream(tmp_path / "c.sheafs")] == [e.to_bytes() for e in employees]


def _expected_blocks(sizes: list[int], target: int, limit: int) -> list[tuple[int, int]]:
    """The blocks the writing rules make of records of these sizes (each with its prefix):
    over the limit refused, the pending ones written first when the limit would be passed,
    and written once they reach the target."""
    blocks, count, pending = [], 0, 0
    for size in sizes:
        if size > limit:
            continue
        if pending + size > limit:
            blocks.append((count, pending))
            count, pending = 0, 0
        count, pending = count + 1, pending + size
        if pending >= target:
            blocks.append((count, pending))
            count, pending = 0, 0
    return blocks + ([(count, pending)] if count else [])


def test_records_at_the_target_and_the_limit_follow_the_rules(tmp_path: Path, small_blocks: tuple[int, int]) -> None:
    target, limit = small_blocks
    # Small records, then ones that straddle the target, fill the block to just under the
    # limit, pass it with the pending ones, and pass it alone (refused: blockTooLarge).
    names = [0] * 30 + [900, 10, 1_900, 990, 2_000, 2_960, 2_990, 3_100, 0, 5_000, 0, 2_400, 2_400] + [0] * 50
    records = [_employee(i, n) for i, n in enumerate(names)]
    sizes = [len(_prefixed(r)) for r in records]
    errors = _both(tmp_path, records)
    refused = [s for s in sizes if s > limit]
    assert len(refused) >= 2 and errors == [(sheaf.StreamError, "blockTooLarge", "$")] * len(refused)
    assert _blocks(tmp_path / "c.sheafs") == _expected_blocks(sizes, target, limit)
    assert len(_blocks(tmp_path / "c.sheafs")) > 5


def _prefixed(record: Any) -> bytes:
    """A record as a block holds it: its body's length, then its body (through the Python encoder)."""
    from sheaf.runtime.bodies import encode_body, root_type
    from sheaf.wire.reader import DEFAULT_MAX_DEPTH
    from sheaf.wire.writer import varint_bytes

    info = Employee._sheaf_info
    body = native.without(encode_body)(record, info, root_type(record, info, ()), DEFAULT_MAX_DEPTH)
    return varint_bytes(len(body)) + body


def test_wrong_values_raise_the_python_error_and_leave_the_block_as_it_was(tmp_path: Path) -> None:
    good = bench_company(3).employees
    wrong_tags, wrong_age, unset = _employee(1), _employee(2), _employee(3)
    wrong_tags.tags = ["a", 1]
    wrong_age.age = 1 << 40
    del unset.name
    for path, make in ((tmp_path / "c.sheafs", Employee.stream_writer), (tmp_path / "p.sheafs", None)):
        make = make or native.without(Employee.stream_writer)
        with make(path) as out:
            out.append(good[0])
            before = (out._block.size, out._block.count)
            seen = []
            for bad in (wrong_tags, wrong_age, unset, {"name": "x"}, None):
                with pytest.raises(Exception) as caught:  # the same class with C and without, whichever
                    out.append(bad)
                seen.append(
                    (type(caught.value), getattr(caught.value, "code", None), getattr(caught.value, "path", None))
                )
                assert (out._block.size, out._block.count) == before
            out.append(good[1])
        if path.name == "c.sheafs":
            c_seen = seen
    assert c_seen == seen
    assert c_seen[0][1:] == ("wrongType", "$.tags[1]") and c_seen[1][1] == "integerOverflow"
    assert (tmp_path / "c.sheafs").read_bytes() == (tmp_path / "p.sheafs").read_bytes()
    assert [e.to_bytes() for e in Employee.read_stream(tmp_path / "c.sheafs")] == [g.to_bytes() for g in good[:2]]


def test_what_only_python_accepts_is_written_as_python_writes_it(tmp_path: Path) -> None:
    class Manager(Employee):  # type: ignore[misc, valid-type]
        pass

    base = _employee(7)
    manager = Manager(**{f: getattr(base, f) for f in ("name", "age", "gender", "email", "tags", "scores", "id")})
    int_for_float = _employee(8)
    int_for_float.scores = [1, 2.5]
    records = [_employee(1), manager, int_for_float, _employee(2)]
    errors = _both(tmp_path, records)
    assert errors == []
    back = list(Employee.read_stream(tmp_path / "c.sheafs"))
    assert back[2].scores == [1.0, 2.5] and back[1].name == base.name and len(back) == 4


def test_a_closed_writer_refuses_records(tmp_path: Path) -> None:
    for make in (Employee.stream_writer, native.without(Employee.stream_writer)):
        path = tmp_path / "s.sheafs"
        out = make(path)
        out.append(_employee(1))
        out.close()
        size = path.stat().st_size
        for value in (_employee(2), "not a record"):
            with pytest.raises(StreamClosedError) as caught:
                out.append(value)
            assert caught.value.code == "streamClosed"
        out.close()
        assert path.stat().st_size == size


def _pending_block(write: Callable[[bytes, int], None], slow: Callable[[Any], None], target: int = 1 << 20) -> Any:
    make = accel.pending_block(codecs_of(Employee._sheaf_info.schema.set), NamedRef("Employee"), 100)
    assert make is not None
    return make(target, 64 << 20, write, slow)


def test_a_write_that_raises_leaves_the_records_pending() -> None:
    written: list[tuple[bytes, int]] = []
    fail = [True]

    def write(data: bytes, count: int) -> None:
        if fail[0]:
            raise OSError("disk full")
        written.append((bytes(data), count))

    block = _pending_block(write, lambda value: None, target=10)
    with pytest.raises(OSError):
        block.append(_employee(1))  # reaches the target: the write raises
    assert block.count == 1
    fail[0] = False
    block.write_pending()
    assert written == [(_prefixed(_employee(1)), 1)] and (block.size, block.count) == (0, 0)


def test_appending_while_the_block_is_written_is_refused() -> None:
    seen: list[BaseException] = []

    def write(data: bytes, count: int) -> None:
        for call in (lambda: block.append(_employee(2)), lambda: block.add(b"\x00"), block.write_pending):
            try:
                call()
            except RuntimeError as error:
                seen.append(error)

    block = _pending_block(write, lambda value: None, target=10)
    block.append(_employee(1))
    assert len(seen) == 3 and (block.size, block.count) == (0, 0)


def test_a_writer_dropped_unclosed_is_freed_at_once(tmp_path: Path) -> None:
    """The block holds the writer weakly: no cycle keeps it (and its open file) alive."""
    gc.disable()
    try:
        out = Employee.stream_writer(tmp_path / "s.sheafs")
        out.append(_employee(1))
        gone = weakref.ref(out)
        del out
        assert gone() is None
        # Its `append`, kept beyond it, refuses records rather than keep them unwritten.
        append = Employee.stream_writer(tmp_path / "t.sheafs").append
        with pytest.raises(ReferenceError):
            append(_employee(2))
    finally:
        gc.enable()


@pytest.mark.filterwarnings("ignore::ResourceWarning")
def test_a_million_appended_records_leave_no_memory_behind(tmp_path: Path) -> None:
    """50,000 records a round (a million in the resident-set rounds), with 500 refused values
    and 500 subclass records a round, written to /dev/null's stand-in: nothing grows."""
    employees = bench_company(50_000).employees
    wrong = _employee(1)
    wrong.tags = ["a", 1]

    class Manager(Employee):  # type: ignore[misc, valid-type]
        pass

    manager = Manager(name="M", age=50, id=1)

    def round_trip() -> None:
        with Employee.stream_writer(tmp_path / "s.sheafs") as out:
            for i, employee in enumerate(employees):
                out.append(employee)
                if i % 100 == 0:
                    out.append(manager)
                    with pytest.raises(sheaf.WrongTypeError):
                        out.append(wrong)
        gc.collect()

    assert_no_growth(round_trip)


def test_a_view_of_the_records_kept_after_the_write_fixes_the_buffer() -> None:
    """`write` gets a memoryview of the block's own buffer, released when it returns; a slice
    of it kept beyond that keeps the buffer from changing (BufferError) until it is dropped."""
    kept: list[memoryview] = []
    block = _pending_block(lambda data, count: kept.append(data[:]), lambda value: None, target=10)
    block.append(_employee(1))
    assert bytes(kept[0]) == _prefixed(_employee(1)) and (block.size, block.count) == (0, 0)
    with pytest.raises(BufferError):
        block.append(_employee(2))
    with pytest.raises(BufferError):
        block.close()
    kept.clear()
    block.append(_employee(2))
    assert block.count == 0  # written at once (the target is 10 bytes)
