import { Migration } from '@mikro-orm/migrations';

/** Newsletter, discount codes, contact messages, commercial leads, to-do lists, blog and FAQ. */
export class Migration20261122100000_growth extends Migration {
  override name = 'Migration20261122100000_growth';

  override up(): void {
    this.addSql(`
      create table newsletter_subscriber (
        id text primary key,
        email citext not null unique check (char_length(email) <= 254),
        language text not null check (language in ('fr', 'en')),
        status text not null check (status in ('pending', 'confirmed', 'unsubscribed')),
        confirm_token_hash text unique,
        confirm_expires_at timestamptz,
        terms_accepted_at timestamptz not null,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`
      create table discount_code (
        id text primary key,
        code text not null unique check (code ~ '^[A-Z0-9-]{6,32}$'),
        email citext unique,
        percent integer check (percent between 1 and 100),
        amount_cents integer check (amount_cents > 0),
        first_booking_only boolean not null,
        source text not null check (source in ('popup')),
        created_at timestamptz not null,
        check ((percent is null) <> (amount_cents is null))
      );`);
    this.addSql(`
      create table contact_message (
        id text primary key,
        user_id text references app_user (id),
        name text not null,
        email text not null,
        subject text not null,
        message text not null check (char_length(message) <= 5000),
        language text not null check (language in ('fr', 'en')),
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table commercial_referral (
        id text primary key,
        user_id text references app_user (id),
        company_name text not null,
        contact_name text not null,
        email text not null,
        phone text,
        city text not null,
        property_type text not null check (property_type in ('office', 'commercial', 'retail', 'industrial', 'other')),
        square_feet integer check (square_feet > 0),
        message text check (char_length(message) <= 5000),
        language text not null check (language in ('fr', 'en')),
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table cleaner_todo (
        id text primary key,
        cleaner_id text not null references app_user (id),
        title text not null check (char_length(title) between 1 and 200),
        priority text not null check (priority in ('low', 'medium', 'high')),
        due_date date,
        completed boolean not null,
        completed_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql('create index cleaner_todo_cleaner_idx on cleaner_todo (cleaner_id);');
    this.addSql(`
      create table blog_post (
        id text primary key,
        slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        status text not null check (status in ('draft', 'published')),
        title_fr text not null,
        summary_fr text not null,
        body_fr text not null,
        title_en text,
        summary_en text,
        body_en text,
        published_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((title_en is null) = (summary_en is null) and (title_en is null) = (body_en is null)),
        check ((status = 'published') = (published_at is not null))
      );`);
    this.addSql("create index blog_post_published_idx on blog_post (published_at desc, id desc) where status = 'published';");
    this.addSql(`
      create table faq_entry (
        id text primary key,
        category text not null check (category in ('general', 'clients', 'cleaners', 'payments', 'safety')),
        position integer not null,
        published boolean not null,
        question_fr text not null,
        answer_fr text not null,
        question_en text,
        answer_en text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((question_en is null) = (answer_en is null))
      );`);
  }

  override down(): void {
    for (const table of [
      'faq_entry',
      'blog_post',
      'cleaner_todo',
      'commercial_referral',
      'contact_message',
      'discount_code',
      'newsletter_subscriber',
    ])
      this.addSql(`drop table if exists ${table};`);
  }
}
