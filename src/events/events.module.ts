import { Global, Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';

@Global()
@Module({ imports: [QueueModule], providers: [EventsRepository, EventsService], exports: [EventsService] })
export class EventsModule {}
