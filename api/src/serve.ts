import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';

/** A server ready to listen, and where it listens. */
export interface Startable {
  app: FastifyInstance;
  config: Pick<Config, 'port' | 'host' | 'publicUrl'>;
}

/**
 * Runs a server as a process: starts it, listens, says where, and closes it on SIGINT or SIGTERM. A
 * failure to start (a malformed setting or data file, a database in use, a port taken) is one clear line
 * and exit code 1. The API alone (`src/server.ts`) and the whole portal (`shell/server/server.ts`) run so.
 */
export async function serve(start: () => Promise<Startable>): Promise<void> {
  let app: FastifyInstance | undefined;
  try {
    const started = await start();
    app = started.app;
    await app.listen({ port: started.config.port, host: started.config.host });
    app.log.info(`The portal is at ${started.config.publicUrl}`);
  } catch (error) {
    console.error(`The portal cannot start: ${error instanceof Error ? error.message : String(error)}`);
    await app?.close().catch(() => undefined);
    process.exit(1);
  }
  const running = app;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      running.log.info(`${signal}: closing`);
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
