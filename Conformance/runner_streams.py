"""The conformance runner's stream cases (manifest.json's "streams"): judged, like archive cases,
only by the testee's own answers (README.md, "Stream cases").

- A stream case decodes the stream (with the case's schemas, or with the schema the stream
  embeds when the case gives none, and over the case's byte range when it gives one). The
  records the testee returns must be the case's records — judged by their canonical archive
  encodings under the case's `judge` schemas, so that equal bytes mean equal values — and,
  for an error case, the error must carry the case's code and, where the case gives them,
  its offset, block, record and path.
- A canonical case also asks the testee to write the case's records (codec none, in blocks
  of the case's sizes) and compares the bytes with the case's, which are checked by hand.
"""

from __future__ import annotations

import json
import os
from typing import Any, Callable

Ask = Callable[[dict[str, Any]], dict[str, Any]]

#: The error fields an error case may pin, in the order a failure names them.
PINNED = ("code", "offset", "block", "record", "path")


def describe(error: dict[str, Any]) -> str:
    """An error reply in one line: its code and whatever locates it."""
    where = ", ".join(f"{key} {error[key]}" for key in PINNED[1:] if error.get(key) is not None)
    return f"{error.get('code')}" + (f" ({where})" if where else "")


def run_stream_case(ask: Ask, case: dict[str, Any], here: str, read_hex: Callable[[str], bytes]) -> str | None:
    """Runs one stream case; returns why it failed, or None."""
    stream = read_hex(os.path.join(here, case["stream"]))
    request: dict[str, Any] = {"do": "decode-stream", "stream": stream.hex(), "options": case.get("options", {})}
    if "schemas" in case:
        request["schemas"] = [os.path.join(here, path) for path in case["schemas"]]
        request["root"] = case["root"]
    for bound in ("start", "end"):
        if bound in case:
            request[bound] = case[bound]
    reply = ask(request)
    if "unsupported" in reply:
        return f"the testee does not support {reply['unsupported']}"
    expected: list[Any] = []
    if "records" in case:
        with open(os.path.join(here, case["records"]), encoding="utf-8") as handle:
            expected = json.load(handle)
    error = reply.get("error")
    if case["expect"] == "error":
        if error is None:
            return f"read {len(reply.get('records', []))} records without an error; expected {case['error']}"
        # The case names its code under "error"; the other items under their own names.
        wanted = {"code": case["error"], **{key: case[key] for key in PINNED[1:] if key in case}}
        if any(error.get(key) != value for key, value in wanted.items()):
            return f"failed with {describe(error)}, expected {describe(wanted)}"
    elif error is not None:
        return f"failed with {describe(error)}; expected to read {len(expected)} records"
    got = reply.get("records", [])
    if len(got) != len(expected):
        return f"returned {len(got)} records, expected {len(expected)}"
    judge = case.get("judge", {"schemas": case.get("schemas"), "root": case.get("root")})
    encode = {
        "do": "encode",
        "schemas": [os.path.join(here, path) for path in judge["schemas"]],
        "root": judge["root"],
        "checksum": False,
        "options": {},
    }
    for index, (text, value) in enumerate(zip(got, expected)):
        mine = ask(dict(encode, value=json.dumps(value)))
        theirs = ask(dict(encode, value=text))
        if "error" in mine or "error" in theirs:
            failed = mine if "error" in mine else theirs
            return f"encoding record {index} failed with {describe(failed['error'])}"
        if mine["archive"] != theirs["archive"]:
            return f"record {index} is another value than the case's (their canonical encodings differ)"
    canonical = case.get("canonical")
    if canonical is not None:
        blocks, start = [], 0
        for size in canonical["blocks"]:
            blocks.append([json.dumps(value) for value in expected[start : start + size]])
            start += size
        written = ask(
            {
                "do": "encode-stream",
                "schemas": [os.path.join(here, path) for path in canonical["schemas"]],
                "root": canonical["root"],
                "codec": "none",
                "blocks": blocks,
            }
        )
        if "error" in written:
            return f"writing the case's records failed with {describe(written['error'])}"
        if written.get("stream") != stream.hex():
            return "the canonical stream of the case's records is not the case's bytes"
    return None
