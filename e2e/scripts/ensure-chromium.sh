#!/bin/sh
# The browser tests drive Debian's Chromium; Playwright never downloads a browser of its own.
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
exec sh "$(dirname "$0")/../../scripts/ensure-debian-package.sh" chromium "[ -x '$CHROMIUM' ]" \
  "The browser tests need Chromium at $CHROMIUM"
