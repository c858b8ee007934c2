import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerProbe, propertyMaker } from '../../../test/bookings-edges.ts';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { countRows } from '../../../test/webhooks.ts';
import { query } from '../../db/sql.ts';
import { bookingBody, createRequest, type Session } from '../bookings/bookings.fixtures.ts';
import { confirmedSoon } from '../bookings/work.fixtures.ts';
import { fromWidget, newPartner, partnerOrigin, publishableKey } from './partners.fixtures.ts';

const t = useTestApp();
const ledger = ledgerProbe(t);
const properties = propertyMaker(t);
afterEach(() => ledger.assertBalanced());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const me = (auth: Record<string, string>) => t.request({ method: 'GET', url: '/api/partners/me', headers: auth });
const keysOf = async (auth: Record<string, string>) =>
  (await t.request({ method: 'GET', url: '/api/partners/me/api-keys', headers: auth })).json().items as Array<
    Record<string, unknown>
  >;

describe('partners and their secret keys', () => {
  it('are added by an admin; the secret key is shown once and kept only as a hash', async () => {
    const partner = await newPartner(t, 'Condos Laval');
    expect(partner.secret).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
    const self = await me(partner.auth);
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ id: partner.id, name: 'Condos Laval' });

    const [row] = await query<{ secret_hash: string; prefix: string }>(
      t.app.propre.db.orm.em.fork(),
      'select secret_hash, prefix from partner_api_key where partner_id = $1',
      [partner.id],
    );
    expect(row?.secret_hash).toBe(sha256(partner.secret));
    expect(row?.prefix).toBe(partner.secret.slice(0, 12));
    const listed = await keysOf(partner.auth);
    expect(listed).toEqual([
      expect.objectContaining({ kind: 'secret', prefix: `${partner.secret.slice(0, 12)}…`, allowedOrigins: [], revokedAt: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(partner.secret);

    const admin = await createAdmin(t);
    const all = await t.request({ method: 'GET', url: '/api/admin/partners', headers: bearer(admin) });
    expect(all.json().items.map((p: { id: string }) => p.id)).toContain(partner.id);
    expect(all.body).not.toContain(partner.secret);
  });

  it('authenticate the partner’s server on partners’ operations only', async () => {
    const partner = await newPartner(t);
    const unknown = await me({ authorization: `Bearer sk_live_${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'partner_api_key_invalid' });
    // Not a user's sign-in: user operations answer 401, public ones answer as to anyone.
    const users = await t.request({ method: 'GET', url: '/api/users/me', headers: partner.auth });
    expect(users.statusCode).toBe(401);
    expect(users.json()).toMatchObject({ code: 'unauthenticated' });
    const search = await t.request({ method: 'GET', url: '/api/places/regions', headers: partner.auth });
    expect(search.statusCode).toBe(200);
    // And a user's session is no partner.
    const client = await signUp(t, { role: 'client' });
    expect((await me(bearer(client))).json()).toMatchObject({ code: 'forbidden' });
  });

  it('rotate: a second secret key works, the first one revoked stops at once', async () => {
    const partner = await newPartner(t);
    const made = await t.request({
      method: 'POST',
      url: '/api/partners/me/api-keys',
      headers: partner.auth,
      payload: { kind: 'secret', name: 'Serveur 2026' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const second = { authorization: `Bearer ${made.json().secret}` };
    const [, first] = await keysOf(second);
    const revoked = await t.request({ method: 'DELETE', url: `/api/partners/me/api-keys/${first?.id}`, headers: second });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: first?.id, revokedAt: expect.any(String) });
    expect((await me(partner.auth)).json()).toMatchObject({ code: 'partner_api_key_invalid' });
    expect((await me(second)).statusCode).toBe(200);
    // Revoking again answers the same key; another partner's key is not found.
    const again = await t.request({ method: 'DELETE', url: `/api/partners/me/api-keys/${first?.id}`, headers: second });
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    const other = await newPartner(t, 'Autre');
    const foreign = await t.request({ method: 'DELETE', url: `/api/partners/me/api-keys/${first?.id}`, headers: other.auth });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'partner_api_key_not_found' });
  });
});

describe('publishable keys', () => {
  const create = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/partners/me/api-keys', headers: auth, payload });

  it('need the origins allowed to use them, as origins; secret keys take none', async () => {
    const partner = await newPartner(t);
    const none = await create(partner.auth, { kind: 'publishable', name: 'Widget' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'publishable_key_origins_required' });
    const bad = await create(partner.auth, {
      kind: 'publishable',
      name: 'Widget',
      allowedOrigins: [partnerOrigin, 'http://partner.example', 'https://partner.example/widget', '*'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { pointer: string }) => e.pointer)).toEqual([
      '/allowedOrigins/1',
      '/allowedOrigins/2',
      '/allowedOrigins/3',
    ]);
    const secretWithOrigins = await create(partner.auth, { kind: 'secret', name: 'x', allowedOrigins: [partnerOrigin] });
    expect(secretWithOrigins.json()).toMatchObject({ code: 'publishable_key_origins_required' });
    const good = await create(partner.auth, {
      kind: 'publishable',
      name: 'Widget',
      allowedOrigins: ['https://WWW.Gestion-Immo.example', 'http://localhost:5173'],
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().secret).toMatch(/^pk_live_/);
    expect(good.json().key.allowedOrigins).toEqual([partnerOrigin, 'http://localhost:5173']);
    // A publishable key is not a secret key: it does not authenticate the partner's server.
    expect((await me({ authorization: `Bearer ${good.json().secret}` })).statusCode).toBe(401);
  });

  it('attribute a booking made from an allowed origin to the partner, and are refused elsewhere', async () => {
    const partner = await newPartner(t);
    const key = await publishableKey(t, partner);
    const setup = await confirmedSoon(t, properties, { accept: false, allowPhotos: false, headers: fromWidget(key) });
    expect(await countRows(t, 'booking', 'id = $1 and partner_id = $2', [setup.bookingId, partner.id])).toBe(1);
    const plain = await confirmedSoon(t, properties, { accept: false, allowPhotos: false });
    expect(await countRows(t, 'booking', 'id = $1 and partner_id is null', [plain.bookingId])).toBe(1);

    const attempt = async (headers: Record<string, string>) => {
      const client = await signUp(t, { role: 'client' });
      return t.request(
        createRequest(client as Session, bookingBody(plain.cleaner.user.id, plain.propertyId), undefined, headers),
      );
    };
    const elsewhere = await attempt(fromWidget(key, 'https://evil.example'));
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'partner_origin_not_allowed' });
    expect((await attempt({ 'propre-publishable-key': key })).json()).toMatchObject({ code: 'partner_origin_not_allowed' });
    const unknown = await attempt(fromWidget(`pk_live_${'y'.repeat(43)}`));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'partner_api_key_invalid' });
    // Operations that do not take the key ignore it.
    const regions = await t.request({
      method: 'GET',
      url: '/api/places/regions',
      headers: fromWidget('nonsense', 'https://evil.example'),
    });
    expect(regions.statusCode).toBe(200);
  });

  it('open CORS to the partner’s origin, without credentials, until revoked', async () => {
    const partner = await newPartner(t);
    const origin = 'https://widgets.condos-montreal.example';
    const key = await publishableKey(t, partner, [origin]);
    const preflight = () =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/bookings',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, propre-publishable-key',
        },
      });
    const allowed = await preflight();
    expect(allowed.headers['access-control-allow-origin']).toBe(origin);
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('propre-publishable-key');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const stranger = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/bookings',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();

    const [pk] = await keysOf(partner.auth);
    await t.request({ method: 'DELETE', url: `/api/partners/me/api-keys/${pk?.id}`, headers: partner.auth });
    expect((await preflight()).headers['access-control-allow-origin']).toBeUndefined();
    const client = await signUp(t, { role: 'client' });
    const used = await t.request(createRequest(client as Session, { cleanerId: 'x' }, undefined, fromWidget(key, origin)));
    expect(used.json()).toMatchObject({ code: 'partner_api_key_invalid' });
  });
});
