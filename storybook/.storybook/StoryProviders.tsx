import { createPropreClient } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import { type Appearance, type BrandId, type Locale, PropreProvider, type Theme } from '@propre/widgets/provider';
import { type ReactNode, useState } from 'react';

/** What a story can ask of the global decorator: `parameters: { propre: { appearance } }`. */
export interface StoryParameters {
  propre?: { appearance?: Appearance };
}

export interface StoryProvidersProps {
  locale: Locale;
  theme: Theme;
  brand: BrandId;
  appearance?: Appearance | undefined;
  children: ReactNode;
}

/**
 * Each story gets its own SDK client and QueryClient (the decorator keys this by story id and
 * language, so the client's Accept-Language follows the toolbar), so no answer cached by one story
 * shows up in another. The client calls the page's own origin,
 * where the MSW worker answers with the story's mocks.
 */
export function StoryProviders({ locale, theme, brand, appearance, children }: StoryProvidersProps) {
  const [client] = useState(() => createPropreClient({ baseUrl: window.location.origin, locale }));
  // No retries: an error story shows its error at once instead of after the SDK's back-off.
  const [queryClient] = useState(() => createQueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <PropreProvider
      client={client}
      queryClient={queryClient}
      locale={locale}
      theme={theme}
      brand={brand}
      appearance={appearance}
      className="sb-propre-canvas"
    >
      {children}
    </PropreProvider>
  );
}
