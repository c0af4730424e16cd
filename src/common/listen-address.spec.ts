import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listeningOn } from './listen-address';

describe('listeningOn', () => {
  it('names the address actually bound', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(listeningOn(server.address())).toBe(`http://127.0.0.1:${port}`);
    await new Promise((resolve) => server.close(resolve));
  });

  it('says when every interface listens', () => {
    expect(listeningOn({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://0.0.0.0:3000 (every interface)');
    expect(listeningOn({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://[::]:3000 (every interface)');
  });
});
