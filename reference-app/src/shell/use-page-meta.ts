import { useEffect } from 'react';
import { usePageHead } from './page-head.ts';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * A page's `<title>` and `<meta name="description">` (what a search engine shows). The page's
 * description replaces index.html's while the page is shown and gives it back on leaving, so a
 * page without its own never keeps the previous page's. The server renders both into the page's
 * <head> from the same call.
 */
export function usePageMeta(title: string | null, description: string | null) {
  useDocumentTitle(title);
  const head = usePageHead();
  if (head && description) head.description = description;
  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);
}
