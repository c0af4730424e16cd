import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { Clock } from '../common/clock';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import type { AuthenticatedRequest } from './api-key.guard';
import { toSessionResponse, type ChangePasswordDto, type SignInDto } from './auth.dto';
import { CSRF_COOKIE, serializeCookie, SESSION_COOKIE } from './cookies';
import { SessionsService, type ActiveSession } from './sessions.service';

/** The HTTP side of dashboard sessions: cookies in, cookies out; the rules live in SessionsService. */
@Injectable()
export class DashboardAuthService {
  constructor(
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async signIn(request: AuthenticatedRequest, response: Response, dto: SignInDto) {
    const started = await this.sessions.signIn({
      email: dto.email,
      password: dto.password,
      address: request.ip ?? request.socket.remoteAddress ?? 'unknown',
      userAgent: request.headers['user-agent'] ?? null,
    });
    // The session's expiry came from the same clock: the cookie lives exactly as long as the session.
    const maxAge = Math.floor((started.expiresAt.getTime() - this.clock.now().getTime()) / 1000);
    const secure = this.config.dashboard.secureCookies;
    response.setHeader('Set-Cookie', [
      serializeCookie(SESSION_COOKIE, started.token, { httpOnly: true, secure, maxAge }),
      serializeCookie(CSRF_COOKIE, started.csrfToken, { httpOnly: false, secure, maxAge }),
    ]);
    return toSessionResponse(started);
  }

  current(request: AuthenticatedRequest) {
    return toSessionResponse(this.session(request));
  }

  async signOut(request: AuthenticatedRequest, response: Response) {
    await this.sessions.signOut(this.session(request).tokenHash);
    const secure = this.config.dashboard.secureCookies;
    response.setHeader('Set-Cookie', [
      serializeCookie(SESSION_COOKIE, '', { httpOnly: true, secure, maxAge: 0 }),
      serializeCookie(CSRF_COOKIE, '', { httpOnly: false, secure, maxAge: 0 }),
    ]);
    return { ok: true as const };
  }

  async changePassword(request: AuthenticatedRequest, dto: ChangePasswordDto) {
    await this.sessions.changePassword(this.session(request), dto.currentPassword, dto.newPassword);
    return { ok: true as const };
  }

  private session(request: AuthenticatedRequest): ActiveSession {
    // @DashboardOnly routes reach here only through the session branch of the guard.
    if (!request.session) throw new Error('Session missing: route is not @DashboardOnly or the guard is not installed');
    return request.session;
  }
}
