import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { query } from '../../db/sql.ts';
import { todoLimit } from './todos.ts';

const t = useTestApp();

type Session = { token: string };
const add = (s: Session, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/cleaners/me/todos', headers: bearer(s), payload });
const list = async (s: Session) =>
  (await t.request({ method: 'GET', url: '/api/cleaners/me/todos', headers: bearer(s) })).json().items as Array<{
    id: string;
    title: string;
    completed: boolean;
  }>;
const patch = (s: Session, id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `/api/cleaners/me/todos/${id}`, headers: bearer(s), payload });

describe('a cleaner’s to-do list', () => {
  it('adds items with a priority and a due date, lists open ones by due date then priority, completed last', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const created = await add(cleaner, { title: ' Acheter des chiffons ', priority: 'low', dueDate: '2026-12-01' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Acheter des chiffons',
      priority: 'low',
      dueDate: '2026-12-01',
      completed: false,
      completedAt: null,
    });
    expect(Date.parse(created.json().createdAt)).toBeLessThanOrEqual(Date.now());
    const plain = (await add(cleaner, { title: 'Renouveler l’assurance' })).json();
    expect(plain).toMatchObject({ priority: 'medium', dueDate: null });
    const urgent = (await add(cleaner, { title: 'Appeler Mme Roy', priority: 'high', dueDate: '2026-12-01' })).json();
    const done = (await add(cleaner, { title: 'Facture de novembre', dueDate: '2026-11-01' })).json();

    const completed = await patch(cleaner, done.id, { completed: true });
    expect(completed.json()).toMatchObject({ completed: true, completedAt: expect.any(String) });
    expect((await list(cleaner)).map((i) => i.title)).toEqual([
      'Appeler Mme Roy',
      'Acheter des chiffons',
      'Renouveler l’assurance',
      'Facture de novembre',
    ]);

    const reopened = await patch(cleaner, done.id, { completed: false, title: 'Facture de décembre', dueDate: null });
    expect(reopened.json()).toMatchObject({ completed: false, completedAt: null, title: 'Facture de décembre', dueDate: null });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/cleaners/me/todos/${urgent.id}`, headers: bearer(cleaner) })).statusCode,
    ).toBe(204);
    expect((await list(cleaner)).map((i) => i.id)).not.toContain(urgent.id);
  });

  it('is private: another cleaner’s item is not found, and clients have no list', async () => {
    const owner = await signUp(t, { role: 'cleaner' });
    const other = await signUp(t, { role: 'cleaner' });
    const item = (await add(owner, { title: 'Mon secret' })).json();
    expect(await list(other)).toEqual([]);
    const res = await patch(other, item.id, { completed: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('todo_not_found');
    const del = await t.request({ method: 'DELETE', url: `/api/cleaners/me/todos/${item.id}`, headers: bearer(other) });
    expect(del.json().code).toBe('todo_not_found');
    const client = await signUp(t, { role: 'client' });
    expect((await add(client, { title: 'x' })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/cleaners/me/todos' })).statusCode).toBe(401);
  });

  it('refuses an empty title, an unknown priority, a bad date and an empty change', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    for (const body of [{ title: '' }, { title: 'x', priority: 'urgent' }, { title: 'x', dueDate: '01/12/2026' }, {}]) {
      const res = await add(cleaner, body);
      expect([JSON.stringify(body), res.statusCode, res.json().code]).toEqual([JSON.stringify(body), 400, 'validation_failed']);
    }
    const item = (await add(cleaner, { title: 'ok' })).json();
    expect((await patch(cleaner, item.id, {})).statusCode).toBe(400);
    expect((await patch(cleaner, 'tdo_x', { completed: true })).statusCode).toBe(400);
  });

  it(`holds at most ${todoLimit} items`, async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    const em = t.app.propre.db.orm.em.fork();
    const values = Array.from(
      { length: todoLimit - 1 },
      (_, i) => `('tdo_${String(i).padStart(26, '0')}', '${cleaner.user.id}', 't${i}', 'low', false, now(), now())`,
    );
    await query(
      em,
      `insert into cleaner_todo (id, cleaner_id, title, priority, completed, created_at, updated_at) values ${values.join(',')}`,
    );
    expect((await add(cleaner, { title: 'la dernière place' })).statusCode).toBe(201);
    const full = await add(cleaner, { title: 'une de trop' });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('todo_limit_reached');
  });
});

describe('account deletion (Law 25)', () => {
  it('erases the cleaner’s to-dos and what they wrote to support', async () => {
    const cleaner = await signUp(t, { role: 'cleaner' });
    await add(cleaner, { title: 'Appeler le client' });
    const sent = await t.request({
      method: 'POST',
      url: '/api/contact-messages',
      headers: bearer(cleaner),
      payload: {
        name: 'Sophie G',
        email: 'sophie@example.ca',
        subject: 'Paie',
        message: 'Bonjour, où est ma paie de la semaine?',
      },
    });
    expect(sent.statusCode).toBe(202);
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(cleaner),
      payload: { currentPassword: cleaner.password, confirmation: 'SUPPRIMER' },
    });
    expect(deleted.statusCode).toBe(204);
    const [row] = await query(
      t.app.propre.db.orm.em,
      'select (select count(*) from cleaner_todo where cleaner_id = $1)::int todos, (select count(*) from contact_message where user_id = $2)::int messages',
      [cleaner.user.id, cleaner.user.id],
    );
    expect(row).toEqual({ todos: 0, messages: 0 });
  });
});
