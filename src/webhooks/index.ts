export * from './webhook-events';
export * from './webhook-signature';
export * from './ssrf-guard';
export * from './webhook-delivery';
export * from './retry-schedule';
