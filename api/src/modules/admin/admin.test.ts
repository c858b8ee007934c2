import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import { renderMail } from '../../adapters/mail/templates.ts';

const t = useTestApp();

describe('admin: mail outbox', () => {
  it('pages through mail newest first, for admins only', async () => {
    for (let i = 0; i < 3; i += 1) {
      const mail = renderMail(
        'password-reset',
        { name: `Personne ${i}`, resetUrl: `https://propre.example/r/${i}`, expiresInMinutes: 60 },
        'fr',
      );
      await t.app.propre.mailer.send({ to: `p${i}@example.ca`, ...mail });
    }
    const admin = await createAdmin(t);
    const first = await t.request({ method: 'GET', url: '/api/admin/mail-outbox?limit=2', headers: bearer(admin) });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items.map((m: { to: string }) => m.to)).toEqual(['p2@example.ca', 'p1@example.ca']);
    expect(page.items[0]).toMatchObject({ tag: 'password-reset', locale: 'fr', deliveredAt: null });
    expect(page.nextCursor).toBe(page.items[1].id);
    const second = await t.request({
      method: 'GET',
      url: `/api/admin/mail-outbox?limit=2&before=${page.nextCursor}`,
      headers: bearer(admin),
    });
    expect(second.json().items.map((m: { to: string }) => m.to)).toEqual(['p0@example.ca']);
    expect(second.json().nextCursor).toBeNull();

    const client = await signUp(t);
    const refused = await t.request({ method: 'GET', url: '/api/admin/mail-outbox', headers: bearer(client) });
    expect(refused.statusCode).toBe(403);
  });
});
