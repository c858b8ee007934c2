import type { ReactNode } from 'react';

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
