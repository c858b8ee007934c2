// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import {
  growthClaimDiscountCode,
  growthConfirmNewsletter,
  growthCreateBlogPost,
  growthCreateFaqEntry,
  growthCreateTodo,
  growthDeleteBlogPost,
  growthDeleteFaqEntry,
  growthDeleteTodo,
  growthPublishGalleryItem,
  growthReferCommercialProperty,
  growthSendContactMessage,
  growthSubscribeNewsletter,
  growthUnpublishGalleryItem,
  growthUnsubscribeNewsletter,
  growthUpdateBlogPost,
  growthUpdateFaqEntry,
  growthUpdateTodo,
} from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type PathParam, type Query, type QueryOptions, queryFor } from './operations.ts';

/** `GET /api/version`: The product version label. */
export function getVersion(client: PropreClient): QueryOptions<'/api/version'> {
  return queryFor(client, '/api/version');
}

/** `GET /api/pricing-terms`: The fees, taxes, deposit, discounts and referral amounts. */
export function getPricingTerms(client: PropreClient): QueryOptions<'/api/pricing-terms'> {
  return queryFor(client, '/api/pricing-terms');
}

/** `POST /api/newsletter/subscriptions`: Subscribe to the newsletter (double opt-in). */
export function subscribeNewsletter(client: PropreClient): MutationOptions<'post', '/api/newsletter/subscriptions'> {
  return mutationFor(client, 'post', '/api/newsletter/subscriptions', growthSubscribeNewsletter);
}

/** `POST /api/newsletter/confirmation`: Confirm a newsletter subscription. */
export function confirmNewsletter(client: PropreClient): MutationOptions<'post', '/api/newsletter/confirmation'> {
  return mutationFor(client, 'post', '/api/newsletter/confirmation', growthConfirmNewsletter);
}

/** `POST /api/newsletter/unsubscription`: Unsubscribe from the newsletter. */
export function unsubscribeNewsletter(client: PropreClient): MutationOptions<'post', '/api/newsletter/unsubscription'> {
  return mutationFor(client, 'post', '/api/newsletter/unsubscription', growthUnsubscribeNewsletter);
}

/** `POST /api/discount-popup/claims`: Claim the discount popup's code. */
export function claimDiscountCode(client: PropreClient): MutationOptions<'post', '/api/discount-popup/claims'> {
  return mutationFor(client, 'post', '/api/discount-popup/claims', growthClaimDiscountCode);
}

/** `POST /api/contact-messages`: Write to support (contact form). */
export function sendContactMessage(client: PropreClient): MutationOptions<'post', '/api/contact-messages'> {
  return mutationFor(client, 'post', '/api/contact-messages', growthSendContactMessage);
}

/** `POST /api/commercial-referrals`: Refer a commercial property to our partner. */
export function referCommercialProperty(client: PropreClient): MutationOptions<'post', '/api/commercial-referrals'> {
  return mutationFor(client, 'post', '/api/commercial-referrals', growthReferCommercialProperty);
}

/** `GET /api/admin/contact-messages`: Contact-form messages, newest first.. */
export function listContactMessages(
  client: PropreClient,
  query?: Query<'growth.listContactMessages'>,
): QueryOptions<'/api/admin/contact-messages'> {
  return queryFor(client, '/api/admin/contact-messages', { query });
}

/** `GET /api/admin/commercial-referrals`: Commercial-property leads, newest first.. */
export function listCommercialReferrals(
  client: PropreClient,
  query?: Query<'growth.listCommercialReferrals'>,
): QueryOptions<'/api/admin/commercial-referrals'> {
  return queryFor(client, '/api/admin/commercial-referrals', { query });
}

/** `GET /api/cleaners/me/todos`: My to-do list. */
export function listMyTodos(client: PropreClient): QueryOptions<'/api/cleaners/me/todos'> {
  return queryFor(client, '/api/cleaners/me/todos');
}

/** `POST /api/cleaners/me/todos`: Add a to-do. */
export function createTodo(client: PropreClient): MutationOptions<'post', '/api/cleaners/me/todos'> {
  return mutationFor(client, 'post', '/api/cleaners/me/todos', growthCreateTodo);
}

/** `DELETE /api/cleaners/me/todos/{todoId}`: Remove a to-do. */
export function deleteTodo(client: PropreClient): MutationOptions<'delete', '/api/cleaners/me/todos/{todoId}'> {
  return mutationFor(client, 'delete', '/api/cleaners/me/todos/{todoId}', growthDeleteTodo);
}

/** `PATCH /api/cleaners/me/todos/{todoId}`: Change a to-do (title, priority, due date, completed). */
export function updateTodo(client: PropreClient): MutationOptions<'patch', '/api/cleaners/me/todos/{todoId}'> {
  return mutationFor(client, 'patch', '/api/cleaners/me/todos/{todoId}', growthUpdateTodo);
}

