import type { OpenAPIObject } from '@nestjs/swagger';
import { WEBHOOK_EVENTS } from './webhook-events';

const DATA_OF: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'invoice.completed': 'the Invoice (authorized: CAE and due date set)',
  'invoice.failed': 'the Invoice, with the error code and message of the tax authority',
  'batch.completed': 'the Batch with its items, when every item is terminal (status completed or failed)',
  'draft.review_required': 'the Draft that needs a person',
  'delegation.completed': 'the Cuit that reached DELEGATION_COMPLETE',
};

/**
 * The `webhooks` section of the OpenAPI document (OpenAPI 3.1): one entry per event, with the payload and the
 * Standard Webhooks headers. docs/webhooks.md has full examples and receiver code.
 */
export function addWebhooksToDocument(document: OpenAPIObject): OpenAPIObject {
  const headers = [
    { name: 'webhook-id', in: 'header', required: true, description: 'the event id; the same on every retry (deduplicate on it)', schema: { type: 'string' } },
    { name: 'webhook-timestamp', in: 'header', required: true, description: 'Unix seconds of this attempt', schema: { type: 'string' } },
    { name: 'webhook-signature', in: 'header', required: true, description: 'v1,<base64 HMAC-SHA256 of "id.timestamp.body" keyed with the secret after whsec_>', schema: { type: 'string' } },
  ];
  const webhooks = Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          summary: `${type}: ${DATA_OF[type]}`,
          // No HTTP authentication: the receiver checks webhook-signature instead.
          security: [],
          parameters: headers,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'type', 'createdAt', 'environment', 'data'],
                  properties: {
                    id: { type: 'string', description: 'event id (= webhook-id)' },
                    type: { type: 'string', enum: [type] },
                    createdAt: { type: 'string', format: 'date-time' },
                    environment: { type: 'string', enum: ['testing', 'production'] },
                    data: { type: 'object', description: DATA_OF[type], additionalProperties: true },
                  },
                },
              },
            },
          },
          responses: { '2XX': { description: 'received; any other answer (or none within 10 s) is retried about 8 times over a day' } },
        },
      },
    ]),
  );
  return { ...document, openapi: '3.1.0', webhooks } as OpenAPIObject;
}
