import type { ReactNode } from 'react';

/** A block of the small Markdown the blog is written in. */
export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/**
 * Reads the blog's Markdown: `##`/`###` headings, `-` lists and paragraphs, separated by blank
 * lines. Text stays text (React escapes it): a post can never inject markup into a page.
 */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const [first] = lines;
    if (!first) continue;
    const heading = /^(#{2,3})\s+(.*)$/.exec(first);
    if (heading && lines.length === 1) {
      blocks.push({ kind: 'heading', level: heading[1] === '##' ? 2 : 3, text: heading[2] ?? '' });
    } else if (lines.every((line) => /^[-*]\s+/.test(line))) {
      blocks.push({ kind: 'list', items: lines.map((line) => line.replace(/^[-*]\s+/, '')) });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}

/**
 * The blocks as elements; the post's headings sit one level under the article's title
 * (`titleLevel` 1 → its `##` are h2).
 */
export function renderMarkdown(source: string, titleLevel: 1 | 2): ReactNode[] {
  return parseMarkdown(source).map((block, index) => {
    const key = `${block.kind}-${index}`;
    if (block.kind === 'heading') {
      const Heading = `h${Math.min(block.level + titleLevel - 1, 4)}` as 'h2' | 'h3' | 'h4';
      return <Heading key={key}>{block.text}</Heading>;
    }
    if (block.kind === 'list') {
      return (
        <ul key={key}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    }
    return <p key={key}>{block.text}</p>;
  });
}
