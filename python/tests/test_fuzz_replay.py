"""A short, seeded replay of the fuzz targets (python/fuzz/targets.py): every seed, then a
fixed number of deterministic mutations of them (bit flips, byte changes, cuts, splices,
repeated runs). A failure here is a bug the fuzzer would find; the long runs use atheris."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fuzz"))

from targets import TARGETS, seeds

MUTATIONS = 1500
#: Targets whose inputs cost more (a stream loads the schema it embeds, three times).
FEWER = {"stream": 300}


def mutate(data: bytes, rng: random.Random, corpus: list[bytes]) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        choice = rng.randrange(6)
        if choice == 0 and out:
            i = rng.randrange(len(out))
            out[i] ^= 1 << rng.randrange(8)
        elif choice == 1 and out:
            out[rng.randrange(len(out))] = rng.choice([0, 1, 0x7F, 0x80, 0xFF, rng.randrange(256)])
        elif choice == 2 and out:
            del out[rng.randrange(len(out)) :]
        elif choice == 3:
            other = rng.choice(corpus)
            cut = rng.randrange(len(other) + 1)
            out[rng.randrange(len(out) + 1) :] = other[cut:]
        elif choice == 4 and out:
            i = rng.randrange(len(out))
            out[i:i] = out[i : i + rng.randint(1, 8)] * rng.randint(1, 50)
        else:
            out.insert(rng.randrange(len(out) + 1), rng.randrange(256))
    return bytes(out)


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_seeds_and_mutations(name: str) -> None:
    target = TARGETS[name]
    corpus = seeds(name)
    assert len(corpus) > 20
    for data in corpus:
        target(data)
    rng = random.Random(f"sheaf-{name}")
    for _ in range(FEWER.get(name, MUTATIONS)):
        target(mutate(rng.choice(corpus), rng, corpus))


def test_body_mutations_read_alike_by_generated_classes_and_the_dynamic_decoder() -> None:
    # Mutations of the body only (the header intact), where the two decoders differ in code.
    from sheaf.wire.header import read_header

    target = TARGETS["agreement"]
    bodies = []
    for data in seeds("agreement"):
        try:
            start = read_header(data).reader.pos
        except Exception:
            continue
        if data[5] == 0:  # no checksum trailer, which a changed body would not match
            bodies.append((data[:start], data[start:]))
    rng = random.Random("sheaf-agreement")
    others = [body for _, body in bodies]
    for _ in range(3000):
        head, body = rng.choice(bodies)
        target(head + mutate(body, rng, others))
