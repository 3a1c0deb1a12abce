"""The JSON form's text: the exact layout `sheaf dump` prints."""

from .text import dumps

__all__ = ["dumps"]
