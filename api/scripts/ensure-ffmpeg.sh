#!/bin/sh
# Videos are rewritten by Debian's FFmpeg before they are stored (src/reports/video-remuxer.ts): the server
# does not start without it, and the tests make and read videos with it and FFprobe.
exec sh "$(dirname "$0")/../../scripts/ensure-debian-package.sh" ffmpeg 'ffmpeg -version && ffprobe -version' \
  'The portal rewrites videos with FFmpeg, so that none keeps its location'
