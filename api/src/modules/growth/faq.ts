import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { Locale } from '../../plugins/errors/locale.ts';
import { FaqEntry, faqCategories, type IFaqEntry } from './growth.entities.ts';
import { growthErrors } from './growth.errors.ts';

const fail = errorsOf(growthErrors);

type Schemas = components['schemas'];
export type AdminFaqEntryDto = Schemas['AdminFaqEntry'];
export type FaqEntryDto = Schemas['FaqEntry'];
type Category = (typeof faqCategories)[number];

const toAdminDto = (entry: IFaqEntry): AdminFaqEntryDto => ({
  id: entry.id,
  category: entry.category,
  position: entry.position,
  published: entry.published,
  fr: { question: entry.questionFr, answer: entry.answerFr },
  en: entry.questionEn && entry.answerEn ? { question: entry.questionEn, answer: entry.answerEn } : null,
  createdAt: entry.createdAt.toISOString(),
  updatedAt: entry.updatedAt.toISOString(),
});

const byCategoryThenPosition = (a: IFaqEntry, b: IFaqEntry) =>
  faqCategories.indexOf(a.category) - faqCategories.indexOf(b.category) || a.position - b.position || (a.id < b.id ? -1 : 1);

export interface FaqService {
  listPublished(locale: Locale, category?: Category): Promise<FaqEntryDto[]>;
  listAll(): Promise<AdminFaqEntryDto[]>;
  create(input: Schemas['FaqEntryWrite']): Promise<AdminFaqEntryDto>;
  update(entryId: string, patch: Schemas['FaqEntryPatch']): Promise<AdminFaqEntryDto>;
  remove(entryId: string): Promise<void>;
}

const notFound = () =>
  fail('faq_entry_not_found', { detail: { fr: 'Aucune question n’a cet identifiant.', en: 'No FAQ entry has this id.' } });

/** The FAQ, written by admins in French (and English), read by everyone. */
export function createFaqService({ orm }: { orm: MikroORM }): FaqService {
  return {
    async listPublished(locale, category) {
      const entries = await orm.em.fork().find(FaqEntry, { published: true, ...(category ? { category } : {}) });
      return entries.sort(byCategoryThenPosition).map((entry) => {
        const en = locale === 'en' && entry.questionEn && entry.answerEn;
        return {
          id: entry.id,
          category: entry.category,
          language: en ? 'en' : 'fr',
          question: en ? (entry.questionEn as string) : entry.questionFr,
          answer: en ? (entry.answerEn as string) : entry.answerFr,
        };
      });
    },
    async listAll() {
      const entries = await orm.em.fork().find(FaqEntry, {});
      return entries.sort(byCategoryThenPosition).map(toAdminDto);
    },
    async create(input) {
      const em = orm.em.fork();
      const now = new Date();
      const entry = em.create(FaqEntry, {
        id: newId('faq'),
        category: input.category,
        position: input.position ?? 0,
        published: input.published ?? true,
        questionFr: input.fr.question,
        answerFr: input.fr.answer,
        questionEn: input.en?.question ?? null,
        answerEn: input.en?.answer ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      return toAdminDto(entry);
    },
    async update(entryId, patch) {
      const em = orm.em.fork();
      const entry = await em.findOne(FaqEntry, { id: entryId });
      if (!entry) throw notFound();
      if (patch.category !== undefined) entry.category = patch.category;
      if (patch.position !== undefined) entry.position = patch.position;
      if (patch.published !== undefined) entry.published = patch.published;
      if (patch.fr !== undefined) {
        entry.questionFr = patch.fr.question;
        entry.answerFr = patch.fr.answer;
      }
      if (patch.en !== undefined) {
        entry.questionEn = patch.en?.question ?? null;
        entry.answerEn = patch.en?.answer ?? null;
      }
      entry.updatedAt = new Date();
      await em.flush();
      return toAdminDto(entry);
    },
    async remove(entryId) {
      if ((await orm.em.fork().nativeDelete(FaqEntry, { id: entryId })) === 0) throw notFound();
    },
  };
}
