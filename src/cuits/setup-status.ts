import type { Environment } from '../common/auth';
import type { SetupStatus } from './cuits.schema';

/** What happened to a CUIT's onboarding; the state machine is drawn in docs/setup-status.md. */
export type SetupEvent =
  | { type: 'csr_created' }
  | { type: 'certificate_installed'; environment: Environment }
  | { type: 'delegation_requested' }
  | { type: 'delegation_verified' }
  | { type: 'automation_started' }
  | { type: 'automation_succeeded' }
  | { type: 'automation_failed' }
  | { type: 'skipped' }
  | { type: 'resumed' };

const BEFORE_CERTIFICATES: SetupStatus[] = ['INITIALIZED', 'IN_PROGRESS'];

/** The next setupStatus; an event that does not apply in the current state leaves it unchanged. */
export function nextSetupStatus(current: SetupStatus, event: SetupEvent): SetupStatus {
  switch (event.type) {
    case 'csr_created':
      return current === 'INITIALIZED' ? 'IN_PROGRESS' : current;
    case 'certificate_installed':
      if (event.environment === 'testing') return BEFORE_CERTIFICATES.includes(current) ? 'TEST_CERTIFICATE_COMPLETE' : current;
      return [...BEFORE_CERTIFICATES, 'TEST_CERTIFICATE_COMPLETE'].includes(current) ? 'PROD_CERTIFICATE_COMPLETE' : current;
    case 'delegation_requested':
      return BEFORE_CERTIFICATES.includes(current) ? 'AWAITING_DELEGATION' : current;
    case 'delegation_verified':
      return current === 'AWAITING_DELEGATION' ? 'DELEGATION_COMPLETE' : current;
    case 'automation_started':
      return (['PROD_CERTIFICATE_COMPLETE', 'DELEGATION_COMPLETE', 'AUTOMATION_FAILED'] as SetupStatus[]).includes(current) ? 'AUTOMATION_IN_PROGRESS' : current;
    case 'automation_succeeded':
      return current === 'AUTOMATION_IN_PROGRESS' ? 'COMPLETED' : current;
    case 'automation_failed':
      return current === 'AUTOMATION_IN_PROGRESS' ? 'AUTOMATION_FAILED' : current;
    case 'skipped':
      return current === 'COMPLETED' ? current : 'SKIPPED';
    case 'resumed':
      return current === 'SKIPPED' ? 'IN_PROGRESS' : current;
  }
}
