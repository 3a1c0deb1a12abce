"""The url rule (Conformance/FORMAT.md §5.7) at the IP literal: RFC 3986's grammar, with
ABNF's case-insensitive quoted strings."""

from __future__ import annotations

import pytest

from sheaf.text.uri import is_uri_reference


@pytest.mark.parametrize(
    "text",
    ["http://[v1.x]/", "http://[V1.x]/", "http://[VfE0.!$:a]:80/p", "//[vAb.c]", "http://[::1]/", "http://[V1.a:b]/"],
)
def test_ip_literals_of_either_case_are_valid(text: str) -> None:
    assert is_uri_reference(text)


@pytest.mark.parametrize(
    "text",
    ["http://[V.x]/", "http://[v1.]/", "http://[W1.x]/", "http://[V1x]/", "http://[Vg.x]/", "http://[1.2.3.4]/"],
)
def test_malformed_ip_literals_are_invalid(text: str) -> None:
    assert not is_uri_reference(text)
