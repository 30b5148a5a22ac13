import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MSG, WEBHOOK_REASON } from '../../domain/webhooks/events.js';
import { badRequest } from '../errors.js';

// The address check of webhooks (decisions §23): `https://` on a public address, unless
// WEBHOOKS_ALLOW_PRIVATE=1. A name counts by the addresses it resolves to, checked as the delivery
// connects (the lookup below is the connection's own): a name that resolved to a public address
// when the webhook was saved and to a private one now is refused, and no second lookup can differ.

/** Loopback, private, link-local, shared, multicast, reserved and documentation ranges (IANA special-purpose registries). */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/** An address no webhook may reach without WEBHOOKS_ALLOW_PRIVATE (BlockList checks an IPv4 address mapped into IPv6 as itself). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Refuses, as the webhook is saved, an address that is not https:// or is written as a private address. */
export function checkWebhookUrl(text: string, allowPrivate: boolean): void {
  if (allowPrivate) return;
  const url = new URL(text);
  if (url.protocol !== 'https:') throw badRequest(WEBHOOK_MSG.urlNotHttps, WEBHOOK_REASON.urlNotHttps);
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))
    throw badRequest(WEBHOOK_MSG.urlPrivate, WEBHOOK_REASON.urlPrivate);
}

/** Why a delivery may not go to this address (null: it may), before it connects. */
export function deliveryRefusal(url: URL, allowPrivate: boolean): string | null {
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return 'the address is not https://';
  const host = hostOf(url);
  if (isIP(host) && isPrivateAddress(host)) return `${host} is a private address`;
  return null;
}

/** The connection's lookup: refuses a name that resolves to a private address (unless allowed). */
export function publicLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) =>
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const found = addresses as unknown as { address: string; family: number }[];
      const refused = allowPrivate ? undefined : found.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(new Error(`${hostname} resolves to a private address (${refused.address})`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: typeof found) => void)(null, found);
      callback(null, found[0].address, found[0].family);
    });
}
