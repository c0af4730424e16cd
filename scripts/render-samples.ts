/**
 * Renders the sample voucher PDFs under samples/vouchers/ (one per template, papers and voucher kinds mixed).
 *   npx tsx scripts/render-samples.ts [--png]   (--png also writes page 1 of each as PNG, through pdf-parse)
 */
import * as fs from 'fs';
import * as path from 'path';
import sharp from 'sharp';
import { renderVoucherPdf } from '../src/invoicing/render';
import {
  sampleFacturaA, sampleFacturaB, sampleFacturaC, sampleFacturaDolares, sampleLongFactura, sampleNotaCreditoA,
} from '../src/invoicing/render/sample-vouchers';
import { InvoiceBranding, VoucherView } from '../src/invoicing/render/voucher-view';

const OUT = path.join(__dirname, '..', 'samples', 'vouchers');

async function logo(format: 'png' | 'webp', color: string, text: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><rect x="0" y="10" width="100" height="100" rx="22" fill="${color}"/>` +
    `<circle cx="50" cy="60" r="26" fill="#ffffff"/><text x="120" y="78" font-family="sans-serif" font-size="46" font-weight="bold" fill="${color}">${text}</text></svg>`;
  const image = sharp(Buffer.from(svg));
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.webp().toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const footerNote = 'Pagos por transferencia a CBU 0170099220000067797370 (alias ÑANDU.SOLUCIONES). Consultas: administracion@nandu.com.ar';
  const samples: Array<[string, VoucherView, InvoiceBranding]> = [
    ['clasico-factura-a-a4', sampleFacturaA(), { template: 'clasico', paperSize: 'A4', logo: await logo('png', '#1f3a5f', 'ÑANDÚ'), tradeName: 'Ñandú Soluciones', footerNote }],
    ['moderno-factura-b-letter', sampleFacturaB(), { template: 'moderno', paperSize: 'LETTER', logo: await logo('png', '#1a73e8', 'ÑANDÚ'), tradeName: 'Ñandú Café & Tienda', address: 'Güemes 2100, Mar del Plata, Buenos Aires', footerNote: 'Cambios dentro de los 30 días con este comprobante.' }],
    ['minimalista-factura-c-a4', sampleFacturaC(), { template: 'minimalista', paperSize: 'A4', accentColor: '#0f766e', tradeName: 'MJG Estudio de Diseño', activityStart: '2019-08-12' }],
    ['elegante-nota-credito-a-legal', sampleNotaCreditoA(), { template: 'elegante', paperSize: 'LEGAL', logo: await logo('webp', '#6b1d2a', 'ÑANDÚ'), tradeName: 'Ñandú Soluciones', footerNote }],
    ['moderno-factura-dolares-a4', sampleFacturaDolares(), { template: 'moderno', paperSize: 'A4', accentColor: '#7c3aed', tradeName: 'Ñandú Soluciones' }],
    ['clasico-120-lineas-a4', sampleLongFactura(120), { template: 'clasico', paperSize: 'A4', tradeName: 'Ñandú Soluciones' }],
  ];
  for (const [name, view, branding] of samples) {
    const pdf = await renderVoucherPdf(view, branding);
    fs.writeFileSync(path.join(OUT, `${name}.pdf`), pdf);
    process.stdout.write(`${name}.pdf ${pdf.length} bytes\n`);
    if (process.argv.includes('--png')) {
      // pdf-parse is loaded only here: it is a dependency of ingestion, not of rendering.
      const { PDFParse } = await import('pdf-parse');
      const parser = new PDFParse({ data: pdf });
      const shots = await parser.getScreenshot({ scale: 1.5 });
      await parser.destroy();
      shots.pages.forEach((page, i) => fs.writeFileSync(path.join('/tmp', `${name}-p${i + 1}.png`), Buffer.from(page.data)));
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
