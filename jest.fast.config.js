/**
 * `npm run test:fast`: the unit tier — pure functions and in-process fakes, no server process, no OCR — and the
 * service tier — a service's decisions against a real PostgreSQL database in a Nest application context, no HTTP
 * (`*.service.spec.ts` that boot the app, e.g. IssuingService.applyResult). Fast enough to run on every save
 * (< 30 s on the 2-core dev machine). The full suite (`npm test`) runs everything, these included.
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  roots: ['<rootDir>/src'],
  testRegex: [
    'src/common/.*\\.spec\\.ts$',
    'src/feature-folders\\.spec\\.ts$',
    'src/config/.*\\.spec\\.ts$',
    'src/invoicing/domain/.*\\.spec\\.ts$',
    'src/invoicing/issuing\\.service\\.spec\\.ts$',
    'src/invoicing/render/format\\.spec\\.ts$',
    'src/reports/.*\\.spec\\.ts$',
    'src/imports/import-walker\\.spec\\.ts$',
    'src/queue/job-policies\\.spec\\.ts$',
    'src/webhooks/(webhook-signature|ssrf-guard|retry-schedule)\\.spec\\.ts$',
    'src/accounts/(failed-auth-throttle|sign-in-throttle|api-keys)\\.spec\\.ts$',
    'src/cuits/.*\\.spec\\.ts$',
    'src/email/voucher-email\\.spec\\.ts$',
    'src/documents/review/(draft-review|review-issues|review-rules|price-matcher)\\.spec\\.ts$',
    'src/documents/recurring/recurrence\\.spec\\.ts$',
    'src/documents/ingestion/(cell-values|file-type)\\.spec\\.ts$',
    'src/documents/extraction/rules/parsers\\.spec\\.ts$',
  ],
};
