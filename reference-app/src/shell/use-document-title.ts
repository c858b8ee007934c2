import { brands } from '@propre/widgets';
import { useEffect } from 'react';
import { useShell } from './shell-context.ts';

/** `<title>`: the page, then the brand (`Connexion · Propre`); the brand and its tagline on the home page. */
export function useDocumentTitle(page: string | null) {
  const { brand, language } = useShell();
  useEffect(() => {
    const { name, tagline } = brands[brand];
    document.title = page ? `${page} · ${name}` : `${name} — ${tagline[language]}`;
  }, [page, brand, language]);
}
