import { createPropreClient, createPropreSession, memoryTokenStore, ProblemError } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import type { ComponentProps } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { type Locator, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import './login.css';
import type { User } from '../context/context.ts';
import type { Locale } from '../i18n/namespaces.ts';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import { type Answer, fakeApi, type SeenRequest } from '../story-support/fake-api.ts';
import { authSession, marie } from '../story-support/fixtures/users.ts';
import { fieldError, problemBody } from '../story-support/problem.ts';
import { LoginWidget } from './index.ts';

type Routes = Parameters<typeof fakeApi>[0];

/**
 * Waits until the element's text includes `text`. (`toHaveTextContent` of this Vitest matches
 * the whole text only, and an alert holds a title and a message.)
 */
const shows = (locator: Locator, text: string) => expect.poll(() => locator.element().textContent ?? '').toContain(text);

/** The widget under a provider whose client is the real SDK client over `routes`, with a real session. */
async function mount(
  routes: Routes,
  props: ComponentProps<typeof LoginWidget> = {},
  options: { locale?: Locale; variant?: 'auth' | 'short' } = {},
) {
  const api = fakeApi(routes);
  const locale = options.locale ?? 'fr';
  const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch, locale });
  const stores = { longTerm: memoryTokenStore<User>(), session: memoryTokenStore<User>() };
  const session = createPropreSession(client, { mode: 'bearer', storage: stores, variant: options.variant ?? 'auth' });
  const onSuccess = vi.fn<(user: User) => void>();
  const onError = vi.fn<(error: unknown) => void>();
  const queryClient = createQueryClient();
  const screen = await render(
    <PropreProvider client={client} session={session} queryClient={queryClient} locale={locale}>
      <LoginWidget
        forgotPasswordHref="/mot-de-passe"
        createAccountHref="/inscription"
        onSuccess={onSuccess}
        onError={onError}
        {...props}
      />
    </PropreProvider>,
  );
  const root = () => screen.container.querySelector<HTMLElement>('[data-part="loginRoot"]') as HTMLElement;
  return { api, session, stores, screen, root, onSuccess, onError, queryClient };
}

const loginPath = '/api/auth/login';
const signedIn = (request: SeenRequest): Answer => ({
  status: 200,
  body: authSession(marie, (request.body as { rememberMe?: boolean }).rememberMe),
});

async function fillAndSubmit(
  screen: Awaited<ReturnType<typeof mount>>['screen'],
  identifier: string,
  password: string,
  locale: Locale = 'fr',
) {
  const fr = locale === 'fr';
  if (identifier) await screen.getByLabelText(fr ? 'Courriel ou nom d’utilisateur' : 'Email or username').fill(identifier);
  if (password) await screen.getByLabelText(fr ? 'Mot de passe' : 'Password', { exact: true }).fill(password);
  await screen.getByRole('button', { name: fr ? 'Se connecter' : 'Sign in' }).click();
}

