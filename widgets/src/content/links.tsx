import type { AuthLinkProps, RenderLink } from '../auth/index.ts';

/** A link of a content widget, like the auth forms': `<a href>` unless the host renders its own (a router's Link). */
export type ContentLinkProps = AuthLinkProps;
export type RenderContentLink = RenderLink;

export function renderContentLink(renderLink: RenderContentLink | undefined, props: ContentLinkProps) {
  return renderLink ? renderLink(props) : <a {...props} />;
}

/** « 3 décembre 2026 », "December 3, 2026": a publication date in Quebec's time zone. */
export const publicationDate = { day: 'numeric', month: 'long', year: 'numeric' } as const;
