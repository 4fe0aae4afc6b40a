import { getConfig } from "@/lib/config";
import { formatIpAddress, isIpv4, networkOf, parseIpAddress, type IpAddress } from "./ip-address";
import { isTrustedProxy, type TrustedProxies } from "./trusted-proxies";

/**
 * The header holding the address of the socket a request came in on. The production front
 * door (server/index.mjs) always sets it from the socket, overwriting whatever a client sent, so it
 * cannot be forged there.
 */
export const PEER_ADDRESS_HEADER = "x-shop-peer-address";

/** The client of a request without a peer address (next dev, a handler called directly). */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The address of the client a request comes from, as text (203.0.113.5, 2001:db8::1), or
 * "unknown". It is the socket's peer, unless that peer is a proxy TRUST_PROXY names: then
 * X-Forwarded-For is read from right to left (each proxy appends the address it was reached
 * from), skipping our own proxies, and the first address that is not one of them is the
 * client. Everything left of it was written by the client or its proxies and proves nothing.
 * A malformed entry stops the walk at the last proxy we trust. A page passes `{ headers: await
 * headers() }`.
 */
export function clientAddress(request: { headers: Headers }, proxies: TrustedProxies = getConfig().trustProxy): string {
  const peer = parseIpAddress(request.headers.get(PEER_ADDRESS_HEADER)?.trim() ?? "");
  if (peer === null) return UNKNOWN_CLIENT;
  return formatIpAddress(walkForwardedFor(peer, request.headers.get("x-forwarded-for"), proxies));
}

function walkForwardedFor(peer: IpAddress, forwardedFor: string | null, proxies: TrustedProxies): IpAddress {
  const hops = forwardedFor?.split(",") ?? [];
  let client = peer;
  for (let i = hops.length - 1; i >= 0 && isTrustedProxy(proxies, client); i--) {
    const hop = parseForwardedHop(hops[i]!.trim());
    if (hop === null) break;
    client = hop;
  }
  return client;
}

/** One X-Forwarded-For entry: an address, or one with a port as some proxies write it ([2001:db8::1]:443, 203.0.113.5:4711). */
function parseForwardedHop(entry: string): IpAddress | null {
  const withPort = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry) ?? /^([\d.]+):(\d{1,5})$/.exec(entry);
  if (!withPort) return parseIpAddress(entry);
  const [, address, port] = withPort;
  // Brackets go around an IPv6 address, and only around one.
  const bracketedRightly = entry.startsWith("[") === address!.includes(":");
  return bracketedRightly && Number(port ?? 0) <= 65535 ? parseIpAddress(address!) : null;
}

/**
 * The key limits count a client under: an IPv4 address as it is, an IPv6 address by its /64
 * (2001:db8:1:2::/64). A household or office is given a whole /64, and its devices pick new
 * addresses inside it all the time (privacy addresses change daily), so counting each IPv6
 * address apart would hand one client endless fresh limits. "unknown" stays "unknown".
 */
export function limitKeyOf(client: string): string {
  const address = parseIpAddress(client);
  if (address === null || isIpv4(address)) return client;
  return `${formatIpAddress(networkOf(address, 64))}/64`;
}
