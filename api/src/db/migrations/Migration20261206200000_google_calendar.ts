import { Migration } from '@mikro-orm/migrations';

/**
 * Google Calendar sync (issue 35): the cleaner's link (tokens encrypted with AES-256-GCM, never
 * in clear), the pending OAuth start (state hash and encrypted PKCE verifier, one per cleaner),
 * the bookings written into Google (to update or delete them rather than write twice), and busy
 * times read from Google beside the imported ones.
 */
export class Migration20261206200000_google_calendar extends Migration {
  override name = 'Migration20261206200000_google_calendar';

  override up(): void {
    this.addSql(`
      create table google_calendar_link (
        user_id text primary key references app_user (id) on delete cascade,
        account_email text,
        refresh_token_enc text not null,
        access_token_enc text,
        access_expires_at timestamptz,
        connected_at timestamptz not null,
        last_sync_at timestamptz,
        last_error_code text check (last_error_code in ('google_calendar_refused', 'google_calendar_unreachable')),
        last_error_at timestamptz,
        failures integer not null default 0,
        retry_at timestamptz
      );`);
    this.addSql(`
      create table google_calendar_start (
        user_id text primary key references app_user (id) on delete cascade,
        state_hash text not null,
        verifier_enc text not null,
        expires_at timestamptz not null
      );`);
    this.addSql(`
      create table google_calendar_event (
        user_id text not null references app_user (id) on delete cascade,
        uid text not null,
        google_event_id text not null,
        content_hash text not null,
        primary key (user_id, uid)
      );`);
    this.addSql('alter table calendar_busy drop constraint calendar_busy_source_check;');
    this.addSql(
      `alter table calendar_busy add constraint calendar_busy_source_check check (source in ('ics-import', 'google'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from calendar_busy where source = 'google';`);
    this.addSql('alter table calendar_busy drop constraint calendar_busy_source_check;');
    this.addSql(`alter table calendar_busy add constraint calendar_busy_source_check check (source in ('ics-import'));`);
    this.addSql('drop table if exists google_calendar_event;');
    this.addSql('drop table if exists google_calendar_start;');
    this.addSql('drop table if exists google_calendar_link;');
  }
}
