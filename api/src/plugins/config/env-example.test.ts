import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const exampleFile = new URL('../../../../.env.example', import.meta.url);

/** `NAME=value` lines give a default; `# NAME=value` lines name a variable with no default, by example. */
function readExample(): { names: string[]; defaults: Record<string, string> } {
  const names: string[] = [];
  const defaults: Record<string, string> = {};
  for (const line of readFileSync(exampleFile, 'utf8').split('\n')) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match?.[2]) continue;
    names.push(match[2]);
    if (!match[1]) defaults[match[2]] = match[3] ?? '';
  }
  return { names, defaults };
}

/** Every variable loadConfig looks at, whatever their values. */
function variablesRead(): Set<string> {
  const read = new Set<string>();
  const env = new Proxy<Record<string, string | undefined>>(
    {},
    {
      get(_, name) {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    },
  );
  loadConfig(env);
  return read;
}

// Read by the test harness, not the API: the file lists them under "Tests only".
const harness: Record<string, URL> = {
  TEST_DATABASE_URL: new URL('../../../test/database.ts', import.meta.url),
  TEST_REDIS_URL: new URL('../../modules/messaging/fanout.test.ts', import.meta.url),
};

describe('.env.example', () => {
  it('lists every variable the API reads, and no other, once each', () => {
    const { names } = readExample();
    expect([...names].sort()).toEqual([...variablesRead(), ...Object.keys(harness)].sort());
  });

  it('names test variables the harness really reads', () => {
    for (const [name, file] of Object.entries(harness)) {
      expect(readFileSync(file, 'utf8'), name).toContain(`process.env.${name}`);
    }
  });

  it('gives each default the API would take anyway', () => {
    const { defaults } = readExample();
    expect(Object.keys(defaults).length).toBeGreaterThan(20);
    expect(loadConfig(defaults)).toEqual(loadConfig({}));
  });
});
