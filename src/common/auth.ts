import { SetMetadata, applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiCookieAuth, ApiSecurity } from '@nestjs/swagger';

export type Environment = 'testing' | 'production';

export type UserRole = 'owner' | 'reviewer';

/** Who is calling: resolved by the global guard from the x-api-key header or from a dashboard session. */
export interface AuthContext {
  accountId: string;
  environment: Environment;
  /** The signed-in user; with an API key, the account's owner (owner of the resources created with the key). */
  userId: string;
  /** How the caller authenticated; absent in contexts built by the service itself (demo, jobs). */
  via?: 'api_key' | 'session';
  /** The signed-in user's email and role (sessions only). */
  email?: string;
  role?: UserRole;
}

export const IS_PUBLIC = 'auth:isPublic';
/** Marks a route that needs no API key (health, docs, metrics); OpenAPI: an empty security requirement (anonymous). */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiSecurity({}));

export const DASHBOARD_ONLY = 'auth:dashboardOnly';
/** The OpenAPI security scheme of the dashboard's session cookie (declared in app.factory.ts). */
export const DASHBOARD_SESSION_SCHEME = 'dashboard-session';
/** Marks a route that answers only to a dashboard session: an API key gets 403 dashboard_only (DESIGN.md §5.6). */
export const DashboardOnly = () => applyDecorators(SetMetadata(DASHBOARD_ONLY, true), ApiCookieAuth(DASHBOARD_SESSION_SCHEME));

export const REVIEWER_ACCESS = 'auth:reviewerAccess';
/** Marks controllers a reviewer may use (drafts and templates); every other route is for owners only. */
export const ReviewerAccess = () => SetMetadata(REVIEWER_ACCESS, true);

export const Auth = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthContext => {
  const request = ctx.switchToHttp().getRequest<{ auth?: AuthContext }>();
  if (!request.auth) throw new Error('Auth context missing: route is public or guard not installed');
  return request.auth;
});
