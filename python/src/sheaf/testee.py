"""The package as a conformance testee: ``python -m sheaf.testee`` answers the conformance
runner's requests (Conformance/runner.py; the protocol is in Conformance/README.md) on
standard input and output, one JSON object a line.

Requests name schema files, a root type and what to do: ``decode`` an archive (hex) into its
value in the JSON form, or ``encode`` a value in the JSON form into an archive (hex); and
``decode-stream`` / ``encode-stream`` for record streams. Replies
carry the result, or the error's code, offset and path.
"""

from __future__ import annotations

import json
import sys
from functools import cache
from typing import Any

from .dynamic.decoder import decode_archive
from .dynamic.encoder import encode_archive
from .dynamic.types import resolve_type_text
from .jsonform.errors import JSONFormError
from .jsonform.parse import parse_json, syntax_depth
from .jsonform.text import dumps
from .schema.loader import load_paths
from .schema.model import SchemaSet
from .streams.testee_ops import STREAM_OPS
from .wire.errors import ArchiveError
from .wire.header import DEFAULT_MAX_ARCHIVE_SIZE
from .wire.limits import stack_room
from .wire.reader import DEFAULT_MAX_DEPTH

__all__ = ["answer", "main"]


@cache
def _schema_set(paths: tuple[str, ...]) -> SchemaSet:
    result = load_paths(paths)
    if result.has_errors:
        raise ValueError(result.render())
    return result.schema_set


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """The reply to one request (without its ``id``)."""
    if "root" in request:  # schemas that do not load, or a root that does not resolve: ValueError
        resolve_type_text(request["root"], _schema_set(tuple(request["schemas"])))
    if request["do"] in STREAM_OPS:
        return STREAM_OPS[request["do"]](request, _schema_set)
    schema_set = _schema_set(tuple(request["schemas"]))
    options = request.get("options", {})
    max_depth = int(options.get("maxDepth", DEFAULT_MAX_DEPTH))
    try:
        if request["do"] == "decode":
            data = bytes.fromhex(request["archive"])
            max_size = int(options.get("maxArchiveSize", DEFAULT_MAX_ARCHIVE_SIZE))
            _, value = decode_archive(data, schema_set, request["root"], max_depth=max_depth, max_archive_size=max_size)
            with stack_room(max_depth):
                return {"value": dumps(value)}
        if request["do"] == "encode":
            text = request["value"].encode("utf-8")
            document = parse_json(text, syntax_depth(max_depth))
            root = resolve_type_text(request["root"], schema_set)
            data = encode_archive(
                document.value, root, schema_set, checksum=bool(request.get("checksum")), max_depth=max_depth
            )
            return {"archive": data.hex()}
    except (ArchiveError, JSONFormError) as error:
        return {"error": {"code": error.code, "offset": error.offset, "path": error.path}}
    return {"unsupported": request["do"]}


def main() -> int:
    """Answers requests until standard input ends."""
    for line in sys.stdin:
        request = json.loads(line)
        try:
            reply = answer(request)
        except (ValueError, OSError) as error:
            # A request that cannot be carried out (schemas that do not load, a root type that
            # does not resolve) is said so in its reply, and the next one is answered.
            reply = {"invalidRequest": str(error)}
        reply["id"] = request.get("id")
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
