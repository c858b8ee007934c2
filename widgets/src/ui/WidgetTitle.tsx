import type { HTMLAttributes, ReactNode } from 'react';

type Level = 1 | 2 | 3;

/**
 * The level of the headings under a widget's own title: one below it, or the title's own level
 * when the widget shows none (`title={null}`: the page's heading says it).
 */
export const levelUnder = (title: ReactNode | null | undefined, headingLevel: Level) =>
  (title === null ? headingLevel : headingLevel + 1) as 2 | 3 | 4;

export interface WidgetTitleProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'title'> {
  /** The host's title; `null` for none. */
  title: ReactNode | null | undefined;
  /** The widget's own words, when the host gives none. */
  fallback: string;
  level: Level;
}

/** A widget's own title: the host's, else the widget's words; no heading at all for `title={null}`. */
export function WidgetTitle({ title, fallback, level, ...heading }: WidgetTitleProps) {
  if (title === null) return null;
  const Heading = `h${level}` as const;
  return <Heading {...heading}>{title ?? fallback}</Heading>;
}
