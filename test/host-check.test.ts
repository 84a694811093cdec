// The rules of `docs serve`'s Host check (DNS rebinding) and of its redirects'
// Location, one case at a time (the real server is tested in serve-security).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hostAllowed, hostName } from '../cli/serve/host-check.ts';
import { encodeLocation } from '../cli/serve/location.ts';
import { resolveRequest } from '../cli/serve/http.ts';

describe('the Host check', () => {
  it('answers IP literals, localhost and *.localhost whatever --host is', () => {
    for (const listenHost of ['localhost', '127.0.0.1', '0.0.0.0', '::', 'mybox.lan']) {
      for (const host of ['127.0.0.1:3000', '127.0.0.1', '192.168.1.20:3000', '10.1.2.3', '[::1]:3000', '[::1]', '[fe80::1]:8080', 'localhost:3000', 'LocalHost', 'localhost.', 'docs.localhost:3000']) {
        assert.equal(hostAllowed(host, { listenHost }), true, `${host} (--host ${listenHost})`);
      }
    }
  });

  it('answers the --host name and the --allow-host names (".x" for a name and its subdomains)', () => {
    assert.equal(hostAllowed('mybox.lan:3000', { listenHost: 'mybox.lan' }), true);
    assert.equal(hostAllowed('MYBOX.LAN.', { listenHost: 'mybox.lan' }), true);
    assert.equal(hostAllowed('mybox.lan:3000', { listenHost: '0.0.0.0' }), false);
    const rules = { listenHost: '0.0.0.0', allowHosts: ['mybox.lan', '.preview.test'] };
    for (const host of ['mybox.lan', 'preview.test:80', 'a.preview.test', 'a.b.preview.test:3000']) assert.equal(hostAllowed(host, rules), true, host);
    for (const host of ['xmybox.lan', 'evilpreview.test', 'preview.test.evil.example']) assert.equal(hostAllowed(host, rules), false, host);
  });

  it('refuses other names, malformed headers and none', () => {
    for (const host of [undefined, '', ' ', 'evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io', '[127.0.0.1]', '[::1', '::1', '127.0.0.1:abc', 'a b', 'evil.example:80@localhost', 'localhost/x', 'xn--localhost-.example']) {
      assert.equal(hostAllowed(host, { listenHost: 'localhost' }), false, String(host));
    }
  });

  it('reads the name out of a Host header', () => {
    assert.equal(hostName('Example.TEST:8080'), 'example.test');
    assert.equal(hostName('[::1]:3000'), '::1');
    assert.equal(hostName('[::1]x'), undefined);
  });
});

describe('the Location of a redirect', () => {
  it('is an ASCII path of this origin', () => {
    assert.equal(encodeLocation('/привет/'), '/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82/');
    assert.equal(encodeLocation('/日本/a b/'), '/%E6%97%A5%E6%9C%AC/a%20b/');
    assert.equal(encodeLocation('/a?b#c%d/'), '/a%3Fb%23c%25d/');
    assert.equal(encodeLocation('//evil.example/x/'), '/evil.example/x/');
    assert.equal(encodeLocation('/\\evil.example/x/'), '/%5Cevil.example/x/');
  });

  it('comes out of resolveRequest encoded for a non-ASCII route', () => {
    const files = new Set(['index.html', 'привет/index.html', 'docs/日本/index.html']);
    assert.deepEqual(resolveRequest(files, '/', '/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82'), { kind: 'redirect', location: '/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82/' });
    assert.deepEqual(resolveRequest(files, '/', '/привет.html'), { kind: 'redirect', location: '/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82/' });
    assert.deepEqual(resolveRequest(new Set(['index.html', '日本/index.html']), '/docs/', '/docs/%E6%97%A5%E6%9C%AC'), { kind: 'redirect', location: '/docs/%E6%97%A5%E6%9C%AC/' });
  });
});
