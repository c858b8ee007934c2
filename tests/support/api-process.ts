/**
 * The API as a real process (`node api/src/server.ts`) on a real PostgreSQL database, for the
 * crash and shutdown tests: start, kill, restart on the same data, read its log lines.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const serverPath = fileURLToPath(new URL('../../api/src/server.ts', import.meta.url));

export interface ApiProcess {
  child: ChildProcess;
  base: string;
  /** Every line the process printed so far. */
  output(): string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startApi(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, [serverPath], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      // Each simulated person comes from an address of their own (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: 'true',
      SHUTDOWN_TIMEOUT_MS: '30000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 90_000;
  let base: string | undefined;
  while (!base) {
    base = /ready in \d+ ms on (http:\/\/\S+)/.exec(out)?.[1];
    if (child.exitCode !== null) throw new Error(`the API exited while starting:\n${out}`);
    if (Date.now() > deadline) throw new Error(`the API did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, base, output: () => out, exit };
}

/** A JSON call as a person at their own address; throws on anything but 2xx. */
export async function call<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export function signupBody(role: 'client' | 'cleaner', name: string) {
  const suffix = randomUUID().slice(0, 8);
  return {
    username: `${role}_${suffix}`,
    password: 'Essai-de-panne-Propre-2026',
    email: `${role}.${suffix}@example.ca`,
    name,
    role,
    gender: 'other',
    acceptTerms: true,
    termsVersion: '2026-11-01',
  };
}

export interface Session {
  token: string;
  user: { id: string };
}

/** A listed cleaner in Montréal, through the API. */
export async function listedCleaner(base: string, name: string): Promise<Session> {
  const session = await call<Session>(base, 'POST', '/api/auth/signup', signupBody('cleaner', name));
  await call(
    base,
    'PATCH',
    '/api/cleaners/me/profile',
    {
      bio: 'Nettoyeuse depuis huit ans à Montréal, minutieuse, ponctuelle et respectueuse de votre maison.',
      hourlyRate: 3200,
      serviceTypes: ['basic'],
      serviceCities: ['Montréal'],
    },
    session.token,
  );
  return session;
}

/** A client with one property in Montréal, through the API. */
export async function clientWithProperty(base: string, name: string): Promise<Session & { propertyId: string }> {
  const session = await call<Session>(base, 'POST', '/api/auth/signup', signupBody('client', name));
  const { items } = await call<{ items: Array<{ suggestionId: string; streetAddress: string }> }>(
    base,
    'GET',
    `/api/properties/address-suggestions?q=${encodeURIComponent('4521 rue Saint-Denis, Montréal H2J 2L4')}`,
    undefined,
    session.token,
  );
  const suggestion = items[0];
  if (!suggestion) throw new Error('no address suggestion');
  const property = await call<{ id: string }>(
    base,
    'POST',
    '/api/properties',
    {
      addressSuggestionId: suggestion.suggestionId,
      streetAddress: suggestion.streetAddress,
      name: 'Maison',
      type: 'house',
      bedrooms: 2,
      bathrooms: 1,
      stories: 1,
    },
    session.token,
  );
  return { ...session, propertyId: property.id };
}

/** A booking of the client with the cleaner on `date` at 09:00, accepted by the cleaner: its conversation is open. */
export async function confirmedBooking(
  base: string,
  client: Session & { propertyId: string },
  cleaner: Session,
  date: string,
): Promise<string> {
  const res = await fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${client.token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      cleanerId: cleaner.user.id,
      propertyId: client.propertyId,
      date,
      startTime: '09:00',
      durationHours: 4,
      frequency: 'once',
      serviceType: 'basic',
      paymentMethodId: 'pm_card_visa',
    }),
  });
  const created = (await res.json()) as { bookings?: Array<{ id: string }> };
  const id = created.bookings?.[0]?.id;
  if (res.status !== 201 || !id) throw new Error(`POST /api/bookings → ${res.status} ${JSON.stringify(created)}`);
  await call(base, 'POST', `/api/bookings/${id}/accept`, undefined, cleaner.token);
  return id;
}

/**
 * The date `days` days from now on the UTC calendar: in the evening it is a day ahead of
 * Quebec's, which a margin of a few days absorbs.
 */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
