import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookies, setSessionCookies } from '../../plugins/auth/cookies.ts';
import { requireUser } from '../../plugins/auth/request-auth.ts';
import type { OperationRequest } from '../../plugins/contract/handlers.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { AppError } from '../../plugins/errors/app-error.ts';
import { negotiateLocale } from '../../plugins/errors/locale.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import type { IUser } from './accounts.entities.ts';
import type { AccountsService } from './accounts.service.ts';
import type { PasswordResetService } from './password-reset.ts';
import {
  forgotPasswordMailRule,
  forgotPasswordRules,
  loginAccounts,
  loginFailureRules,
  loginRules,
  resetPasswordRules,
  signupRules,
} from './rate-rules.ts';
import type { IssuedSession, SessionStore } from './sessions.ts';
import { termsInForce } from './terms.ts';
import { toUserDto } from './user-dto.ts';

export interface AccountsRouteDeps {
  accounts: AccountsService;
  passwordReset: PasswordResetService;
  sessions: SessionStore;
  limiter: RateLimiter;
}

/** The answer of every sign-in and sign-up: cookies set, body as the contract's AuthSession. */
export function authSession(reply: FastifyReply, result: { user: IUser } & IssuedSession) {
  setSessionCookies(reply, result.token, result.session);
  return {
    user: toUserDto(result.user),
    token: result.token,
    expiresAt: result.session.expiresAt.toISOString(),
    csrfToken: result.session.csrfToken,
  };
}

const forgotPasswordMessage = {
  fr: 'Si un compte utilise ce courriel, un lien de réinitialisation valide une heure vient d’y être envoyé.',
  en: 'If an account uses this email, a reset link valid for one hour has been sent to it.',
};

/** Sign-up, sign-in and sign-out, each served on both paths the spec names. */
export function accountsRoutes({ accounts, passwordReset, sessions, limiter }: AccountsRouteDeps) {
  const signup = async (request: OperationRequest<'auth.signup'>, reply: FastifyReply) => {
    await limiter.check(request, reply, signupRules);
    const result = await accounts.signup(request.body);
    reply.code(201);
    return authSession(reply, result);
  };
  const login = async (request: OperationRequest<'auth.login'>, reply: FastifyReply) => {
    await limiter.check(request, reply, loginRules);
    const account = await accounts.loginAccountKey(request.body);
    if (account) loginAccounts.set(request, account);
    for (const rule of loginFailureRules) await limiter.refuseIfExhausted(request, rule);
    try {
      return authSession(reply, await accounts.login(request.body));
    } catch (error) {
      if (error instanceof AppError && error.code === 'invalid_credentials') {
        for (const rule of loginFailureRules) await limiter.recordFailure(request, rule);
      }
      throw error;
    }
  };
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.auth) await sessions.revoke(request.auth.session.id);
    clearSessionCookies(reply);
    return { loggedOut: true as const };
  };

  return defineHandlers({
    'auth.signup': signup,
    'auth.register': signup,
    'auth.login': login,
    'auth.signIn': login,
    'auth.logout': logout,
    'auth.signOut': logout,
    'auth.forgotPassword': async (request, reply) => {
      await limiter.check(request, reply, forgotPasswordRules);
      if (await limiter.allow(request, forgotPasswordMailRule)) await passwordReset.request(request.body.email);
      reply.code(202);
      return { message: forgotPasswordMessage[negotiateLocale(request.headers['accept-language'])] };
    },
    'auth.resetPassword': async (request, reply) => {
      await limiter.check(request, reply, resetPasswordRules);
      await passwordReset.reset(request.body.token, request.body.password);
      return { passwordReset: true as const };
    },
    // Its cache policy (public, a few minutes) is the contract's, applied by the route hook.
    'auth.getTerms': async () => termsInForce(),
    'auth.selectRole': async (request) => {
      const user = await accounts.selectRole(requireUser(request), request.body.role);
      return { redirectTo: user.role === 'cleaner' ? '/onboarding' : '/client-onboarding', user: toUserDto(user) };
    },
  });
}
