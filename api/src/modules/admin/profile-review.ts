import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query } from '../../db/sql.ts';

type Review = components['schemas']['ProfileReview'];
type DocumentType = Review['pendingDocuments'][number]['type'];
type Status = Review['verificationStatus'];

export const reviewQueueSize = 100;

/**
 * The profile-review queue: cleaners with documents awaiting a decision, oldest waiting first.
 * It only reads; each document is approved or rejected through the verification area's own
 * operation, which keeps the cleaner's status in step.
 */
export function createProfileReviewQueue({ orm }: { orm: MikroORM }): () => Promise<Review[]> {
  return async () => {
    const rows = await query<{
      cleaner_id: string;
      full_name: string;
      email: string;
      created_at: Date;
      status: Status | null;
      documents: Array<{ id: string; type: DocumentType; uploaded_at: string }>;
      oldest: Date;
      slug: string | null;
      listed: boolean | null;
      hourly_rate_cents: number | null;
      service_cities: string[] | null;
      years_of_experience: number | null;
    }>(
      orm.em.fork(),
      `select u.id cleaner_id, u.full_name, u.email, u.created_at, cv.status,
          d.documents, d.oldest, p.slug, p.listed, p.hourly_rate_cents, p.service_cities, p.years_of_experience
        from (
          select cleaner_id, min(uploaded_at) oldest,
            jsonb_agg(jsonb_build_object('id', id, 'type', type, 'uploaded_at', uploaded_at) order by uploaded_at) documents
          from verification_document where status = 'pending' group by cleaner_id
        ) d
        join app_user u on u.id = d.cleaner_id and u.deleted_at is null
        left join cleaner_verification cv on cv.user_id = u.id
        left join cleaner_profile p on p.user_id = u.id
        order by d.oldest, u.id
        limit $1`,
      [reviewQueueSize],
    );
    return rows.map((row) => ({
      cleaner: { id: row.cleaner_id, name: row.full_name, email: row.email, createdAt: new Date(row.created_at).toISOString() },
      verificationStatus: row.status ?? 'unverified',
      pendingDocuments: row.documents.map((d) => ({ id: d.id, type: d.type, uploadedAt: new Date(d.uploaded_at).toISOString() })),
      oldestPendingAt: new Date(row.oldest).toISOString(),
      profile:
        row.slug === null
          ? null
          : {
              slug: row.slug,
              listed: row.listed === true,
              hourlyRate: row.hourly_rate_cents,
              serviceCities: row.service_cities ?? [],
              yearsOfExperience: row.years_of_experience,
            },
    }));
  };
}
