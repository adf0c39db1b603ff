/**
 * Reads a byte stream piece by piece: a few header bytes at a time, or a long run passed on chunk by chunk
 * without holding it in memory. The metadata scrubbers are written over this, as async generators.
 */
export class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer | Uint8Array | string>) {
    const iterator = source[Symbol.asyncIterator]();
    this.source = {
      next: async () => {
        const step = await iterator.next();
        return step.done ? step : { done: false, value: Buffer.from(step.value as Uint8Array) };
      },
    };
  }

  /** Waits until `n` bytes are buffered or the stream has ended; returns how many are buffered. */
  private async fill(n: number): Promise<number> {
    while (this.buffered < n && !this.ended) {
      const step = await this.source.next();
      if (step.done) this.ended = true;
      else if (step.value.length > 0) {
        this.chunks.push(step.value);
        this.buffered += step.value.length;
      }
    }
    return this.buffered;
  }

  /** The next `n` bytes without consuming them (fewer at the end of the stream). */
  async peek(n: number): Promise<Buffer> {
    await this.fill(n);
    if (this.chunks.length > 1 && this.chunks[0]!.length < n) this.chunks = [Buffer.concat(this.chunks)];
    return (this.chunks[0] ?? Buffer.alloc(0)).subarray(0, n);
  }

  /** Consumes and returns the next `n` bytes (fewer at the end of the stream). */
  async read(n: number): Promise<Buffer> {
    const bytes = Buffer.from(await this.peek(n));
    this.drop(bytes.length);
    return bytes;
  }

  private drop(n: number): void {
    this.buffered -= n;
    while (n > 0) {
      const first = this.chunks[0]!;
      if (first.length <= n) {
        this.chunks.shift();
        n -= first.length;
      } else {
        this.chunks[0] = first.subarray(n);
        n = 0;
      }
    }
  }

  /** Passes on the next `n` bytes chunk by chunk (or zeros of the same length, to blank them out). */
  async *take(n: number, blank = false): AsyncGenerator<Buffer> {
    while (n > 0) {
      if ((await this.fill(1)) === 0) return;
      const first = this.chunks[0]!;
      const piece = first.length <= n ? first : first.subarray(0, n);
      this.drop(piece.length);
      n -= piece.length;
      yield blank ? Buffer.alloc(piece.length) : piece;
    }
  }

  /** Everything left, chunk by chunk. */
  async *rest(): AsyncGenerator<Buffer> {
    while ((await this.fill(1)) > 0) {
      const chunk = this.chunks.shift()!;
      this.buffered -= chunk.length;
      yield chunk;
    }
  }
}
