import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown.tsx';

describe('the blog’s Markdown', () => {
  it('reads headings, lists and paragraphs, joining a paragraph’s lines', () => {
    expect(parseMarkdown('Intro line one\nline two\n\n## Kitchen\n\n- Fridge\n- Oven\n\n### Tip\n\nDone.')).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two' },
      { kind: 'heading', level: 2, text: 'Kitchen' },
      { kind: 'list', items: ['Fridge', 'Oven'] },
      { kind: 'heading', level: 3, text: 'Tip' },
      { kind: 'paragraph', text: 'Done.' },
    ]);
  });

  it('keeps markup as text: a post cannot inject HTML', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'paragraph', text: '<img src=x onerror=alert(1)>' }]);
  });
});
