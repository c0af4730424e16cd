/**
 * The dashboard in a real browser: Debian's chromium driven by playwright-core (no browser download). Skipped,
 * with the reason printed, where /usr/bin/chromium is absent (`.ci/run` installs it with apt-get).
 * Screenshots go to test/screenshots/ (not committed); docs/ keeps copies that were looked at.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { startSimulator, type RunningSimulator } from '../src/taxauth/simulator/simulator';
import { ISSUING_ENV, issuerWithDefaults } from './support/invoicing';
import { startTestApp, waitForDraft, type TestApp } from './support/test-app';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = join(__dirname, '..');
const SHOTS = join(__dirname, 'screenshots');
const PASSWORD = 'correct horse battery staple';
const available = existsSync(CHROMIUM);
if (!available) {
  process.stderr.write(`dashboard browser test SKIPPED: ${CHROMIUM} is absent (install it with: DEBIAN_FRONTEND=noninteractive apt-get install -y chromium)\n`);
}

(available ? describe : describe.skip)(`dashboard in a real browser (${available ? CHROMIUM : `skipped: ${CHROMIUM} absent`})`, () => {
  let simulator: RunningSimulator;
  let t: TestApp;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    // The page under test is this commit's: build web/dist (a few seconds) before the app serves it.
    execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', 'web', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
    simulator = await startSimulator({ control: true });
    t = await startTestApp('pglite', { simulator, env: ISSUING_ENV });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    mkdirSync(SHOTS, { recursive: true });
    // launch() gives chromium a fresh, empty profile directory of its own and deletes it on close.
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=es-AR',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await simulator?.close();
  });

  async function shot(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
  }

  it('signs in, opens the inbox, opens a remito beside its PDF, prices the missing line, approves: the draft reads issued with its CAE', async () => {
    const issuer = await issuerWithDefaults(t, simulator);
    const template = JSON.parse(readFileSync(join(ROOT, 'samples', 'templates', 'remitos.json'), 'utf8'));
    const created = await request(t.http).post('/documents/templates').set('x-api-key', issuer.key).send({ ...template, cuitId: issuer.cuitId });
    expect(created.status).toBe(201);
    const upload = await request(t.http)
      .post('/documents/upload')
      .set('x-api-key', issuer.key)
      .field('templateId', created.body.template.id)
      .attach('file', join(ROOT, 'samples', 'documents', 'remito.pdf'));
    expect(upload.status).toBe(202);
    const draftId = upload.body.drafts[0].id as string;
    const extracted = await waitForDraft(t, issuer.key, draftId);
    expect(extracted.status).toBe('review_required');
    const lines = (extracted.data as { lines: Array<{ unitPrice: number | null }> }).lines;
    const missing = Math.max(0, lines.findIndex((l) => l.unitPrice === null));

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${base}/`);
    await page.waitForURL(`${base}/app/`);
    await page.getByLabel('Email').fill(issuer.account.email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await shot(page, '01-sign-in');
    await page.getByRole('button', { name: 'Ingresar' }).click();

    await page.getByRole('heading', { name: 'Bandeja de borradores' }).waitFor();
    const row = page.locator('tbody tr').first();
    await row.waitFor();
    await shot(page, '02-inbox');

    await row.click();
    await page.waitForURL(`${base}/app/drafts/${draftId}`);
    // pdf.js drew the first page (a canvas with a size), beside the draft's fields.
    // (a string: this file is compiled without the DOM library)
    await page.waitForFunction(`(document.querySelector('canvas[data-page="1"]')?.width ?? 0) > 100`);
    await page.getByText('Observaciones').first().waitFor();
    await shot(page, '03-review');

    const price = page.locator(`input[name="lines[${missing}].unitPrice"]`);
    await price.fill('1234,5');
    await page.getByRole('button', { name: /^Guardar/ }).click();
    await page.getByText(/^Guardado\./).waitFor();
    await shot(page, '04-review-priced');

    await page.getByRole('button', { name: /^Aprobar y emitir/ }).click();
    await page.getByText('Emitido:').waitFor({ timeout: 60_000 });
    await page.getByText(/CAE \d{14}/).waitFor();
    await shot(page, '05-issued');

    const after = (await request(t.http).get(`/documents/drafts/${draftId}`).set('x-api-key', issuer.key)).body.draft;
    expect(after.status).toBe('issued');
    expect(after.data.lines[missing].unitPrice).toBe(1234.5);
    expect(after.invoice.cae).toMatch(/^\d{14}$/);
    expect(after.activity.map((a: { action: string; email: string }) => [a.action, a.email])).toEqual([
      ['edited', issuer.account.email],
      ['approved', issuer.account.email],
    ]);
    expect(errors).toEqual([]);
  });
});
