import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountController } from './account.controller';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { ApiKeyGuard } from './api-key.guard';
import { AuthController } from './auth.controller';
import { DashboardAuthService } from './dashboard-auth.service';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

@Module({
  controllers: [AuthController, AccountController],
  providers: [
    AccountsRepository,
    AccountsService,
    SessionsRepository,
    SessionsService,
    DashboardAuthService,
    { provide: APP_GUARD, useClass: ApiKeyGuard },
  ],
  exports: [AccountsService],
})
export class AccountsModule {}
