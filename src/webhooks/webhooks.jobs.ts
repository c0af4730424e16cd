import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { eventIdsOf, JobName, QueueService } from '../queue';
import { WebhooksService } from './webhooks.service';

/** The webhooks' jobs, registered beside the module (STYLE.md 11): the fan-out of outbox events and each delivery. */
@Injectable()
export class WebhooksJobs implements OnModuleInit {
  constructor(
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(WebhooksService) private readonly webhooks: WebhooksService,
  ) {}

  onModuleInit(): void {
    this.queue.registerHandlers({
      [JobName.DispatchEvent]: (payload) => this.webhooks.dispatch(eventIdsOf(payload)),
      [JobName.DeliverWebhook]: ({ deliveryId }) => this.webhooks.deliver(deliveryId),
    });
  }
}
