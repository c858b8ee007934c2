import { usePropre } from '../context/hooks.ts';

export interface HostTextProps {
  fr: string;
  en: string;
}

/**
 * A text a host page passes to a widget (a form's title, a picker's error), in the language the
 * page shows, as a host that follows its own language switch would: stories use it for such
 * props so the language matrix (storybook/.storybook/matrix) sees the page as a person would.
 */
export function useHostText({ fr, en }: HostTextProps): string {
  return usePropre().locale === 'en' ? en : fr;
}

/** `useHostText` as an element, for a prop that takes one. */
export function HostText(props: HostTextProps) {
  return <>{useHostText(props)}</>;
}
