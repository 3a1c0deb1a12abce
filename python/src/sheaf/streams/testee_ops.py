"""The conformance testee's stream operations, ``decode-stream`` and ``encode-stream``
(requests and replies as the conformance runner's protocol describes them)."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from typing import Any

from ..dynamic.types import resolve_type_text
from ..jsonform.errors import JSONFormError
from ..jsonform.parse import parse_json, syntax_depth
from ..jsonform.text import dumps
from ..schema.model import SchemaSet
from ..wire.errors import ArchiveError
from ..wire.limits import stack_room
from ..wire.reader import DEFAULT_MAX_DEPTH
from .errors import StreamError
from .reader import StreamReader
from .writer import dynamic_writer

__all__ = ["STREAM_OPS"]

SchemaLoader = Callable[[tuple[str, ...]], SchemaSet]


def _error(error: ArchiveError | JSONFormError) -> dict[str, Any]:
    block = error.block if isinstance(error, StreamError) else None
    record = error.record if isinstance(error, StreamError) else None
    path = error.path if record is not None or not isinstance(error, StreamError) else None
    return {"code": error.code, "offset": error.offset, "path": path, "block": block, "record": record}


def decode_stream(request: dict[str, Any], schemas: SchemaLoader) -> dict[str, Any]:
    """``{"records": [TEXT…]}`` (each as the decode op's value), plus ``error`` on failure."""
    max_depth = int(request.get("options", {}).get("maxDepth", DEFAULT_MAX_DEPTH))
    schema_set = schemas(tuple(request["schemas"])) if request.get("schemas") else None
    records: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "in.sheafs")
        with open(path, "wb") as out:
            out.write(bytes.fromhex(request["stream"]))
        reader = StreamReader(
            path, schema_set, request.get("root"), request.get("start", 0), request.get("end"), max_depth
        )
        try:
            with stack_room(max_depth):
                records.extend(dumps(record) for record in reader)
        except ArchiveError as error:
            return {"records": records, "error": _error(error)}
    return {"records": records}


def encode_stream(request: dict[str, Any], schemas: SchemaLoader) -> dict[str, Any]:
    """``{"stream": HEX}``: each inner list of ``blocks`` appended, then flushed."""
    schema_set = schemas(tuple(request["schemas"]))
    root = resolve_type_text(request["root"], schema_set)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "out.sheafs")
        try:
            with dynamic_writer(path, schema_set, root, request.get("codec", "none")) as writer:
                for block in request["blocks"]:
                    for text in block:
                        writer.append(parse_json(text.encode("utf-8"), syntax_depth(DEFAULT_MAX_DEPTH)).value)
                    writer.flush()
        except (ArchiveError, JSONFormError) as error:
            return {"error": {"code": error.code, "offset": error.offset, "path": error.path}}
        with open(path, "rb") as result:
            return {"stream": result.read().hex()}


#: Operation name → its answer.
STREAM_OPS: dict[str, Callable[[dict[str, Any], SchemaLoader], dict[str, Any]]] = {
    "decode-stream": decode_stream,
    "encode-stream": encode_stream,
}
