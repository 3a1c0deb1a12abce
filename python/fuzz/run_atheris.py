"""Runs a fuzz target under atheris (libFuzzer): ``python run_atheris.py archive
-max_total_time=1800 corpus/``. Needs ``pip install atheris`` (not a package dependency)."""

from __future__ import annotations

import sys

import atheris

with atheris.instrument_imports():
    from targets import TARGETS

    import sheaf  # noqa: F401


def main() -> None:
    target = TARGETS[sys.argv[1]]
    atheris.Setup([sys.argv[0], *sys.argv[2:]], target)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
