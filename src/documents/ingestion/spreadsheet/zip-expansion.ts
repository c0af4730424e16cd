/**
 * An .xlsx is a ZIP archive whose XML parts exceljs inflates completely before reading a row. A 1 MB archive can
 * hold gigabytes (a zip bomb), so the sizes its central directory declares are checked before anything is
 * inflated. Declared sizes can lie; the worker's heap limit (isolated-reader.ts) is the backstop for that.
 */
export interface ZipExpansion {
  entries: number;
  uncompressedBytes: number;
  compressedBytes: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_MARKER = 0xffffffff;

/** The archive's declared totals, or null when the bytes have no readable central directory. */
export function zipExpansion(bytes: Uint8Array): ZipExpansion | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus a comment of up to 65 535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (directoryOffset === ZIP64_MARKER) return { entries, uncompressedBytes: Number.POSITIVE_INFINITY, compressedBytes: 0 };
  let at = directoryOffset;
  let uncompressedBytes = 0;
  let compressedBytes = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const compressed = view.getUint32(at + 20, true);
    const uncompressed = view.getUint32(at + 24, true);
    // ZIP64 sizes: more than 4 GB declared, nothing a sales sheet needs.
    if (compressed === ZIP64_MARKER || uncompressed === ZIP64_MARKER) return { entries, uncompressedBytes: Number.POSITIVE_INFINITY, compressedBytes };
    compressedBytes += compressed;
    uncompressedBytes += uncompressed;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { entries, uncompressedBytes, compressedBytes };
}
