import { Body, Controller, Get, HttpCode, Inject, Param, ParseEnumPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Auth, DashboardOnly, type AuthContext, type Environment } from '../common/auth';
import { ApiErrors } from '../common/openapi';
import { AccountsService } from './accounts.service';
import { InviteUserDto } from './auth.dto';

/** The account's users and API keys: dashboard-only functions of the specification, for owners. */
@ApiTags('Dashboard: account')
@DashboardOnly()
@Controller('account')
export class AccountController {
  constructor(@Inject(AccountsService) private readonly accounts: AccountsService) {}

  @Get('users')
  @ApiOperation({ summary: "The account's dashboard users" })
  @ApiErrors(403)
  users(@Auth() auth: AuthContext) {
    return this.accounts.listUsers(auth.accountId);
  }

  @Post('users')
  @ApiOperation({ summary: 'Invite a user: the generated password is shown once' })
  @ApiCreatedResponse({ schema: { properties: { user: { type: 'object' }, password: { type: 'string' } } } })
  @ApiErrors(400, 403, 409)
  invite(@Auth() auth: AuthContext, @Body() dto: InviteUserDto) {
    return this.accounts.inviteUser(auth.accountId, dto);
  }

  @Get('api-keys')
  @ApiOperation({ summary: 'The API keys, masked' })
  @ApiOkResponse({ schema: { properties: { keys: { type: 'array', items: { type: 'object' } } } } })
  @ApiErrors(403)
  keys(@Auth() auth: AuthContext) {
    return this.accounts.listKeysResource(auth.accountId);
  }

  @Post('api-keys/:environment/regenerate')
  @ApiParam({ name: 'environment', enum: ['testing', 'production'] })
  @HttpCode(200)
  @ApiOperation({ summary: "Regenerate one environment's key: the full key is shown once; the old key answers 401 at once" })
  @ApiErrors(400, 403)
  regenerate(@Auth() auth: AuthContext, @Param('environment', new ParseEnumPipe(['testing', 'production'])) environment: Environment) {
    return this.accounts.regenerateKeyResource(auth.accountId, environment);
  }
}
