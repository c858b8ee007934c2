import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { nextIp } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import { demoAccounts, demoPassword } from './accounts.seed.ts';

const t = useTestApp({ env: { SEED_DEMO_DATA: 'true' } });

describe('demo accounts', () => {
  it('lists a login for each demo account, admin included', () => {
    expect(t.app.propre.demoLogins.map((l) => l.role)).toEqual(expect.arrayContaining(['admin', 'client', 'cleaner']));
    expect(t.app.propre.demoLogins).toHaveLength(demoAccounts.length);
  });

  it.each(demoAccounts.map((a) => [a.email, a.username, a.role] as const))(
    '%s signs in with both login variants',
    async (email, username, role) => {
      const viaAuth = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: demoPassword },
        remoteAddress: nextIp(),
      });
      expect(viaAuth.statusCode).toBe(200);
      expect(viaAuth.json().user.role).toBe(role);
      const viaShort = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: demoPassword },
        remoteAddress: nextIp(),
      });
      expect(viaShort.statusCode).toBe(200);
    },
  );

  it('has cleaners in Montreal, Quebec City, Laval and Longueuil', async () => {
    const rows = await query(
      t.app.propre.db.orm.em,
      "select location_city from app_user where role = 'cleaner' order by location_city",
    );
    expect(rows.map((r) => r.location_city)).toEqual(['Laval', 'Longueuil', 'Montréal', 'Québec']);
  });
});

describe('demo cleaners and clients', () => {
  it('lists the four demo cleaners in search, available this week, in their cities', async () => {
    for (const [city, name] of [
      ['Montréal', 'Sophie Gagnon'],
      ['Québec', 'Luc Bouchard'],
      ['Laval', 'Amina Diallo'],
      ['Longueuil', 'Carlos Rodriguez'],
    ] as const) {
      const res = await t.request({ method: 'GET', url: `/api/search/cleaners?city=${encodeURIComponent(city)}` });
      const item = res.json().items.find((i: { cleaner: { name: string } }) => i.cleaner.name === name);
      expect(item, `${name} in ${city}`).toBeDefined();
      expect(item.scores.availability).toBeGreaterThan(0);
    }
  });

  it('gives each demo client a property', async () => {
    for (const email of ['marie@demo.propre.ca', 'james@demo.propre.ca']) {
      const login = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: demoPassword },
        remoteAddress: nextIp(),
      });
      const res = await t.request({
        method: 'GET',
        url: '/api/properties',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().items.length, email).toBe(1);
    }
  });
});

describe('demo bookings', () => {
  it('show every booking status and the labels people see, through the real lifecycle', async () => {
    const seen: Array<{ status: string; label: string | null; paymentStatus: string }> = [];
    for (const email of ['marie@demo.propre.ca', 'james@demo.propre.ca']) {
      const login = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: demoPassword },
        remoteAddress: nextIp(),
      });
      const res = await t.request({
        method: 'GET',
        url: '/api/bookings?limit=50',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items);
    }
    expect(new Set(seen.map((b) => b.status))).toEqual(
      new Set(['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'declined', 'declinedByClient']),
    );
    expect(seen.map((b) => b.label)).toEqual(
      expect.arrayContaining(['awaiting cleaner', 'pending', 'late', 'in progress', 'completed', 'awaiting payment']),
    );
    expect(seen.map((b) => b.paymentStatus)).toEqual(
      expect.arrayContaining(['final_completed', 'final_failed', 'final_refunded']),
    );
    const sums = await query(t.app.propre.db.orm.em, 'select coalesce(sum(amount_cents), 0)::int as total from ledger_entry');
    expect(sums[0]?.total).toBe(0);
  });
});
