import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import sharp from 'sharp';
import { qrMatrix } from './pdf-assets';
import { renderVoucherPdf, renderVoucherPdfDetailed } from './voucher-pdf';
import { sampleFacturaA, sampleFacturaB, sampleFacturaC, sampleFacturaDolares, sampleLongFactura, sampleNotaCreditoA } from './sample-vouchers';
import { BRANDING_TEMPLATES, InvoiceBranding, PAPER_SIZES } from './voucher-view';

const REPO = path.join(__dirname, '../../..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'voucher-pdf-'));

// pdf-parse 2 loads pdf.js with a dynamic import that Jest's module sandbox refuses: read in a child process.
const PROBE = `const { PDFParse } = require('pdf-parse');
(async () => { const out = {}; const shotScale = Number(process.env.SHOT_SCALE || 0);
for (const f of process.argv.slice(1)) { const p = new PDFParse({ data: require('fs').readFileSync(f) });
const text = await p.getText(); const entry = { pages: text.pages.map((pg) => ({ num: pg.num, text: pg.text })) };
if (shotScale) { const s = await p.getScreenshot({ scale: shotScale, last: 1 }); const pg = s.pages[0];
entry.shot = { width: pg.width, height: pg.height, png: Buffer.from(pg.data).toString('base64') }; }
await p.destroy(); out[f] = entry; }
process.stdout.write(JSON.stringify(out)); })().catch((e) => { console.error(e); process.exit(1); });`;

interface Probe { pages: Array<{ num: number; text: string }>; shot?: { width: number; height: number; png: string } }

function probe(pdfs: Record<string, Buffer>, shotScale = 0): Record<string, Probe> {
  const files = Object.entries(pdfs).map(([name, pdf]) => {
    const file = path.join(TMP, `${name}.pdf`);
    fs.writeFileSync(file, pdf);
    return [name, file] as const;
  });
  const raw = JSON.parse(
    execFileSync(process.execPath, ['-e', PROBE, ...files.map(([, f]) => f)], { cwd: REPO, env: { ...process.env, SHOT_SCALE: String(shotScale) }, maxBuffer: 64 * 1024 * 1024 }).toString(),
  ) as Record<string, Probe>;
  return Object.fromEntries(files.map(([name, file]) => [name, raw[file]!]));
}

const MEDIA_BOXES: Record<string, [number, number]> = { A4: [595.28, 841.89], LETTER: [612, 792], LEGAL: [612, 1008] };

function mediaBox(pdf: Buffer): [number, number] {
  const match = /\/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]/.exec(pdf.toString('latin1'));
  if (!match) throw new Error('no MediaBox');
  return [Number(match[1]), Number(match[2])];
}

const squeeze = (text: string): string => text.replace(/\s+/g, '');
const flat = (text: string): string => text.replace(/\s+/g, ' ');

afterAll(() => fs.rmSync(TMP, { recursive: true, force: true }));

