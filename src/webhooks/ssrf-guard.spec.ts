import { AddressClass, checkWebhookTarget, classifyAddress, LookupAll, WebhookUrlError } from './ssrf-guard';

describe('classifyAddress', () => {
  it.each<[string, AddressClass]>([
    ['8.8.8.8', 'public'], ['200.45.1.1', 'public'], ['10.0.0.1', 'private'], ['172.16.5.4', 'private'], ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'], ['100.64.0.1', 'cgnat'], ['100.127.255.254', 'cgnat'], ['127.0.0.1', 'loopback'], ['127.8.9.10', 'loopback'],
    ['169.254.169.254', 'link_local'], ['0.0.0.0', 'unspecified'], ['224.0.0.1', 'multicast'], ['239.1.2.3', 'multicast'],
    ['255.255.255.255', 'broadcast'], ['240.0.0.1', 'reserved'], ['192.0.2.10', 'reserved'],
    ['::1', 'loopback'], ['::', 'unspecified'], ['fe80::1', 'link_local'], ['fd00::1', 'private'], ['fc12::1', 'private'],
    ['ff02::1', 'multicast'], ['2800:3f0:4001:800::200e', 'public'], ['2001:db8::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'], ['::ffff:7f00:1', 'loopback'], ['::ffff:10.1.2.3', 'private'], ['::ffff:169.254.169.254', 'link_local'],
    ['::ffff:8.8.8.8', 'public'], ['64:ff9b::a00:1', 'private'], ['2002:a9fe:a9fe::1', 'link_local'],
  ])('%s is %s', (address, cls) => expect(classifyAddress(address)).toBe(cls));
});

describe('checkWebhookTarget', () => {
  const dns = (table: Record<string, string[]>): LookupAll => async (host) => {
    const list = table[host];
    if (!list) throw new Error('ENOTFOUND');
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const lookup = dns({
    'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'rebind.example.com': ['93.184.216.34', '10.0.0.7'],
    'metadata.example.com': ['169.254.169.254'],
    'local.example.com': ['127.0.0.1'],
    'mapped.example.com': ['::ffff:192.168.0.1'],
  });
  const refused = async (url: string, policy = {}): Promise<string> => {
    try {
      await checkWebhookTarget(url, policy, lookup);
    } catch (error) {
      if (error instanceof WebhookUrlError) return error.code;
      throw error;
    }
    return 'accepted';
  };

  it('accepts https to public addresses and returns every resolved address', async () => {
    const target = await checkWebhookTarget('https://hooks.example.com/in', {}, lookup);
    expect(target.addresses.map((a) => a.address)).toEqual(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']);
  });

  it('lets a public target use only the allowed ports (443 and 8443 by default); allowed local targets any port', async () => {
    expect(await refused('https://hooks.example.com:8443/in')).toBe('accepted');
    expect(await refused('https://hooks.example.com:25/in')).toBe('port_not_allowed');
    expect(await refused('https://93.184.216.34:6379/')).toBe('port_not_allowed');
    expect(await refused('https://hooks.example.com:9000/in', { allowedPorts: [9000] })).toBe('accepted');
    expect(await refused('https://hooks.example.com/in', { allowedPorts: [9000] })).toBe('port_not_allowed');
    expect(await refused('http://127.0.0.1:5432/', { allowLoopback: true })).toBe('accepted');
  });

  it('refuses when any resolved address is internal, and internal literals', async () => {
    expect(await refused('https://rebind.example.com/')).toBe('blocked_address');
    expect(await refused('https://metadata.example.com/')).toBe('blocked_address');
    expect(await refused('https://mapped.example.com/')).toBe('blocked_address');
    expect(await refused('https://[::1]/')).toBe('blocked_address');
    expect(await refused('https://[::ffff:127.0.0.1]/')).toBe('blocked_address');
    expect(await refused('http://10.0.0.1/')).toBe('blocked_address');
    expect(await refused('https://169.254.169.254/latest/meta-data')).toBe('blocked_address');
    expect(await refused('https://0.0.0.0/')).toBe('blocked_address');
  });

  it('requires https except to allowed loopback or private addresses', async () => {
    expect(await refused('http://hooks.example.com/')).toBe('https_required');
    expect(await refused('http://127.0.0.1:8080/')).toBe('blocked_address');
    expect(await refused('http://127.0.0.1:8080/', { allowLoopback: true })).toBe('accepted');
    expect(await refused('http://local.example.com/', { allowLoopback: true })).toBe('accepted');
    expect(await refused('http://10.0.0.1/', { allowLoopback: true })).toBe('blocked_address');
    expect(await refused('http://10.0.0.1/', { allowPrivateNetworks: true })).toBe('accepted');
    expect(await refused('https://metadata.example.com/', { allowLoopback: true, allowPrivateNetworks: true })).toBe('blocked_address');
  });

  it('refuses malformed URLs, other schemes, credentials and unknown hosts', async () => {
    expect(await refused('not a url')).toBe('invalid_url');
    expect(await refused('ftp://hooks.example.com/')).toBe('unsupported_scheme');
    expect(await refused('https://user:pw@hooks.example.com/')).toBe('credentials_in_url');
    expect(await refused('https://nowhere.example.com/')).toBe('unresolvable_host');
  });

  it('at registration accepts a https host that does not resolve now, and still refuses what resolves inside', async () => {
    const registering = (url: string) => checkWebhookTarget(url, {}, lookup, { acceptUnresolved: true });
    await expect(registering('https://nowhere.example.com/')).resolves.toMatchObject({ addresses: [] });
    await expect(registering('http://nowhere.example.com/')).rejects.toMatchObject({ code: 'https_required' });
    await expect(registering('https://rebind.example.com/')).rejects.toMatchObject({ code: 'blocked_address' });
    await expect(registering('https://10.0.0.1/')).rejects.toMatchObject({ code: 'blocked_address' });
  });
});
