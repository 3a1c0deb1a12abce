"""The package's version, written once: ``sheaf.__version__``, ``sheaf-py --version`` and the
distribution's metadata (pyproject.toml reads it) all come from here. Semantic versioning;
the Swift tool of the same release prints the same number."""

__version__ = "0.2.0"
