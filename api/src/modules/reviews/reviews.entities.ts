import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** The seven categories a review rates, in the order forms show them. */
export const reviewCategories = [
  'cleanliness',
  'quality',
  'reliability',
  'punctuality',
  'communication',
  'professionalism',
  'overall',
] as const;
export type ReviewCategory = (typeof reviewCategories)[number];
export type Ratings = Record<ReviewCategory, number>;

/** A client's review of one completed booking; hidden by an admin, it is kept but no longer public. */
export const Review = defineEntity({
  name: 'Review',
  tableName: 'review',
  properties: {
    id: p.string().primary(),
    bookingId: p.string().unique(),
    clientId: p.string(),
    cleanerId: p.string(),
    cleanliness: p.smallint(),
    quality: p.smallint(),
    reliability: p.smallint(),
    punctuality: p.smallint(),
    communication: p.smallint(),
    professionalism: p.smallint(),
    overall: p.smallint(),
    comment: p.text(),
    reply: p.text().nullable(),
    repliedAt: p.datetime().nullable(),
    hiddenAt: p.datetime().nullable(),
    hiddenBy: p.string().nullable(),
    hiddenReason: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type IReview = InferEntity<typeof Review>;
