import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { isPublicAddress, PushEndpointPolicy, type ResolveHost } from './push-endpoint-policy.js';
import { WebPushSender } from './push-sender.js';

/** A DNS of names the tests choose: nothing leaves the machine. */
function fakeDns(answers: Record<string, string[]>): ResolveHost {
  return async (host) => {
    const addresses = answers[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses;
  };
}

describe('push endpoint policy', () => {
  it('tells public addresses from private, loopback, link-local and unique-local ones', () => {
    for (const address of ['93.184.215.14', '142.250.74.106', '2a00:1450:4007:80c::200a']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts a host whose every address is public, and refuses one with any private address', async () => {
    const policy = new PushEndpointPolicy(
      [],
      fakeDns({
        'fcm.push.test': ['142.250.74.106', '2a00:1450:4007:80c::200a'],
        'mixed.push.test': ['142.250.74.106', '10.0.0.7'],
        'rebound.push.test': ['::1'],
      }),
    );
    expect(await policy.check('https://fcm.push.test/fcm/send/abc')).toEqual({ ok: true });
    expect(await policy.check('https://mixed.push.test/x')).toMatchObject({
      ok: false,
      reason: 'NOT_PUBLIC',
    });
    expect(await policy.check('https://rebound.push.test/x')).toMatchObject({
      ok: false,
      reason: 'NOT_PUBLIC',
    });
    expect(await policy.check('https://unknown.push.test/x')).toMatchObject({
      ok: false,
      reason: 'UNRESOLVED',
    });
    expect(await policy.check('ftp://fcm.push.test/x')).toMatchObject({ ok: false, reason: 'NOT_HTTP' });
  });

  it('refuses within its time a host whose resolver never answers, instead of holding the subscription', async () => {
    const silentDns: ResolveHost = () => new Promise<string[]>(() => {});
    const policy = new PushEndpointPolicy([], silentDns, 50);
    const started = performance.now();
    expect(await policy.check('https://slow.push.test/x')).toMatchObject({ ok: false, reason: 'UNRESOLVED' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('accepts hosts of the allow-list, by name or by suffix, without resolving them', async () => {
    const policy = new PushEndpointPolicy(['relay.show.test', '*.push.corp.test'], fakeDns({}));
    expect(await policy.check('https://relay.show.test/send/1')).toEqual({ ok: true });
    expect(await policy.check('https://eu.push.corp.test/send/1')).toEqual({ ok: true });
    expect(await policy.check('https://push.corp.test.evil.test/send/1')).toMatchObject({ ok: false });
    expect(await policy.check('https://other.show.test/send/1')).toMatchObject({ ok: false });
  });

  it('checks again at send time: a host that now resolves to loopback is never contacted', async () => {
    const answers: Record<string, string[]> = { 'push.rebind.test': ['142.250.74.106'] };
    const policy = new PushEndpointPolicy([], fakeDns(answers));
    const target = {
      endpoint: 'https://push.rebind.test/send/1',
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    expect(await policy.check(target.endpoint)).toEqual({ ok: true });

    answers['push.rebind.test'] = ['127.0.0.1'];
    const contacted: string[] = [];
    const sender = new WebPushSender(
      { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@show.test' },
      policy,
      {
        fetch: async (input) => {
          contacted.push(String(input));
          return new Response(null, { status: 201 });
        },
      },
    );
    expect(await sender.send(target, '{"type":"inbox"}')).toBe('gone');
    expect(contacted).toEqual([]);
  });
});
