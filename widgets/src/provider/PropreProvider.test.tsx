import { createPropreClient, createPropreSession, memoryTokenStore } from '@propre/sdk';
import { bookings, users } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import { usePropre, useToast } from '../context/hooks.ts';
import { galleryNs } from '../i18n/bundles/gallery.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import stylesheet from '../styles/index.css?inline';
import { Button } from '../ui/Button.tsx';
import { PropreProvider } from './PropreProvider.tsx';

/** A client whose "network" answers every call with `response` (the SDK's `fetch` option). */
function clientAnswering(response: () => Response) {
  return createPropreClient({ baseUrl: 'http://api.test', fetch: async () => response() });
}

function Probe({ name }: { name: string }) {
  const { locale, brand, queryClient, client } = usePropre();
  const { t } = useWidgetTranslation('common');
  const me = useQuery(users.getMe(client));
  return (
    <div data-testid={name}>
      <span data-testid={`${name}-text`}>{t('actions.retry')}</span>
      <span
        data-testid={`${name}-meta`}
      >{`${locale}|${brand}|${me.data?.email ?? me.status}|${queryClient.getQueryCache().getAll().length}`}</span>
    </div>
  );
}

const userBody = (email: string) =>
  new Response(JSON.stringify({ id: 'u1', email, firstName: 'A', lastName: 'B', role: 'client' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function Failing() {
  const { client } = usePropre();
  const result = useQuery({ ...bookings.listMine(client), retry: false });
  return <p>{result.status}</p>;
}

function GalleryProbe() {
  const { t } = useWidgetTranslation(galleryNs);
  return <p data-testid="gallery">{`${t('title')} | ${t('after')}`}</p>;
}

function Reader({ onState }: { onState: (status: string) => void }) {
  onState(usePropre().session.state.status);
  return null;
}

function Toaster() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.show({ title: 'Premier' })}>one</Button>
      <Button onClick={() => toast.show({ title: 'Second', tone: 'error', description: 'Réessayez' })}>two</Button>
    </>
  );
}

function Quick() {
  const toast = useToast();
  useEffect(() => toast.show({ title: 'Bref', duration: 300 }), [toast]);
  return null;
}

