import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { IS_PUBLIC, type AuthContext } from '../common/auth';
import { AppError } from '../common/errors';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { AccountsService } from './accounts.service';
import { FailedAuthThrottle } from './failed-auth-throttle';

/** Query parameters that look like an API key: refused, so a key never travels (and is logged) in a URL. */
const KEY_PARAM = /^(x[-_]?)?api[-_]?key$/i;
const KEY_VALUE = /^(test|prod)_sk_/;

/**
 * Global guard: every route needs a valid x-api-key unless marked @Public(). Failed keys are counted per client
 * address; past AUTH_MAX_FAILURES_PER_MINUTE the address gets 429 until its minute ends, valid key or not.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly throttle: FailedAuthThrottle;

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.throttle = new FailedAuthThrottle(config.authMaxFailuresPerMinute);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { auth?: AuthContext }>();
    refuseKeyInQuery(request);
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
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
    const auth = await this.accounts.authenticate(key?.trim());
    if (!auth) {
      if (key) this.throttle.recordFailure(address);
      throw new AppError(401, 'unauthorized', key ? 'The API key is invalid or has been regenerated.' : 'No API key was sent.', {
        resolution: 'Send a valid key in the x-api-key header (test_sk_… for testing, prod_sk_… for production). A lost or regenerated key is replaced from the dashboard.',
      });
    }
    request.auth = auth;
    return true;
  }
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
