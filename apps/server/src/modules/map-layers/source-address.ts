import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a map layer's source may not have (docs/decisions/202-map-layers-through-the-server.md):
 * a member types the address and the server fetches it, so without this anyone who may add a
 * layer could make the server read its own network (a metadata service, a database's admin page,
 * another process on the box) and show the answer as a tile. Private, loopback, link-local,
 * shared, benchmark, multicast and reserved ranges, IPv4 and IPv6.
 */
const refused = new BlockList();
for (const [network, prefix] of [
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
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** Whether the server may fetch from this address (an IPv4-mapped IPv6 one as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(bare);
  if (family === 0) return false;
  // Other IPv4-mapped forms (::ffff:7f00:1) and IPv4-compatible ones are refused outright.
  if (family === 6 && /^::(ffff:)?[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(bare)) return false;
  return !refused.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

export class RefusedAddressError extends Error {}

/**
 * A `lookup` for node:http(s) that resolves as the system does and refuses a host with any
 * address that is not public: checked when the connection is made, so that a name resolving to
 * a public address when a layer is added and to an internal one later (DNS rebinding) is
 * refused too.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
    if (blocked || addresses.length === 0)
      return callback(
        new RefusedAddressError(`${hostname} resolves to a private or reserved address.`),
        '',
        0,
      );
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
};
