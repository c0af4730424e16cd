import { createSocket, type Socket } from 'node:dgram';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import forge from 'node-forge';

/**
 * The simulator as clients with built-in tax-authority addresses see it: HTTPS on port 443 for *.afip.gov.ar (a
 * certificate of a throw-away CA, trusted by the client process through NODE_EXTRA_CA_CERTS), forwarded to the
 * simulator's HTTP port with `Host` kept and `X-Forwarded-Proto: https` (so its WSDLs name https://<host>/…), plus an
 * NTP answer on port 123 for clients that take the time from time.afip.gov.ar. Bound to a loopback address of its own.
 */
export interface AfipFront {
  ip: string;
  caPem: string;
  close(): Promise<void>;
}

export async function startAfipFront(simulatorBase: string): Promise<AfipFront> {
  const { caPem, certPem, keyPem } = tlsCertificates();
  const target = new URL(simulatorBase);
  const server: Server = createServer({ cert: certPem, key: keyPem, ciphers: 'DEFAULT@SECLEVEL=1' }, (req, res) => {
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-proto': 'https' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  // A loopback address of its own (127.0.0.0/8), so port 443 does not collide with anything else on the machine.
  let ip = '';
  for (let attempt = 0; attempt < 20 && !ip; attempt++) {
    const candidate = `127.${20 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    ip = await new Promise<string>((resolve) => {
      server.once('error', () => resolve(''));
      server.listen(443, candidate, () => resolve(candidate));
    });
  }
  if (!ip) throw new Error('could not bind HTTPS on port 443 of a loopback address');
  const ntp: Socket = createSocket('udp4');
  ntp.on('message', (message, from) => ntp.send(ntpAnswer(message), from.port, from.address));
  await new Promise<void>((resolve, reject) => {
    ntp.once('error', reject);
    ntp.bind(123, ip, () => resolve());
  });
  return {
    ip,
    caPem,
    close: async () => {
      ntp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}

function tlsCertificates(): { caPem: string; certPem: string; keyPem: string } {
  const caKeys = forge.pki.rsa.generateKeyPair(2048);
  const ca = forge.pki.createCertificate();
  ca.publicKey = caKeys.publicKey;
  ca.serialNumber = '01';
  ca.validity.notBefore = new Date(Date.now() - 86_400_000);
  ca.validity.notAfter = new Date(Date.now() + 7 * 86_400_000);
  const caName = [{ name: 'commonName', value: 'facturador third-party client test CA' }];
  ca.setSubject(caName);
  ca.setIssuer(caName);
  ca.setExtensions([{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true }]);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '02';
  cert.validity.notBefore = ca.validity.notBefore;
  cert.validity.notAfter = ca.validity.notAfter;
  cert.setSubject([{ name: 'commonName', value: '*.afip.gov.ar' }]);
  cert.setIssuer(caName);
  cert.setExtensions([
    { name: 'subjectAltName', altNames: ['wsaahomo.afip.gov.ar', 'wswhomo.afip.gov.ar', 'wsaa.afip.gov.ar', 'servicios1.afip.gov.ar', '*.afip.gov.ar'].map((value) => ({ type: 2, value })) },
    { name: 'extKeyUsage', serverAuth: true },
  ]);
  cert.sign(caKeys.privateKey, forge.md.sha256.create());
  return { caPem: forge.pki.certificateToPem(ca), certPem: forge.pki.certificateToPem(cert), keyPem: forge.pki.privateKeyToPem(keys.privateKey) };
}

/** An NTP v4 server answer (mode 4, stratum 1) carrying the current time in the receive and transmit stamps. */
function ntpAnswer(request: Buffer): Buffer {
  const answer = Buffer.alloc(48);
  answer[0] = (0 << 6) | (4 << 3) | 4;
  answer[1] = 1;
  const now = Date.now() / 1000 + 2_208_988_800;
  const seconds = Math.floor(now);
  const fraction = Math.floor((now - seconds) * 2 ** 32);
  if (request.length >= 48) request.copy(answer, 24, 40, 48);
  for (const offset of [16, 32, 40]) {
    answer.writeUInt32BE(seconds, offset);
    answer.writeUInt32BE(fraction, offset + 4);
  }
  return answer;
}
