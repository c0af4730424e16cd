import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { IS_PUBLIC, type AuthContext } from '../common/auth';
import { AppError } from '../common/errors';
import { AccountsService } from './accounts.service';

/** Global guard: every route needs a valid x-api-key unless marked @Public(). */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AccountsService) private readonly accounts: AccountsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<Request & { auth?: AuthContext }>();
    const header = request.headers['x-api-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const auth = await this.accounts.authenticate(key?.trim());
    if (!auth) {
      throw new AppError(401, 'unauthorized', key ? 'The API key is invalid or has been regenerated.' : 'No API key was sent.', {
        resolution: 'Send a valid key in the x-api-key header (test_sk_… for testing, prod_sk_… for production). A lost or regenerated key is replaced from the dashboard.',
      });
    }
    request.auth = auth;
    return true;
  }
}
