"""Whether the C accelerator (`sheaf._accel`) is used: loaded when it was built, switched off
by the environment variable ``SHEAF_PURE_PYTHON=1`` (read at import) or by `set_enabled`.

Nothing here imports the rest of the package, so the wire code can ask it too (CRC-32C).
"""

from __future__ import annotations

import functools
import importlib
import os
from collections.abc import Callable
from types import ModuleType
from typing import Any, TypeVar

__all__ = ["available", "enabled", "module", "set_enabled", "why_not", "without"]

_F = TypeVar("_F", bound=Callable[..., Any])

_module: ModuleType | None
_why_not = ""
try:
    # By name: importing it from the package would make the package import itself.
    _module = importlib.import_module("sheaf._accel")
except ImportError as error:  # built without a C compiler: the pure-Python path serves
    _module = None
    _why_not = f"sheaf._accel did not import ({error})"

_enabled = _module is not None and os.environ.get("SHEAF_PURE_PYTHON", "") in ("", "0")


def available() -> bool:
    """Whether the accelerator was built and imports."""
    return _module is not None


def why_not() -> str:
    """Why the accelerator is not available ('' when it is)."""
    return _why_not


def enabled() -> bool:
    """Whether decoding and checksums go through the accelerator now."""
    return _enabled


def module() -> Any:
    """The accelerator's module while it is enabled, else None."""
    return _module if _enabled else None


def set_enabled(on: bool) -> bool:
    """Switches the accelerator on or off (on only where it is available); returns the
    previous state."""
    global _enabled
    previous = _enabled
    _enabled = bool(on) and _module is not None
    return previous


def without(function: _F) -> _F:
    """`function` run with the accelerator switched off (the pure-Python path), for
    comparisons and benchmarks."""

    @functools.wraps(function)
    def run(*args: Any, **kwargs: Any) -> Any:
        previous = set_enabled(False)
        try:
            return function(*args, **kwargs)
        finally:
            set_enabled(previous)

    return run  # type: ignore[return-value]
