import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../db/sql.ts';

/**
 * Whether a booking still to happen uses the property — the contract with the bookings area,
 * whose table is `booking` with `property_id`, `status` and `starts_at`: a booking that is
 * pending, confirmed or in progress, and either starts later or is under way, keeps its
 * property from being deleted or moved. Until that table exists nothing uses a property.
 *
 * Run it on the transaction that deletes or moves the property, after locking the property's
 * row: a booking made at the same time locks that row too (`lockForBooking`) and checks
 * `deleted_at`, so one of the two waits for the other and sees what it did.
 */
export async function propertyInUse(em: EntityManager, propertyId: string): Promise<boolean> {
  const [table] = await query<{ present: boolean }>(em, "select to_regclass('public.booking') is not null as present");
  if (!table?.present) return false;
  const [row] = await query<{ used: boolean }>(
    em,
    `select exists (
       select 1 from booking
       where property_id = $1
         and status in ('pending', 'confirmed', 'in_progress')
         and (starts_at > now() or status = 'in_progress')
     ) as used`,
    [propertyId],
  );
  return row?.used === true;
}
