import { randomBytes } from 'node:crypto';
import { sha256Hex, sha256HexInSlices } from './file-store';

describe('sha256HexInSlices', () => {
  it.each([0, 1, 1023, 1024, 1025, 5000])('hashes %i bytes in 1 KB slices as sha256Hex does at once', async (size) => {
    const bytes = randomBytes(size);
    expect(await sha256HexInSlices(bytes, 1024)).toBe(sha256Hex(bytes));
  });

  it('lets a timer run between slices of a large upload', async () => {
    const events: string[] = [];
    setTimeout(() => events.push('timer'), 0);
    await sha256HexInSlices(Buffer.alloc(8 * 1024 * 1024), 1024 * 1024).then(() => events.push('hashed'));
    expect(events).toEqual(['timer', 'hashed']);
  });
});
