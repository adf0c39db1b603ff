/**
 * A phone's slow network in front of the portal, for every request the browser makes through it: a TCP
 * proxy whose one link each way carries the bytes at its rate, then delays them by half the round trip.
 * DevTools' network emulation does this inside Chromium instead, but for the page's own target only (a page
 * Chromium prerendered for it, in a scratch run, loaded at full speed under it). A request then costs one
 * round trip, as under DevTools (the browser's connection to this proxy is local, so the TCP handshake
 * costs nothing; Chromium keeps its connections open).
 */
import net from 'node:net';

export interface NetworkShape {
  rttMs: number;
  downKbps: number;
  upKbps: number;
}

/** The start of an HTTP/1.1 request. */
const REQUEST_LINE = /^[A-Z]+ \S/;
/** A TCP segment's payload: the bytes are delivered as they would arrive, not in whatever chunks Node reads. */
const SEGMENT_BYTES = 1460;

/** One direction of the phone's link: bytes wait for it to be free, take their time on it, then the delay. */
class Link {
  private freeAt = 0;
  private readonly bytesPerMs: number;

  constructor(
    kbps: number,
    private readonly delayMs: number,
  ) {
    this.bytesPerMs = (kbps * 1024) / 8 / 1000;
  }

  /** When bytes given to the link now reach the other end (ms on `performance.now()`'s clock). */
  arrival(bytes: number): number {
    const start = Math.max(performance.now(), this.freeAt);
    this.freeAt = start + bytes / this.bytesPerMs;
    return this.freeAt + this.delayMs;
  }
}

export interface SlowNetwork {
  /** The portal's address through the slow network. */
  url: string;
  /** Bytes delivered to the browser for the requests it started from `wallMs` on (`Date.now()`'s clock). */
  bytesOfRequestsSince(wallMs: number): number;
  /** Resolves once no byte has moved either way for `quietMs`, or at `deadline`. */
  settled(quietMs: number, deadline: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSlowNetwork(target: string, shape: NetworkShape): Promise<SlowNetwork> {
  const { hostname, port } = new URL(target);
  const down = new Link(shape.downKbps, shape.rttMs / 2);
  const up = new Link(shape.upKbps, shape.rttMs / 2);
  /** The bytes of each answer as they arrive, by when the browser sent its request (on the wall clock). */
  const answers: { requestedAt: number; bytes: number }[] = [];
  let lastMovedAt = Date.now();
  const sockets = new Set<net.Socket>();

  /**
   * Sends what `from` reads to `to` through `link`, segment by segment, in order; `heard` is told of each
   * chunk read, `delivered` of each segment's bytes as they arrive.
   */
  const carry = (
    from: net.Socket,
    to: net.Socket,
    link: Link,
    on: { heard?: (chunk: Buffer) => void; delivered?: (bytes: number) => void },
  ) => {
    from.on('data', (chunk: Buffer) => {
      on.heard?.(chunk);
      for (let offset = 0; offset < chunk.length; offset += SEGMENT_BYTES) {
        const segment = chunk.subarray(offset, offset + SEGMENT_BYTES);
        const waitMs = link.arrival(segment.length) - performance.now();
        lastMovedAt = Date.now();
        setTimeout(() => {
          if (to.destroyed) return;
          to.write(segment);
          lastMovedAt = Date.now();
          on.delivered?.(segment.length);
        }, waitMs);
      }
    });
    // The end goes after the bytes before it: a link's arrivals only move later.
    from.on('end', () => setTimeout(() => to.end(), link.arrival(0) - performance.now()));
    from.on('error', () => to.destroy());
  };

  const server = net.createServer((browser) => {
    const portal = net.connect(Number(port), hostname);
    for (const socket of [browser, portal]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    // Chromium sends one request at a time on a connection (HTTP/1.1, no pipelining), the next only once
    // the answer before has arrived: what arrives is the answer to the last one sent.
    let requestedAt = Date.now();
    carry(browser, portal, up, {
      heard: (chunk) => {
        if (REQUEST_LINE.test(chunk.subarray(0, 16).toString('latin1'))) requestedAt = Date.now();
      },
    });
    carry(portal, browser, down, { delivered: (bytes) => answers.push({ requestedAt, bytes }) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: slowPort } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${slowPort}`,
    bytesOfRequestsSince: (wallMs) => answers.reduce((sum, each) => sum + (each.requestedAt >= wallMs ? each.bytes : 0), 0),
    async settled(quietMs, deadline) {
      while (Date.now() < deadline && Date.now() - lastMovedAt < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
