/**
 * The machine's ceiling for the API load figures: Fastify with one JSON route and nothing else (no
 * logging, security headers, hooks or data), in its own process as the portal's server is. On a small
 * machine autocannon shares the cores with the server, and this shows what that alone costs.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/ping', async () => ({ status: 'ok' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
