/**
 * The embed's runtime, loaded by the loader the first time a page holds a widget: React (Preact's
 * compatibility layer in this build, ADR 0017), the provider, the common texts of the page's
 * language and the shared code once per page; each widget's own code when it first shows. Each
 * widget lives in its host element's shadow root with its CSS inside, so the page's styles do
 * not reach it and its styles do not reach the page.
 */
import { createPropreClient, createPropreSession, memoryTokenStore, ProblemError, type PropreSession } from '@propre/sdk';
import { useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { loadCommon } from '#common-texts';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import baseCss from '../styles/base-all.css?inline';
import { EmbedGate } from './EmbedGate.tsx';
import hostCss from './host.css?inline';
import { createSheets, readerFontSize } from './shadow-styles.ts';
import { createSignInWindow } from './sign-in-window.ts';
import type { EmbedEventMap, EmbedOptions, EmbedWidgetName } from './types.ts';
import type { EmbedWidgetContext, EmbedWidgetModule } from './widgets/widget-module.ts';

const widgetModules: Record<EmbedWidgetName, () => Promise<{ default: EmbedWidgetModule }>> = {
  booking: () => import('./widgets/booking.tsx'),
  search: () => import('./widgets/search.tsx'),
  'cleaner-profile': () => import('./widgets/cleaner-profile.tsx'),
};

export interface MountedWidget {
  unmount(): void;
}

export interface EmbedRuntime {
  mount(host: Element, options: EmbedOptions & { key: string }): Promise<MountedWidget>;
}

/** A problem's code and words for `propre:error` (the widget shows the localised ones itself). */
function errorDetail(error: unknown): EmbedEventMap['propre:error'] {
  if (error instanceof ProblemError) return { code: error.code, status: error.status, message: error.message };
  return { code: 'network_error', message: error instanceof Error ? error.message : String(error) };
}

const embedCheckPath = '/api/partners/embed-check';

/** One client and one session per publishable key: every widget of the page shares the sign-in. */
function createPartnerClient(apiBase: string, key: string) {
  let session: PropreSession | undefined;
  const client = createPropreClient({ baseUrl: apiBase, auth: { getToken: () => session?.getToken() } });
  client.use({
    onRequest({ request, schemaPath }) {
      // Not on the embed check: with no custom header it needs no CORS preflight, so a page the
      // key does not allow still reads its refusal (a refused preflight would leave only a network error).
      if (schemaPath !== embedCheckPath) request.headers.set('propre-publishable-key', key);
      return request;
    },
  });
  // In memory only: nothing of the person's sign-in is left in the partner's storage.
  session = createPropreSession(client, {
    mode: 'bearer',
    storage: { longTerm: memoryTokenStore(), session: memoryTokenStore() },
  });
  return { client, session };
}

function EmbeddedWidget({
  module,
  context,
  onRefused,
}: {
  module: EmbedWidgetModule;
  context: EmbedWidgetContext;
  onRefused: (error: unknown) => void;
}) {
  const { options } = context;
  const ready = useCallback(
    (node: HTMLDivElement | null) => {
      if (node) context.emit('propre:ready', { widget: options.widget });
    },
    [context, options.widget],
  );
  return (
    <EmbedGate publishableKey={options.key ?? ''} onRefused={onRefused}>
      <div ref={ready}>{module.render(context)}</div>
    </EmbedGate>
  );
}

export function createEmbedRuntime({ apiBase }: { apiBase: string; version: string }): EmbedRuntime {
  const sheetsFor = createSheets();
  const partners = new Map<string, ReturnType<typeof createPartnerClient>>();
  const hosts = new Map<Element, string>();
  const partnerFor = (key: string) => {
    let partner = partners.get(key);
    if (!partner) {
      partner = createPartnerClient(apiBase, key);
      let signedIn = partner.session.state.status === 'authenticated';
      partner.session.subscribe((state) => {
        const now = state.status === 'authenticated' && state.user !== null;
        if (now && !signedIn && state.user) {
          const detail = { userId: state.user.id, role: state.user.role };
          for (const [host, hostKey] of hosts) if (hostKey === key) emitOn(host, 'propre:signed-in', detail);
        }
        signedIn = now;
      });
      partners.set(key, partner);
    }
    return partner;
  };

  return {
    async mount(host, options) {
      const [{ default: module }] = await Promise.all([widgetModules[options.widget](), loadCommon(options.lang ?? 'fr')]);
      const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
      shadow.replaceChildren();
      shadow.adoptedStyleSheets = sheetsFor(hostCss, baseCss, module.css);
      const container = document.createElement('div');
      container.className = 'propre-embed';
      container.style.setProperty('--propre-rem', readerFontSize(host));
      shadow.append(container);
      const { client, session } = partnerFor(options.key);
      hosts.set(host, options.key);
      const context: EmbedWidgetContext = {
        options,
        apiBase,
        emit: (name, detail) => emitOn(host, name, detail),
        reportError: (error) => emitOn(host, 'propre:error', errorDetail(error)),
        signInWindow: createSignInWindow({ apiBase, key: options.key, lang: options.lang ?? 'fr', client, session }),
      };
      const root = createRoot(container);
      root.render(
        <PropreProvider
          client={client}
          session={session}
          locale={options.lang}
          theme={options.theme}
          brand={options.brand}
          appearance={options.appearance}
        >
          <EmbeddedWidget module={module} context={context} onRefused={context.reportError} />
        </PropreProvider>,
      );
      return {
        unmount() {
          hosts.delete(host);
          root.unmount();
          container.remove();
        },
      };
    },
  };
}

function emitOn<Name extends keyof EmbedEventMap>(host: Element, name: Name, detail: EmbedEventMap[Name]): void {
  // Bubbles and crosses no shadow boundary it need not: the host is in the page's own tree.
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
}
