import type { ReactNode } from 'react';

/** A link of a content widget: `<a href>` unless the host renders its own (a router's Link). */
export interface ContentLinkProps {
  href: string;
  className: string;
  'data-part': string;
  children: ReactNode;
}

export type RenderContentLink = (props: ContentLinkProps) => ReactNode;

export function renderContentLink(renderLink: RenderContentLink | undefined, props: ContentLinkProps): ReactNode {
  return renderLink ? renderLink(props) : <a {...props} />;
}

/** « 3 décembre 2026 », "December 3, 2026": a publication date in Quebec's time zone. */
export const publicationDate = { day: 'numeric', month: 'long', year: 'numeric' } as const;
