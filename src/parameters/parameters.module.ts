import { Module } from '@nestjs/common';
import { CuitsModule } from '../cuits/cuits.module';
import { ParametersController } from './parameters.controller';
import { ParametersRepository } from './parameters.repository';
import { ParametersService } from './parameters.service';

@Module({ imports: [CuitsModule], controllers: [ParametersController], providers: [ParametersRepository, ParametersService] })
export class ParametersModule {}
