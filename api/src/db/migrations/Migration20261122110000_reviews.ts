import { Migration } from '@mikro-orm/migrations';

/**
 * Clients' reviews of completed bookings: one per booking (the unique key decides between two
 * racing submissions), a rating 1–5 in each of the seven categories, the cleaner's one answer,
 * and moderation (a hidden review is kept with who hid it, when and why).
 */
export class Migration20261122110000_reviews extends Migration {
  override name = 'Migration20261122110000_reviews';

  override up(): void {
    const rating = (column: string) => `${column} smallint not null check (${column} between 1 and 5)`;
    this.addSql(`
      create table review (
        id text primary key,
        booking_id text not null unique references booking (id),
        client_id text not null references app_user (id),
        cleaner_id text not null references app_user (id),
        ${rating('cleanliness')},
        ${rating('quality')},
        ${rating('reliability')},
        ${rating('punctuality')},
        ${rating('communication')},
        ${rating('professionalism')},
        ${rating('overall')},
        comment text not null check (char_length(comment) between 1 and 2000),
        reply text check (char_length(reply) between 1 and 2000),
        replied_at timestamptz,
        hidden_at timestamptz,
        hidden_by text references app_user (id),
        hidden_reason text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint review_reply_whole check ((reply is null) = (replied_at is null)),
        constraint review_hidden_whole check ((hidden_at is null) = (hidden_reason is null))
      );`);
    // Public lists and the averages read only visible reviews of one cleaner, newest first.
    this.addSql('create index review_cleaner_visible_idx on review (cleaner_id, id desc) where hidden_at is null;');
    this.addSql('create index review_cleaner_idx on review (cleaner_id, id desc);');
    this.addSql('create index review_client_idx on review (client_id, id desc);');
  }

  override down(): void {
    this.addSql('drop table if exists review;');
  }
}
