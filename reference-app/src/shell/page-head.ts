import { createContext, useContext } from 'react';

/** One step of a page's breadcrumb trail: its name and its path on this site. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * What a page says about itself to search engines, collected while the server renders it (effects
 * do not run there): its `<title>`, its description, its structured data and its breadcrumb. In
 * the browser there is no collector: the same hooks set `document.title` and the description in
 * effects instead, so both read the page's one source of texts.
 */
export interface PageHead {
  title: string | null;
  description: string | null;
  /** schema.org objects (JSON-LD) about the page's subject: a cleaner, a post, the FAQ. */
  structured: Record<string, unknown>[];
  breadcrumb: Crumb[] | null;
  /** The page's picture for link previews (a cleaner's photo), absolute. */
  image: string | null;
  /** og:type: `website` unless the page is an article or a profile. */
  kind: 'website' | 'article' | 'profile';
  /** 404 when the page's subject does not exist (an unknown slug). */
  status: number;
  /** Turns a path of this site into an absolute URL on the host being rendered. */
  absolute(path: string): string;
}

export function createPageHead(absolute: (path: string) => string): PageHead {
  return {
    title: null,
    description: null,
    structured: [],
    breadcrumb: null,
    image: null,
    kind: 'website',
    status: 200,
    absolute,
  };
}

export const PageHeadContext = createContext<PageHead | null>(null);

/**
 * The collector while the server renders, else null. Pages fill it during render: only the server
 * has one, and it renders each page once per pass, so the last writer is the page shown.
 */
export function usePageHead(): PageHead | null {
  return useContext(PageHeadContext);
}

/** What a page adds for search engines beyond title and description (read by the server only). */
export interface PageFacts {
  breadcrumb?: Crumb[];
  structured?: (absolute: (path: string) => string) => Record<string, unknown>[];
  image?: string | null;
  kind?: PageHead['kind'];
  notFound?: boolean;
}

/** Hands `facts` to the server's collector; nothing in the browser (the head the server wrote stays). */
export function usePageFacts(facts: PageFacts) {
  const head = usePageHead();
  if (!head) return;
  if (facts.breadcrumb) head.breadcrumb = facts.breadcrumb;
  if (facts.structured) head.structured = facts.structured(head.absolute);
  if (facts.image !== undefined) head.image = facts.image;
  if (facts.kind) head.kind = facts.kind;
  if (facts.notFound) head.status = 404;
}
