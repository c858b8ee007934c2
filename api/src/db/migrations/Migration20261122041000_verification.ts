import { Migration } from '@mikro-orm/migrations';

/** Cleaners' verification documents and the verification status derived from them. */
export class Migration20261122041000_verification extends Migration {
  override name = 'Migration20261122041000_verification';

  override up(): void {
    this.addSql(`
      create table verification_document (
        id text primary key,
        cleaner_id text not null references app_user (id),
        type text not null check (type in ('id', 'background_check', 'insurance', 'certification')),
        status text not null check (status in ('pending', 'approved', 'rejected')),
        storage_key text not null unique,
        original_file_name text check (char_length(original_file_name) between 1 and 120),
        content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
        size_bytes integer not null check (size_bytes between 1 and 10485760),
        uploaded_at timestamptz not null,
        decided_at timestamptz,
        decided_by_id text references app_user (id),
        rejection_reason text check (char_length(rejection_reason) <= 500),
        check ((status = 'pending') = (decided_at is null)),
        check ((status = 'pending') = (decided_by_id is null)),
        check ((status = 'rejected') = (rejection_reason is not null))
      );`);
    // The status derivation reads one cleaner's documents by type, newest first.
    this.addSql('create index verification_document_cleaner_idx on verification_document (cleaner_id, type, id desc);');
    // The review queue: newest first within a status.
    this.addSql('create index verification_document_status_idx on verification_document (status, id desc);');
    // One row per cleaner who ever uploaded; no row reads as unverified.
    this.addSql(`
      create table cleaner_verification (
        user_id text primary key references app_user (id),
        status text not null check (status in ('pending', 'verified', 'unverified', 'rejected')),
        updated_at timestamptz not null
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists cleaner_verification;');
    this.addSql('drop table if exists verification_document;');
  }
}
