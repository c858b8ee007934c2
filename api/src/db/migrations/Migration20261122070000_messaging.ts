import { Migration } from '@mikro-orm/migrations';

/** Conversations of confirmed bookings, their messages, administrators' messages, socket tickets and mail notifications. */
export class Migration20261122070000_messaging extends Migration {
  override name = 'Migration20261122070000_messaging';

  override up(): void {
    this.addSql(`
      create table conversation (
        booking_id text primary key references booking (id),
        client_id text not null references app_user (id),
        cleaner_id text not null references app_user (id),
        opened_at timestamptz not null,
        last_message_id text,
        last_activity_at timestamptz not null
      );`);
    // "My conversations, most recent first" for either side, with a stable cursor.
    this.addSql('create index conversation_client_idx on conversation (client_id, last_activity_at desc, booking_id desc);');
    this.addSql('create index conversation_cleaner_idx on conversation (cleaner_id, last_activity_at desc, booking_id desc);');
    this.addSql(`
      create table message (
        id text primary key,
        booking_id text not null references conversation (booking_id),
        sender_id text not null references app_user (id),
        recipient_id text not null references app_user (id),
        text text not null check (char_length(text) between 1 and 2000),
        sent_at timestamptz not null,
        read_at timestamptz,
        check (sender_id <> recipient_id)
      );`);
    this.addSql('create index message_booking_idx on message (booking_id, id desc);');
    // Unread counts read only this partial index.
    this.addSql('create index message_unread_idx on message (recipient_id, booking_id, id) where read_at is null;');
    this.addSql(`
      create table admin_message (
        id text primary key,
        sender_id text not null references app_user (id),
        recipient_id text not null references app_user (id),
        subject text check (char_length(subject) between 1 and 200),
        text text not null check (char_length(text) between 1 and 5000),
        sent_at timestamptz not null,
        read_at timestamptz
      );`);
    this.addSql('create index admin_message_recipient_idx on admin_message (recipient_id, id desc);');
    this.addSql('create index admin_message_unread_idx on admin_message (recipient_id) where read_at is null;');
    this.addSql(`
      create table socket_ticket (
        token_hash text primary key,
        user_id text not null references app_user (id),
        session_id text not null references session (id),
        expires_at timestamptz not null
      );`);
    this.addSql(`
      create table notification (
        id text primary key,
        user_id text not null references app_user (id),
        kind text not null check (kind in ('message', 'admin_message', 'booking')),
        data jsonb not null,
        created_at timestamptz not null,
        sent_at timestamptz
      );`);
    this.addSql('create index notification_pending_idx on notification (user_id, created_at) where sent_at is null;');
  }

  override down(): void {
    for (const table of ['notification', 'socket_ticket', 'admin_message', 'message', 'conversation']) {
      this.addSql(`drop table if exists ${table};`);
    }
  }
}
