import type { FullConfig } from '@playwright/test';
import { ensureBuilt, startServer } from './server.ts';

/** One server for the whole run; its port reaches the workers through the environment. */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const started = Date.now();
  // The server starts after the builds, not beside them: started beside them on a loaded
  // 2-core machine, its migrations and demo data missed the 120 s it has to become ready.
  await ensureBuilt();
  const server = await startServer();
  process.env.PROPRE_E2E_PORT = String(server.port);
  console.log(
    `[e2e] server on port ${server.port} (${server.database}), ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return server.stop;
}