describe('PropreProvider', () => {
  test('two providers on one page keep their own client, cache, language and brand', async () => {
    const a = clientAnswering(() => userBody('a@demo.test'));
    const b = clientAnswering(() => userBody('b@demo.test'));
    const screen = await render(
      <>
        <PropreProvider client={a} locale="fr" brand="propre">
          <Probe name="one" />
        </PropreProvider>
        <PropreProvider client={b} locale="en" brand="eclat" theme="dark">
          <Probe name="two" />
        </PropreProvider>
      </>,
    );
    await expect.element(screen.getByTestId('one-text')).toHaveTextContent('Réessayer');
    await expect.element(screen.getByTestId('two-text')).toHaveTextContent('Try again');
    await expect.element(screen.getByTestId('one-meta')).toHaveTextContent('fr|propre|a@demo.test|1');
    await expect.element(screen.getByTestId('two-meta')).toHaveTextContent('en|eclat|b@demo.test|1');
    const [one, two] = [...document.querySelectorAll<HTMLElement>('.propre-root')] as [HTMLElement, HTMLElement];
    expect([one.lang, two.lang]).toEqual(['fr-CA', 'en-CA']);
    const primary = (el: HTMLElement) => getComputedStyle(el).getPropertyValue('--propre-color-primary').trim();
    expect([primary(one), primary(two)]).toEqual(['#1f6b4a', '#e3c463']);
  });

  test('changing the locale of one provider leaves the other alone', async () => {
    const client = clientAnswering(() => userBody('x@demo.test'));
    const tree = (locale: 'fr' | 'en') => (
      <>
        <PropreProvider client={client} locale={locale}>
          <Probe name="one" />
        </PropreProvider>
        <PropreProvider client={client} locale="fr">
          <Probe name="two" />
        </PropreProvider>
      </>
    );
    const screen = await render(tree('fr'));
    await screen.rerender(tree('en'));
    await expect.element(screen.getByTestId('one-text')).toHaveTextContent('Try again');
    await expect.element(screen.getByTestId('two-text')).toHaveTextContent('Réessayer');
  });

  test('host resources override the bundled messages', async () => {
    const screen = await render(
      <PropreProvider
        client={clientAnswering(() => userBody('x@demo.test'))}
        resources={{ fr: { common: { actions: { retry: 'Encore' } } } }}
      >
        <Probe name="one" />
      </PropreProvider>,
    );
    await expect.element(screen.getByTestId('one-text')).toHaveTextContent('Encore');
  });

  test('host resources win over a widget namespace added later, whose other keys stay', async () => {
    const screen = await render(
      <PropreProvider
        client={clientAnswering(() => userBody('x@demo.test'))}
        locale="en"
        resources={{ en: { gallery: { title: 'Our work' } } }}
      >
        <GalleryProbe />
      </PropreProvider>,
    );
    await expect.element(screen.getByTestId('gallery')).toHaveTextContent('Our work | After');
  });

  test('a 401 clears the session and calls onUnauthorized', async () => {
    const client = clientAnswering(
      () =>
        new Response(JSON.stringify({ type: 'about:blank', title: 'Connexion requise', status: 401, code: 'unauthenticated' }), {
          status: 401,
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    const session = createPropreSession(client, {
      mode: 'bearer',
      storage: { longTerm: memoryTokenStore(), session: memoryTokenStore() },
    });
    const clear = vi.spyOn(session, 'clear');
    const onUnauthorized = vi.fn();
    const screen = await render(
      <PropreProvider client={client} session={session} onUnauthorized={onUnauthorized}>
        <Failing />
      </PropreProvider>,
    );
    await expect.element(screen.getByText('error')).toBeVisible();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(clear).toHaveBeenCalled();
  });

  test('without a session prop the provider makes one, signed out', async () => {
    let state = '';
    await render(
      <PropreProvider client={clientAnswering(() => userBody('x@demo.test'))}>
        <Reader onState={(status) => (state = status)} />
      </PropreProvider>,
    );
    expect(state).toBe('unknown');
  });
});

describe('toasts', () => {
  const renderToaster = () =>
    render(
      <PropreProvider client={clientAnswering(() => userBody('x@demo.test'))}>
        <Toaster />
      </PropreProvider>,
    );

  test('one toast at a time: the newest replaces the one on screen', async () => {
    const screen = await renderToaster();
    await screen.getByRole('button', { name: 'one' }).click();
    await expect.element(page.getByText('Premier')).toBeVisible();
    await screen.getByRole('button', { name: 'two' }).click();
    await expect.element(page.getByText('Second')).toBeVisible();
    await expect.element(page.getByText('Premier')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.propre-toast')).toHaveLength(1);
    await page.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(page.getByText('Second')).not.toBeInTheDocument();
  });

  test('screen readers hear « Notification » then the toast, and the region by its name and key', async () => {
    const screen = await renderToaster();
    await screen.getByRole('button', { name: 'one' }).click();
    // Radix reads the provider's label before each toast, through a live region of its own, for a second.
    const announced = () =>
      [...document.querySelectorAll('[aria-live]')]
        .map((region) => region.textContent?.trim() ?? '')
        .find((text) => text.endsWith('Premier'));
    await expect.poll(announced, { interval: 20 }).toBe('Notification Premier');
    expect(document.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Notifications (F8)');
  });

  test('a toast closes by itself after its duration', async () => {
    await render(
      <PropreProvider client={clientAnswering(() => userBody('x@demo.test'))}>
        <Quick />
      </PropreProvider>,
    );
    await expect.element(page.getByText('Bref')).toBeVisible();
    await expect.element(page.getByText('Bref'), { timeout: 3000 }).not.toBeInTheDocument();
  });
});

describe('styles', () => {
  const buttonStyle = (button: Element) => {
    const style = getComputedStyle(button);
    return [style.backgroundColor, style.color, style.minHeight, style.borderRadius, style.fontFamily].join(' | ');
  };

  test('appearance variables and unlayered host rules both win over the tokens', async () => {
    const host = document.createElement('style');
    host.textContent = '.partner .propre-root { --propre-color-primary-contrast: rgb(1, 2, 3); }';
    document.head.append(host);
    try {
      const screen = await render(
        <div className="partner">
          <PropreProvider
            client={clientAnswering(() => userBody('x@demo.test'))}
            appearance={{ variables: { colorPrimary: 'rgb(200, 0, 0)', radius: '0px' } }}
          >
            <Button>Go</Button>
          </PropreProvider>
        </div>,
      );
      const style = getComputedStyle(screen.getByRole('button', { name: 'Go' }).element());
      expect(style.backgroundColor).toBe('rgb(200, 0, 0)');
      expect(style.color).toBe('rgb(1, 2, 3)');
      expect(style.borderRadius).toBe('0px');
    } finally {
      host.remove();
    }
  });

  test('inside a shadow root under a hostile page stylesheet, a button looks as it does in the page', async () => {
    const plain = await render(
      <PropreProvider client={clientAnswering(() => userBody('x@demo.test'))}>
        <Button>Pareil</Button>
      </PropreProvider>,
    );
    const expected = buttonStyle(plain.getByRole('button', { name: 'Pareil' }).element());
    await plain.unmount();

    const hostile = document.createElement('style');
    hostile.textContent =
      'button { background: hotpink !important; color: yellow !important; min-height: 10px !important; border-radius: 50px !important; } div { padding: 40px; font-family: serif; } * { font-size: 30px; }';
    document.head.append(hostile);
    const mount = document.createElement('div');
    document.body.append(mount);
    try {
      const shadow = mount.attachShadow({ mode: 'open' });
      const sheet = document.createElement('style');
      sheet.textContent = stylesheet;
      const container = document.createElement('div');
      shadow.append(sheet, container);
      await render(
        <PropreProvider client={clientAnswering(() => userBody('x@demo.test'))}>
          <Button>Pareil</Button>
        </PropreProvider>,
        { container },
      );
      const button = shadow.querySelector('button') as HTMLButtonElement;
      expect(buttonStyle(button)).toBe(expected);
    } finally {
      hostile.remove();
      mount.remove();
    }
  });
});
