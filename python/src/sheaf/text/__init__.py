"""Text forms the format defines for itself: RFC 3339 instants, URI references."""
