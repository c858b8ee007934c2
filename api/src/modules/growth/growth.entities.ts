import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { languages } from '../accounts/accounts.entities.ts';

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/**
 * One address on the newsletter list. Double opt-in: `pending` until the link mailed to it is
 * opened; only `confirmed` addresses are mailed newsletters. Unsubscribing keeps the row (the
 * proof of when consent was given and withdrawn) without the confirmation token.
 */
export const NewsletterSubscriber = defineEntity({
  name: 'NewsletterSubscriber',
  tableName: 'newsletter_subscriber',
  properties: {
    id: p.string().primary(),
    email: p.string().columnType('citext').unique(),
    language: p.enum(languages),
    status: p.enum(newsletterStatuses),
    confirmTokenHash: p.string().nullable(),
    confirmExpiresAt: p.datetime().nullable(),
    termsAcceptedAt: p.datetime(),
    confirmedAt: p.datetime().nullable(),
    unsubscribedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type INewsletterSubscriber = InferEntity<typeof NewsletterSubscriber>;

/**
 * A discount code. The popup's codes belong to one email (unique): only the account using that
 * email can redeem it. Bookings read codes through the DiscountCodes edge.
 */
export const DiscountCode = defineEntity({
  name: 'DiscountCode',
  tableName: 'discount_code',
  properties: {
    id: p.string().primary(),
    code: p.string().unique(),
    email: p.string().columnType('citext').nullable(),
    percent: p.integer().nullable(),
    amountCents: p.integer().nullable(),
    firstBookingOnly: p.boolean(),
    source: p.enum(['popup'] as const),
    createdAt: p.datetime(),
  },
});
export type IDiscountCode = InferEntity<typeof DiscountCode>;

export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_message',
  properties: {
    id: p.string().primary(),
    userId: p.string().nullable(),
    name: p.string(),
    email: p.string(),
    subject: p.string(),
    message: p.text(),
    language: p.enum(languages),
    createdAt: p.datetime(),
  },
});
export type IContactMessage = InferEntity<typeof ContactMessage>;

export const commercialPropertyTypes = ['office', 'commercial', 'retail', 'industrial', 'other'] as const;

/** A commercial-cleaning lead passed on to the partner. */
export const CommercialReferral = defineEntity({
  name: 'CommercialReferral',
  tableName: 'commercial_referral',
  properties: {
    id: p.string().primary(),
    userId: p.string().nullable(),
    companyName: p.string(),
    contactName: p.string(),
    email: p.string(),
    phone: p.string().nullable(),
    city: p.string(),
    propertyType: p.enum(commercialPropertyTypes),
    squareFeet: p.integer().nullable(),
    message: p.text().nullable(),
    language: p.enum(languages),
    createdAt: p.datetime(),
  },
});
export type ICommercialReferral = InferEntity<typeof CommercialReferral>;

export const todoPriorities = ['low', 'medium', 'high'] as const;
export type TodoPriority = (typeof todoPriorities)[number];

/** An item of a cleaner's own to-do list. */
export const Todo = defineEntity({
  name: 'Todo',
  tableName: 'cleaner_todo',
  properties: {
    id: p.string().primary(),
    cleanerId: p.string(),
    title: p.string(),
    priority: p.enum(todoPriorities),
    dueDate: p.string().columnType('date').nullable(),
    completed: p.boolean(),
    completedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type ITodo = InferEntity<typeof Todo>;

export const blogStatuses = ['draft', 'published'] as const;

/** A blog post in French, and optionally in English; one slug for both. */
export const BlogPost = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_post',
  properties: {
    id: p.string().primary(),
    slug: p.string().unique(),
    status: p.enum(blogStatuses),
    titleFr: p.string(),
    summaryFr: p.text(),
    bodyFr: p.text(),
    titleEn: p.string().nullable(),
    summaryEn: p.text().nullable(),
    bodyEn: p.text().nullable(),
    publishedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type IBlogPost = InferEntity<typeof BlogPost>;

export const faqCategories = ['general', 'clients', 'cleaners', 'payments', 'safety'] as const;

/** A question and its answer in French, and optionally in English. */
export const FaqEntry = defineEntity({
  name: 'FaqEntry',
  tableName: 'faq_entry',
  properties: {
    id: p.string().primary(),
    category: p.enum(faqCategories),
    position: p.integer(),
    published: p.boolean(),
    questionFr: p.text(),
    answerFr: p.text(),
    questionEn: p.text().nullable(),
    answerEn: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type IFaqEntry = InferEntity<typeof FaqEntry>;

/** A before/after pair of one booking published in the public gallery by an admin. */
export const GalleryItem = defineEntity({
  name: 'GalleryItem',
  tableName: 'gallery_item',
  properties: {
    id: p.string().primary(),
    bookingId: p.string(),
    beforePhotoId: p.string(),
    afterPhotoId: p.string(),
    room: p.string(),
    publishedBy: p.string(),
    publishedAt: p.datetime(),
  },
});
export type IGalleryItem = InferEntity<typeof GalleryItem>;
