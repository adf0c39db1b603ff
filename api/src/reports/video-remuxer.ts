/**
 * Rewrites a received video with FFmpeg (Debian's `ffmpeg`, found on the PATH), so no stored video holds
 * what could locate its reporter: a new container is written around the same coded pictures and sound
 * (`-c copy`, nothing re-encoded), with only the video and audio streams (no data track such as GoPro's
 * GPMF, no subtitle track such as DJI's, no attachment or cover picture), and none of the container's or
 * the streams' metadata or chapters. Whatever the original held beside those streams (top-level boxes,
 * user data anywhere, unknown chunks) is simply never written. MP4 stays MP4 and MOV stays MOV, with the
 * index at the front so playback starts before the whole file has arrived; AVI stays AVI.
 */
import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import type { VideoFormat } from './media-types.js';

/** The program, looked up on the PATH: `api/scripts/ensure-ffmpeg.sh` installs Debian's package. */
const FFMPEG = 'ffmpeg';

/**
 * Rewriting a video copies its packets once, without decoding them; one that takes longer than this is
 * hostile or broken, and is stopped rather than left holding the machine.
 */
const REMUX_SECONDS = 60;

/** FFmpeg's error output is a few lines at `-loglevel error`; more than this and it is stopped. */
const MAX_LOG_BYTES = 1024 * 1024;

/** A file FFmpeg cannot read as a video (the caller answers 415). */
export class UnreadableVideoError extends Error {}

/**
 * Each format's demuxer (named, so FFmpeg never guesses another one from the content, such as a playlist
 * that would make it open other files or addresses) and muxer, with the muxer's options.
 */
const CONTAINERS: Record<VideoFormat, { demuxer: string; muxer: string; options: string[] }> = {
  // faststart: a second pass moves the index (moov) to the front, so a browser can play while it loads.
  mp4: { demuxer: 'mov', muxer: 'mp4', options: ['-movflags', '+faststart'] },
  mov: { demuxer: 'mov', muxer: 'mov', options: ['-movflags', '+faststart'] },
  avi: { demuxer: 'avi', muxer: 'avi', options: [] },
};

const run = (args: string[]) =>
  new Promise<void>((resolve, reject) => {
    execFile(
      FFMPEG,
      args,
      { timeout: REMUX_SECONDS * 1000, killSignal: 'SIGKILL', maxBuffer: MAX_LOG_BYTES, windowsHide: true },
      (error) => (error ? reject(error) : resolve()),
    );
  });

let checked: Promise<void> | undefined;

/**
 * Stops the start when FFmpeg cannot be run, with a message that says what to install: without it no
 * video could be received without its location. Checked once a process.
 */
export function ensureFfmpeg(): Promise<void> {
  checked ??= run(['-hide_banner', '-loglevel', 'error', '-version']).catch((error: unknown) => {
    checked = undefined;
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `videos are rewritten by FFmpeg, which could not be run (${reason}). Install it (Debian: sudo apt-get install -y ffmpeg) or run npm start as root, which installs it.`,
    );
  });
  return checked;
}

/**
 * Writes `source` (a video recognised as `format` by its first bytes) to `target` as described above.
 * Throws UnreadableVideoError when FFmpeg cannot read it, finds no video stream in it, or takes too long;
 * the caller removes `target`.
 */
export async function remuxVideo(source: string, format: VideoFormat, target: string): Promise<void> {
  const { demuxer, muxer, options } = CONTAINERS[format];
  if (format === 'avi') await blankAviStreamData(source);
  try {
    // prettier-ignore
    await run([
      '-hide_banner', '-loglevel', 'error', '-nostdin',
      // The input: this one local file, read by this demuxer only.
      '-protocol_whitelist', 'file', '-f', demuxer, '-i', `file:${source}`,
      // Video streams that are not a cover picture (V: a JPEG cover keeps its camera's EXIF), and any audio.
      '-map', '0:V', '-map', '0:a?',
      // No global or per-stream metadata, no chapters, no encoder tag of our own.
      '-map_metadata', '-1', '-map_metadata:s', '-1', '-map_chapters', '-1', '-fflags', '+bitexact',
      '-c', 'copy',
      ...options,
      '-n', '-f', muxer, `file:${target}`,
    ]);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') throw error; // FFmpeg itself is missing
    throw new UnreadableVideoError(error instanceof Error ? error.message : String(error));
  }
}

const ZEROS = Buffer.alloc(64 * 1024);

/** How many chunk headers before `movi` are looked at: a real AVI's header has a few dozen. */
const AVI_MAX_HEADER_CHUNKS = 10_000;

/**
 * FFmpeg's AVI reader takes a `strd` chunk (a codec driver's private data) anywhere before `movi` as the
 * stream's codec data when its `strf` carried none, and a stream copy writes codec data out again: a
 * location planted there would survive. No camera's codec needs it, so every `strd` becomes `JUNK` with
 * zeroed content, in place, before FFmpeg reads the file. The header is walked as FFmpeg walks it: lists
 * are entered, chunks skipped, up to the `movi` list.
 */
async function blankAviStreamData(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    const { size: fileSize } = await handle.stat();
    const head = Buffer.alloc(12);
    let at = 12; // after `RIFF <size> AVI `
    for (let chunks = 0; at + 8 <= fileSize; chunks++) {
      if (chunks === AVI_MAX_HEADER_CHUNKS) throw new UnreadableVideoError('too many chunks before movi');
      await handle.read(head, 0, 12, at);
      const id = head.toString('latin1', 0, 4);
      const size = head.readUInt32LE(4);
      if (id === 'LIST') {
        if (head.toString('latin1', 8, 12) === 'movi') return;
        at += 12;
        continue;
      }
      if (id === 'strd') {
        await handle.write(Buffer.from('JUNK', 'latin1'), 0, 4, at);
        const end = Math.min(at + 8 + size, fileSize);
        for (let zeroed = at + 8; zeroed < end; zeroed += ZEROS.length)
          await handle.write(ZEROS, 0, Math.min(ZEROS.length, end - zeroed), zeroed);
      }
      at += 8 + size + (size & 1);
    }
  } finally {
    await handle.close();
  }
}
