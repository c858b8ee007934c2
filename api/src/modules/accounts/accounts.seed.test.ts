import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { nextIp } from '../../../test/factories.ts';
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
    const rows = await t.app.propre.db.orm.em
      .getConnection()
      .execute("select location_city from app_user where role = 'cleaner' order by location_city");
    expect(rows.map((r) => r.location_city)).toEqual(['Laval', 'Longueuil', 'Montréal', 'Québec']);
  });
});
