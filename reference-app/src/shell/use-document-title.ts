import { brands } from '@propre/widgets';
import { useEffect } from 'react';
import { usePageHead } from './page-head.ts';
import { useShell } from './shell-context.ts';

/** `<title>`: the page, then the brand (`Connexion · Propre`); the brand and its tagline on the home page. */
export function useDocumentTitle(page: string | null) {
  const { brand, language } = useShell();
  const { name, tagline } = brands[brand];
  const title = page ? `${page} · ${name}` : `${name} — ${tagline[language]}`;
  // On the server, the title goes into the page's <head> (see page-head.ts).
  const head = usePageHead();
  if (head) head.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
