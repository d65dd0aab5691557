import { describe, expect, it } from 'vitest';
import { isPublicCallbackUrl } from './callback-url';
import { CustomerUpdate } from './customer-update';

describe('isPublicCallbackUrl', () => {
  it.each([
    'https://erp.bakker.example/order-updates',
    'https://hooks.example.com:8443/x?y=1',
    'https://8.8.8.8/hook',
    'https://[2a00:1450:4009:81f::200e]/hook',
  ])('accepts %s', (url) => {
    expect(isPublicCallbackUrl(url)).toBe(true);
  });

  it.each([
    // the probe's
    'http://127.0.0.1:9080/metrics',
    'https://127.0.0.1:9080/metrics',
    'https://[::1]:9080/',
    // loopback in other spellings the URL parser normalises
    'https://2130706433/',
    'https://0x7f.1/',
    'https://127.1/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://localhost/',
    'https://api.localhost/',
    'https://0.0.0.0/',
    'https://[::]/',
    // private, carrier NAT, link-local and metadata
    'https://10.0.0.1/',
    'https://172.16.5.4/',
    'https://172.31.255.255/',
    'https://192.168.1.1/',
    'https://100.64.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fe80::1]/',
    'https://[fd00:ec2::254]/',
    'https://[fc00::1]/',
    'https://[64:ff9b::a9fe:a9fe]/',
    // loopback and metadata inside IPv6 transition forms: IPv4-translated, 6to4, Teredo and other 2001::/23
    'https://[::ffff:0:7f00:1]/',
    'https://[::ffff:0:a9fe:a9fe]/',
    'https://[2002:7f00:1::]/',
    'https://[2002:a9fe:a9fe::1]/',
    'https://[2001::5efe:7f00:1]/',
    'https://[64:ff9b:1::a00:1]/',
    // octal and hexadecimal loopback the URL parser turns into 127.0.0.1
    'https://0177.0.0.1/',
    'https://017700000001/',
    'https://0x7f000001/',
    // names that resolve to loopback or a private address for everyone: wildcard DNS with the address in the
    // name, and the public names registered for 127.0.0.1
    'https://127.0.0.1.nip.io/',
    'https://app.10.0.0.1.sslip.io/',
    'https://1.10.0.0.1.nip.io/',
    'https://169-254-169-254.sslip.io/',
    'https://app-127-0-0-1.nip.io/',
    'https://localtest.me/',
    'https://api.lvh.me/',
    'https://vcap.me/',
    'https://metadata.google.internal/',
    // single labels, local names, multicast, broadcast
    'https://intranet/',
    'https://printer.local/',
    'https://224.0.0.1/',
    'https://255.255.255.255/',
    // schemes and credentials
    'http://hooks.example.com/',
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://files.example.com/',
    'https://user:secret@hooks.example.com/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isPublicCallbackUrl(url)).toBe(false);
  });

  it('accepts http only where asked (fixture mode), and still only to a public host', () => {
    expect(isPublicCallbackUrl('http://hooks.example.com/', { allowHttp: true })).toBe(true);
    expect(isPublicCallbackUrl('http://127.0.0.1/', { allowHttp: true })).toBe(false);
  });
});

describe('CustomerUpdate.callbackUrl', () => {
  const update = (callbackUrl: string | null) =>
    CustomerUpdate.safeParse({ firstName: 'Ann', lastName: 'Bakker', callbackUrl, callbackFormat: 'json' });

  it('refuses internal addresses with the contract message, and accepts none or a public https URL', () => {
    const refused = update('http://[::1]:9080/metrics');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Callback URL must be an https URL to a public host');
    expect(update(null).success).toBe(true);
    expect(update(' https://erp.bakker.example/order-updates ').success).toBe(true);
  });
});
