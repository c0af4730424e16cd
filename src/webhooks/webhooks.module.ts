import { Module } from '@nestjs/common';
import { QueueModule } from '../queue';
import { WebhooksController } from './webhooks.controller';
import { WebhooksJobs } from './webhooks.jobs';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

@Module({
  imports: [QueueModule],
  controllers: [WebhooksController],
  providers: [WebhooksRepository, WebhooksService, WebhooksJobs],
  exports: [WebhooksService],
})
export class WebhooksModule {}
