import request from 'supertest';
import { pdfWithImage } from './support/hostile-files';
import { startTestApp, waitForDraft, type TestApp } from './support/test-app';

/** Issue 15: a PDF page holding a 20000 × 20000 image ends in a failed draft that says why, and the service stays up. */
describe('a PDF page with a 20000 × 20000 image', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { OCR_WORKERS: '1' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('becomes a failed draft with code image_too_large naming the image size', async () => {
    const { keys } = await t.createAccount();
    const upload = await request(t.http)
      .post('/documents/upload')
      .set('x-api-key', keys.testing)
      .attach('file', pdfWithImage(20000, 20000), { filename: 'escaneo.pdf', contentType: 'application/pdf' })
      .expect(202);
    const draft = await waitForDraft(t, keys.testing, upload.body.drafts[0].id);
    expect({ status: draft.status, errorCode: draft.errorCode }).toEqual({ status: 'failed', errorCode: 'image_too_large' });
    expect(draft.errorMessage).toMatch(/20000 × 20000 pixels/);
    await request(t.http).get('/health').expect(200);
  });
});
