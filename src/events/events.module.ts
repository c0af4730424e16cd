import { Global, Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module';
import { EventsService } from './events.service';

@Global()
@Module({ imports: [QueueModule], providers: [EventsService], exports: [EventsService] })
export class EventsModule {}
