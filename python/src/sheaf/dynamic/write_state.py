"""What the encoder's writers share: the schema set, the writer of the value being
written, and the wrong-type error every writer raises."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from ..jsonform.describe import json_kind
from ..jsonform.errors import JSONFormError
from ..schema.model import SchemaSet, TypeRef
from ..wire.writer import Writer

__all__ = ["WriteState", "wrong_type"]


def wrong_type(expected: str, value: Any, ref: TypeRef | str) -> JSONFormError:
    """The error for a JSON-form value of the wrong kind (``expected`` says what was wanted)."""
    return JSONFormError("wrongType", f"expected {expected} for '{ref}', found {json_kind(value)}")


class WriteState(ABC):
    """The state every kind of value writer works on; the encoder (``encoder.py``) puts the
    writers together and dispatches on the type."""

    def __init__(self, schema_set: SchemaSet, writer: Writer) -> None:
        self.schema_set = schema_set
        self.w = writer

    @abstractmethod
    def value(self, value: Any, ref: TypeRef) -> None:
        """Writes the bare form of ``value`` as the type ``ref``."""
