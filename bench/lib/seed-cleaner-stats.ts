import pg from 'pg';

/**
 * Gives four cleaners in five of those `seedCleaners` made a rating (1–5, 1 to 80 reviews),
 * a completion rate and a response time, as the reviews and bookings areas would, so ranking
 * and the minimum-rating filter see varied figures. One statement over generate_series, then
 * search's rows refreshed once (the per-statement trigger waits during the load).
 */
export async function seedCleanerStats(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into cleaner_stats (user_id, rating, review_count, completion_rate, response_time_minutes)
       select 'usr_' || lpad(i::text, 26, '0'), round((1 + ((i * 7919) % 401) / 100.0)::numeric, 2), 1 + (i * 31) % 80,
              round((0.6 + ((i * 104729) % 401) / 1000.0)::numeric, 3), 5 + (i * 13) % 240
         from generate_series(1::bigint, $1) i where i % 5 <> 0
       on conflict (user_id) do nothing`,
      [count],
    );
    await client.query('set local session_replication_role = origin');
    await client.query('select search_cleaner_refresh(array(select user_id from cleaner_stats where user_id like $1))', [
      'usr_%',
    ]);
    await client.query('commit');
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
