import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/plugins/config/config.ts';
import { ContractValidator } from './contract-validator.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** inject(), then fail the test if the response breaks the contract. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildOptions {
  env?: Record<string, string>;
  validator?: ContractValidator;
}

/** Builds the real app on a database of its own, with every response checked against the contract. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    SEED_DEMO_DATA: 'false',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, options);
  } catch (error) {
    await database.drop();
    throw error;
  }
  const validator = options.validator ?? new ContractValidator();
  return {
    app,
    config,
    async request(injectOptions) {
      const response = await app.inject(injectOptions);
      const violations = validator.violations({
        method: String(injectOptions.method ?? 'GET'),
        url: String(injectOptions.url ?? (injectOptions as { path?: string }).path ?? '/'),
        statusCode: response.statusCode,
        headers: response.headers,
        body: response.body,
      });
      if (violations.length > 0) throw new Error(`Contract violation:\n${violations.join('\n')}`);
      return response;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Registers beforeAll/afterAll for a test file and returns a handle filled in before the first test. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(options));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}
