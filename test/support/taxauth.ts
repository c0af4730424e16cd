import request from 'supertest';
import { CredentialsService } from '../../src/cuits/credentials.service';
import type { RunningSimulator } from '../../src/taxauth/simulator/simulator';
import type { TestApp } from './test-app';

export const ISSUER = '20-26756539-3';

/** An account with a CUIT whose certificates (testing + production) come from the simulator's CA. */
export async function accountWithCertifiedCuit(t: TestApp, simulator: RunningSimulator, envs: Array<'testing' | 'production'> = ['testing', 'production']) {
  const account = await t.createAccount();
  const key = account.keys.testing;
  const cuitId = (await request(t.http).post('/cuits').set('x-api-key', key).send({ number: ISSUER })).body.id as string;
  for (const env of envs) {
    const issued = simulator.issueCertificate(ISSUER.replace(/-/g, ''));
    await t.app.get(CredentialsService).uploadCertificate(account.account.id, cuitId, env, issued.certPem, issued.keyPem ?? undefined);
  }
  return { account, key, prodKey: account.keys.production, cuitId };
}

