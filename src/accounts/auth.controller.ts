import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DashboardOnly, Public, ReviewerAccess } from '../common/auth';
import { ApiErrors } from '../common/openapi';
import type { AuthenticatedRequest } from './api-key.guard';
import { ChangePasswordDto, SessionResponse, SignInDto } from './auth.dto';
import { DashboardAuthService } from './dashboard-auth.service';

/** Dashboard sign-in (docs/dashboard.md): a session cookie instead of an API key. */
@ApiTags('Dashboard session')
@ReviewerAccess()
@Controller('auth')
export class AuthController {
  constructor(@Inject(DashboardAuthService) private readonly auth: DashboardAuthService) {}

  @Public()
  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password: sets the HttpOnly session cookie and returns the CSRF token' })
  @ApiOkResponse({ type: SessionResponse })
  @ApiErrors(400, 429)
  signIn(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response, @Body() dto: SignInDto) {
    return this.auth.signIn(request, response, dto);
  }

  @DashboardOnly()
  @Get('session')
  @ApiOperation({ summary: 'The signed-in user and the CSRF token (dashboard session only)' })
  @ApiOkResponse({ type: SessionResponse })
  @ApiErrors(403)
  session(@Req() request: AuthenticatedRequest) {
    return this.auth.current(request);
  }

  @DashboardOnly()
  @Post('sign-out')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session and clear its cookies' })
  @ApiErrors(403)
  signOut(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response) {
    return this.auth.signOut(request, response);
  }

  @DashboardOnly()
  @Post('password')
  @HttpCode(200)
  @ApiOperation({ summary: "Change the signed-in user's password; the user's other sessions end" })
  @ApiErrors(400, 403)
  changePassword(@Req() request: AuthenticatedRequest, @Body() dto: ChangePasswordDto) {
    return this.auth.changePassword(request, dto);
  }
}
