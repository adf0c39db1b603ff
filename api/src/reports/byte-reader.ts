/**
 * Reads an upload's first bytes without consuming them (to recognise the file by its content), then
 * passes on everything, those bytes included, chunk by chunk without holding the file in memory.
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

  /** Everything left, chunk by chunk. */
  async *rest(): AsyncGenerator<Buffer> {
    while ((await this.fill(1)) > 0) {
      const chunk = this.chunks.shift()!;
      this.buffered -= chunk.length;
      yield chunk;
    }
  }
}
