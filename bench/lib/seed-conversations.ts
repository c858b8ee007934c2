import { createHash } from 'node:crypto';
import pg from 'pg';

export interface BenchPair {
  bookingId: string;
  client: { id: string; token: string };
  cleaner: { id: string; token: string };
}

const pad = (prefix: string, i: number) => `${prefix}_${String(i).padStart(26, '0')}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * `count` confirmed bookings, each with its client, its cleaner, their sessions and the
 * conversation — straight in SQL: 2,000 sign-ups through the API would hash 2,000 passwords
 * and measure nothing about messaging.
 */
export async function seedConversations(url: string, count: number): Promise<BenchPair[]> {
  const pairs: BenchPair[] = Array.from({ length: count }, (_, index) => {
    const i = index + 1;
    return {
      bookingId: pad('bkg', i),
      client: { id: pad('usr', 100_000 + i), token: `bench-client-token-${i}-${'x'.repeat(24)}` },
      cleaner: { id: pad('usr', 200_000 + i), token: `bench-cleaner-token-${i}-${'x'.repeat(24)}` },
    };
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const users = pairs.flatMap((p, i) => [
      { id: p.client.id, name: `Cliente ${i + 1}`, role: 'client', token: p.client.token },
      { id: p.cleaner.id, name: `Nettoyeur ${i + 1}`, role: 'cleaner', token: p.cleaner.token },
    ]);
    await client.query(
      `insert into app_user (id, username, email, password_hash, full_name, role, gender, language, email_frequency,
                             referral_code, terms_version, terms_language, terms_accepted_at, created_at, updated_at, password_changed_at)
       select u.id, 'bench_' || u.id, u.id || '@example.ca', '!bench', u.name, u.role, 'other', 'fr', 'instant',
              null, '2026-11-01', 'fr', now(), now(), now(), now()
         from unnest($1::text[], $2::text[], $3::text[]) as u(id, name, role)`,
      [users.map((u) => u.id), users.map((u) => u.name), users.map((u) => u.role)],
    );
    await client.query(
      `insert into session (id, user_id, token_hash, csrf_token, remember, created_at, expires_at, last_used_at, revoked_at)
       select 'ses_' || substr(u.id, 5), u.id, u.hash, 'bench', true, now(), now() + interval '1 day', now(), null
         from unnest($1::text[], $2::text[]) as u(id, hash)`,
      [users.map((u) => u.id), users.map((u) => sha256(u.token))],
    );
    await client.query(
      `insert into property (id, client_id, name, type, bedrooms, bathrooms, stories, street_address, city, place_id, province,
                             postal_code, country, latitude, longitude, created_at, updated_at)
       select 'prp_' || substr(c.id, 5), c.id, 'Banc', 'house', 2, 1, 1, '100 rue Principale', 'Montréal', 'bench', 'QC',
              'H2X 1K4', 'CA', 45.5, -73.6, now(), now()
         from unnest($1::text[]) as c(id)`,
      [pairs.map((p) => p.client.id)],
    );
    await client.query(
      `insert into booking (id, client_id, cleaner_id, property_id, property_type, property_city, frequency, status, payment_status,
                            local_date, local_start_time, duration_minutes, starts_at, ends_at, service_type, has_pets,
                            supplies_provided_by_cleaner, allow_photos, emergency, checklist, price, total_cents, deposit_cents,
                            balance_cents, created_at, updated_at)
       select b.id, b.client_id, b.cleaner_id, 'prp_' || substr(b.client_id, 5), 'house', 'Montréal', 'once', 'confirmed',
              'initial_completed', current_date + 10, '09:00', 240, now() + interval '10 days',
              now() + interval '10 days 4 hours', 'basic', false, false, true, false, '[]', '{}', 14000, 7000, 7000, now(), now()
         from unnest($1::text[], $2::text[], $3::text[]) as b(id, client_id, cleaner_id)`,
      [pairs.map((p) => p.bookingId), pairs.map((p) => p.client.id), pairs.map((p) => p.cleaner.id)],
    );
    await client.query(
      `insert into conversation (booking_id, client_id, cleaner_id, opened_at, last_message_id, last_activity_at)
       select id, client_id, cleaner_id, now(), null, now() from booking where id = any($1)`,
      [pairs.map((p) => p.bookingId)],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
  return pairs;
}
