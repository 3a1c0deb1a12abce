#!/usr/bin/env bash
# Installs what building Sheaf needs beyond the Swift toolchain: libyaml's headers.
set -euo pipefail
if ! pkg-config --exists yaml-0.1 2>/dev/null; then
  echo "==> installing libyaml-dev (pkg-config cannot find yaml-0.1)"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libyaml-dev pkg-config >/dev/null
fi
pkg-config --exists yaml-0.1