describe('renderVoucherPdf', () => {
  const combos = BRANDING_TEMPLATES.flatMap((template) => PAPER_SIZES.map((paperSize) => ({ template, paperSize })));

  it('renders every template on every paper with the legal content in Spanish', async () => {
    const view = sampleFacturaA();
    const pdfs: Record<string, Buffer> = {};
    for (const { template, paperSize } of combos) {
      const pdf = await renderVoucherPdf(view, { template, paperSize, tradeName: 'Ñandú Soluciones', footerNote: 'Gracias por su compra — pagos vía CBU.' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(mediaBox(pdf)).toEqual(MEDIA_BOXES[paperSize]);
      pdfs[`${template}-${paperSize}`] = pdf;
    }
    const texts = probe(pdfs);
    for (const [name, result] of Object.entries(texts)) {
      // Letter-spaced titles and wrapped cells come out with extra blanks: compare without whitespace.
      const text = squeeze(result.pages.map((p) => p.text).join('\n'));
      for (const expected of [
        'ORIGINAL', 'COD. 01', 'FACTURA', '00001', '00000042', '15/07/2025', '30-71234567-1', 'Ñandú Soluciones',
        'IVA Responsable Inscripto', 'Compañía Logística del Paraná S.A.', '30-70000001-6', 'Percepción IIBB CABA',
        '$ 1.532.500,00', '$ 296.625,00', '$ 12.600,00', '$ 45.975,00', '$ 1.887.700,00', '75123456789012', '25/07/2025',
        'Página 1 de 1', 'Gracias por su compra — pagos vía CBU.', '01/07/2025', '31/07/2025', '10/08/2025', '01/03/2015',
      ]) {
        if (!text.includes(squeeze(expected))) throw new Error(`${name} lacks "${expected}"`);
      }
    }
  });

  it('gives each template its own look (different drawing, same data)', async () => {
    const view = sampleFacturaB();
    const rendered = await Promise.all(BRANDING_TEMPLATES.map((template) => renderVoucherPdf(view, { template })));
    const sizes = new Set(rendered.map((pdf) => pdf.length));
    expect(sizes.size).toBe(BRANDING_TEMPLATES.length);
    const fonts = rendered.map((pdf) => /Times-Roman/.test(pdf.toString('latin1')));
    expect(fonts).toEqual([false, false, false, true]);
  });

  it('spreads 120 lines over several pages, each numbered "Página n de m", totals and CAE on the last', async () => {
    const { pdf, pages } = await renderVoucherPdfDetailed(sampleLongFactura(120), { template: 'moderno', paperSize: 'A4' });
    expect(pages).toBeGreaterThan(2);
    const [result] = Object.values(probe({ long: pdf }));
    expect(result!.pages).toHaveLength(pages);
    result!.pages.forEach((page, i) => {
      expect(page.text).toContain(`Página ${i + 1} de ${pages}`);
      expect(page.text).toContain('00001-00000044');
      expect(page.text.includes('CAE N°')).toBe(i === pages - 1);
    });
    const all = result!.pages.map((p) => p.text).join('\n');
    for (let n = 1; n <= 120; n++) expect(all).toContain(`Artículo ${String(n).padStart(3, '0')}`);
  });

  it('prints class B without VAT per line but with the Ley 27.743 VAT contained; class C without any VAT', async () => {
    const texts = probe({
      b: await renderVoucherPdf(sampleFacturaB(), { template: 'clasico' }),
      c: await renderVoucherPdf(sampleFacturaC(), { template: 'minimalista' }),
    });
    const b = flat(texts.b!.pages[0]!.text);
    expect(b).toContain('COD. 06');
    expect(b).toContain('IVA Contenido: $ 99.880,16');
    expect(b).not.toContain('% IVA');
    expect(b).toContain('DNI');
    expect(b).toContain('30.123.456');
    const c = flat(texts.c!.pages[0]!.text);
    expect(c).toContain('COD. 11');
    expect(c).toContain('Responsable Monotributo');
    expect(c).not.toMatch(/IVA 21/);
    expect(c).toContain('$ 470.000,00');
  });

  it('shows the associated voucher on a credit note and the exchange rate on a foreign-currency voucher', async () => {
    const texts = probe({
      nc: await renderVoucherPdf(sampleNotaCreditoA(), { template: 'elegante', paperSize: 'LEGAL' }),
      usd: await renderVoucherPdf(sampleFacturaDolares(), { template: 'moderno' }),
    });
    const nc = flat(texts.nc!.pages[0]!.text);
    expect(nc).toContain('NOTA DE CRÉDITO');
    expect(nc).toContain('COD. 03');
    expect(nc).toContain('Factura A 00001-00000042 del 15/07/2025');
    const usd = flat(texts.usd!.pages[0]!.text);
    expect(usd).toContain('Dólar estadounidense (DOL)');
    expect(usd).toContain('1.185,50');
    expect(usd).toContain('US$ 603,79');
    expect(usd).toContain('$ 715.793,04');
  });

  it('embeds PNG and WEBP logos (WEBP converted) and survives a broken one', async () => {
    const png = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#c00000' } }).png().toBuffer();
    const webp = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#00c000' } }).webp().toBuffer();
    const base: InvoiceBranding = { template: 'clasico' };
    const without = await renderVoucherPdf(sampleFacturaC(), base);
    const withPng = await renderVoucherPdf(sampleFacturaC(), { ...base, logo: `data:image/png;base64,${png.toString('base64')}` });
    const withWebp = await renderVoucherPdf(sampleFacturaC(), { ...base, logo: `data:image/webp;base64,${webp.toString('base64')}` });
    const broken = await renderVoucherPdf(sampleFacturaC(), { ...base, logo: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` });
    const images = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
    expect(images(without)).toBe(0);
    expect(images(withPng)).toBe(1);
    expect(images(withWebp)).toBe(1);
    expect(images(broken)).toBe(0);
  });

  it('draws the RG 4892 QR of the voucher: the rasterized page holds exactly the QR modules of qrUrl', async () => {
    const view = sampleFacturaA();
    const payload = JSON.parse(Buffer.from(view.qrUrl.replace('https://www.afip.gob.ar/fe/qr/?p=', ''), 'base64').toString('utf8')) as Record<string, unknown>;
    expect(payload).toEqual({
      ver: 1, fecha: '2025-07-15', cuit: 30712345671, ptoVta: 1, tipoCmp: 1, nroCmp: 42, importe: 1887700, moneda: 'PES', ctz: 1,
      tipoDocRec: 80, nroDocRec: 30700000016, tipoCodAut: 'E', codAut: 75123456789012,
    });
    const scale = 4;
    const rendered = await renderVoucherPdfDetailed(view, { template: 'moderno', paperSize: 'LETTER' });
    const shot = probe({ qr: rendered.pdf }, scale).qr!.shot!;
    const { data, info } = await sharp(Buffer.from(shot.png, 'base64')).greyscale().raw().toBuffer({ resolveWithObject: true });
    const matrix = qrMatrix(view.qrUrl);
    const unit = rendered.qr.size / rendered.qr.modules;
    let mismatches = 0;
    for (let r = -2; r < matrix.length + 2; r++) {
      for (let col = -2; col < matrix.length + 2; col++) {
        const px = Math.round((rendered.qr.x + (col + 2.5) * unit) * scale);
        const py = Math.round((rendered.qr.y + (r + 2.5) * unit) * scale);
        const dark = data[py * info.width + px]! < 128;
        const expected = matrix[r]?.[col] ?? false;
        if (dark !== expected) mismatches++;
      }
    }
    expect(mismatches).toBe(0);
  });

  it('prints a voucher issued under a CAEA with the CAEA labels', async () => {
    const pdf = await renderVoucherPdf({ ...sampleFacturaB(), authorization: 'CAEA' }, { template: BRANDING_TEMPLATES[0] });
    const text = flat(probe({ caea: pdf }).caea!.pages.map((p) => p.text).join(' '));
    expect(text).toContain('CAEA N°:');
    expect(text).toContain('Fecha de Vto. de CAEA:');
    expect(text).not.toContain('CAE N°:');
  });
});
