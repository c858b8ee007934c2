import { Migration } from '@mikro-orm/migrations';

/**
 * A suspended cleaner leaves search at once, as a deleted one does (issue 34, finding 2): the
 * refresh keeps a row only for an active account, and the account trigger refreshes on a change
 * of `suspended_at` too. The row's deletion (or insertion on reactivation) writes `search_change`,
 * which is how the in-memory search model, its page cache and the public profile cache learn of it.
 */
const refresh = (active: string) => `
      create or replace function search_cleaner_refresh(ids text[]) returns void language plpgsql
      set jit = off as $$
      begin
        create temporary table if not exists search_cleaner_ids (id text primary key) on commit delete rows;
        truncate search_cleaner_ids;
        insert into search_cleaner_ids select distinct unnest(ids);
        if cardinality(ids) > 100 then
          analyze search_cleaner_ids;
        end if;
        delete from search_cleaner s using search_cleaner_ids t where s.user_id = t.id and not exists (
          select 1 from cleaner_profile cp join app_user u on u.id = cp.user_id
           where cp.user_id = s.user_id and cp.listed and ${active});
        insert into search_cleaner
        select cp.user_id, u.gender, cp.price_from_cents, cp.years_of_experience, cp.service_types, cp.service_cities,
               cp.pet_tolerance, cp.eco_certified, cp.coverage_km, cp.home_earth, c.verification_status,
               c.rating, c.review_count, c.completion_rate, c.response_time_minutes,
               (((3 * 4.0 + coalesce(c.rating, 0) * coalesce(c.review_count, 0)) / (3 + coalesce(c.review_count, 0)) - 1) / 4)::float8,
               (0.5 * (case c.verification_status when 'verified' then 1 when 'pending' then 0.6 when 'unverified' then 0.4 else 0 end)
                 + 0.5 * coalesce(c.completion_rate, 0.9))::float8,
               coalesce(av.days, '{}')
          from search_cleaner_ids t
          join cleaner_profile cp on cp.user_id = t.id
          join app_user u on u.id = cp.user_id
          left join cleaner_verification cv on cv.user_id = cp.user_id
          left join cleaner_stats cs on cs.user_id = cp.user_id
          cross join lateral (select coalesce(cv.status, 'unverified') as verification_status, cs.rating, cs.review_count,
                                     cs.completion_rate, cs.response_time_minutes) c
          left join (select ad.user_id, array_agg(ad.day order by ad.day) as days
                       from search_cleaner_ids t2 join cleaner_available_day ad on ad.user_id = t2.id
                      group by ad.user_id) av on av.user_id = cp.user_id
         where cp.listed and ${active}
        on conflict (user_id) do update set
          gender = excluded.gender, price_from_cents = excluded.price_from_cents,
          years_of_experience = excluded.years_of_experience, service_types = excluded.service_types,
          service_cities = excluded.service_cities, pet_tolerance = excluded.pet_tolerance,
          eco_certified = excluded.eco_certified, coverage_km = excluded.coverage_km, home_earth = excluded.home_earth,
          verification_status = excluded.verification_status, rating = excluded.rating,
          review_count = excluded.review_count, completion_rate = excluded.completion_rate,
          response_time_minutes = excluded.response_time_minutes, s_rating = excluded.s_rating,
          s_reliability = excluded.s_reliability, available_days = excluded.available_days;
      end $$;`;

const onAccount = (columns: string) => `
      create or replace function search_cleaner_on_app_user_update() returns trigger language plpgsql as $$
      declare
        ids text[];
      begin
        ids := (select array_agg(n.id) from new_rows n join old_rows o on o.id = n.id
                 where (${columns.replaceAll('$', 'n.')}) is distinct from (${columns.replaceAll('$', 'o.')}));
        if ids is not null then
          perform search_cleaner_refresh(ids);
        end if;
        return null;
      end $$;`;

export class Migration20261206000000_suspended_unlisted extends Migration {
  override name = 'Migration20261206000000_suspended_unlisted';

  override up(): void {
    this.addSql(refresh(`u.role = 'cleaner' and u.deleted_at is null and u.suspended_at is null`));
    this.addSql(onAccount('$role, $deleted_at, $gender, $suspended_at'));
    this.addSql(`select search_cleaner_refresh(array(select id from app_user where suspended_at is not null));`);
  }

  override down(): void {
    this.addSql(refresh(`u.role = 'cleaner' and u.deleted_at is null`));
    this.addSql(onAccount('$role, $deleted_at, $gender'));
    this.addSql(`select search_cleaner_refresh(array(select id from app_user where suspended_at is not null));`);
  }
}
