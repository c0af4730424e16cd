import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import { uploadStorage } from './upload-storage';

function store(contentLength: string | undefined, chunks: Buffer[], maxBytes = 64 * 1024 * 1024): Promise<{ buffer: Buffer; size: number }> {
  const req = { headers: contentLength === undefined ? {} : { 'content-length': contentLength } } as unknown as Request;
  return new Promise((resolve, reject) =>
    uploadStorage(maxBytes)._handleFile(req, { stream: Readable.from(chunks) } as never, (error, info) => (error ? reject(error) : resolve(info as { buffer: Buffer; size: number }))),
  );
}

describe('upload storage (the file copied into one buffer as it arrives)', () => {
  const chunks = Array.from({ length: 40 }, (_, i) => randomBytes(64 * 1024 + i));
  const whole = Buffer.concat(chunks);

  it.each([
    ['sized from Content-Length', String(whole.length + 180)],
    ['without Content-Length (grows by doubling)', undefined],
    ['with a Content-Length that understates the body', '1000'],
    ['with a Content-Length that is not a number', 'abc'],
  ])('holds exactly the bytes received, %s', async (_what, contentLength) => {
    const { buffer, size } = await store(contentLength, chunks);
    expect(size).toBe(whole.length);
    expect(buffer.length).toBe(whole.length);
    expect(buffer.equals(whole)).toBe(true);
  });

  it('never sizes the buffer beyond the limit from a claimed Content-Length', async () => {
    const { buffer } = await store(String(10 * 1024 * 1024 * 1024), [Buffer.from('abc')], 1024);
    expect(buffer.buffer.byteLength).toBeLessThanOrEqual(1024);
    expect(buffer.toString()).toBe('abc');
  });

  it('stores an empty file as zero bytes', async () => {
    expect((await store('200', [])).size).toBe(0);
  });
});
