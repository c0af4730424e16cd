/** Logos are data URLs of PNG, JPEG or WEBP whose bytes really are that format (SPEC: up to 512 KB). */
export const MAX_LOGO_BYTES = 512 * 1024;

const DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

export type LogoProblem = 'not_a_data_url' | 'too_large' | 'bytes_do_not_match_type';

export function checkLogoDataUrl(value: string): LogoProblem | null {
  const match = DATA_URL.exec(value);
  if (!match) return 'not_a_data_url';
  const [, type, payload] = match;
  // Decoded size without decoding everything: 3 bytes per 4 characters, minus padding.
  const size = (payload!.length / 4) * 3 - (payload!.endsWith('==') ? 2 : payload!.endsWith('=') ? 1 : 0);
  if (size > MAX_LOGO_BYTES) return 'too_large';
  const head = Buffer.from(payload!.slice(0, 24), 'base64');
  return matchesType(type as 'png' | 'jpeg' | 'webp', head) ? null : 'bytes_do_not_match_type';
}

function matchesType(type: 'png' | 'jpeg' | 'webp', head: Buffer): boolean {
  switch (type) {
    case 'png':
      return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'jpeg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case 'webp':
      return head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
  }
}
