#!/bin/sh
# Makes sure a Debian package the project runs is there: Chromium for the browser tests, FFmpeg for videos.
# Usage: ensure-debian-package.sh PACKAGE CHECK WHY. When the shell command CHECK fails, the package is
# installed if the user is root (a fresh CI machine); otherwise WHY is said, with the command to run.
set -e
package="$1"
check="$2"
why="$3"
sh -c "$check" >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $package ($why)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  exit 0
fi
echo "$why. Install it with: sudo apt-get install -y $package" >&2
exit 1
