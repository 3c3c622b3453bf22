import { lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { developerMessages } from '@owo/contract/developers';
import type { Config } from '#config';
import { AppError } from '#lib/errors.ts';

// No request into our own network (SSRF): an endpoint must resolve only to public addresses, checked when it
// is registered and again on every delivery (the connection uses the address that was checked, so a name that
// changes its answer meanwhile cannot point a delivery inside). Sandbox mode also allows http(s)://127.0.0.1,
// so developers can receive events on their own machine. Production needs HTTPS.

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether `ip` is an address on the public internet. */
export function isPublicAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(ip);
  if (family === 0) return false;
  return !blocked.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
const sandboxLocal = (config: Config, url: URL) => config.mode === 'sandbox' && hostOf(url) === '127.0.0.1';

/** Whether a delivery to `url` may connect to `ip`. */
export const mayConnect = (config: Config, url: URL, ip: string) =>
  isPublicAddress(ip) || (sandboxLocal(config, url) && ip === '127.0.0.1');

/** The endpoint's URL if the business may register it; a clear 422 otherwise. */
export async function checkEndpointUrl(config: Config, raw: string): Promise<URL> {
  const url = new URL(raw);
  const refuse = (message: string) => new AppError('unprocessable', message, { url: message });
  if (url.username !== '' || url.password !== '') throw refuse(developerMessages.url);
  const httpAllowed = sandboxLocal(config, url);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && httpAllowed)) {
    throw refuse(developerMessages.httpsOnly);
  }
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host)
      ? [host]
      : (await lookupAll(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw refuse(developerMessages.unresolvable);
  }
  if (addresses.length === 0) throw refuse(developerMessages.unresolvable);
  if (!addresses.every((ip) => mayConnect(config, url, ip))) throw refuse(developerMessages.privateAddress);
  return url;
}

/** A refusal to connect to a private address, as the delivery log shows it. */
export class PrivateAddressError extends Error {}

/** dns.lookup for http(s).request that refuses (before connecting) any address a delivery may not reach. */
export function guardedLookup(config: Config, url: URL): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, verbatim: true }, (err, address, family) => {
      if (err) return callback(err, address as never, family);
      const all = Array.isArray(address) ? address : [{ address, family }];
      if (!all.every((a) => mayConnect(config, url, a.address))) {
        return callback(
          new PrivateAddressError('refused: the endpoint resolves to a private address'),
          '',
          0,
        );
      }
      return callback(null, address as never, family);
    });
  };
}
