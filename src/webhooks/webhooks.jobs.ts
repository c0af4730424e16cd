import { Injectable } from '@nestjs/common';
import { eventIdsOf, JobHandlersOf, JobName } from '../queue';
import { WebhooksService } from './webhooks.service';

/** The webhooks' jobs: the fan-out of outbox events and each delivery. */
@Injectable()
export class WebhooksJobs extends JobHandlersOf(WebhooksService, (webhooks) => ({
  [JobName.DispatchEvent]: (payload) => webhooks.dispatch(eventIdsOf(payload)),
  [JobName.DeliverWebhook]: ({ deliveryId }) => webhooks.deliver(deliveryId),
})) {}
