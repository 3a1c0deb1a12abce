#!/usr/bin/env bash
# Installs what building Sheaf needs beyond the Swift toolchain: the headers of libyaml (the
# schema loader) and zlib (the deflate codec of record streams).
set -euo pipefail
if ! pkg-config --exists yaml-0.1 zlib 2>/dev/null; then
  echo "==> installing libyaml-dev and zlib1g-dev (pkg-config cannot find yaml-0.1 or zlib)"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libyaml-dev zlib1g-dev pkg-config >/dev/null
fi
pkg-config --exists yaml-0.1 zlib
