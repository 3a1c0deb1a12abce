"""The testee's ``decode-stream`` and ``encode-stream`` operations."""

from __future__ import annotations

from pathlib import Path

from stream_cases import POINT_YAML, point_body, point_schema

from sheaf.streams import block_bytes, canonical_marker, header_bytes
from sheaf.testee import answer


def test_encode_stream_writes_each_inner_list_as_a_block(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    request = {
        "do": "encode-stream",
        "schemas": [str(tmp_path / "t.yaml")],
        "root": "P",
        "codec": "none",
        "blocks": [['{"n": 1}', '{"n": 2}'], ['{"n": 3}']],
    }
    header = header_bytes("t", 1, schema.fingerprint, "P", [("t.yaml", POINT_YAML)], "none")
    marker = canonical_marker(header)
    expected = header + marker
    expected += block_bytes([point_body(1), point_body(2)], "none", marker) + block_bytes(
        [point_body(3)], "none", marker
    )
    assert answer(request) == {"stream": expected.hex()}
    bad = answer({**request, "blocks": [['{"n": "x"}']]})
    assert bad["error"]["code"] == "wrongType" and bad["error"]["path"] == "$.n"


def test_decode_stream_gives_the_records_before_an_error_and_where_it_is(tmp_path: Path) -> None:
    point_schema(tmp_path)
    made = answer(
        {
            "do": "encode-stream",
            "schemas": [str(tmp_path / "t.yaml")],
            "root": "P",
            "codec": "deflate",
            "blocks": [['{"n": 1}'], ['{"n": 2}']],
        }
    )
    data = bytes.fromhex(made["stream"])
    assert answer({"do": "decode-stream", "stream": data.hex()}) == {
        "records": ['{\n  "n": 1\n}\n', '{\n  "n": 2\n}\n']
    }
    torn = answer({"do": "decode-stream", "stream": data[:-1].hex()})
    last = len(data) - (len(data) - data.rindex(data[-16:], 0, len(data) - 16) - 16)
    assert torn == {
        "records": ['{\n  "n": 1\n}\n'],
        "error": {"code": "tornTail", "offset": last, "path": None, "block": 1, "record": None},
    }
    split = answer({"do": "decode-stream", "stream": data.hex(), "start": last, "end": len(data)})
    assert split == {"records": ['{\n  "n": 2\n}\n']}
    other = answer({"do": "decode-stream", "stream": data.hex(), "schemas": [str(tmp_path / "t.yaml")], "root": "Q"})
    assert other["records"] == [] and other["error"]["code"] == "rootTypeMismatch"
