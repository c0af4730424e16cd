import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DASHBOARD_ONLY, IS_PUBLIC, REVIEWER_ACCESS, type AuthContext, type Environment } from '../common/auth';
import { AppError } from '../common/errors';
import { AccountsService } from './accounts.service';
import { CSRF_HEADER, ENVIRONMENT_HEADER, parseCookies, SESSION_COOKIE } from './cookies';
import { SessionsService, type ActiveSession } from './sessions.service';

/** Methods that change nothing: no CSRF token needed. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type AuthenticatedRequest = Request & { auth?: AuthContext; session?: ActiveSession };

/**
 * Global guard: every route needs a valid x-api-key unless marked @Public(). Without an x-api-key header, a
 * dashboard session cookie is accepted instead (docs/dashboard.md): the same routes, plus the CSRF header on
 * every state-changing request, the role's limits, and the environment chosen by the x-environment header.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers['x-api-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const cookie = key === undefined ? parseCookies(request.headers.cookie)[SESSION_COOKIE] : undefined;
    if (cookie !== undefined) {
      request.auth = await this.sessionAuth(request, cookie, this.reflector.getAllAndOverride<boolean>(REVIEWER_ACCESS, targets) ?? false);
      return true;
    }
    const auth = await this.accounts.authenticate(key?.trim());
    if (!auth) {
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
