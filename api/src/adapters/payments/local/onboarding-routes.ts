import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLocale } from '../../../plugins/errors/locale.ts';
import type { LocalPaymentProvider } from './local-provider.ts';
import { checkForm, emptyForm, formOf, onboardingPage, unknownAccountPage } from './onboarding-page.ts';

/** The routes of the stand-in onboarding page, beside the contract's (the app's route check lists them). */
export const localOnboardingRoutes = ['GET /local-connect/:accountId', 'POST /local-connect/:accountId'] as const;

// The page runs no script and posts only to itself (then the browser follows the redirect to the app).
const pagePolicy = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Stripe's test bank accounts whose payouts fail, with the bank's code: the same numbers here, so
 * a failed payout can be made from the browser (the payouts console's journey) as in Stripe's test mode.
 */
const failingTestAccounts: Record<string, string> = {
  '000111111116': 'account_closed',
  '000111111113': 'no_account',
  '000222222227': 'insufficient_funds',
};

interface Params {
  accountId: string;
}
interface Query {
  return_url?: string;
  refresh_url?: string;
}

/**
 * The local payment provider's stand-in for Stripe Connect's hosted onboarding, at the address
 * its account links give (`/local-connect/<acct>?return_url=…&refresh_url=…`): a form a cleaner
 * fills in the browser (or any client posts, form-encoded), which completes the account at the
 * provider — its account.updated event, delivered at once by `afterChange` — and sends the
 * browser back to the return address, as Stripe does. Only served with the local provider.
 * The link is not a secret (Stripe's are): acceptable for a provider that moves no real money.
 */
export async function registerLocalOnboarding(
  app: FastifyInstance,
  options: { provider: LocalPaymentProvider; publicUrl: string; afterChange?: () => Promise<unknown> },
): Promise<void> {
  const origin = options.publicUrl.replace(/\/+$/, '');
  // Only back to the marketplace itself: a link edited to point elsewhere is not followed.
  const returnUrlOf = (query: Query) =>
    query.return_url?.startsWith(`${origin}/`) ? query.return_url : `${origin}/profile/stripe-connect/return`;
  const exists = async (accountId: string) =>
    /^acct_[0-9a-z]{1,64}$/.test(accountId) &&
    (await options.provider.retrieveAccount(accountId).then(
      () => true,
      () => false,
    ));
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  const actionOf = (request: FastifyRequest) => request.url;

  await app.register(async (scope) => {
    scope.addHook('onSend', (_request, reply, payload, done) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        reply.header('content-security-policy', pagePolicy);
      }
      done(null, payload);
    });
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get<{ Params: Params; Querystring: Query }>('/local-connect/:accountId', async (request, reply) => {
      const locale = negotiateLocale(request.headers['accept-language']);
      if (!(await exists(request.params.accountId))) return html(reply, 404, unknownAccountPage(locale));
      return html(reply, 200, onboardingPage(locale, { action: actionOf(request), form: emptyForm, errors: {} }));
    });

    scope.post<{ Params: Params; Querystring: Query; Body: Record<string, unknown> }>(
      '/local-connect/:accountId',
      async (request, reply) => {
        const locale = negotiateLocale(request.headers['accept-language']);
        const { accountId } = request.params;
        if (!(await exists(accountId))) return html(reply, 404, unknownAccountPage(locale));
        const form = formOf(request.body && typeof request.body === 'object' ? request.body : {});
        const errors = checkForm(form, locale);
        if (Object.keys(errors).length > 0) {
          return html(reply, 422, onboardingPage(locale, { action: actionOf(request), form, errors }));
        }
        await options.provider.completeOnboarding(accountId, form.outcome);
        await options.provider.failPayouts(accountId, failingTestAccounts[form.account] ?? null);
        await options.afterChange?.();
        return reply.code(303).header('location', returnUrlOf(request.query)).send();
      },
    );
  });
}
