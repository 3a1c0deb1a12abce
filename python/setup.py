"""Builds the C accelerator `sheaf._accel` beside the pure-Python package (metadata is in
pyproject.toml). Where no C compiler works, the build says why and the package installs
without it: the pure-Python path then reads everything.

Environment: ``SHEAF_NO_ACCEL=1`` skips the extension; ``SHEAF_ACCEL_CFLAGS`` and
``SHEAF_ACCEL_LDFLAGS`` add compiler and linker flags (scripts/python-asan.sh builds it with
AddressSanitizer and UndefinedBehaviorSanitizer that way).
"""

from __future__ import annotations

import os
import shlex
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class OptionalBuildExt(build_ext):
    """`build_ext` that leaves the accelerator out, with a warning, when it cannot be compiled."""

    def finalize_options(self) -> None:
        super().finalize_options()
        # Always compiled again (a few small files): pip builds in the source folder, where an
        # extension built earlier with other flags (the sanitizer build's) would look up to date.
        self.force = True

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # no compiler at all (DistutilsPlatformError and kin)
            self._skip(error)

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:  # the compiler failed
            # An extension left in the build folder by an earlier build must not be installed.
            stale = self.get_ext_fullpath(ext.name)
            if os.path.exists(stale):
                os.remove(stale)
            self._skip(error)

    @staticmethod
    def _skip(error: Exception) -> None:
        print(
            f"warning: the sheaf C accelerator was not built ({error}); the pure-Python path is used", file=sys.stderr
        )


def extensions() -> list[Extension]:
    if os.environ.get("SHEAF_NO_ACCEL", "") not in ("", "0"):
        return []
    flags = ["-std=c11", "-O2"] if os.name != "nt" else []
    return [
        Extension(
            "sheaf._accel",
            sources=[
                "csrc/module.c",
                "csrc/decode.c",
                "csrc/encode.c",
                "csrc/pending_block.c",
                "csrc/crc32c.c",
                "csrc/columns.c",
                "csrc/columns_decode.c",
                "csrc/columns_records.c",
                "csrc/dynamic.c",
                "csrc/dynamic_decode.c",
                "csrc/dynamic_records.c",
                "csrc/dynamic_scalars.c",
            ],
            depends=["csrc/accel.h", "csrc/columns.h", "csrc/columns_read.h", "csrc/dynamic.h"],
            extra_compile_args=flags + shlex.split(os.environ.get("SHEAF_ACCEL_CFLAGS", "")),
            extra_link_args=shlex.split(os.environ.get("SHEAF_ACCEL_LDFLAGS", "")),
        )
    ]


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
