import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import { createProperty } from './properties.fixtures.ts';

const t = useTestApp();

function progress(who: { token: string } | null) {
  return t.request({ method: 'GET', url: '/api/clients/me/onboarding', headers: who ? bearer(who) : {} });
}
function welcome(who: { token: string } | null) {
  return t.request({ method: 'POST', url: '/api/clients/me/onboarding/welcome', headers: who ? bearer(who) : {} });
}
const steps = (welcomeDone: boolean, propertyDone: boolean) => [
  { id: 'welcome', done: welcomeDone },
  { id: 'gender', done: true },
  { id: 'property', done: propertyDone },
];

describe('client onboarding', () => {
  it('goes welcome, gender, property, then completed', async () => {
    const client = await signUp(t);
    const start = await progress(client);
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('no-store');
    expect(start.json()).toEqual({ currentStep: 'welcome', completed: false, steps: steps(false, false) });

    const seen = await welcome(client);
    expect(seen.statusCode).toBe(200);
    // Gender is answered at sign-up, so the property step comes next.
    expect(seen.json()).toEqual({ currentStep: 'property', completed: false, steps: steps(true, false) });

    const property = await createProperty(t, client);
    expect((await progress(client)).json()).toEqual({ currentStep: null, completed: true, steps: steps(true, true) });

    // Deleting the only property undoes that step.
    const deleted = await t.request({ method: 'DELETE', url: `/api/properties/${property.id}`, headers: bearer(client) });
    expect(deleted.statusCode).toBe(204);
    expect((await progress(client)).json()).toMatchObject({ currentStep: 'property', completed: false });
  });

  it('counts a property added before the welcome screen was seen', async () => {
    const client = await signUp(t);
    await createProperty(t, client);
    expect((await progress(client)).json()).toEqual({ currentStep: 'welcome', completed: false, steps: steps(false, true) });
    expect((await welcome(client)).json()).toEqual({ currentStep: null, completed: true, steps: steps(true, true) });
  });

  it('keeps the first welcome, and each client has their own', async () => {
    const client = await signUp(t);
    const other = await signUp(t);
    await welcome(client);
    const [first] = await query<{ at: string }>(
      t.app.propre.db.orm.em.fork(),
      'select welcome_seen_at::text as at from client_onboarding where user_id = $1',
      [client.user.id],
    );
    expect((await welcome(client)).statusCode).toBe(200);
    const [second] = await query<{ at: string }>(
      t.app.propre.db.orm.em.fork(),
      'select welcome_seen_at::text as at from client_onboarding where user_id = $1',
      [client.user.id],
    );
    expect(second?.at).toBe(first?.at);
    expect((await progress(other)).json().currentStep).toBe('welcome');
  });

  it('counts the gender step done for a client who prefers not to say', async () => {
    const client = await signUp(t, { gender: 'prefer_not_to_say' });
    await welcome(client);
    expect((await progress(client)).json().steps[1]).toEqual({ id: 'gender', done: true });
  });

  it('is for clients only', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const pending = await signUp(t, {}, { withoutRole: true });
    for (const who of [cleaner, pending, await createAdmin(t)]) {
      for (const res of [await progress(who), await welcome(who)])
        expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden']);
    }
    for (const res of [await progress(null), await welcome(null)])
      expect([res.statusCode, res.json().code]).toEqual([401, 'unauthenticated']);
  });
});
