import { checkLogoDataUrl, MAX_LOGO_BYTES } from './data-url';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const url = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

describe('checkLogoDataUrl', () => {
  it.each([
    ['png', url('png', padded(PNG, 100)), null],
    ['jpeg', url('jpeg', padded(JPEG, 100)), null],
    ['webp', url('webp', padded(WEBP, 100)), null],
    ['exactly the limit', url('png', padded(PNG, MAX_LOGO_BYTES)), null],
    ['one byte over', url('png', padded(PNG, MAX_LOGO_BYTES + 1)), 'too_large'],
    ['png declared, jpeg bytes', url('png', padded(JPEG, 100)), 'bytes_do_not_match_type'],
    ['gif', url('gif', Buffer.from('GIF89a')), 'not_a_data_url'],
    ['svg', 'data:image/svg+xml;base64,PHN2Zz4=', 'not_a_data_url'],
    ['not base64', 'data:image/png;base64,@@@', 'not_a_data_url'],
    ['plain url', 'https://example.com/logo.png', 'not_a_data_url'],
  ])('%s → %s', (_, value, expected) => {
    expect(checkLogoDataUrl(value)).toBe(expected);
  });
});
