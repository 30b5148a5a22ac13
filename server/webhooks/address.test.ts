import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress } from './address.js';

describe("a webhook's address (decisions §23)", () => {
  it('tells private addresses from public ones, IPv4 mapped into IPv6 included', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('takes https:// on a public address, and anything with WEBHOOKS_ALLOW_PRIVATE', () => {
    expect(() => checkWebhookUrl('https://hooks.example.ro/x', false)).not.toThrow();
    for (const [url, reason] of [
      ['http://hooks.example.ro/x', 'webhook.urlNotHttps'],
      ['https://localhost/x', 'webhook.urlPrivate'],
      ['https://127.0.0.1:8443/x', 'webhook.urlPrivate'],
      ['https://[::1]/x', 'webhook.urlPrivate'],
      ['https://[::ffff:192.168.0.1]/x', 'webhook.urlPrivate'],
      ['https://10.0.0.7/x', 'webhook.urlPrivate'],
    ])
      expect(() => checkWebhookUrl(url, false), url).toThrow(expect.objectContaining({ reason }));
    expect(() => checkWebhookUrl('http://127.0.0.1:9000/x', true)).not.toThrow();
  });
});
