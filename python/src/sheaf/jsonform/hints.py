""" "Did you mean" hints for unknown field, case, flag and tag names in the JSON form, worded
as the Swift tool words them (the command line suggests options for mistyped ones with
`closest` too)."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["closest", "hint", "unknown_name"]


def hint(name: str, candidates: Sequence[str]) -> str:
    """``; did you mean 'x'?`` for the closest candidate within a small edit distance (a
    difference in case alone always qualifies), or the empty string. Names longer than 64
    characters get no hint, which keeps the cost of an error bounded on hostile input."""
    found = closest(name, candidates)
    return f"; did you mean '{found}'?" if found is not None else ""


def closest(name: str, candidates: Sequence[str]) -> str | None:
    """The candidate `hint` suggests for ``name``, or None."""
    lowered = name.lower()
    if not lowered or len(lowered) > 64:
        return None
    limit = min(3, max(1, len(lowered) // 3))
    best: tuple[str, int] | None = None
    for candidate in candidates:
        if candidate == name:
            continue
        other = candidate.lower()
        if other == lowered:
            return candidate
        if abs(len(other) - len(lowered)) > limit or len(other) > 64:
            continue
        distance = _distance(lowered, other)
        if distance <= limit and (best is None or distance < best[1]):
            best = (candidate, distance)
    return best[0] if best else None


def unknown_name(what: str, name: str, candidates: Sequence[str], list_name: str) -> str:
    """``<what> 'name'`` with a "did you mean" hint, or else the first candidates listed."""
    found = hint(name, candidates)
    if found:
        return f"{what} '{name}'{found}"
    shown = ", ".join(candidates[:20]) + (", …" if len(candidates) > 20 else "")
    return f"{what} '{name}' ({list_name}: {shown})"


def _distance(a: str, b: str) -> int:
    """Edit distance counting insertions, deletions, substitutions and swaps of adjacent
    characters (optimal string alignment), so ``nmae`` is one edit from ``name``."""
    if not a:
        return len(b)
    if not b:
        return len(a)
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        table[i][0] = i
    for j in range(len(b) + 1):
        table[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                best = min(best, table[i - 2][j - 2] + 1)
            table[i][j] = best
    return table[len(a)][len(b)]
