/**
 * Link-local addresses are where cloud metadata services live (169.254.169.254 on AWS, GCP,
 * Azure and others; fd00:ec2::254 for AWS over IPv6), along with other machines' auto-configured
 * interfaces. A URL sent to the emulator (by a test, a demo, or a web page that knows the public
 * dev key) must not make it fetch from there, so image URLs whose host is, or resolves to, such
 * an address are refused unless the emulator is started with --allow-link-local. Loopback stays
 * allowed: tests and the demo serve photos on 127.0.0.1.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const REFUSED = new BlockList();
REFUSED.addSubnet('169.254.0.0', 16, 'ipv4'); // IPv4 link-local; also matches ::ffff:169.254.x.x
REFUSED.addSubnet('fe80::', 10, 'ipv6'); // IPv6 link-local
REFUSED.addAddress('fd00:ec2::254', 'ipv6'); // AWS's metadata service over IPv6 (not link-local, same job)
REFUSED.addSubnet('64:ff9b::a9fe:0', 112, 'ipv6'); // 169.254.x.x through NAT64

/** The flag that lifts the rule, named in every refusal. */
export const ALLOW_FLAG = '--allow-link-local';

/** True for an IP address (v4 or v6, without brackets) in a refused range. */
export function isLinkLocalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return REFUSED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The IP address a URL's host names literally (brackets removed), or undefined for a host name. */
export function literalAddress(url: URL): string | undefined {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) === 0 ? undefined : host;
}

/** The refusal, after `lead` names the address (`169.254.169.254 is a link-local address`). */
export function refusalReason(lead: string): string {
  return `${lead}, which the emulator does not fetch (cloud metadata services live there); start it with ${ALLOW_FLAG} to allow it`;
}

/** A DNS answer that pointed at a refused address; the connection is never opened. */
export class LinkLocalLookupError extends Error {
  override readonly name = 'LinkLocalLookupError';
  readonly code = 'ELINKLOCAL';
  constructor(hostname: string, address: string) {
    super(refusalReason(`${hostname} resolves to ${address}, a link-local address`));
  }
}

type Resolver = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/**
 * A `lookup` for node:http that refuses a name if any of its addresses is link-local. Checking
 * at connect time (not before the request) leaves no gap for a DNS answer that changes between
 * a check and the connection.
 */
export function guardedLookup(resolve: Resolver = dnsLookup): LookupFunction {
  return (hostname, options: LookupOptions, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', undefined);
      const refused = addresses.find((entry) => isLinkLocalAddress(entry.address));
      if (refused !== undefined) return callback(new LinkLocalLookupError(hostname, refused.address), '', undefined);
      if (options.all === true) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (first === undefined) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', undefined);
      callback(null, first.address, first.family);
    });
  };
}
