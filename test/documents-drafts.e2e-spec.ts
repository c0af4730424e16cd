import request from 'supertest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EventsService } from '../src/events/events.service';
import { FULL_ERROR_FIELDS, startTestApp, testDatabaseKinds, waitForDraft, type TestApp } from './support/test-app';

const CORPUS = path.join(__dirname, '../../shared/corpus/dev');
const corpusFile = (name: string) => readFileSync(path.join(CORPUS, name));
const corpusTemplate = (id: string) => JSON.parse(readFileSync(path.join(CORPUS, 'templates', `${id}.json`), 'utf8')) as Record<string, unknown>;
const ISSUER = '20-26756539-3';

describe.each(testDatabaseKinds())('documents to drafts [%s]', (kind) => {
  let t: TestApp;
  let key: string;
  let accountId: string;
  let cuitId: string;
  const templateIds: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { QUEUE_CONSUMERS: 'true', UPLOAD_MAX_MB: '2', OCR_WORKERS: '2' } });
    const account = await t.createAccount();
    key = account.keys.testing;
    accountId = account.account.id;
    cuitId = (await request(t.http).post('/cuits').set('x-api-key', key).send({ number: ISSUER })).body.id;
    await request(t.http).post(`/cuits/${cuitId}/default-invoice-type`).set('x-api-key', key).send({ defaultInvoiceType: 6 });
    for (const id of ['electrica-electronogales', 'ferreteria-ferreteriavidal', 'consultora-estudioracedoasoc', 'sh_csv-limpiezatotaltresl', 'sh_obra-corralonescondida']) {
      const res = await request(t.http).post('/documents/templates').set('x-api-key', key).send({ ...corpusTemplate(id), cuitId });
      expect(res.status).toBe(201);
      templateIds[id] = res.body.template.id;
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const upload = (bytes: Buffer, name: string, fields: Record<string, string> = {}) => {
    const req = request(t.http).post('/documents/upload').set('x-api-key', key);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req.attach('file', bytes, name);
  };

  it('turns a text-layer PDF into a draft to review, with its file, pipeline state and event', async () => {
    const bytes = corpusFile('d08.pdf');
    const res = await upload(bytes, 'd08.pdf', { templateId: templateIds['electrica-electronogales']! });
    expect(res.status).toBe(202);
    expect(res.body.drafts).toHaveLength(1);
    expect(res.body.drafts[0]).toMatchObject({ status: 'extracting', source: 'upload', mode: 'manual', fileName: 'd08.pdf', mimeType: 'application/pdf', hasFile: true, environment: 'testing' });
    const draft = await waitForDraft(t, key, res.body.drafts[0].id);
    const truth = JSON.parse(readFileSync(path.join(CORPUS, 'd08.truth.json'), 'utf8')).expected;
    expect(draft).toMatchObject({ status: 'review_required', cuitId, templateName: 'Proformas Electro Los Nogales', voucherLetter: expect.stringMatching(/^[AB]$/) });
    const data = draft.data as { receiver: { docNumber: string }; lines: unknown[]; documentDate: string };
    expect(data.receiver.docNumber).toBe(truth.receiver.docNumber);
    expect(data.lines).toHaveLength(truth.lines.length);
    expect(draft.total).toBeCloseTo(truth.documentTotal, 2);
    expect(draft.confidence).toEqual(expect.any(Number));
    expect(draft.pipeline).toMatchObject({ stage: 'done', attempts: 1, extractor: 'rules', fallbackReason: null });
    for (const field of ['id', 'status', 'mode', 'source', 'sourceRef', 'fileName', 'mimeType', 'hasFile', 'templateId', 'templateName', 'cuitId', 'ptoVta', 'environment', 'data', 'total', 'voucherLetter', 'confidence', 'issues', 'errorMessage', 'invoice', 'emailStatus', 'url', 'createdAt', 'updatedAt']) {
      expect(draft).toHaveProperty(field);
    }
    const file = await request(t.http).get(`/documents/drafts/${draft.id}/file`).set('x-api-key', key).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.body as Buffer, bytes)).toBe(0);
    const events = await t.app.get(EventsService).list(accountId, { type: 'draft.review_required' });
    expect(events.map((e) => (e.data as { id: string }).id)).toContain(draft.id);
  });

  it('prices a remito from the priceList and flags a second upload of the same file as a duplicate', async () => {
    const bytes = corpusFile('d04.pdf');
    const truth = JSON.parse(readFileSync(path.join(CORPUS, 'd04.truth.json'), 'utf8')).expected;
    const first = await waitForDraft(t, key, (await upload(bytes, 'd04.pdf', { templateId: templateIds['ferreteria-ferreteriavidal']! })).body.drafts[0].id);
    const lines = (first.data as { lines: Array<{ unitPrice: number | null; priceListMatch?: string | null }> }).lines;
    expect(lines.length).toBe(truth.lines.length);
    const priced = truth.lines.filter((l: { unitPrice: number | null }, i: number) => l.unitPrice !== null && Math.abs((lines[i]?.unitPrice ?? -1) - l.unitPrice) <= 0.01);
    expect(priced.length).toBeGreaterThanOrEqual(truth.lines.length - 1);
    const codes = (first.issues as Array<{ code: string }>).map((i) => i.code);
    for (const code of truth.expectedIssueCodes) expect(codes).toContain(code);
    expect(codes).not.toContain('duplicate_document');
    const again = await waitForDraft(t, key, (await upload(bytes, 'copia.pdf', { templateId: templateIds['ferreteria-ferreteriavidal']! })).body.drafts[0].id);
    expect((again.issues as Array<{ code: string }>).map((i) => i.code)).toContain('duplicate_document');
  });

  it.each([
    ['d06.csv', 'sh_csv-limpiezatotaltresl'],
    ['d14.xlsx', 'sh_obra-corralonescondida'],
  ])('makes one draft per customer group of %s', async (file, template) => {
    const truth = JSON.parse(readFileSync(path.join(CORPUS, file.replace(/\.\w+$/, '.truth.json')), 'utf8')).expected;
    const res = await upload(corpusFile(file), file, { templateId: templateIds[template]! });
    expect(res.status).toBe(202);
    expect(res.body.drafts).toHaveLength(truth.drafts.length);
    for (const [i, created] of (res.body.drafts as Array<{ id: string; source: string }>).entries()) {
      expect(created.source).toBe('spreadsheet');
      const draft = await waitForDraft(t, key, created.id);
      expect(draft.status).toBe('review_required');
      const data = draft.data as { receiver: { docNumber: string | null }; lines: Array<{ sourceRow?: number }> };
      expect(data.receiver.docNumber).toBe(truth.drafts[i].receiver.docNumber);
      expect(data.lines.map((l) => l.sourceRow)).toEqual(truth.drafts[i].sourceRows);
    }
  });

  it('keeps a UTF-8 file name as sent (multer defParamCharset) and gives it back in an RFC 6266 Content-Disposition', async () => {
    const name = 'Presupuesto ñandú "julio".pdf';
    const res = await upload(corpusFile('d03.pdf'), name);
    expect(res.status).toBe(202);
    expect(res.body.drafts[0].fileName).toBe(name);
    const file = await request(t.http).get(`/documents/drafts/${res.body.drafts[0].id}/file`).set('x-api-key', key);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Presupuesto _and_ _julio_.pdf"; filename*=UTF-8''Presupuesto%20%C3%B1and%C3%BA%20_julio_.pdf`);
  });

  it('reads a scanned image through OCR', async () => {
    const res = await upload(corpusFile('d07.png'), 'd07.png', { templateId: templateIds['consultora-estudioracedoasoc']! });
    expect(res.status).toBe(202);
    expect(res.body.drafts[0].mimeType).toBe('image/png');
    const draft = await waitForDraft(t, key, res.body.drafts[0].id);
    expect(draft.status).toBe('review_required');
    expect((draft.pipeline as { ocrConfidence: number }).ocrConfidence).toBeGreaterThan(0);
    // What was done to the 150 dpi scan before OCR, per page.
    const { preprocessing } = draft.pipeline as { preprocessing: Array<{ page: number; steps: string[] }> };
    expect(preprocessing).toEqual([{ page: 1, steps: expect.arrayContaining([expect.stringMatching(/^dpi 15\d→30\d/), expect.stringMatching(/^deskew /)]) }]);
    // What OCR read is the document: the receiver's CUIT (its check digit holds), the printed total and each line's quantity.
    const truth = JSON.parse(readFileSync(path.join(CORPUS, 'd07.truth.json'), 'utf8')).expected;
    const data = draft.data as { receiver: { docNumber: string | null }; documentTotal: number | null; lines: Array<{ quantity: number | null }> };
    expect(data.receiver.docNumber).toBe(truth.receiver.docNumber);
    expect(data.documentTotal).toBe(truth.documentTotal);
    expect(data.lines.map((l) => l.quantity)).toEqual(truth.lines.map((l: { quantity: number }) => l.quantity));
  }, 180_000);

  describe('bad inputs', () => {
    const expectError = (res: request.Response, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect(Object.keys(res.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
      expect(res.body.code).toBe(code);
      expect(res.body.message).toEqual(expect.any(String));
    };

    it('answers 400 for an empty file and for a request without a file', async () => {
      expectError(await upload(Buffer.alloc(0), 'empty.pdf'), 400, 'empty_file');
      expectError(await request(t.http).post('/documents/upload').set('x-api-key', key).field('templateId', templateIds['electrica-electronogales']!), 400, 'file_required');
    });

    it('answers 415 for types it cannot read, whatever the file name says', async () => {
      expectError(await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'factura.pdf'), 415, 'unsupported_type');
      expectError(await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'book.xlsx'), 415, 'unsupported_type');
    });

    it('answers 413 above the upload limit', async () => {
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024 + 10, 0x20)]);
      const res = await upload(big, 'big.pdf');
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('file_too_large');
      expect(res.body.message).toContain('2 MB');
      expect(res.body.details).toEqual({ limitBytes: 2 * 1024 * 1024 });
      expect(Object.keys(res.body).sort()).toEqual([...FULL_ERROR_FIELDS].sort());
    });

    it('answers 400 for a spreadsheet without a template mapping, and for columns that are not there', async () => {
      expectError(await upload(corpusFile('d06.csv'), 'd06.csv'), 400, 'column_mapping_required');
      const wrong = await request(t.http).post('/documents/templates').set('x-api-key', key).send({ name: 'Mal mapeada', columnMapping: { columns: { description: 'Artículo inexistente' } } });
      expectError(await upload(corpusFile('d06.csv'), 'd06.csv', { templateId: wrong.body.template.id }), 400, 'column_not_found');
    });

    it('fails a truncated PDF with a clear message and stays up', async () => {
      const res = await upload(corpusFile('d09.pdf'), 'd09.pdf');
      expect(res.status).toBe(202);
      const draft = await waitForDraft(t, key, res.body.drafts[0].id);
      expect(draft.status).toBe('failed');
      expect(draft.errorMessage).toEqual(expect.stringMatching(/^.{20,}$/));
      expect((await request(t.http).get('/health')).status).toBe(200);
    });

    it('answers 404 for an unknown template and 400 for an unknown CUIT', async () => {
      expectError(await upload(corpusFile('d08.pdf'), 'd08.pdf', { templateId: '00000000-0000-4000-8000-000000000000' }), 404, 'not_found');
      expectError(await upload(corpusFile('d08.pdf'), 'd08.pdf', { cuitId: '30-71234567-1' }), 400, 'validation_failed');
    });
  });

  describe('drafts API', () => {
    const sale = {
      receiver: { name: 'Obras del Sur SA', docType: 'CUIT', docNumber: '30712345671', condicionIva: 1 },
      lines: [{ description: 'Cemento 50 kg', quantity: 10, unitPrice: 1000, ivaRate: 21 }],
      documentDate: null as string | null,
      currency: 'ARS',
      pricesIncludeIva: false,
      reference: 'R-0001',
    };

    it('creates a draft from data, reviews it, and re-reviews it on PATCH', async () => {
      const created = await request(t.http).post('/documents/drafts').set('x-api-key', key).send({ data: sale });
      expect(created.status).toBe(201);
      const draft = created.body.draft;
      expect(draft).toMatchObject({ status: 'review_required', source: 'api', cuitId, total: 12100, voucherLetter: 'A', hasFile: false });
      expect(draft.issues).toContainEqual(expect.objectContaining({ code: 'no_date', severity: 'note' }));
      const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
      const patched = await request(t.http).patch(`/documents/drafts/${draft.id}`).set('x-api-key', key).send({ data: { ...sale, documentDate: today }, ptoVta: 7 });
      expect(patched.status).toBe(200);
      expect(patched.body.draft.issues.map((i: { code: string }) => i.code)).not.toContain('no_date');
      expect(patched.body.draft.ptoVta).toBe(7);
      // A note does not lower the confidence: typed data with or without a date is read with the same certainty.
      expect(patched.body.draft.confidence).toBe(draft.confidence);
      const invalid = await request(t.http).patch(`/documents/drafts/${draft.id}`).set('x-api-key', key).send({ data: { ...sale, lines: [{ description: 'x', quantity: -1, unitPrice: 1, ivaRate: 21 }] } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.details.map((d: { field: string }) => d.field)).toContain('data.lines.0.quantity');
    });

    it('creates a draft from raw text through the pipeline', async () => {
      const text = 'PRESUPUESTO N° 0001-00000042\nFecha: 10/03/2026\nCliente: Juan Pérez\nDNI: 20123456\nCantidad Descripción Precio Importe\n2 Servicio de limpieza 1.000,00 2.000,00\nTOTAL $ 2.000,00';
      const created = await request(t.http).post('/documents/drafts').set('x-api-key', key).send({ text });
      expect(created.status).toBe(201);
      expect(created.body.draft).toMatchObject({ status: 'extracting', source: 'api' });
      const draft = await waitForDraft(t, key, created.body.draft.id);
      expect(draft.status).toBe('review_required');
      expect(draft.hasFile).toBe(true);
      const both = await request(t.http).post('/documents/drafts').set('x-api-key', key).send({ text, data: sale });
      expect(both.status).toBe(400);
      const neither = await request(t.http).post('/documents/drafts').set('x-api-key', key).send({});
      expect(neither.status).toBe(400);
    });

    it('reports no_cuit when the account has none', async () => {
      const account = await t.createAccount();
      const res = await request(t.http).post('/documents/drafts').set('x-api-key', account.keys.testing).send({ data: sale });
      expect(res.status).toBe(201);
      expect(res.body.draft.cuitId).toBeNull();
      expect(res.body.draft.issues.map((i: { code: string }) => i.code)).toContain('no_cuit');
    });

    it('rejects, refuses to edit a rejected draft, deletes, and filters the list', async () => {
      const account = await t.createAccount();
      const k = account.keys.testing;
      const a = (await request(t.http).post('/documents/drafts').set('x-api-key', k).send({ data: sale })).body.draft;
      const b = (await request(t.http).post('/documents/drafts').set('x-api-key', k).send({ data: sale })).body.draft;
      const rejected = await request(t.http).post(`/documents/drafts/${a.id}/reject`).set('x-api-key', k).send({ reason: 'Duplicado' });
      expect(rejected.status).toBe(200);
      expect(rejected.body.draft).toMatchObject({ status: 'rejected', rejectReason: 'Duplicado' });
      const edit = await request(t.http).patch(`/documents/drafts/${a.id}`).set('x-api-key', k).send({ ptoVta: 2 });
      expect(edit.status).toBe(409);
      expect(edit.body.code).toBe('draft_not_editable');
      const list = await request(t.http).get('/documents/drafts?status=rejected').set('x-api-key', k);
      expect(list.body.drafts.map((d: { id: string }) => d.id)).toEqual([a.id]);
      const bySource = await request(t.http).get('/documents/drafts?source=api&limit=1').set('x-api-key', k);
      expect(bySource.body.drafts.map((d: { id: string }) => d.id)).toEqual([b.id]);
      const next = await request(t.http).get(`/documents/drafts?source=api&limit=1&cursor=${bySource.body.nextCursor}`).set('x-api-key', k);
      expect(next.body.drafts.map((d: { id: string }) => d.id)).toEqual([a.id]);
      expect((await request(t.http).get('/documents/drafts?status=nope').set('x-api-key', k)).status).toBe(400);
      const deleted = await request(t.http).delete(`/documents/drafts/${b.id}`).set('x-api-key', k);
      expect(deleted.body).toEqual({ ok: true });
      expect((await request(t.http).get(`/documents/drafts/${b.id}`).set('x-api-key', k)).status).toBe(404);
      expect((await request(t.http).get(`/documents/drafts/${a.id}`).set('x-api-key', account.keys.production)).status).toBe(404);
      expect((await request(t.http).get(`/documents/drafts/${a.id}`).set('x-api-key', key)).status).toBe(404);
    });
  });
});
