#!/usr/bin/env bash
# setup.sh: installs the system packages Curtain builds against, once; does nothing on macOS
# (ImageIO and AVFoundation are the system's) or when they are already installed.
# Debian/Ubuntu: libpng-dev and libjpeg-dev (image codecs), zlib1g-dev (CRC-32; libpng-dev
# brings it too), libdeflate-dev (APNG frames), pkg-config (finds libpng, zlib and libdeflate),
# poppler-utils and librsvg2-bin
# (pdftocairo and rsvg-convert: the PDF and SVG image sets of an app's own launch screen).
# ffmpeg is optional (GIF/MP4 output, video frames): set CURTAIN_WITH_FFMPEG=1 to install it.
set -euo pipefail
[ "$(uname -s)" = "Linux" ] || exit 0
packages=(libpng-dev libjpeg-dev zlib1g-dev libdeflate-dev pkg-config poppler-utils librsvg2-bin)
[ "${CURTAIN_WITH_FFMPEG:-0}" = "1" ] && packages+=(ffmpeg)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
command -v apt-get >/dev/null || {
  echo "setup.sh: please install ${missing[*]} with your system's package manager" >&2
  exit 1
}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "setup.sh: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
