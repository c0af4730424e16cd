import request from 'supertest';
import { eq } from 'drizzle-orm';
import { CredentialsService } from '../src/cuits/credentials.service';
import { cuitCredentials } from '../src/cuits/credentials.schema';
import { TestCertificateAuthority } from '../src/taxauth/crypto/test-ca';
import { startTestApp, testDatabaseKinds, type TestApp } from './support/test-app';

describe.each(testDatabaseKinds())('CUIT credentials [%s]', (kind) => {
  let t: TestApp;
  let ca: TestCertificateAuthority;
  let accountId: string;
  let key: string;
  let cuitId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ca = TestCertificateAuthority.create();
    const account = await t.createAccount();
    accountId = account.account.id;
    key = account.keys.testing;
    cuitId = (await request(t.http).post('/cuits').set('x-api-key', key).send({ number: '20-11111111-2' })).body.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const credentials = () => t.app.get(CredentialsService);
  const cuit = async () => (await request(t.http).get(`/cuits/${cuitId}`).set('x-api-key', key)).body;

  it('generates a CSR with the required subject and keeps the key encrypted', async () => {
    const csr = await credentials().createCsr(accountId, cuitId, 'testing', { organization: 'Acme SA' });
    expect(csr).toMatch(/-----BEGIN CERTIFICATE REQUEST-----/);
    const [row] = await t.database.orm.select().from(cuitCredentials).where(eq(cuitCredentials.cuitId, cuitId));
    expect(row!.pendingPrivateKeySealed).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('PRIVATE KEY');
    const body = await cuit();
    expect(body).toMatchObject({ setupStatus: 'IN_PROGRESS', integrationMode: 'CERTIFICATE', testing_certificate_valid: false });
    const list = (await request(t.http).get('/cuits').set('x-api-key', key)).body;
    expect(list[0].testingSetupState).toBe('REQUESTED');
  });

  it('refuses a certificate for another CUIT, an expired one, and one for another key', async () => {
    const csr = (await credentials().pendingCsr(cuitId, 'testing'))!;
    const other = ca.issueForCuit('30000000007');
    await expect(credentials().uploadCertificate(accountId, cuitId, 'testing', other.certPem)).rejects.toMatchObject({ code: 'certificate_cuit_mismatch', status: 400 });
    const expired = ca.issueFromCsr(csr, { notBefore: new Date('2020-01-01'), validityDays: 30 });
    await expect(credentials().uploadCertificate(accountId, cuitId, 'testing', expired)).rejects.toMatchObject({ code: 'certificate_expired' });
    const foreign = ca.issueForCuit('20111111112');
    await expect(credentials().uploadCertificate(accountId, cuitId, 'testing', foreign.certPem)).rejects.toMatchObject({ code: 'certificate_key_mismatch' });
    await expect(credentials().uploadCertificate(accountId, cuitId, 'testing', 'not a certificate')).rejects.toMatchObject({ code: 'certificate_invalid' });
  });

  it('installs the certificate issued for the CSR and fills the CUIT fields', async () => {
    const csr = (await credentials().pendingCsr(cuitId, 'testing'))!;
    const certPem = ca.issueFromCsr(csr);
    const installed = await credentials().uploadCertificate(accountId, cuitId, 'testing', certPem);
    const body = await cuit();
    expect(body).toMatchObject({ setupStatus: 'TEST_CERTIFICATE_COMPLETE', testing_certificate_valid: true, production_certificate_valid: false });
    expect(new Date(body.testing_certificate_expiration).getTime()).toBe(installed.expiresAt.getTime());
    for (const secret of ['BEGIN', 'PRIVATE']) expect(JSON.stringify(body)).not.toContain(secret);
    const material = await credentials().signingMaterial(cuitId, 'testing');
    expect(material?.keyPem).toMatch(/PRIVATE KEY/);
    expect(await credentials().pendingCsr(cuitId, 'testing')).toBeNull();
    expect((await request(t.http).get(`/cuits/${cuitId}/setup-status`).set('x-api-key', key)).body.progress).toBe(20);
  });

  it('installs a production certificate uploaded together with its key', async () => {
    const issued = ca.issueForCuit('20111111112');
    await credentials().uploadCertificate(accountId, cuitId, 'production', issued.certPem, issued.keyPem);
    expect(await cuit()).toMatchObject({ setupStatus: 'PROD_CERTIFICATE_COMPLETE', production_certificate_valid: true });
    expect(await credentials().signingMaterial(cuitId, 'production')).toMatchObject({ certPem: issued.certPem });
  });

  it("does not reach another account's CUIT", async () => {
    const other = await t.createAccount();
    await expect(credentials().createCsr(other.account.id, cuitId, 'testing', { organization: 'X' })).rejects.toMatchObject({ status: 404 });
  });
});
