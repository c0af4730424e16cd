'use strict';
// Name resolution for this process only, as an /etc/hosts line would do it: the tax authority's host names
// (*.afip.gov.ar) resolve to AFIP_HOSTS_IP, where the test serves the simulator over TLS (its CA is trusted through
// NODE_EXTRA_CA_CERTS). The clients' own code is not touched.
const dns = require('node:dns');

const ip = process.env.AFIP_HOSTS_IP;
const afipHost = /(^|\.)afip\.gov\.ar$/i;
const original = dns.lookup;
dns.lookup = function lookup(hostname, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  } else if (typeof options === 'number') {
    options = { family: options };
  }
  if (ip && afipHost.test(String(hostname))) {
    if (options && options.all) return process.nextTick(callback, null, [{ address: ip, family: 4 }]);
    return process.nextTick(callback, null, ip, 4);
  }
  return original.call(this, hostname, options, callback);
};
