import { rmSync } from 'node:fs';
import { createApp } from '../src/app.factory';
import { createTestDatabase, testConfig } from './support/test-app';

/** Fetches a URL and reports whether something answered (any status) or the connection was refused. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

describe('application lifecycle [pglite database]', () => {
  it('closing the app stops the embedded tax-authority simulator it started', async () => {
    const testDb = await createTestDatabase('pglite');
    const config = testConfig({ database: testDb.config });
    const { app, infrastructure } = await createApp(config, { database: await testDb.open() });
    try {
      const simulator = infrastructure.simulator;
      expect(simulator).not.toBeNull();
      const wsdl = `${simulator!.urls.wsfe}?WSDL`;
      expect(await answers(wsdl)).toBe(true);

      await app.close();

      expect(await answers(wsdl)).toBe(false);
      // Releasing again (as a caller that also cleans up would) is harmless.
      await expect(infrastructure.release()).resolves.toBeUndefined();
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
