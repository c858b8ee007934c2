import { createPropreClient, createPropreSession, memoryTokenStore, type User } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import { type Appearance, type BrandId, type Locale, PropreProvider, type Theme } from '@propre/widgets/provider';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Combination } from './matrix/combinations.ts';
import { type SwitchDetail, switchEvent } from './matrix/switch-story.ts';

/** What a story can ask of the global decorator: `parameters: { propre: { appearance } }`. */
export interface StoryParameters {
  propre?: { appearance?: Appearance; matrix?: boolean };
}

export interface StoryProvidersProps {
  locale: Locale;
  theme: Theme;
  brand: BrandId;
  appearance?: Appearance | undefined;
  /** The story's canvas, where the story-test matrix asks for another language or theme. */
  canvas?: HTMLElement | undefined;
  children: ReactNode;
}

/**
 * Each story gets its own SDK client and QueryClient (the decorator keys this by story id and
 * language, so the client's Accept-Language follows the toolbar), so no answer cached by one story
 * shows up in another. The client calls the page's own origin,
 * where the MSW worker answers with the story's mocks.
 */
export function StoryProviders({ locale, theme, brand, appearance, canvas, children }: StoryProvidersProps) {
  const [client] = useState(() => createPropreClient({ baseUrl: window.location.origin, locale }));
  // A story plays someone holding a token, as a signed-in person does: who they are (or a 401)
  // is the story's `/api/users/me` mock. Without a token the bearer session would not ask.
  const [session] = useState(() => {
    const held = memoryTokenStore<User>();
    held.set('story-token');
    return createPropreSession(client, { mode: 'bearer', storage: { longTerm: memoryTokenStore(), session: held } });
  });
  // No retries: an error story shows its error at once instead of after the SDK's back-off.
  const [queryClient] = useState(() => createQueryClient({ defaultOptions: { queries: { retry: false } } }));
  const switched = useMatrixSwitch(canvas);
  return (
    <PropreProvider
      client={client}
      session={session}
      queryClient={queryClient}
      locale={switched?.locale ?? locale}
      theme={switched?.theme ?? theme}
      brand={switched?.brand ?? brand}
      appearance={appearance}
      className="sb-propre-canvas"
    >
      {children}
    </PropreProvider>
  );
}

/**
 * The combination the story-test matrix asked for (run-matrix.ts), else null (the toolbar's).
 * Props change in place, so the story keeps its state; the switch is acknowledged once committed.
 */
function useMatrixSwitch(canvas: HTMLElement | undefined): Combination | null {
  const [switched, setSwitched] = useState<{ combination: Combination; done: () => void } | null>(null);
  const acknowledged = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!canvas) return;
    const onSwitch = (event: Event) => {
      const { combination, done } = (event as CustomEvent<SwitchDetail>).detail;
      setSwitched({ combination, done });
    };
    canvas.addEventListener(switchEvent, onSwitch);
    return () => canvas.removeEventListener(switchEvent, onSwitch);
  }, [canvas]);
  useEffect(() => {
    if (!switched || acknowledged.current === switched.done) return;
    acknowledged.current = switched.done;
    switched.done();
  }, [switched]);
  return switched?.combination ?? null;
}