describe('LoginWidget', () => {
  test('checks both fields before sending: « Ce champ est requis » beside each, focus on the first', async () => {
    const { api, screen, root } = await mount({ [`POST ${loginPath}`]: signedIn });
    await expect.element(screen.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await screen.getByRole('button', { name: 'Se connecter' }).click();

    const identifier = screen.getByLabelText('Courriel ou nom d’utilisateur');
    const password = screen.getByLabelText('Mot de passe', { exact: true });
    await expect.element(identifier).toHaveAttribute('aria-invalid', 'true');
    await expect.element(identifier).toHaveAccessibleDescription('Ce champ est requis');
    await expect.element(password).toHaveAccessibleDescription('Ce champ est requis');
    await expect.element(identifier).toHaveFocus();
    expect(root().dataset.state).toBe('error');
    expect(api.requests).toHaveLength(0);

    // Typing fixes the identifier at once; the next attempt lands on the password.
    await identifier.fill('marie@demo.propre.ca');
    await expect.element(identifier).not.toHaveAttribute('aria-invalid');
    await screen.getByRole('button', { name: 'Se connecter' }).click();
    await expect.element(password).toHaveFocus();
    await expect.element(password).toHaveAccessibleDescription('Ce champ est requis');
    expect(api.requests).toHaveLength(0);
  });

  test('in English: the same checks in English', async () => {
    const { screen } = await mount({}, {}, { locale: 'en' });
    await screen.getByRole('button', { name: 'Sign in' }).click();
    await expect.element(screen.getByLabelText('Email or username')).toHaveAccessibleDescription('This field is required');
    await expect
      .element(screen.getByLabelText('Password', { exact: true }))
      .toHaveAccessibleDescription('This field is required');
  });

  test('signs in through the session: "remember me" sends rememberMe and keeps the session long-term', async () => {
    const answer = Promise.withResolvers<void>();
    const { api, screen, root, stores, session, onSuccess, queryClient } = await mount({
      [`POST ${loginPath}`]: (request) => ({ ...signedIn(request), until: answer.promise }),
    });
    // What the page had cached while signed out must not outlive the sign-in.
    const signedOutView = ['propre', '/api/users/me', {}];
    queryClient.setQueryData(signedOutView, null);
    await screen.getByLabelText('Garder ma session ouverte 30 jours').click();
    await fillAndSubmit(screen, '  marie@demo.propre.ca ', 'Demo-Propre-2026');

    await expect.poll(() => root().dataset.state).toBe('submitting');
    await expect.element(screen.getByRole('button', { name: 'Connexion en cours…' })).toHaveAttribute('aria-busy', 'true');
    answer.resolve();
    await shows(screen.getByRole('status'), 'Bon retour, Marie\u202f!');
    expect(root().dataset.state).toBe('success');
    expect(api.to(loginPath)[0]?.body).toEqual({ email: 'marie@demo.propre.ca', password: 'Demo-Propre-2026', rememberMe: true });
    expect(onSuccess).toHaveBeenCalledWith(marie);
    expect(session.state).toEqual({ status: 'authenticated', user: marie });
    // Long-term, the user's id only (the session asks the API for the rest at the next start).
    expect(stores.longTerm.getUser()).toEqual({ id: marie.id });
    expect(stores.longTerm.get()).toBe(authSession().token);
    expect(stores.session.getUser()).toBeNull();
    expect(queryClient.getQueryData(signedOutView)).toBeUndefined();
  });

  test('without "remember me" the session lasts for the browser session only; a toast can say so', async () => {
    const { api, screen, stores, onSuccess } = await mount({ [`POST ${loginPath}`]: signedIn }, { successToast: true });
    await fillAndSubmit(screen, 'marie.client', 'Demo-Propre-2026');
    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    // The success toast, in the provider's region (for a host that navigates away from the widget).
    await expect.poll(() => document.querySelector('[data-part="toast"]')?.textContent ?? '').toContain('Bon retour, Marie');
    expect(api.to(loginPath)[0]?.body).toMatchObject({ email: 'marie.client', rememberMe: false });
    expect(stores.session.getUser()).toEqual(marie);
    expect(stores.longTerm.getUser()).toBeNull();
  });

  test('a wrong password: the alert in French, then in English, focused, and onError gets the problem', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const { screen, root, onError, onSuccess } = await mount(
        { [`POST ${loginPath}`]: { status: 401, body: problemBody('invalid_credentials', 401) } },
        {},
        { locale },
      );
      await fillAndSubmit(screen, 'marie@demo.propre.ca', 'pas-le-bon', locale);
      const alert = screen.getByRole('alert');
      if (locale === 'fr') {
        await shows(alert, 'Identifiants incorrects');
        await shows(alert, 'ne correspondent à aucun compte');
      } else {
        await shows(alert, 'Incorrect sign-in details');
        await shows(alert, 'don’t match any account');
      }
      await expect.element(screen.container.querySelector('[data-part="formAlert"]') as HTMLElement).toHaveFocus();
      expect(root().dataset.state).toBe('error');
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ProblemError);
      expect(onSuccess).not.toHaveBeenCalled();
      await screen.unmount();
    }
  });

  test('switching language after a failed attempt shows the alert and field errors in the new language', async () => {
    const api = fakeApi({ [`POST ${loginPath}`]: { status: 401, body: problemBody('invalid_credentials', 401) } });
    const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch, locale: 'fr' });
    const queryClient = createQueryClient();
    const at = (locale: Locale) => (
      <PropreProvider client={client} queryClient={queryClient} locale={locale}>
        <LoginWidget />
      </PropreProvider>
    );
    const screen = await render(at('fr'));
    await fillAndSubmit(screen, 'marie@demo.propre.ca', 'pas-le-bon');
    await shows(screen.getByRole('alert'), 'Identifiants incorrects');

    await screen.rerender(at('en'));
    await shows(screen.getByRole('alert'), 'Incorrect sign-in details');

    // The required-field message follows the language too.
    await screen.getByLabelText('Password').fill('');
    await screen.getByRole('button', { name: 'Sign in' }).click();
    await expect.element(screen.getByText('This field is required')).toBeVisible();
    await screen.rerender(at('fr'));
    await expect.element(screen.getByText('Ce champ est requis')).toBeVisible();
  });

  test('a suspended account says so, with what to do', async () => {
    const { screen } = await mount({ [`POST ${loginPath}`]: { status: 403, body: problemBody('account_suspended', 403) } });
    await fillAndSubmit(screen, 'marie@demo.propre.ca', 'Demo-Propre-2026');
    await shows(screen.getByRole('alert'), 'Compte suspendu');
    await shows(screen.getByRole('alert'), 'Communiquez avec notre équipe de soutien');
  });

  test('rate limited: how long to wait, in the person’s words and language', async () => {
    // The wait comes from Retry-After, not from the detail's wording.
    const limited = (detail: string, seconds: number): Answer => ({
      status: 429,
      body: problemBody('rate_limited', 429, { detail }),
      headers: { 'retry-after': String(seconds) },
    });
    const fr = await mount({ [`POST ${loginPath}`]: limited('Trop de tentatives.', 42) });
    await fillAndSubmit(fr.screen, 'marie@demo.propre.ca', 'x');
    await shows(fr.screen.getByRole('alert'), 'Trop de tentatives');
    await shows(fr.screen.getByRole('alert'), 'patientez 42 secondes avant de réessayer');
    await fr.screen.unmount();

    const en = await mount({ [`POST ${loginPath}`]: limited('Too many attempts.', 600) }, {}, { locale: 'en' });
    await fillAndSubmit(en.screen, 'marie@demo.propre.ca', 'x', 'en');
    await shows(en.screen.getByRole('alert'), 'wait 10 minutes before trying again');
  });

  test('a server error shows its request id; a network failure says to check the connection', async () => {
    const failed = await mount({
      [`POST ${loginPath}`]: {
        status: 500,
        body: problemBody('internal_error', 500, { requestId: 'req_01jd0v3v4m7q8r9s0t1u2v3w4z' }),
      },
    });
    await fillAndSubmit(failed.screen, 'marie@demo.propre.ca', 'Demo-Propre-2026');
    await shows(failed.screen.getByRole('alert'), 'Une erreur est survenue');
    await shows(failed.screen.getByRole('alert'), 'Référence de la demande\u202f: req_01jd0v3v4m7q8r9s0t1u2v3w4z');
    await failed.screen.unmount();

    const offline = await mount({ [`POST ${loginPath}`]: 'network-error' }, {}, { locale: 'en' });
    await fillAndSubmit(offline.screen, 'marie@demo.propre.ca', 'Demo-Propre-2026', 'en');
    await shows(offline.screen.getByRole('alert'), 'Check your internet connection');
  });

  test('field errors of the problem go beside their fields', async () => {
    const { screen } = await mount({
      [`POST ${loginPath}`]: {
        status: 400,
        body: problemBody('validation_failed', 400, {
          errors: [
            fieldError('email', 'maxLength', 'Au plus 254 caractères'),
            fieldError('password', 'maxLength', 'Au plus 128 caractères'),
          ],
        }),
      },
    });
    await fillAndSubmit(screen, 'marie@demo.propre.ca', 'Demo-Propre-2026');
    const identifier = screen.getByLabelText('Courriel ou nom d’utilisateur');
    await expect.element(identifier).toHaveAccessibleDescription('Au plus 254 caractères');
    await expect
      .element(screen.getByLabelText('Mot de passe', { exact: true }))
      .toHaveAccessibleDescription('Au plus 128 caractères');
    await expect.element(identifier).toHaveFocus();
  });

  test('the session’s variant picks the operation: "auth" calls /api/auth/login, "short" /api/login', async () => {
    for (const [variant, path] of [
      ['auth', '/api/auth/login'],
      ['short', '/api/login'],
    ] as const) {
      const { api, screen, onSuccess } = await mount({ [`POST ${path}`]: signedIn }, {}, { variant });
      await fillAndSubmit(screen, 'marie@demo.propre.ca', 'Demo-Propre-2026');
      await expect.poll(() => api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`POST ${path}`]);
      await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
      await screen.unmount();
    }
  });

  test('the identifier can be controlled by the host, and parts take the host’s classes', async () => {
    const onIdentifierChange = vi.fn<(value: string) => void>();
    const { screen, root } = await mount(
      {},
      {
        identifier: 'fixed@example.ca',
        onIdentifierChange,
        appearance: { elements: { loginRoot: 'host-root', formSubmit: 'host-submit' } },
      },
    );
    const identifier = screen.getByLabelText('Courriel ou nom d’utilisateur');
    await expect.element(identifier).toHaveValue('fixed@example.ca');
    await userEvent.type(identifier, 'x');
    expect(onIdentifierChange).toHaveBeenLastCalledWith('fixed@example.cax');
    // Controlled: the value stays what the host says.
    await expect.element(identifier).toHaveValue('fixed@example.ca');
    expect(root().classList).toContain('host-root');
    expect(root().dataset.state).toBe('idle');
    await expect.element(screen.getByRole('button', { name: 'Se connecter' })).toHaveClass('host-submit');
    await expect
      .element(screen.getByRole('link', { name: 'Mot de passe oublié\u202f?' }))
      .toHaveAttribute('href', '/mot-de-passe');
    await expect.element(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/inscription');
  });

  test('uncontrolled, the identifier starts from defaultIdentifier', async () => {
    const { screen } = await mount({}, { defaultIdentifier: 'james@demo.propre.ca' });
    const identifier = screen.getByLabelText('Courriel ou nom d’utilisateur');
    await expect.element(identifier).toHaveValue('james@demo.propre.ca');
    await identifier.fill('marie@demo.propre.ca');
    await expect.element(identifier).toHaveValue('marie@demo.propre.ca');
  });
});
