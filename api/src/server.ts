import { loadConfig } from './config.js';
import { startApp } from './app.js';

let app: Awaited<ReturnType<typeof startApp>> | undefined;
try {
  const config = loadConfig();
  app = await startApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`The portal is at ${config.publicUrl}`);
} catch (error) {
  // A start-up failure (a malformed data file, a database in use, a port taken) is one clear line.
  console.error(`The portal cannot start: ${error instanceof Error ? error.message : String(error)}`);
  await app?.close().catch(() => undefined);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app!.log.info(`${signal}: closing`);
    app!.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
