import * as QRCode from 'qrcode';
import sharp from 'sharp';

const LOGO_DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * The branding logo as bytes pdfkit can embed (PNG or JPEG). WEBP, which pdfkit cannot read, is converted to
 * PNG with sharp. A logo that cannot be decoded yields null: a broken logo must not stop a legal document.
 */
export async function loadLogo(dataUrl: string | null | undefined): Promise<Buffer | null> {
  if (!dataUrl) return null;
  const match = LOGO_DATA_URL.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[2]!, 'base64');
  try {
    if (match[1] === 'webp') return await sharp(bytes, { limitInputPixels: 25_000_000 }).png().toBuffer();
    // Re-encoding catches truncated or mislabelled files before pdfkit throws mid-document.
    const meta = await sharp(bytes, { limitInputPixels: 25_000_000 }).metadata();
    if (meta.format !== match[1]) return null;
    // pdfkit reads 8-bit PNGs only; 16-bit or interlaced ones are normalised.
    if (match[1] === 'png' && (meta.depth !== 'uchar' || meta.isProgressive)) return await sharp(bytes).png().toBuffer();
    return bytes;
  } catch {
    return null;
  }
}

/** The QR of a URL as a square boolean matrix (true = dark), error correction M as peers print it. */
export function qrMatrix(text: string): boolean[][] {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const rows: boolean[][] = [];
  for (let r = 0; r < size; r++) {
    const row: boolean[] = [];
    for (let c = 0; c < size; c++) row.push(qr.modules.get(r, c) === 1);
    rows.push(row);
  }
  return rows;
}
