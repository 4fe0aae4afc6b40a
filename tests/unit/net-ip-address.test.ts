import { describe, expect, it } from "vitest";
import { formatIpAddress, isIpv4, parseIpAddress, parseIpRange, rangeContains } from "@/lib/net/ip-address";

const canonical = (text: string) => {
  const address = parseIpAddress(text);
  return address === null ? null : formatIpAddress(address);
};
const inRange = (range: string, address: string) => rangeContains(parseIpRange(range)!, parseIpAddress(address)!);

describe("IP addresses", () => {
  it.each([
    ["203.0.113.5", "203.0.113.5"],
    ["0.0.0.0", "0.0.0.0"],
    ["255.255.255.255", "255.255.255.255"],
    // How a dual-stack socket reports an IPv4 peer: the same address as the dotted one.
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["::FFFF:cb00:7105", "203.0.113.5"],
    ["0:0:0:0:0:ffff:127.0.0.1", "127.0.0.1"],
    ["2001:db8::1", "2001:db8::1"],
    ["2001:0DB8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
    ["2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"], // the first of two equal zero runs is shortened
    ["2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"], // a single zero group stays written
    ["2001:db8::", "2001:db8::"],
    ["::1", "::1"],
    ["::", "::"],
    ["1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0"],
    ["fe80::1%eth0", "fe80::1"],
  ])("reads %s as %s", (text, expected) => {
    expect(canonical(text)).toBe(expected);
  });

  it.each([
    "",
    "unknown",
    "203.0.113",
    "203.0.113.5.6",
    "203.0.113.256",
    "203.0.113.05", // a leading zero may mean octal to another reader
    "203.0.113.-1",
    " 203.0.113.5",
    "203.0.113.5:80", // a port is not part of an address
    "2001:db8::1::2",
    "2001:db8:::1",
    ":2001:db8::1",
    "2001:db8::1:",
    "1:2:3:4:5:6:7:8:9",
    "1:2:3:4:5:6:7",
    "1:2:3:4:5:6:7:8::",
    "2001:db8::12345",
    "2001:db8::g",
    "1.2.3.4::",
    "::1.2.3.4:5",
    "::ffff:1.2.3",
    "fe80::1%",
    "[2001:db8::1]",
  ])("refuses %j", (text) => {
    expect(parseIpAddress(text)).toBeNull();
  });

  it("tells IPv4 from IPv6", () => {
    expect(isIpv4(parseIpAddress("198.51.100.1")!)).toBe(true);
    expect(isIpv4(parseIpAddress("::ffff:198.51.100.1")!)).toBe(true);
    expect(isIpv4(parseIpAddress("2001:db8::1")!)).toBe(false);
    expect(isIpv4(parseIpAddress("::1")!)).toBe(false);
  });
});

describe("IP ranges", () => {
  it("matches IPv4 ranges, whether an address is written dotted or ::ffff:-mapped", () => {
    expect(inRange("10.0.0.0/8", "10.255.1.2")).toBe(true);
    expect(inRange("10.0.0.0/8", "::ffff:10.1.2.3")).toBe(true);
    expect(inRange("10.0.0.0/8", "11.0.0.1")).toBe(false);
    expect(inRange("192.168.1.0/24", "192.168.1.255")).toBe(true);
    expect(inRange("192.168.1.0/24", "192.168.2.0")).toBe(false);
    expect(inRange("198.51.100.7", "198.51.100.7")).toBe(true);
    expect(inRange("198.51.100.7", "198.51.100.8")).toBe(false);
    expect(inRange("198.51.100.7/32", "198.51.100.7")).toBe(true);
    // An IPv4 range never covers an IPv6 address that merely shares its bits.
    expect(inRange("0.0.0.0/1", "::1")).toBe(false);
    // Host bits set in the range are ignored, as in any CIDR list.
    expect(inRange("10.1.2.3/8", "10.9.9.9")).toBe(true);
  });

  it("matches IPv6 ranges", () => {
    expect(inRange("2001:db8::/32", "2001:db8:ffff::1")).toBe(true);
    expect(inRange("2001:db8::/32", "2001:db9::1")).toBe(false);
    expect(inRange("2001:db8:1:2::/64", "2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe(true);
    expect(inRange("2001:db8:1:2::/64", "2001:db8:1:3::1")).toBe(false);
    expect(inRange("::1", "::1")).toBe(true);
    expect(inRange("::1/128", "::2")).toBe(false);
    expect(inRange("::ffff:10.0.0.0/104", "10.1.1.1")).toBe(true);
  });

  it.each(["10.0.0.0/33", "2001:db8::/129", "10.0.0.0/", "10.0.0.0/08", "10.0.0.0/8/8", "10.0.0/8", "/8", "10.0.0.0/-1", "10.0.0.0/a"])(
    "refuses %j",
    (text) => {
      expect(parseIpRange(text)).toBeNull();
    },
  );
});
