import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';

export type Environment = 'testing' | 'production';

/** Who is calling: resolved from the x-api-key header by the global guard. */
export interface AuthContext {
  accountId: string;
  environment: Environment;
  /** The account's owner user: owner of the resources created with the key. */
  userId: string;
}

export const IS_PUBLIC = 'auth:isPublic';
/** Marks a route that needs no API key (health, docs, metrics). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const Auth = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthContext => {
  const request = ctx.switchToHttp().getRequest<{ auth?: AuthContext }>();
  if (!request.auth) throw new Error('Auth context missing: route is public or guard not installed');
  return request.auth;
});
