import type { FastifyInstance } from 'fastify';

/**
 * Sends without holding up the answer, for routes whose work is done whatever the sending does (a mail,
 * an SMS): a failure is logged with `about(item)` and never undoes what was decided, and closing the
 * server waits for what is still in flight.
 */
export function sendInBackground<Item>(
  app: FastifyInstance,
  send: (item: Item) => Promise<void>,
  failure: string,
  about: (item: Item) => object,
): (item: Item) => void {
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(inFlight);
  });
  return (item) => {
    const sending: Promise<void> = send(item)
      .catch((error: unknown) => app.log.error({ err: error, ...about(item) }, failure))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };
}
