import type { ReactNode } from 'react';
import { buttonClassName } from './Button.tsx';

/** A widget's link: rendered as `<a href>` unless the host renders its own (a router's Link). */
export interface WidgetLinkProps {
  href: string;
  className: string;
  'data-part': string;
  children: ReactNode;
}

export type RenderWidgetLink = (props: WidgetLinkProps) => ReactNode;

export function renderWidgetLink(renderLink: RenderWidgetLink | undefined, props: WidgetLinkProps): ReactNode {
  return renderLink ? renderLink(props) : <a {...props} />;
}

/** A translated sentence with one `<link>…</link>` in it, the link rendered by `link`. */
export function withLink(text: string, link: (children: string) => ReactNode): ReactNode {
  const match = /^(.*?)<link>(.*?)<\/link>(.*)$/s.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]}
      {link(match[2] ?? '')}
      {match[3]}
    </>
  );
}

/** A link drawn by the host's router or as a plain `<a>`, styled by the class it is given. */
export type ClassedLink = (props: { href: string; className: string; children: ReactNode }) => ReactNode;

/**
 * A signed-out visitor's two ways in, as links that look like buttons: joining first (primary),
 * signing in beside it. The onboardings both end their signed-out state with them.
 */
export function waysIn(link: ClassedLink, join: { href: string; label: string }, signIn: { href: string; label: string }) {
  return (
    <>
      {link({ href: join.href, className: buttonClassName(), children: join.label })}
      {link({ href: signIn.href, className: buttonClassName({ variant: 'secondary' }), children: signIn.label })}
    </>
  );
}
