import type { SetupStatus } from './cuits.schema';
import { nextSetupStatus, type SetupEvent } from './setup-status';

describe('nextSetupStatus', () => {
  it.each<[SetupStatus, SetupEvent, SetupStatus]>([
    // CERTIFICATE mode
    ['INITIALIZED', { type: 'csr_created' }, 'IN_PROGRESS'],
    ['IN_PROGRESS', { type: 'csr_created' }, 'IN_PROGRESS'],
    ['IN_PROGRESS', { type: 'certificate_installed', environment: 'testing' }, 'TEST_CERTIFICATE_COMPLETE'],
    ['INITIALIZED', { type: 'certificate_installed', environment: 'testing' }, 'TEST_CERTIFICATE_COMPLETE'],
    ['TEST_CERTIFICATE_COMPLETE', { type: 'certificate_installed', environment: 'production' }, 'PROD_CERTIFICATE_COMPLETE'],
    ['IN_PROGRESS', { type: 'certificate_installed', environment: 'production' }, 'PROD_CERTIFICATE_COMPLETE'],
    ['PROD_CERTIFICATE_COMPLETE', { type: 'certificate_installed', environment: 'testing' }, 'PROD_CERTIFICATE_COMPLETE'],
    ['PROD_CERTIFICATE_COMPLETE', { type: 'automation_started' }, 'AUTOMATION_IN_PROGRESS'],
    ['AUTOMATION_IN_PROGRESS', { type: 'automation_succeeded' }, 'COMPLETED'],
    ['AUTOMATION_IN_PROGRESS', { type: 'automation_failed' }, 'AUTOMATION_FAILED'],
    ['AUTOMATION_FAILED', { type: 'automation_started' }, 'AUTOMATION_IN_PROGRESS'],
    ['COMPLETED', { type: 'certificate_installed', environment: 'production' }, 'COMPLETED'],
    // DELEGATION mode
    ['INITIALIZED', { type: 'delegation_requested' }, 'AWAITING_DELEGATION'],
    ['AWAITING_DELEGATION', { type: 'delegation_verified' }, 'DELEGATION_COMPLETE'],
    ['INITIALIZED', { type: 'delegation_verified' }, 'INITIALIZED'],
    ['DELEGATION_COMPLETE', { type: 'automation_started' }, 'AUTOMATION_IN_PROGRESS'],
    // skipping
    ['IN_PROGRESS', { type: 'skipped' }, 'SKIPPED'],
    ['COMPLETED', { type: 'skipped' }, 'COMPLETED'],
    ['SKIPPED', { type: 'resumed' }, 'IN_PROGRESS'],
    ['INITIALIZED', { type: 'automation_succeeded' }, 'INITIALIZED'],
  ])('%s + %j → %s', (from, event, to) => {
    expect(nextSetupStatus(from, event)).toBe(to);
  });
});
