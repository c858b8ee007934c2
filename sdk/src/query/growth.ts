// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, type Query, queryFor } from './operations.ts';

/** `GET /api/version`: The product version label. */
export function getVersion(client: PropreClient) {
  return queryFor(client, '/api/version');
}

/** `POST /api/newsletter/subscriptions`: Subscribe to the newsletter (double opt-in). */
export function subscribeNewsletter(client: PropreClient) {
  return mutationFor(client, 'post', '/api/newsletter/subscriptions', 'growth.subscribeNewsletter');
}

/** `POST /api/newsletter/confirmation`: Confirm a newsletter subscription. */
export function confirmNewsletter(client: PropreClient) {
  return mutationFor(client, 'post', '/api/newsletter/confirmation', 'growth.confirmNewsletter');
}

/** `POST /api/newsletter/unsubscription`: Unsubscribe from the newsletter. */
export function unsubscribeNewsletter(client: PropreClient) {
  return mutationFor(client, 'post', '/api/newsletter/unsubscription', 'growth.unsubscribeNewsletter');
}

/** `POST /api/discount-popup/claims`: Claim the discount popup's code. */
export function claimDiscountCode(client: PropreClient) {
  return mutationFor(client, 'post', '/api/discount-popup/claims', 'growth.claimDiscountCode');
}

/** `POST /api/contact-messages`: Write to support (contact form). */
export function sendContactMessage(client: PropreClient) {
  return mutationFor(client, 'post', '/api/contact-messages', 'growth.sendContactMessage');
}

/** `POST /api/commercial-referrals`: Refer a commercial property to our partner. */
export function referCommercialProperty(client: PropreClient) {
  return mutationFor(client, 'post', '/api/commercial-referrals', 'growth.referCommercialProperty');
}

/** `GET /api/admin/contact-messages`: Contact-form messages, newest first.. */
export function listContactMessages(client: PropreClient, query?: Query<'growth.listContactMessages'>) {
  return queryFor(client, '/api/admin/contact-messages', { query });
}

/** `GET /api/admin/commercial-referrals`: Commercial-property leads, newest first.. */
export function listCommercialReferrals(client: PropreClient, query?: Query<'growth.listCommercialReferrals'>) {
  return queryFor(client, '/api/admin/commercial-referrals', { query });
}

/** `GET /api/cleaners/me/todos`: My to-do list. */
export function listMyTodos(client: PropreClient) {
  return queryFor(client, '/api/cleaners/me/todos');
}

/** `POST /api/cleaners/me/todos`: Add a to-do. */
export function createTodo(client: PropreClient) {
  return mutationFor(client, 'post', '/api/cleaners/me/todos', 'growth.createTodo');
}

/** `DELETE /api/cleaners/me/todos/{todoId}`: Remove a to-do. */
export function deleteTodo(client: PropreClient, todoId: PathParam<'growth.deleteTodo', 'todoId'>) {
  return mutationFor(client, 'delete', '/api/cleaners/me/todos/{todoId}', 'growth.deleteTodo', { path: { todoId } });
}

/** `PATCH /api/cleaners/me/todos/{todoId}`: Change a to-do (title, priority, due date, completed). */
export function updateTodo(client: PropreClient, todoId: PathParam<'growth.updateTodo', 'todoId'>) {
  return mutationFor(client, 'patch', '/api/cleaners/me/todos/{todoId}', 'growth.updateTodo', { path: { todoId } });
}

/** `GET /api/blog/posts`: Published blog posts. */
export function listBlogPosts(client: PropreClient, query?: Query<'growth.listBlogPosts'>) {
  return queryFor(client, '/api/blog/posts', { query });
}

/** `GET /api/blog/posts/{slug}`: A published blog post. */
export function getBlogPost(
  client: PropreClient,
  slug: PathParam<'growth.getBlogPost', 'slug'>,
  query?: Query<'growth.getBlogPost'>,
) {
  return queryFor(client, '/api/blog/posts/{slug}', { path: { slug }, query });
}

/** `GET /api/admin/blog/posts`: Every blog post, drafts included. */
export function listAllBlogPosts(client: PropreClient) {
  return queryFor(client, '/api/admin/blog/posts');
}

/** `POST /api/admin/blog/posts`: Write a blog post. */
export function createBlogPost(client: PropreClient) {
  return mutationFor(client, 'post', '/api/admin/blog/posts', 'growth.createBlogPost');
}

/** `DELETE /api/admin/blog/posts/{postId}`: Delete a blog post. */
export function deleteBlogPost(client: PropreClient, postId: PathParam<'growth.deleteBlogPost', 'postId'>) {
  return mutationFor(client, 'delete', '/api/admin/blog/posts/{postId}', 'growth.deleteBlogPost', { path: { postId } });
}

/** `PATCH /api/admin/blog/posts/{postId}`: Change, publish or unpublish a blog post. */
export function updateBlogPost(client: PropreClient, postId: PathParam<'growth.updateBlogPost', 'postId'>) {
  return mutationFor(client, 'patch', '/api/admin/blog/posts/{postId}', 'growth.updateBlogPost', { path: { postId } });
}

/** `GET /api/faq`: Frequently asked questions. */
export function listFaq(client: PropreClient, query?: Query<'growth.listFaq'>) {
  return queryFor(client, '/api/faq', { query });
}

/** `GET /api/admin/faq`: Every FAQ entry, unpublished ones included. */
export function listAllFaq(client: PropreClient) {
  return queryFor(client, '/api/admin/faq');
}

/** `POST /api/admin/faq`: Add an FAQ entry. */
export function createFaqEntry(client: PropreClient) {
  return mutationFor(client, 'post', '/api/admin/faq', 'growth.createFaqEntry');
}

/** `DELETE /api/admin/faq/{entryId}`: Delete an FAQ entry. */
export function deleteFaqEntry(client: PropreClient, entryId: PathParam<'growth.deleteFaqEntry', 'entryId'>) {
  return mutationFor(client, 'delete', '/api/admin/faq/{entryId}', 'growth.deleteFaqEntry', { path: { entryId } });
}

/** `PATCH /api/admin/faq/{entryId}`: Change an FAQ entry. */
export function updateFaqEntry(client: PropreClient, entryId: PathParam<'growth.updateFaqEntry', 'entryId'>) {
  return mutationFor(client, 'patch', '/api/admin/faq/{entryId}', 'growth.updateFaqEntry', { path: { entryId } });
}

/** `GET /api/gallery`: The before/after gallery. */
export function listGallery(client: PropreClient, query?: Query<'growth.listGallery'>) {
  return queryFor(client, '/api/gallery', { query });
}

/** `GET /api/gallery/{itemId}/{side}`: A published gallery image. */
export function getGalleryImage(
  client: PropreClient,
  itemId: PathParam<'growth.getGalleryImage', 'itemId'>,
  side: PathParam<'growth.getGalleryImage', 'side'>,
) {
  return queryFor(client, '/api/gallery/{itemId}/{side}', { path: { itemId, side } }, 'blob');
}

/** `POST /api/admin/gallery`: Publish a before/after pair in the gallery. */
export function publishGalleryItem(client: PropreClient) {
  return mutationFor(client, 'post', '/api/admin/gallery', 'growth.publishGalleryItem');
}

/** `DELETE /api/admin/gallery/{itemId}`: Take a pair out of the gallery. */
export function unpublishGalleryItem(client: PropreClient, itemId: PathParam<'growth.unpublishGalleryItem', 'itemId'>) {
  return mutationFor(client, 'delete', '/api/admin/gallery/{itemId}', 'growth.unpublishGalleryItem', { path: { itemId } });
}
