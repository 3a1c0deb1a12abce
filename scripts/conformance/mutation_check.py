#!/usr/bin/env python3
"""The corpus's mutation check: runs check.py once per deliberate mistake of mutations.py (the
reference decoder made wrong in one known way) and fails unless every mistaken run fails the
manifest. A mistake that passes means a rule of the format that no case pins.

Usage: mutation_check.py [-v] [CONFORMANCE_DIR]   (exit status 1 when a mistake goes unnoticed)

Prints one summary line, and one line for each mistake that goes unnoticed; -v also prints
how each caught mistake was caught.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from mutations import MISTAKES  # noqa: E402


def run(name, argv):
    environment = dict(os.environ, SHEAF_REFERENCE_MUTATION=name)
    result = subprocess.run([sys.executable, os.path.join(HERE, "check.py")] + argv, env=environment,
                            capture_output=True, text=True)
    lines = result.stdout.strip().splitlines()
    if not lines:  # check.py crashed: its traceback is the finding
        lines = (result.stderr.strip().splitlines() or ["check.py printed nothing"])[-1:]
    return result.returncode, lines


def main(argv):
    verbose = "-v" in argv
    argv = [argument for argument in argv if argument != "-v"]
    survivors = []
    baseline, lines = run("", argv)
    if baseline != 0:
        print("the correct reference decoder fails the manifest:\n" + "\n".join(lines))
        return 1
    for name, mistake in MISTAKES.items():
        status, lines = run(name, argv)
        caught = [line for line in lines[:-1]]
        if status == 0:
            survivors.append(name)
            print("NOT CAUGHT  %-38s %s" % (name, mistake))
        elif verbose:
            print("caught      %-38s by %d finding%s, e.g. %s" % (
                name, len(caught), "" if len(caught) == 1 else "s", caught[0] if caught else lines[-1]))
    print("mutation check: %d/%d deliberate mistakes caught by the corpus" % (len(MISTAKES) - len(survivors), len(MISTAKES)))
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
