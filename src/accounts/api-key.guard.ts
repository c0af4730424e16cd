import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DASHBOARD_ONLY, IS_PUBLIC, REVIEWER_ACCESS, type AuthContext, type Environment } from '../common/auth';
import { AppError } from '../common/errors';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { AccountsService } from './accounts.service';
import { CSRF_HEADER, ENVIRONMENT_HEADER, parseCookies, SESSION_COOKIE } from './cookies';
import { FailedAuthThrottle } from './failed-auth-throttle';
import { SessionsService, type ActiveSession } from './sessions.service';

/** Methods that change nothing: no CSRF token needed. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Query parameters that look like an API key: refused, so a key never travels (and is logged) in a URL. */
const KEY_PARAM = /^(x[-_]?)?api[-_]?key$/i;
const KEY_VALUE = /^(test|prod)_sk_/;

export type AuthenticatedRequest = Request & { auth?: AuthContext; session?: ActiveSession };

/**
 * Global guard: every route needs a valid x-api-key unless marked @Public(). Without an x-api-key header, a
 * dashboard session cookie is accepted instead (docs/dashboard.md): the same routes, plus the CSRF header on
 * every state-changing request, the role's limits, and the environment chosen by the x-environment header.
 * Failed keys are counted per client address; past AUTH_MAX_FAILURES_PER_MINUTE the address gets 429 until its
 * minute ends, valid key or not.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly throttle: FailedAuthThrottle;

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.throttle = new FailedAuthThrottle(config.authMaxFailuresPerMinute);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    refuseKeyInQuery(request);
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const retryAfter = this.throttle.retryAfterSeconds(address);
    if (retryAfter > 0) {
      throw new AppError(429, 'too_many_failed_authentications', `Too many requests with an invalid API key from this address; try again in ${retryAfter} s.`, {
        resolution: 'Check the x-api-key header (test_sk_… or prod_sk_…) and wait for the Retry-After seconds before sending again.',
        headers: { 'Retry-After': String(retryAfter) },
        details: { retryAfterSeconds: retryAfter },
      });
    }
    const header = request.headers['x-api-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const cookie = key === undefined ? parseCookies(request.headers.cookie)[SESSION_COOKIE] : undefined;
    if (cookie !== undefined) {
      request.auth = await this.sessionAuth(request, cookie, this.reflector.getAllAndOverride<boolean>(REVIEWER_ACCESS, targets) ?? false);
      return true;
    }
    const auth = await this.accounts.authenticate(key?.trim());
    if (!auth) {
      if (key) this.throttle.recordFailure(address);
      throw new AppError(401, 'unauthorized', key ? 'The API key is invalid or has been regenerated.' : 'No API key was sent.', {
        resolution: 'Send a valid key in the x-api-key header (test_sk_… for testing, prod_sk_… for production). A lost or regenerated key is replaced from the dashboard.',
      });
    }
    if (this.reflector.getAllAndOverride<boolean>(DASHBOARD_ONLY, targets)) {
      throw new AppError(403, 'dashboard_only', 'This function is available only in the dashboard, not with an API key.', {
        resolution: 'Sign in to the dashboard at /app to use it.',
      });
    }
    request.auth = { ...auth, via: 'api_key' };
    return true;
  }

  private async sessionAuth(request: AuthenticatedRequest, cookie: string, reviewerAllowed: boolean): Promise<AuthContext> {
    const session = await this.sessions.resolve(cookie);
    if (!session) {
      throw new AppError(401, 'unauthorized', 'The dashboard session has ended (signed out, idle too long or expired).', {
        resolution: 'Sign in again at /app.',
      });
    }
    const csrf = request.headers[CSRF_HEADER];
    if (!SAFE_METHODS.has(request.method) && !this.sessions.csrfMatches(session, Array.isArray(csrf) ? csrf[0] : csrf)) {
      throw new AppError(403, 'csrf_token_invalid', 'The request has no valid CSRF token.', {
        resolution: `Send the value of the ${CSRF_HEADER} token given at sign-in (also in the facturador_csrf cookie) in the ${CSRF_HEADER} header.`,
      });
    }
    if (session.user.role === 'reviewer' && !reviewerAllowed) {
      throw new AppError(403, 'forbidden_for_role', 'Reviewers work on drafts and templates only; this function is for the account owner.', {
        resolution: 'Ask an owner of the account to do it.',
      });
    }
    request.session = session;
    return {
      accountId: session.user.accountId,
      userId: session.user.id,
      environment: environmentOf(request.headers[ENVIRONMENT_HEADER]),
      via: 'session',
      email: session.user.email,
      role: session.user.role,
    };
  }
}

function environmentOf(header: string | string[] | undefined): Environment {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value === undefined || value === '' || value === 'testing') return 'testing';
  if (value === 'production') return 'production';
  throw new AppError(400, 'invalid_environment', `x-environment must be testing or production (got "${value.slice(0, 20)}").`, {
    resolution: 'Send x-environment: testing or x-environment: production, or leave it out for testing.',
  });
}

function refuseKeyInQuery(request: Request): void {
  const at = request.originalUrl.indexOf('?');
  if (at < 0) return;
  for (const [name, value] of new URLSearchParams(request.originalUrl.slice(at + 1))) {
    if (KEY_PARAM.test(name) || KEY_VALUE.test(value)) {
      throw new AppError(400, 'api_key_in_query', `An API key was sent in the query string (parameter "${name}"); it is accepted only in the x-api-key header.`, {
        resolution: 'Send the key in the x-api-key header. A key that was in a URL may be in proxy, server and browser logs: regenerate it from the dashboard.',
        details: [{ field: name, messages: ['API keys are not accepted in the query string'] }],
      });
    }
  }
}
