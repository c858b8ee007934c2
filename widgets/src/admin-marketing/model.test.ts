import { describe, expect, it } from 'vitest';
import { blogBodyOf, checkBlogDraft, checkFaqDraft, emptyBlogDraft, emptyFaqDraft, faqBodyOf } from './drafts.ts';
import { csvRows, exportFileName, subscribersOf } from './model.ts';

// Echoes the key and its figure, so a test reads which rule failed.
const t = ((key: string, options?: { n?: number }) =>
  `${key.replace('admin-marketing:invalid.', '')}${options?.n ? ` ${options.n}` : ''}`) as never;

describe('the export read as a table', () => {
  it('reads quoted cells with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvRows('a,b\r\n"x, y","say ""hi""\nthere"\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('names each cell by the header, whatever the column order, and skips blank lines', () => {
    const csv =
      '\uFEFFstatus,email,language,termsAcceptedAt,confirmedAt,unsubscribedAt\nconfirmed,ana@example.ca,fr,2026-11-01T10:00:00Z,2026-11-01T10:05:00Z,\n\n';
    expect(subscribersOf(csv)).toEqual([
      {
        email: 'ana@example.ca',
        language: 'fr',
        status: 'confirmed',
        termsAcceptedAt: '2026-11-01T10:00:00Z',
        confirmedAt: '2026-11-01T10:05:00Z',
        unsubscribedAt: '',
      },
    ]);
    expect(subscribersOf('email,language,status,termsAcceptedAt,confirmedAt,unsubscribedAt\n')).toEqual([]);
  });

  it('names the file as the API does', () => {
    expect(exportFileName('all', new Date('2026-12-07T12:00:00Z'))).toBe('newsletter-all-2026-12-07.csv');
  });
});

describe('a blog post’s draft', () => {
  it('requires the address and the French, English all or nothing, with the contract’s lengths', () => {
    expect(checkBlogDraft(emptyBlogDraft)(t)).toEqual({
      slug: 'required',
      frTitle: 'required',
      frSummary: 'required',
      frBody: 'required',
    });
    const draft = {
      ...emptyBlogDraft,
      slug: 'Grand ménage',
      fr: { title: 'Le grand ménage', summary: 'Un résumé assez long.', body: 'Un texte de plus de vingt caractères.' },
      en: { title: 'Hi', summary: '', body: '' },
    };
    expect(checkBlogDraft(draft)(t)).toEqual({ slug: 'slug', enTitle: 'tooShort 3', enSummary: 'required', enBody: 'required' });
  });

  it('sends English as null when none of it is written, trimmed otherwise', () => {
    const fr = { title: ' Titre ', summary: 'Un résumé assez long.', body: 'Un texte de plus de vingt caractères.' };
    expect(blogBodyOf({ slug: ' menage ', status: 'published', fr, en: { title: '', summary: ' ', body: '' } })).toEqual({
      slug: 'menage',
      status: 'published',
      fr: { ...fr, title: 'Titre' },
      en: null,
    });
  });
});

describe('an FAQ entry’s draft', () => {
  it('checks the position and the texts', () => {
    expect(checkFaqDraft({ ...emptyFaqDraft, position: '10001' })(t)).toEqual({
      position: 'position',
      frQuestion: 'required',
      frAnswer: 'required',
    });
    const draft = {
      ...emptyFaqDraft,
      position: '3',
      fr: { question: 'Qui?', answer: 'Oui' },
      en: { question: 'Who pays?', answer: '' },
    };
    expect(checkFaqDraft(draft)(t)).toEqual({ frQuestion: 'tooShort 5', enAnswer: 'required' });
    expect(faqBodyOf({ ...draft, en: { question: '', answer: '' } })).toMatchObject({ position: 3, en: null, published: true });
  });
});
