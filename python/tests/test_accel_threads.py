"""The accelerator from several threads at once: each decode uses its own root type's program,
whatever another thread decoded in between. The last-program cache is one tuple, read once and
replaced whole; it was a list read item by item, where a thread switch between the reads could
pair one root with another's program. That window is a few bytecodes wide, too narrow for this
stress check to hit reliably (it passed on the list too): it checks that concurrent decodes of
different types stay right, not that the old race is gone."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator

import pytest
from generated_sets import modules

from sheaf import native

company = modules("showcase")["company_sheaf"]


@pytest.fixture
def frequent_switches() -> Iterator[None]:
    previous = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        yield
    finally:
        sys.setswitchinterval(previous)


@pytest.mark.skipif(not native.enabled(), reason="the accelerator is switched off")
def test_threads_decoding_different_types_each_get_their_own(frequent_switches: None) -> None:
    values = [
        company.Employee(name="Ann", age=34, fullName="Ann Smith", scores={"q1": [1.5, 2.5]}),
        company.Car(make="Saab", model="900", cylinders=4),
        company.Duties.openWindow,
        company.Gender.other,
    ]
    archives = [(type(value), value.to_bytes(), value) for value in values]
    wrong: list[str] = []

    def decode(offset: int) -> None:
        for round_ in range(3_000):
            kind, data, expected = archives[(offset + round_) % len(archives)]
            got = kind.from_bytes(data)
            if got != expected:
                wrong.append(f"{kind.__name__}: {got!r}")
                return

    threads = [threading.Thread(target=decode, args=(offset,)) for offset in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wrong == []
