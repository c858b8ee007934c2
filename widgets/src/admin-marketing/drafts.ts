import type { TFunction } from 'i18next';
import type { FormErrors } from '../forms/form-errors.ts';
import type { AdminBlogPost, AdminFaqEntry, FaqCategory, Language } from './model.ts';

/** A check that failed: the text's key under `invalid` and its figure. */
type Check = { key: 'required' | 'tooShort' | 'tooLong' | 'slug' | 'position'; count?: number };

function length(value: string, min: number, max: number): Check | undefined {
  const text = value.trim();
  if (!text) return { key: 'required' };
  if (text.length < min) return { key: 'tooShort', count: min };
  if (text.length > max) return { key: 'tooLong', count: max };
  return undefined;
}

/** The errors of a form, worded in the language shown (`useForm().show`). */
function worded<Field extends string>(checks: Partial<Record<Field, Check>>) {
  return (t: TFunction): FormErrors<Field> => {
    const errors: FormErrors<Field> = {};
    for (const [field, check] of Object.entries(checks) as [Field, Check | undefined][]) {
      if (check) (errors as Record<Field, string>)[field] = t(`admin-marketing:invalid.${check.key}`, { n: check.count ?? 0 });
    }
    return errors;
  };
}

// Blog posts ------------------------------------------------------------------------------------

export interface BlogText {
  title: string;
  summary: string;
  body: string;
}

export interface BlogDraft {
  slug: string;
  status: 'draft' | 'published';
  fr: BlogText;
  en: BlogText;
}

export type BlogField = 'slug' | 'status' | `${Language}${'Title' | 'Summary' | 'Body'}`;
export const blogFieldOrder: readonly BlogField[] = [
  'slug',
  'status',
  'frTitle',
  'frSummary',
  'frBody',
  'enTitle',
  'enSummary',
  'enBody',
];
export const blogTextFields = ['title', 'summary', 'body'] as const;

const emptyBlogText: BlogText = { title: '', summary: '', body: '' };
export const emptyBlogDraft: BlogDraft = { slug: '', status: 'draft', fr: emptyBlogText, en: emptyBlogText };

export function blogDraftOf(post: AdminBlogPost): BlogDraft {
  return { slug: post.slug, status: post.status, fr: { ...post.fr }, en: post.en ? { ...post.en } : emptyBlogText };
}

const filled = (text: object) => Object.values(text).some((value) => String(value).trim() !== '');

/** The contract's rules (BlogPostWrite): French required, English all or nothing. */
export function checkBlogDraft(draft: BlogDraft) {
  const checks: Partial<Record<BlogField, Check>> = {};
  const slug = draft.slug.trim();
  checks.slug = !slug
    ? { key: 'required' }
    : slug.length < 3 || slug.length > 120 || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)
      ? { key: 'slug' }
      : undefined;
  for (const language of languages(draft.en)) {
    const text = draft[language];
    checks[`${language}Title`] = length(text.title, 3, 200);
    checks[`${language}Summary`] = length(text.summary, 10, 500);
    checks[`${language}Body`] = length(text.body, 20, 100_000);
  }
  return worded(checks);
}

/** The body of createBlogPost / updateBlogPost from the draft. */
export function blogBodyOf(draft: BlogDraft) {
  const trim = (text: BlogText): BlogText => ({ title: text.title.trim(), summary: text.summary.trim(), body: text.body.trim() });
  return { slug: draft.slug.trim(), status: draft.status, fr: trim(draft.fr), en: filled(draft.en) ? trim(draft.en) : null };
}

// FAQ entries -----------------------------------------------------------------------------------

export interface FaqText {
  question: string;
  answer: string;
}

export interface FaqDraft {
  category: FaqCategory;
  position: string;
  published: boolean;
  fr: FaqText;
  en: FaqText;
}

export type FaqField = 'category' | 'position' | `${Language}${'Question' | 'Answer'}`;
export const faqFieldOrder: readonly FaqField[] = ['category', 'position', 'frQuestion', 'frAnswer', 'enQuestion', 'enAnswer'];
export const faqTextFields = ['question', 'answer'] as const;

const emptyFaqText: FaqText = { question: '', answer: '' };
export const emptyFaqDraft: FaqDraft = {
  category: 'general',
  position: '0',
  published: true,
  fr: emptyFaqText,
  en: emptyFaqText,
};

export function faqDraftOf(entry: AdminFaqEntry): FaqDraft {
  return {
    category: entry.category,
    position: String(entry.position),
    published: entry.published,
    fr: { ...entry.fr },
    en: entry.en ? { ...entry.en } : emptyFaqText,
  };
}

/** The contract's rules (FaqEntryWrite): French required, English all or nothing, a position 0–10000. */
export function checkFaqDraft(draft: FaqDraft) {
  const checks: Partial<Record<FaqField, Check>> = {};
  const position = draft.position.trim();
  checks.position = /^\d{1,5}$/.test(position) && Number(position) <= 10_000 ? undefined : { key: 'position' };
  for (const language of languages(draft.en)) {
    checks[`${language}Question`] = length(draft[language].question, 5, 300);
    checks[`${language}Answer`] = length(draft[language].answer, 2, 5000);
  }
  return worded(checks);
}

export function faqBodyOf(draft: FaqDraft) {
  const trim = (text: FaqText): FaqText => ({ question: text.question.trim(), answer: text.answer.trim() });
  return {
    category: draft.category,
    position: Number(draft.position.trim()),
    published: draft.published,
    fr: trim(draft.fr),
    en: filled(draft.en) ? trim(draft.en) : null,
  };
}

/** French always; English when any of its fields is filled (then all of them). */
function languages(en: object): Language[] {
  return filled(en) ? ['fr', 'en'] : ['fr'];
}
