import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { INTEGRATIONS_MSG } from '@banco/shared';

/**
 * Where a company's own integrations (its SMTP server, its geocoder URL: Impostazioni →
 * Integrazioni) may point. On a server shared by many companies, a company's setting must not
 * make the server talk to its own network (the database, the cloud's metadata service, a neighbour):
 * 'public' allows public internet addresses only. A shop's own server ('any') may use the shop's
 * network (a mail relay on 192.168.x.x). The server's own SMTP_URL and GEOCODER_URL are the
 * operator's and never restricted.
 */
export type CompanyHosts = 'public' | 'any';

/** Networks that are not the public internet (RFC 6890 and friends). */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['192.88.99.0', 24],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
// the IPv6 forms that carry an IPv4 address inside (IPv4-compatible, IPv4-translated, NAT64, 6to4,
// Teredo) are refused whole: through them an internal IPv4 address could be reached by another name
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is internal; an IPv4-mapped IPv6 address counts as its IPv4 one (BlockList checks both). */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** A company setting names a host on an internal network, and the server allows public hosts only. */
export class InternalHostError extends Error {
  constructor(host: string) {
    super(`${INTEGRATIONS_MSG.internalHost} (${host})`);
  }
}

/**
 * Where to connect for a company's own `host` (a name or an IP, IPv6 with or without brackets) under
 * `policy`, the one rule of every use and of the check when it is saved. 'any': by name (undefined).
 * 'public': to the host's first address when every one of them is public, InternalHostError
 * otherwise; the caller connects to that address, not to the name again, so a second DNS answer
 * cannot send it inside. DNS errors are thrown as they are.
 */
export async function addressToDial(host: string, policy: CompanyHosts): Promise<string | undefined> {
  if (policy === 'any') return undefined;
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(bare) ? [bare] : (await lookup(bare, { all: true, verbatim: true })).map((found) => found.address);
  if (addresses.length === 0 || addresses.some(isInternalAddress)) throw new InternalHostError(host);
  return addresses[0];
}
