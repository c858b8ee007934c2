import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A client's feedback on a cleaner; one row per client, cleaner and kind. */
export const CleanerFeedback = defineEntity({
  name: 'CleanerFeedback',
  tableName: 'cleaner_feedback',
  properties: {
    clientId: p.string().primary(),
    cleanerId: p.string().primary(),
    type: p.enum(['like', 'dislike', 'not_interested', 'report'] as const).primary(),
    reason: p.string().nullable(),
    comment: p.text().nullable(),
    createdAt: p.datetime(),
  },
});
export type ICleanerFeedback = InferEntity<typeof CleanerFeedback>;
