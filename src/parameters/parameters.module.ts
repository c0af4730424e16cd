import { Module } from '@nestjs/common';
import { CuitsModule } from '../cuits/cuits.module';
import { ParametersController } from './parameters.controller';
import { ParametersService } from './parameters.service';

@Module({ imports: [CuitsModule], controllers: [ParametersController], providers: [ParametersService] })
export class ParametersModule {}
