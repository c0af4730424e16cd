/** The five events a webhook can subscribe to (SPEC Events, DESIGN §5.4). */
export const WEBHOOK_EVENTS = ['invoice.completed', 'invoice.failed', 'batch.completed', 'draft.review_required', 'delegation.completed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** Delivery body: `data` is the Invoice, Batch, Draft or Cuit concerned, as the API returns it. */
export interface WebhookPayload<T = unknown> {
  /** The outbox event id; also the `webhook-id` header, the same on every retry so receivers can deduplicate. */
  id: string;
  type: WebhookEventType;
  /** ISO 8601, when the event happened (not when it was delivered). */
  createdAt: string;
  environment: 'testing' | 'production';
  data: T;
}

/** The exact bytes that are signed and sent: keep them, a re-serialisation could change the signature. */
export function serializeWebhookPayload<T>(payload: WebhookPayload<T>): string {
  return JSON.stringify({ id: payload.id, type: payload.type, createdAt: payload.createdAt, environment: payload.environment, data: payload.data });
}