/** `GET /api/blog/posts`: Published blog posts. */
export function listBlogPosts(client: PropreClient, query?: Query<'growth.listBlogPosts'>): QueryOptions<'/api/blog/posts'> {
  return queryFor(client, '/api/blog/posts', { query });
}

/** `GET /api/blog/posts/{slug}`: A published blog post. */
export function getBlogPost(
  client: PropreClient,
  slug: PathParam<'growth.getBlogPost', 'slug'>,
  query?: Query<'growth.getBlogPost'>,
): QueryOptions<'/api/blog/posts/{slug}'> {
  return queryFor(client, '/api/blog/posts/{slug}', { path: { slug }, query });
}

/** `GET /api/admin/blog/posts`: Every blog post, drafts included. */
export function listAllBlogPosts(client: PropreClient): QueryOptions<'/api/admin/blog/posts'> {
  return queryFor(client, '/api/admin/blog/posts');
}

/** `POST /api/admin/blog/posts`: Write a blog post. */
export function createBlogPost(client: PropreClient): MutationOptions<'post', '/api/admin/blog/posts'> {
  return mutationFor(client, 'post', '/api/admin/blog/posts', growthCreateBlogPost);
}

/** `DELETE /api/admin/blog/posts/{postId}`: Delete a blog post. */
export function deleteBlogPost(client: PropreClient): MutationOptions<'delete', '/api/admin/blog/posts/{postId}'> {
  return mutationFor(client, 'delete', '/api/admin/blog/posts/{postId}', growthDeleteBlogPost);
}

/** `PATCH /api/admin/blog/posts/{postId}`: Change, publish or unpublish a blog post. */
export function updateBlogPost(client: PropreClient): MutationOptions<'patch', '/api/admin/blog/posts/{postId}'> {
  return mutationFor(client, 'patch', '/api/admin/blog/posts/{postId}', growthUpdateBlogPost);
}

/** `GET /api/faq`: Frequently asked questions. */
export function listFaq(client: PropreClient, query?: Query<'growth.listFaq'>): QueryOptions<'/api/faq'> {
  return queryFor(client, '/api/faq', { query });
}

/** `GET /api/admin/faq`: Every FAQ entry, unpublished ones included. */
export function listAllFaq(client: PropreClient): QueryOptions<'/api/admin/faq'> {
  return queryFor(client, '/api/admin/faq');
}

/** `POST /api/admin/faq`: Add an FAQ entry. */
export function createFaqEntry(client: PropreClient): MutationOptions<'post', '/api/admin/faq'> {
  return mutationFor(client, 'post', '/api/admin/faq', growthCreateFaqEntry);
}

/** `DELETE /api/admin/faq/{entryId}`: Delete an FAQ entry. */
export function deleteFaqEntry(client: PropreClient): MutationOptions<'delete', '/api/admin/faq/{entryId}'> {
  return mutationFor(client, 'delete', '/api/admin/faq/{entryId}', growthDeleteFaqEntry);
}

/** `PATCH /api/admin/faq/{entryId}`: Change an FAQ entry. */
export function updateFaqEntry(client: PropreClient): MutationOptions<'patch', '/api/admin/faq/{entryId}'> {
  return mutationFor(client, 'patch', '/api/admin/faq/{entryId}', growthUpdateFaqEntry);
}

/** `GET /api/gallery`: The before/after gallery. */
export function listGallery(client: PropreClient, query?: Query<'growth.listGallery'>): QueryOptions<'/api/gallery'> {
  return queryFor(client, '/api/gallery', { query });
}

/** `GET /api/gallery/{itemId}/{side}`: A published gallery image. */
export function getGalleryImage(
  client: PropreClient,
  itemId: PathParam<'growth.getGalleryImage', 'itemId'>,
  side: PathParam<'growth.getGalleryImage', 'side'>,
): QueryOptions<'/api/gallery/{itemId}/{side}', 'blob'> {
  return queryFor(client, '/api/gallery/{itemId}/{side}', { path: { itemId, side } }, 'blob');
}

/** `POST /api/admin/gallery`: Publish a before/after pair in the gallery. */
export function publishGalleryItem(client: PropreClient): MutationOptions<'post', '/api/admin/gallery'> {
  return mutationFor(client, 'post', '/api/admin/gallery', growthPublishGalleryItem);
}

/** `DELETE /api/admin/gallery/{itemId}`: Take a pair out of the gallery. */
export function unpublishGalleryItem(client: PropreClient): MutationOptions<'delete', '/api/admin/gallery/{itemId}'> {
  return mutationFor(client, 'delete', '/api/admin/gallery/{itemId}', growthUnpublishGalleryItem);
}
