import type { FastifyRequest } from 'fastify';
import { byIp, type RateRule } from '../../plugins/rate-limit/rate-limiter.ts';

const minute = 60_000;
const hour = 60 * minute;

function accountOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: string; username?: string } | undefined;
  const identifier = body?.email ?? body?.username;
  return identifier ? identifier.trim().toLowerCase() : undefined;
}

/**
 * The account a sign-in names (see `AccountsService.loginAccountKey`), set by the login handler
 * before the failure rules run: failures by email and by username count against one account.
 */
export const loginAccounts = new WeakMap<FastifyRequest, string>();
const loginAccountOf = (request: FastifyRequest) => loginAccounts.get(request) ?? accountOf(request);

/**
 * Per IP, so one machine cannot sweep many accounts; per account, so many machines cannot
 * hammer one account. Figures follow OWASP's guidance for interactive sign-in.
 */
export const loginRules: readonly RateRule[] = [{ name: 'login-ip', max: 30, windowMs: 15 * minute, key: byIp }];
/**
 * Failed sign-ins per account. Only failures count, so signing in never uses the allowance up.
 * Tight per account and address (one machine guessing one password), looser per account from
 * anywhere (guessing spread over many machines): a stranger must fail 50 times to lock an
 * account for 15 minutes, and the owner on their own machine is refused only after their own failures.
 */
export const loginFailureRules: readonly RateRule[] = [
  {
    name: 'login-account-ip-failures',
    max: 10,
    windowMs: 15 * minute,
    key: (request) => {
      const account = loginAccountOf(request);
      return account ? `${account}|${byIp(request)}` : undefined;
    },
  },
  { name: 'login-account-failures', max: 50, windowMs: 15 * minute, key: loginAccountOf },
];
export const signupRules: readonly RateRule[] = [{ name: 'signup-ip', max: 10, windowMs: hour, key: byIp }];
/**
 * Reset requests: per address first (a refused request goes no further and creates no counter
 * for the account it names), then per account *and* address, so each person has their own three
 * an hour from their own address and a stranger elsewhere cannot use them up.
 */
export const forgotPasswordRules: readonly RateRule[] = [
  { name: 'forgot-ip', max: 10, windowMs: hour, key: byIp },
  {
    name: 'forgot-account-ip',
    max: 3,
    windowMs: hour,
    key: (request) => {
      const account = accountOf(request);
      return account ? `${account}|${byIp(request)}` : undefined;
    },
  },
];
/**
 * Reset mails per account from every address together, so no inbox is flooded from many
 * addresses. Spent silently: past it the answer is the same 202 and no mail goes, so it tells
 * nobody whether the account exists or is being targeted. Only requests every rule above let
 * through count, so exhausting it takes at least four addresses (/64 networks) each within its limits.
 */
export const forgotPasswordMailRule: RateRule = { name: 'forgot-account-mail', max: 10, windowMs: hour, key: accountOf };
export const avatarRules: readonly RateRule[] = [
  { name: 'avatar-user', max: 20, windowMs: hour, key: (request) => request.auth?.user.id },
];
export const resetPasswordRules: readonly RateRule[] = [{ name: 'reset-ip', max: 20, windowMs: hour, key: byIp }];
