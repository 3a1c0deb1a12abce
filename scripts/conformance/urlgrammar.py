"""The url rule of Conformance/FORMAT.md §5.7: a non-empty RFC 3986 URI reference, matched on
its characters (all ASCII). Written as regular expressions straight from RFC 3986's ABNF."""
import re

import mutations

UNRESERVED = r"[A-Za-z0-9\-._~]"
PCT = r"%[0-9A-Fa-f]{2}"
SUB = r"[!$&'()*+,;=]"
PCHAR = r"(?:%s|%s|%s|[:@])" % (UNRESERVED, PCT, SUB)
SEGMENT = PCHAR + "*"
SEGMENT_NZ = PCHAR + "+"
SEGMENT_NZ_NC = r"(?:%s|%s|%s|@)+" % (UNRESERVED, PCT, SUB)
QUERY = r"(?:%s|[/?])*" % PCHAR
SCHEME = r"[A-Za-z][A-Za-z0-9+\-.]*"
DEC_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])"
IPV4 = r"%s\.%s\.%s\.%s" % ((DEC_OCTET,) * 4)
H16 = r"[0-9A-Fa-f]{1,4}"
LS32 = r"(?:%s:%s|%s)" % (H16, H16, IPV4)


def _before(n):
    """[ *n( h16 ":" ) h16 ] — up to n + 1 groups before a "::"."""
    return r"(?:(?:%s:){0,%d}%s)?" % (H16, n, H16) if n >= 0 else ""


IPV6 = "(?:" + "|".join([
    r"(?:%s:){6}%s" % (H16, LS32),
    r"::(?:%s:){5}%s" % (H16, LS32),
    r"%s::(?:%s:){4}%s" % (_before(0), H16, LS32),
    r"%s::(?:%s:){3}%s" % (_before(1), H16, LS32),
    r"%s::(?:%s:){2}%s" % (_before(2), H16, LS32),
    r"%s::%s:%s" % (_before(3), H16, LS32),
    r"%s::%s" % (_before(4), LS32),
    r"%s::%s" % (_before(5), H16),
    r"%s::" % _before(6),
]) + ")"
IPVFUTURE = r"[vV][0-9A-Fa-f]+\.(?:%s|%s|:)+" % (UNRESERVED, SUB)
HOST = r"(?:\[(?:%s|%s)\]|%s|(?:%s|%s|%s)*)" % (IPV6, IPVFUTURE, IPV4, UNRESERVED, PCT, SUB)
USERINFO = r"(?:%s|%s|%s|:)*" % (UNRESERVED, PCT, SUB)
AUTHORITY = r"(?:%s@)?%s(?::[0-9]*)?" % (USERINFO, HOST)
PATH_ABEMPTY = r"(?:/%s)*" % SEGMENT
PATH_ABSOLUTE = r"/(?:%s(?:/%s)*)?" % (SEGMENT_NZ, SEGMENT)
PATH_NOSCHEME = r"%s(?:/%s)*" % (SEGMENT_NZ_NC, SEGMENT)
PATH_ROOTLESS = r"%s(?:/%s)*" % (SEGMENT_NZ, SEGMENT)
HIER_PART = r"(?://%s%s|%s|%s|)" % (AUTHORITY, PATH_ABEMPTY, PATH_ABSOLUTE, PATH_ROOTLESS)
RELATIVE_PART = r"(?://%s%s|%s|%s|)" % (AUTHORITY, PATH_ABEMPTY, PATH_ABSOLUTE, PATH_NOSCHEME)
TAIL = r"(?:\?%s)?(?:#%s)?" % (QUERY, QUERY)
URI = re.compile(r"%s:%s%s" % (SCHEME, HIER_PART, TAIL))
RELATIVE_REF = re.compile(r"%s%s" % (RELATIVE_PART, TAIL))


def is_valid(text):
    """Whether `text` is a url the format accepts."""
    if mutations.active("url-host-library"):
        return bool(text) and not any(ord(c) <= 0x20 or ord(c) == 0x7F for c in text)
    if not text:
        return mutations.active("url-empty-allowed")
    return bool(URI.fullmatch(text) or RELATIVE_REF.fullmatch(text))
