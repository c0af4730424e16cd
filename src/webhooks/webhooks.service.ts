import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthContext } from '../common/auth';
import { AppError, notFound } from '../common/errors';
import { SecretBox } from '../common/secrets';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { Database } from '../db/database';
import { isUuid } from '../db/errors';
import { JobName, QueueService } from '../queue';
import { checkWebhookTarget, systemLookupAll, WebhookUrlError, type SsrfPolicy } from './ssrf-guard';
import { deliverWebhook } from './webhook-delivery';
import { serializeWebhookPayload, type WebhookEventType } from './webhook-events';
import { generateWebhookSecret } from './webhook-signature';
import { nextWebhookAttemptAt } from './retry-schedule';
import { WebhooksRepository, type WebhookRow } from './webhooks.repository';
import { Clock } from '../common/clock';

export interface WebhookInput {
  url?: string;
  events?: WebhookEventType[];
  headers?: Record<string, string>;
  isActive?: boolean;
}

export function toWebhookResponse(row: WebhookRow) {
  return {
    id: row.id,
    userId: row.userId,
    url: row.url,
    headers: row.headers,
    events: row.events,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Webhook subscriptions and their delivery: events from the outbox fan out into one delivery per subscribed
 * webhook (DispatchEvent), each delivered with Standard Webhooks signatures and retried about 8 times over a day
 * (DeliverWebhook). At-least-once: receivers deduplicate on `webhook-id` (the event id).
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('Webhooks');
  private readonly box: SecretBox;
  private readonly policy: SsrfPolicy;

  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(Database) private readonly database: Database,
    @Inject(WebhooksRepository) private readonly repository: WebhooksRepository,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = new SecretBox(config.secretsKey);
    this.policy = config.webhooks;
  }

  async create(auth: AuthContext, input: Required<Pick<WebhookInput, 'url' | 'events'>> & WebhookInput) {
    await this.checkUrl(input.url);
    const secret = generateWebhookSecret();
    const id = randomUUID();
    const row = await this.repository.insert({
      id,
      accountId: auth.accountId,
      environment: auth.environment,
      userId: auth.userId,
      url: input.url,
      headers: input.headers ?? {},
      events: [...new Set(input.events)],
      isActive: input.isActive ?? true,
      secretSealed: this.box.seal(secret, sealContext(id)),
    });
    // The signing secret is shown once, here; afterwards only the dashboard can reveal or rotate it.
    return { ...toWebhookResponse(row), secret };
  }

  async list(auth: AuthContext) {
    return (await this.repository.list(auth.accountId, auth.environment)).map(toWebhookResponse);
  }

  async get(auth: AuthContext, id: string) {
    return toWebhookResponse(await this.require(auth, id));
  }

  /** Only the fields sent change; reactivating resumes the deliveries paused meanwhile. */
  async update(auth: AuthContext, id: string, input: WebhookInput) {
    const current = await this.require(auth, id);
    if (input.url !== undefined) await this.checkUrl(input.url);
    const patch: Partial<WebhookRow> = {};
    if (input.url !== undefined) patch.url = input.url;
    if (input.events !== undefined) patch.events = [...new Set(input.events)];
    if (input.headers !== undefined) patch.headers = input.headers;
    if (input.isActive !== undefined) patch.isActive = input.isActive;
    const resumed = current.isActive === false && input.isActive === true;
    const row = await this.database.transaction(async (tx) => {
      const updated = await this.repository.update(id, patch, tx);
      if (resumed) {
        for (const delivery of await this.repository.deliveriesWithStatus(tx, id, ['paused'])) {
          await this.repository.updateDelivery(delivery.id, { status: 'pending', nextAttemptAt: null }, tx);
          await this.queue.send(JobName.DeliverWebhook, { deliveryId: delivery.id }, {}, tx);
        }
      }
      return updated;
    });
    return toWebhookResponse(row);
  }

  async remove(auth: AuthContext, id: string) {
    await this.require(auth, id);
    await this.repository.delete(id);
    return { ok: true };
  }

  // ---- dashboard / CLI operations (never reachable with an API key) ----

  /** The dashboard's routes (sessions only): the webhook must be of the session's account and environment. */
  async revealSecretResource(auth: AuthContext, id: string) {
    await this.require(auth, id);
    return { secret: await this.revealSecret(auth.accountId, id) };
  }

  async rotateSecretResource(auth: AuthContext, id: string) {
    await this.require(auth, id);
    return { secret: await this.rotateSecret(auth.accountId, id) };
  }

  async deliveryHistoryResource(auth: AuthContext, id: string) {
    await this.require(auth, id);
    return { deliveries: await this.deliveryHistory(auth.accountId, id) };
  }

  async redeliverResource(auth: AuthContext, id: string, deliveryId: string) {
    await this.require(auth, id);
    await this.redeliver(auth.accountId, id, deliveryId);
    return { status: 'queued' as const };
  }

  async revealSecret(accountId: string, id: string): Promise<string> {
    const row = await this.requireForAccount(accountId, id);
    return this.box.open(row.secretSealed, sealContext(row.id));
  }

  async rotateSecret(accountId: string, id: string): Promise<string> {
    const row = await this.requireForAccount(accountId, id);
    const secret = generateWebhookSecret();
    await this.repository.update(row.id, { secretSealed: this.box.seal(secret, sealContext(row.id)) });
    return secret;
  }

  async deliveryHistory(accountId: string, id: string, limit = 50) {
    const row = await this.requireForAccount(accountId, id);
    return (await this.repository.deliveries(row.id, limit)).map((d) => ({
      id: d.id,
      eventId: d.eventId,
      eventType: d.eventType,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
      history: d.attemptsList.map((a) => ({
        attempt: a.attempt,
        statusCode: a.statusCode,
        durationMs: a.durationMs,
        errorCode: a.errorCode,
        error: a.error,
        at: a.createdAt.toISOString(),
      })),
    }));
  }

  async redeliver(accountId: string, webhookId: string, deliveryId: string): Promise<void> {
    const webhook = await this.requireForAccount(accountId, webhookId);
    const delivery = await this.repository.findDelivery(deliveryId);
    if (!delivery || delivery.webhookId !== webhook.id) throw notFound('Delivery', deliveryId);
    await this.database.transaction(async (tx) => {
      await this.repository.updateDelivery(delivery.id, { status: webhook.isActive ? 'pending' : 'paused', nextAttemptAt: null }, tx);
      if (webhook.isActive) await this.queue.send(JobName.DeliverWebhook, { deliveryId: delivery.id }, {}, tx);
    });
  }

  // ---- jobs ----

  /**
   * Fan-out of a set of outbox events (one job's: a chunk of issued vouchers records up to 250 at once) to the
   * subscribed webhooks of each event's account and environment: the events in one read, each account's webhooks
   * once, then one transaction of a few statements whatever the number of events (issue 18).
   */
  async dispatch(eventIds: readonly string[]): Promise<'done' | 'skipped'> {
    const events = await this.repository.findEvents(eventIds);
    if (events.length === 0) return 'skipped';
    const subscribed = new Map<string, WebhookRow[]>();
    for (const event of events) {
      const scope = `${event.accountId}/${event.environment}`;
      if (!subscribed.has(scope)) subscribed.set(scope, await this.repository.list(event.accountId, event.environment));
    }
    const pairs = events.flatMap((event) =>
      subscribed
        .get(`${event.accountId}/${event.environment}`)!
        .filter((webhook) => webhook.events.includes(event.type))
        .map((webhook) => ({ event, webhook })),
    );
    await this.database.transaction(async (tx) => {
      const created = await this.repository.createDeliveries(tx, pairs, events.map((event) => event.id));
      const pending = created.filter((d) => d.status === 'pending');
      if (pending.length) await this.queue.sendMany(JobName.DeliverWebhook, pending.map((d) => ({ deliveryId: d.id })), {}, tx);
    });
    return 'done';
  }

  /** One attempt; a failure schedules the next attempt itself so every attempt is recorded with its outcome. */
  async deliver(deliveryId: string, now = () => this.clock.now()): Promise<'done' | 'skipped'> {
    const delivery = await this.repository.findDelivery(deliveryId);
    if (!delivery || delivery.status !== 'pending') return 'skipped';
    if (delivery.nextAttemptAt && delivery.nextAttemptAt.getTime() > now().getTime() + 1000) return 'skipped';
    const event = await this.repository.findEvent(delivery.eventId);
    const webhook = event ? await this.repository.findForAccount(event.accountId, delivery.webhookId) : null;
    if (!event || !webhook) return 'skipped';
    if (!webhook.isActive) {
      await this.repository.updateDelivery(delivery.id, { status: 'paused' });
      return 'skipped';
    }
    const body = serializeWebhookPayload({
      id: event.id,
      type: event.type,
      createdAt: event.createdAt.toISOString(),
      environment: event.environment,
      data: event.data,
    });
    const result = await deliverWebhook({
      url: webhook.url,
      secret: this.box.open(webhook.secretSealed, sealContext(webhook.id)),
      messageId: event.id,
      body,
      headers: webhook.headers,
      policy: this.policy,
      now,
    });
    const attempt = delivery.attempts + 1;
    const next = result.ok || !result.retryable ? null : nextWebhookAttemptAt(result.sentAt, attempt);
    await this.database.transaction(async (tx) => {
      await this.repository.recordAttempt(tx, {
        deliveryId: delivery.id,
        attempt,
        statusCode: result.statusCode,
        durationMs: Math.round(result.durationMs),
        errorCode: result.errorCode,
        error: result.error,
        responseBody: result.responseBody,
      });
      await this.repository.updateDelivery(
        delivery.id,
        {
          attempts: attempt,
          status: result.ok ? 'delivered' : next ? 'pending' : 'failed',
          nextAttemptAt: next,
          lastStatusCode: result.statusCode,
          lastError: result.error,
          deliveredAt: result.ok ? result.sentAt : null,
        },
        tx,
      );
      if (next) await this.queue.sendAfter(JobName.DeliverWebhook, { deliveryId: delivery.id }, next, {}, tx);
    });
    if (!result.ok) this.logger.warn({ deliveryId, attempt, statusCode: result.statusCode, error: result.errorCode }, 'webhook delivery failed');
    return 'done';
  }

  private async checkUrl(url: string): Promise<void> {
    try {
      await checkWebhookTarget(url, this.policy, systemLookupAll, { acceptUnresolved: true });
    } catch (error) {
      if (error instanceof WebhookUrlError) {
        throw new AppError(400, 'invalid_webhook_url', `The webhook url is not allowed: ${error.message}`, {
          resolution: 'Use a public https URL (private, loopback and link-local addresses, and names that resolve to them, are refused).',
          details: [{ field: 'url', messages: [error.message] }],
        });
      }
      throw error;
    }
  }

  private async require(auth: AuthContext, id: string): Promise<WebhookRow> {
    const row = isUuid(id) ? await this.repository.find(auth.accountId, auth.environment, id) : null;
    if (!row) throw notFound('Webhook', id, { resolution: 'List the webhooks of this environment with GET /webhooks.' });
    return row;
  }

  private async requireForAccount(accountId: string, id: string): Promise<WebhookRow> {
    const row = isUuid(id) ? await this.repository.findForAccount(accountId, id) : null;
    if (!row) throw notFound('Webhook', id);
    return row;
  }
}

const sealContext = (webhookId: string) => `webhook-secret:${webhookId}`;
