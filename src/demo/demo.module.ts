import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CuitsModule } from '../cuits/cuits.module';
import { DemoBootstrap } from './demo.bootstrap';

@Module({ imports: [AccountsModule, CuitsModule], providers: [DemoBootstrap], exports: [DemoBootstrap] })
export class DemoModule {}
