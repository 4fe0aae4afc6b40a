import { BlockList, isIPv4, isIPv6, SocketAddress } from "node:net";

/**
 * IP addresses in their one canonical text: IPv4 dotted (203.0.113.5), IPv6 as RFC 5952 writes
 * it (lower case, no leading zeros, the longest zero run as "::"). A dual-stack socket reports an
 * IPv4 peer as ::ffff:203.0.113.5, a proxy writes 203.0.113.5: both are 203.0.113.5 here.
 * Node reads and writes them (node:net), and its BlockList matches ranges.
 */
export type IpAddress = string;

/** An address block (CIDR): a BlockList holding one subnet, which matches an IPv4 range against ::ffff:-mapped addresses too. */
export type IpRange = BlockList;

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/;

/**
 * Node's canonical text of an address, with its family; null when the text is no address. Node
 * takes IPv4 only as four decimal parts 0-255 without leading zeros (some readers take 010 as
 * octal 8, so it means nothing sure). A zone (%eth0) only names the interface a link-local
 * address was reached on, and is dropped.
 */
function readAddress(text: string): { address: string; family: "ipv4" | "ipv6" } | null {
  if (isIPv4(text)) return { address: text, family: "ipv4" };
  if (!isIPv6(text)) return null;
  const zoneAt = text.indexOf("%");
  const address = zoneAt === -1 ? text : text.slice(0, zoneAt);
  return { address: new SocketAddress({ address, family: "ipv6" }).address, family: "ipv6" };
}

/** An address written as IPv4 (203.0.113.5) or IPv6 (2001:db8::1, ::ffff:203.0.113.5, fe80::1%eth0), canonical; null when it is neither. */
export function parseIpAddress(text: string): IpAddress | null {
  const read = readAddress(text);
  if (read === null) return null;
  return MAPPED_IPV4.exec(read.address)?.[1] ?? read.address;
}

/** True for an IPv4 address. */
export function isIpv4(address: IpAddress): boolean {
  return isIPv4(address);
}

/** The address as text: it is kept canonical. */
export function formatIpAddress(address: IpAddress): string {
  return address;
}

/** The eight 16-bit groups of a canonical IPv6 address. */
function ipv6Groups(address: IpAddress): number[] {
  const [head = "", tail = ""] = address.split("::");
  const groupsOf = (text: string) =>
    text === "" ? [] : text.split(":").flatMap((group) => (group.includes(".") ? ipv4Groups(group) : [parseInt(group, 16)]));
  if (!address.includes("::")) return groupsOf(head);
  const written = [groupsOf(head), groupsOf(tail)];
  return [...written[0]!, ...Array<number>(8 - written[0]!.length - written[1]!.length).fill(0), ...written[1]!];
}

/** A dotted IPv4 address as two 16-bit groups (as written at the end of an IPv6 address). */
function ipv4Groups(dotted: string): number[] {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split(".").map(Number);
  return [(a << 8) | b, (c << 8) | d];
}

/** The first `prefixLength` bits of an IPv6 address (of 128), the rest zero, canonical. */
export function networkOf(address: IpAddress, prefixLength: number): IpAddress {
  const groups = ipv6Groups(address).map((group, index) => {
    const kept = Math.max(0, Math.min(16, prefixLength - 16 * index));
    return group & ((0xffff << (16 - kept)) & 0xffff);
  });
  return parseIpAddress(groups.map((group) => group.toString(16)).join(":")) ?? address;
}

/**
 * An address or a CIDR range: 10.0.0.0/8, 2001:db8::/32, 198.51.100.7 (a range of one). An IPv4
 * range's length counts IPv4 bits (0-32). Host bits set are ignored, as in any CIDR list. Null
 * when the text is neither.
 */
export function parseIpRange(text: string): IpRange | null {
  const [addressText, lengthText, ...rest] = text.split("/");
  if (rest.length > 0 || addressText === undefined) return null;
  const read = readAddress(addressText);
  if (read === null) return null;
  const bits = read.family === "ipv4" ? 32 : 128;
  let prefixLength = bits;
  if (lengthText !== undefined) {
    if (!/^(0|[1-9]\d{0,2})$/.test(lengthText) || Number(lengthText) > bits) return null;
    prefixLength = Number(lengthText);
  }
  const range = new BlockList();
  range.addSubnet(read.address, prefixLength, read.family);
  return range;
}

export function rangeContains(range: IpRange, address: IpAddress): boolean {
  return range.check(address, isIPv4(address) ? "ipv4" : "ipv6");
}
