import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CredentialsController } from './credentials.controller';
import { CredentialsRepository } from './credentials.repository';
import { CredentialsService } from './credentials.service';
import { CuitTaxauthService } from './cuit-taxauth.service';
import { CuitTaxesController } from './cuit-taxes.controller';
import { CuitsController } from './cuits.controller';
import { CuitsRepository } from './cuits.repository';
import { CuitsService } from './cuits.service';

@Module({
  imports: [AccountsModule],
  controllers: [CuitsController, CredentialsController, CuitTaxesController],
  providers: [CuitsRepository, CredentialsRepository, CuitsService, CredentialsService, CuitTaxauthService],
  exports: [CuitsService, CredentialsService, CuitTaxauthService],
})
export class CuitsModule {}
