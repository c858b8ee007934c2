import { type MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { Locale } from '../../plugins/errors/locale.ts';
import { BlogPost, type IBlogPost } from './growth.entities.ts';
import { growthErrors } from './growth.errors.ts';

const fail = errorsOf(growthErrors);

type Schemas = components['schemas'];
type Content = Schemas['LocalizedBlogContent'];
export type AdminBlogPostDto = Schemas['AdminBlogPost'];
export type BlogPostSummaryDto = Schemas['BlogPostSummary'];
export type BlogPostDto = Schemas['BlogPost'];

const english = (post: IBlogPost): Content | null =>
  post.titleEn && post.summaryEn && post.bodyEn ? { title: post.titleEn, summary: post.summaryEn, body: post.bodyEn } : null;

export const toAdminBlogDto = (post: IBlogPost): AdminBlogPostDto => ({
  id: post.id,
  slug: post.slug,
  status: post.status,
  fr: { title: post.titleFr, summary: post.summaryFr, body: post.bodyFr },
  en: english(post),
  publishedAt: post.publishedAt ? post.publishedAt.toISOString() : null,
  createdAt: post.createdAt.toISOString(),
  updatedAt: post.updatedAt.toISOString(),
});

/** The post in the language asked for, French when it has no such version (French first, Bill 96). */
function localized(post: IBlogPost, locale: Locale): BlogPostDto {
  const en = english(post);
  const text = locale === 'en' && en ? en : { title: post.titleFr, summary: post.summaryFr, body: post.bodyFr };
  return {
    slug: post.slug,
    language: locale === 'en' && en ? 'en' : 'fr',
    title: text.title,
    summary: text.summary,
    body: text.body,
    publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
    languages: en ? ['fr', 'en'] : ['fr'],
  };
}

export interface BlogService {
  listPublished(query: { locale: Locale; cursor?: string; limit: number }): Promise<{
    items: BlogPostSummaryDto[];
    nextCursor: string | null;
  }>;
  getPublished(slug: string, locale: Locale): Promise<BlogPostDto>;
  listAll(): Promise<AdminBlogPostDto[]>;
  create(input: Schemas['BlogPostWrite']): Promise<AdminBlogPostDto>;
  update(postId: string, patch: Schemas['BlogPostPatch']): Promise<AdminBlogPostDto>;
  remove(postId: string): Promise<void>;
}

const notFound = () =>
  fail('blog_post_not_found', {
    detail: { fr: 'Aucun article publié à cette adresse.', en: 'No published post at this address.' },
  });

async function slugChecked<T>(slug: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw fail('blog_slug_taken', {
        detail: { fr: `Un autre article utilise déjà « ${slug} ».`, en: `Another post already uses "${slug}".` },
        errors: [
          {
            pointer: '/body/slug',
            code: 'blog_slug_taken',
            message: { fr: 'Adresse déjà utilisée', en: 'Address already used' },
          },
        ],
      });
    }
    throw error;
  }
}

function setEnglish(post: IBlogPost, en: Content | null): void {
  post.titleEn = en?.title ?? null;
  post.summaryEn = en?.summary ?? null;
  post.bodyEn = en?.body ?? null;
}

/** Blog posts written by admins in French (and English), read by everyone once published. */
export function createBlogService({ orm }: { orm: MikroORM }): BlogService {
  return {
    async listPublished({ locale, cursor, limit }) {
      const em = orm.em.fork();
      // The id orders posts published in the same instant, and is the cursor.
      const after = cursor ? await em.findOne(BlogPost, { id: cursor, status: 'published' }) : null;
      const where = after?.publishedAt
        ? {
            status: 'published' as const,
            $or: [{ publishedAt: { $lt: after.publishedAt } }, { publishedAt: after.publishedAt, id: { $lt: after.id } }],
          }
        : { status: 'published' as const };
      const rows =
        cursor && !after
          ? []
          : await em.find(BlogPost, where, { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: limit + 1 });
      const page = rows.slice(0, limit);
      return {
        items: page.map((post) => {
          const { body: _, ...summary } = localized(post, locale);
          return summary;
        }),
        nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
    async getPublished(slug, locale) {
      const post = await orm.em.fork().findOne(BlogPost, { slug, status: 'published' });
      if (!post) throw notFound();
      return localized(post, locale);
    },
    async listAll() {
      const posts = await orm.em.fork().find(BlogPost, {}, { orderBy: { id: 'desc' } });
      return posts.map(toAdminBlogDto);
    },
    async create(input) {
      const em = orm.em.fork();
      const now = new Date();
      const status = input.status ?? 'draft';
      const post = em.create(BlogPost, {
        id: newId('blg'),
        slug: input.slug,
        status,
        titleFr: input.fr.title,
        summaryFr: input.fr.summary,
        bodyFr: input.fr.body,
        titleEn: input.en?.title ?? null,
        summaryEn: input.en?.summary ?? null,
        bodyEn: input.en?.body ?? null,
        publishedAt: status === 'published' ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await slugChecked(input.slug, () => em.flush());
      return toAdminBlogDto(post);
    },
    async update(postId, patch) {
      const em = orm.em.fork();
      const post = await em.findOne(BlogPost, { id: postId });
      if (!post)
        throw fail('blog_post_not_found', { detail: { fr: 'Aucun article n’a cet identifiant.', en: 'No post has this id.' } });
      const now = new Date();
      if (patch.slug !== undefined) post.slug = patch.slug;
      if (patch.fr !== undefined) {
        post.titleFr = patch.fr.title;
        post.summaryFr = patch.fr.summary;
        post.bodyFr = patch.fr.body;
      }
      if (patch.en !== undefined) setEnglish(post, patch.en);
      if (patch.status !== undefined && patch.status !== post.status) {
        post.status = patch.status;
        post.publishedAt = patch.status === 'published' ? now : null;
      }
      post.updatedAt = now;
      await slugChecked(patch.slug, () => em.flush());
      return toAdminBlogDto(post);
    },
    async remove(postId) {
      if ((await orm.em.fork().nativeDelete(BlogPost, { id: postId })) === 0) {
        throw fail('blog_post_not_found', { detail: { fr: 'Aucun article n’a cet identifiant.', en: 'No post has this id.' } });
      }
    },
  };
}
