import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { signUp } from '../../../test/factories.ts';
import { PayPaymentIntent } from '../../adapters/payments/local/local.entities.ts';
import { BookingSeries } from '../../modules/bookings/bookings.entities.ts';
import { rowInserter } from './named-statements.ts';

const t = useTestApp();
const orm = () => t.app.propre.db.orm;

describe('rowInserter', () => {
  it('writes a row with the transaction’s next statement, and that statement raises its constraint error', async () => {
    const insert = rowInserter(orm().getMetadata().get(BookingSeries), orm().em.getPlatform());
    const client = await signUp(t, { role: 'client' });
    const cleaner = await signUp(t, { role: 'cleaner' });
    const row = (id: string) =>
      orm().em.create(
        BookingSeries,
        {
          id,
          clientId: client.user.id,
          cleanerId: cleaner.user.id,
          frequency: 'weekly',
          intervalDays: null,
          occurrences: 12,
          createdAt: new Date(),
        },
        { persist: false },
      );
    const id = `bks_rowinserter_${Date.now()}`;
    await orm()
      .em.fork()
      .transactional(async (tx) => {
        await insert(tx, row(id));
        const [found] = await tx.execute<Array<{ occurrences: number; frequency: string }>>(
          'select occurrences, frequency from booking_series where id = ?',
          [id],
        );
        expect(found).toEqual({ occurrences: 12, frequency: 'weekly' });
      });
    // Twice more: the second time the statement is prepared, and its error comes with the next one.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(
        orm()
          .em.fork()
          .transactional(async (tx) => {
            await insert(tx, row(id));
            await tx.execute('select 1');
          }),
      ).rejects.toMatchObject({ code: '23505' });
    }
  });

  it('refuses an entity with relations, and a row with a property not set', async () => {
    expect(() => rowInserter(orm().getMetadata().get(PayPaymentIntent), orm().em.getPlatform())).toThrow('has relations');
    const insert = rowInserter(orm().getMetadata().get(BookingSeries), orm().em.getPlatform());
    const partial = { id: 'bks_partial', clientId: 'usr_x' } as unknown as Parameters<typeof insert>[1];
    await expect(
      orm()
        .em.fork()
        .transactional((tx) => insert(tx, partial)),
    ).rejects.toThrow('BookingSeries.cleanerId is not set');
  });
});
