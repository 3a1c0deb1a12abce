"""`SheafError`: the base of every error the package raises for bad schemas, archives, the
JSON form, streams and values.

Each subclass lives beside the code that raises it (`ArchiveError` in `wire/errors.py`,
`JSONFormError` in `jsonform/errors.py`, …); this module only holds what they share, and
imports nothing, so that generated classes (which load `sheaf.runtime` alone) stay light.
"""

from __future__ import annotations

__all__ = ["SheafError", "article"]


class SheafError(Exception):
    """Something Sheaf could not read, write or load.

    ``code`` is a stable identifier of the kind of failure (python/README.md lists them):
    test it, not the message, which may be reworded. ``message`` is the human explanation.
    Errors about a value also carry its ``path`` (``$.employees[2].age``).
    """

    code: str
    message: str


def article(word: str) -> str:
    """``word`` with its indefinite article, chosen by its first letter: "an Employee",
    "a Car"."""
    return ("an " if word[:1].lower() in "aeiou" and word[:1] else "a ") + word
