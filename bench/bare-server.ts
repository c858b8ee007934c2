// The baseline: a bare Fastify JSON route with no plugins, hooks or validation.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok', version: '0.1.0', uptimeSeconds: 1 }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening on ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
