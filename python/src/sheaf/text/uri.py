"""The format's URL rule: text is a url when it is an RFC 3986 URI reference as written
(absolute or relative), not empty, with no character that must be percent-encoded, no
malformed ``%`` escape and balanced IP-literal brackets. Readers never repair the text."""

from __future__ import annotations

import re

__all__ = ["is_uri_reference"]

_UNRESERVED = r"A-Za-z0-9\-._~"
_SUB_DELIMS = r"!$&'()*+,;="
_PCT = r"%[0-9A-Fa-f]{2}"
_PCHAR = rf"(?:[{_UNRESERVED}{_SUB_DELIMS}:@]|{_PCT})"
_USERINFO = rf"(?:[{_UNRESERVED}{_SUB_DELIMS}:]|{_PCT})*"
_IP_LITERAL = r"\[[0-9A-Fa-f:.vV\-._~!$&'()*+,;=]+\]"
_REG_NAME = rf"(?:[{_UNRESERVED}{_SUB_DELIMS}]|{_PCT})*"
_HOST = rf"(?:{_IP_LITERAL}|{_REG_NAME})"
_AUTHORITY = rf"(?:{_USERINFO}@)?{_HOST}(?::[0-9]*)?"
_PATH = rf"(?:{_PCHAR}|/)*"
_QUERY = rf"(?:{_PCHAR}|[/?])*"
_SCHEME = r"[A-Za-z][A-Za-z0-9+\-.]*"
_URI_REFERENCE = re.compile(
    rf"(?:{_SCHEME}:)?(?://{_AUTHORITY})?{_PATH}(?:\?{_QUERY})?(?:#{_QUERY})?\Z"
)


def is_uri_reference(text: str) -> bool:
    """Whether ``text`` is a non-empty URI reference (RFC 3986, section 4.1)."""
    if not text:
        return False
    if _URI_REFERENCE.match(text) is None:
        return False
    # A relative reference's first segment may not hold ':' (it would read as a scheme).
    if not re.match(rf"{_SCHEME}:", text) and not text.startswith(("/", "?", "#")):
        first = re.split(r"[/?#]", text, maxsplit=1)[0]
        if ":" in first:
            return False
    return True
