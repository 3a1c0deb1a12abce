"""Sheaf for Python: load schemas, read and write Sheaf archives, and their JSON form.

>>> import sheaf
>>> schema = sheaf.load_schema("schemas/")          # doctest: +SKIP
>>> schema.name, schema.version, schema.fingerprint  # doctest: +SKIP
"""

from ._version import __version__
from .api import Schema, load_schema
from .jsonform.errors import JSONFormError
from .schema.diagnostics import Diagnostic, SchemaError
from .wire.errors import ArchiveError

__all__ = ["ArchiveError", "Diagnostic", "JSONFormError", "Schema", "SchemaError", "__version__", "load_schema"]
