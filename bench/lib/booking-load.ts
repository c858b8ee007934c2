import { randomUUID } from 'node:crypto';

/**
 * What booking creation's benchmarks send: 40 cleaners and 40 clients signed
 * up through the API (each client with a property), then one booking request after another,
 * every one a distinct slot (cleaner × day × start time), the client whose turn it is.
 */
interface Session {
  token: string;
  user: { id: string };
}

const cleanerCount = 40;
const clientCount = 40;
const bio = 'Profil de référence pour les mesures de performance, nettoyage résidentiel soigné.';

async function call<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

function signupBody(role: 'client' | 'cleaner', i: number) {
  return {
    username: `${role}${i}_${randomUUID().slice(0, 6)}`,
    password: 'Banc-d-essai-Propre-2026',
    email: `${role}${i}.${randomUUID().slice(0, 6)}@example.ca`,
    name: `${role === 'client' ? 'Cliente' : 'Nettoyeur'} ${i}`,
    role,
    gender: 'other',
    acceptTerms: true,
    termsVersion: '2026-11-01',
  };
}

export interface BookingRequest {
  headers: Record<string, string>;
  body: string;
}

/** Signs the cleaners and clients up at `base` (the API must trust the proxy header: TRUST_PROXY=true); gives the request maker. */
export async function prepareBookings(base: string): Promise<() => BookingRequest> {
  const cleaners: string[] = [];
  for (let i = 0; i < cleanerCount; i += 1) {
    const session = await call<Session>(base, 'POST', '/api/auth/signup', signupBody('cleaner', i));
    await call(
      base,
      'PATCH',
      '/api/cleaners/me/profile',
      { bio, hourlyRate: 3000, serviceTypes: ['basic'], serviceCities: ['Montréal'] },
      session.token,
    );
    cleaners.push(session.user.id);
  }
  // Many clients, as in real traffic: a client's own requests are serialised (first-booking
  // discount, idempotency), different clients' are not.
  const clients: Array<{ token: string; propertyId: string }> = [];
  for (let i = 0; i < clientCount; i += 1) {
    const client = await call<Session>(base, 'POST', '/api/auth/signup', signupBody('client', i));
    const suggestion = (
      await call<{ items: Array<{ suggestionId: string; streetAddress: string }> }>(
        base,
        'GET',
        `/api/properties/address-suggestions?q=${encodeURIComponent('4521 rue Saint-Denis, Montréal H2J 2L4')}`,
        undefined,
        client.token,
      )
    ).items[0];
    if (!suggestion) throw new Error('no address suggestion for the benchmark property');
    const property = await call<{ id: string }>(
      base,
      'POST',
      '/api/properties',
      {
        addressSuggestionId: suggestion.suggestionId,
        streetAddress: suggestion.streetAddress,
        name: 'Banc',
        type: 'house',
        bedrooms: 2,
        bathrooms: 1,
        stories: 1,
      },
      client.token,
    );
    clients.push({ token: client.token, propertyId: property.id });
  }

  // Distinct slots: cleaner × day × start time, never the same twice.
  let n = 0;
  const slot = () => {
    const i = n++;
    const cleanerId = cleaners[i % cleanerCount] as string;
    const rest = Math.floor(i / cleanerCount);
    const day = new Date(Date.now() + (2 + (rest % 300)) * 86_400_000).toISOString().slice(0, 10);
    const startTime = ['07:00', '12:00', '17:00'][Math.floor(rest / 300) % 3] as string;
    return { index: i, cleanerId, date: day, startTime };
  };
  /** The next request: a distinct slot, the client whose turn it is. */
  const nextRequest = () => {
    const next = slot();
    const client = clients[next.index % clientCount] as { token: string; propertyId: string };
    return {
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${client.token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        cleanerId: next.cleanerId,
        date: next.date,
        startTime: next.startTime,
        propertyId: client.propertyId,
        durationHours: 4,
        frequency: 'once',
        serviceType: 'basic',
        paymentMethodId: 'pm_card_visa',
      }),
    };
  };
  return nextRequest;
}
