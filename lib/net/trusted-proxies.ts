import { parseIpRange, rangeContains, type IpAddress, type IpRange } from "./ip-address";

/**
 * The proxies whose X-Forwarded-For the shop believes (TRUST_PROXY). Anyone can send that
 * header, so it names the client only when the hop that added it is one of ours.
 */
export type TrustedProxies = readonly IpRange[];

/** `loopback`: a proxy on the same machine (127.0.0.0/8, ::1; ::ffff:127.x is 127.x). */
const LOOPBACK: TrustedProxies = [parseIpRange("127.0.0.0/8")!, parseIpRange("::1")!];

/**
 * Reads TRUST_PROXY: empty trusts no proxy; otherwise a comma-separated list of `loopback`,
 * addresses and CIDR ranges, IPv4 or IPv6. Returns the ranges, or a sentence saying what is
 * wrong (lib/config.ts stops start-up with it).
 */
export function parseTrustedProxies(text: string | undefined): { proxies: TrustedProxies } | { problem: string } {
  const proxies: IpRange[] = [];
  for (const entry of (text ?? "").split(",").map((part) => part.trim())) {
    if (entry === "") continue;
    if (entry.toLowerCase() === "loopback") {
      proxies.push(...LOOPBACK);
      continue;
    }
    const range = parseIpRange(entry);
    if (!range) {
      return { problem: `"${entry}" is not an address or CIDR range (expected loopback, or addresses and ranges like 10.0.0.0/8 or 2001:db8::/32, separated by commas)` };
    }
    if (entry.endsWith("/0")) {
      return { problem: `"${entry}" would trust every address, so any client could name its own address` };
    }
    proxies.push(range);
  }
  return { proxies };
}

export function isTrustedProxy(proxies: TrustedProxies, address: IpAddress): boolean {
  return proxies.some((range) => rangeContains(range, address));
}
