import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { ApiKeyGuard } from './api-key.guard';

@Module({
  providers: [AccountsRepository, AccountsService, { provide: APP_GUARD, useClass: ApiKeyGuard }],
  exports: [AccountsService],
})
export class AccountsModule {}
