/**
 * IP addresses as 128-bit numbers: IPv6 as it is, IPv4 in its ::ffff:-mapped IPv6 form. A
 * dual-stack socket reports an IPv4 peer as ::ffff:203.0.113.5, a proxy writes 203.0.113.5:
 * both are one address here, and one list of ranges covers both.
 */
export type IpAddress = bigint;

/** An address block: every address whose first `prefixLength` bits (of 128) are `base`'s. */
export type IpRange = { base: IpAddress; prefixLength: number };

const ALL_BITS = (1n << 128n) - 1n;
const MAPPED_IPV4 = 0xffffn << 32n;

/** An address written as IPv4 (203.0.113.5) or IPv6 (2001:db8::1, ::ffff:203.0.113.5, fe80::1%eth0); null when it is neither. */
export function parseIpAddress(text: string): IpAddress | null {
  if (!text.includes(":")) {
    const ipv4 = parseIpv4(text);
    return ipv4 === null ? null : MAPPED_IPV4 | ipv4;
  }
  return parseIpv6(text);
}

/** Four decimal parts 0-255. No leading zeros: some readers take 010 as octal 8, so it means nothing sure. */
function parseIpv4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  // A zone (%eth0) only names the interface a link-local address was reached on.
  const zoneAt = text.indexOf("%");
  const address = zoneAt === -1 ? text : zoneAt === text.length - 1 ? "" : text.slice(0, zoneAt);
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = groupValues(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? groupValues(halves[1]!, true) : [];
  if (head === null || tail === null) return null;
  const written = head.length + tail.length;
  // Without "::" all eight groups are written; "::" stands for at least one zero group.
  if (halves.length === 1 ? written !== 8 : written > 7) return null;
  const groups = [...head, ...Array<bigint>(8 - written).fill(0n), ...tail];
  return groups.reduce((value, group) => (value << 16n) | group, 0n);
}

/**
 * The 16-bit groups of one side of "::" ("" is none). Only the address's last group may be an
 * IPv4 address (::ffff:203.0.113.5), worth two groups.
 */
function groupValues(text: string, endsAddress: boolean): bigint[] | null {
  if (text === "") return [];
  const groups = text.split(":");
  const values: bigint[] = [];
  for (const [index, group] of groups.entries()) {
    if (/^[0-9a-f]{1,4}$/i.test(group)) {
      values.push(BigInt(`0x${group}`));
      continue;
    }
    const ipv4 = endsAddress && index === groups.length - 1 ? parseIpv4(group) : null;
    if (ipv4 === null) return null;
    values.push(ipv4 >> 16n, ipv4 & 0xffffn);
  }
  return values;
}

/** True for an IPv4 address (held in its mapped form). */
export function isIpv4(address: IpAddress): boolean {
  return address >> 32n === 0xffffn;
}

/**
 * The address as text: IPv4 dotted, IPv6 in its one canonical form (RFC 5952: lower case, no
 * leading zeros, the longest run of two or more zero groups shortened to "::").
 */
export function formatIpAddress(address: IpAddress): string {
  if (isIpv4(address)) {
    return [24n, 16n, 8n, 0n].map((shift) => String((address >> shift) & 0xffn)).join(".");
  }
  const groups = Array.from({ length: 8 }, (_, i) => Number((address >> BigInt(112 - 16 * i)) & 0xffffn));
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8; ) {
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > best.length) best = { start, length: end - start };
    start = end === start ? start + 1 : end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.length < 2) return hex.join(":");
  return `${hex.slice(0, best.start).join(":")}::${hex.slice(best.start + best.length).join(":")}`;
}

/** The first `prefixLength` bits of an address (of 128), the rest zero. */
export function networkOf(address: IpAddress, prefixLength: number): IpAddress {
  const hostBits = BigInt(128 - prefixLength);
  return address & (ALL_BITS ^ ((1n << hostBits) - 1n));
}

/**
 * An address or a CIDR range: 10.0.0.0/8, 2001:db8::/32, 198.51.100.7 (a range of one). An IPv4
 * range's length counts IPv4 bits (0-32). Null when the text is neither.
 */
export function parseIpRange(text: string): IpRange | null {
  const [addressText, lengthText, ...rest] = text.split("/");
  if (rest.length > 0 || addressText === undefined) return null;
  const address = parseIpAddress(addressText);
  if (address === null) return null;
  const writtenAsIpv4 = !addressText.includes(":");
  const bits = writtenAsIpv4 ? 32 : 128;
  let prefixLength = 128;
  if (lengthText !== undefined) {
    if (!/^(0|[1-9]\d{0,2})$/.test(lengthText) || Number(lengthText) > bits) return null;
    prefixLength = Number(lengthText) + (128 - bits);
  }
  return { base: networkOf(address, prefixLength), prefixLength };
}

export function rangeContains(range: IpRange, address: IpAddress): boolean {
  return networkOf(address, range.prefixLength) === range.base;
}
