"""Runs a fuzz target for a while without atheris: the seeded mutations of the replay test
(python/tests/test_fuzz_replay.py), for a number of seconds, printing executions and the
peak resident set. Used where atheris's instrumentation cannot run, and under
AddressSanitizer (scripts/python-asan.sh): ``python replay.py accelerated 300``."""

from __future__ import annotations

import random
import resource
import sys
import time
from pathlib import Path

from targets import TARGETS, seeds

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from test_fuzz_replay import mutate


def main() -> None:
    name, seconds = sys.argv[1], float(sys.argv[2])
    seed = sys.argv[3] if len(sys.argv) > 3 else f"sheaf-{name}-long"
    target, corpus = TARGETS[name], seeds(name)
    for data in corpus:
        target(data)
    rng = random.Random(seed)
    runs, start = 0, time.monotonic()
    while time.monotonic() - start < seconds:
        data = mutate(rng.choice(corpus), rng, corpus)
        try:
            target(data)
        except BaseException:
            found = Path(__file__).resolve().parents[2] / "fuzz-artifacts" / f"replay-{name}-{runs}"
            found.parent.mkdir(exist_ok=True)
            found.write_bytes(data)
            print(f"{name}: the input that failed is in {found}", file=sys.stderr)
            raise
        runs += 1
    elapsed = time.monotonic() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"{name}: {runs} mutated inputs in {elapsed:.0f} s ({runs / elapsed:.0f}/s), seed {seed!r}, peak RSS {peak:.0f} MB"
    )


if __name__ == "__main__":
    main()
