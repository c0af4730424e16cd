import { randomBytes } from 'node:crypto';
import { SecretBox } from './secrets';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('round-trips and never stores the plaintext', () => {
    const sealed = box.seal('-----BEGIN PRIVATE KEY-----abc', 'cuit:1:testing');
    expect(sealed).not.toContain('PRIVATE');
    expect(box.open(sealed, 'cuit:1:testing')).toBe('-----BEGIN PRIVATE KEY-----abc');
  });

  it('uses a fresh IV every time', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('refuses another context, another key and tampering', () => {
    const sealed = box.seal('secret', 'cuit:1:testing');
    expect(() => box.open(sealed, 'cuit:2:testing')).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'cuit:1:testing')).toThrow();
    const parts = sealed.split(':');
    const data = Buffer.from(parts[3]!, 'base64');
    data[0] = data[0]! ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], data.toString('base64')].join(':'), 'cuit:1:testing')).toThrow();
  });
});
