import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { type Locale, negotiateLocale } from '../../plugins/errors/locale.ts';
import type { BlogService } from './blog.ts';
import type { FaqService } from './faq.ts';
import type { GalleryService } from './gallery.ts';
import type { TodosService } from './todos.ts';

export interface ContentRouteDeps {
  blog: BlogService;
  faq: FaqService;
  todos: TodosService;
  gallery: GalleryService;
}

const readingLocale = (request: FastifyRequest, lang: Locale | undefined): Locale =>
  lang ?? negotiateLocale(request.headers['accept-language']);

/** Blog, FAQ and gallery (admins write, everyone reads) and cleaners' to-do lists. */
export function contentRoutes({ blog, faq, todos, gallery }: ContentRouteDeps) {
  return defineHandlers({
    'growth.listGallery': async (request) => {
      const { room, cursor, limit = 12 } = request.query;
      return gallery.list({ limit, ...(room ? { room } : {}), ...(cursor ? { cursor } : {}) });
    },
    'growth.getGalleryImage': async (request, reply) => {
      const image = await gallery.image(request.params.itemId, request.params.side);
      return reply.type('image/webp').send(image);
    },
    'growth.publishGalleryItem': async (request, reply) => {
      reply.code(201);
      return gallery.publish(requireUser(request).id, request.body);
    },
    'growth.unpublishGalleryItem': async (request, reply) => {
      await gallery.unpublish(request.params.itemId);
      return reply.code(204).send();
    },
    'growth.listBlogPosts': async (request, reply) => {
      const { lang, cursor, limit = 10 } = request.query;
      reply.header('vary', 'accept-language');
      return blog.listPublished({ locale: readingLocale(request, lang), limit, ...(cursor ? { cursor } : {}) });
    },
    'growth.getBlogPost': async (request, reply) => {
      reply.header('vary', 'accept-language');
      return blog.getPublished(request.params.slug, readingLocale(request, request.query.lang));
    },
    'growth.listAllBlogPosts': async () => {
      return { items: await blog.listAll() };
    },
    'growth.createBlogPost': async (request, reply) => {
      reply.code(201);
      return blog.create(request.body);
    },
    'growth.updateBlogPost': async (request) => blog.update(request.params.postId, request.body),
    'growth.deleteBlogPost': async (request, reply) => {
      await blog.remove(request.params.postId);
      return reply.code(204).send();
    },
    'growth.listFaq': async (request, reply) => {
      reply.header('vary', 'accept-language');
      const { lang, category } = request.query;
      return { items: await faq.listPublished(readingLocale(request, lang), category) };
    },
    'growth.listAllFaq': async () => {
      return { items: await faq.listAll() };
    },
    'growth.createFaqEntry': async (request, reply) => {
      reply.code(201);
      return faq.create(request.body);
    },
    'growth.updateFaqEntry': async (request) => faq.update(request.params.entryId, request.body),
    'growth.deleteFaqEntry': async (request, reply) => {
      await faq.remove(request.params.entryId);
      return reply.code(204).send();
    },
    'growth.listMyTodos': async (request) => {
      return { items: await todos.list(requireUser(request).id) };
    },
    'growth.createTodo': async (request, reply) => {
      reply.code(201);
      return todos.create(requireUser(request).id, request.body);
    },
    'growth.updateTodo': async (request) => todos.update(requireUser(request).id, request.params.todoId, request.body),
    'growth.deleteTodo': async (request, reply) => {
      await todos.remove(requireUser(request).id, request.params.todoId);
      return reply.code(204).send();
    },
  });
}
