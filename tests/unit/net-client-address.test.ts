import { describe, expect, it } from "vitest";
import { clientAddress, limitKeyOf, PEER_ADDRESS_HEADER } from "@/lib/net/client-address";
import { parseTrustedProxies, type TrustedProxies } from "@/lib/net/trusted-proxies";

function proxies(text: string): TrustedProxies {
  const parsed = parseTrustedProxies(text);
  if ("problem" in parsed) throw new Error(parsed.problem);
  return parsed.proxies;
}

const NONE = proxies("");
const LOOPBACK = proxies("loopback");

/** A request as the front door hands it on: the socket's address, and what the client or proxies sent. */
function from(peer: string | null, forwardedFor?: string | string[]) {
  const headers = new Headers();
  if (peer !== null) headers.set(PEER_ADDRESS_HEADER, peer);
  for (const value of [forwardedFor ?? []].flat()) headers.append("x-forwarded-for", value);
  return new Request("http://shop.test/api/customer/customer-login", { method: "POST", headers });
}

describe("TRUST_PROXY", () => {
  it("trusts no proxy when empty", () => {
    for (const text of [undefined, "", " ", ","]) expect(parseTrustedProxies(text)).toEqual({ proxies: [] });
  });

  it("reads loopback, addresses and ranges, IPv4 and IPv6, with spaces and any case", () => {
    const parsed = proxies(" Loopback , 10.0.0.0/8,2001:db8::/32 , 198.51.100.7 ");
    expect(parsed).toHaveLength(5); // loopback is two ranges
  });

  it.each([
    ["localhost", /"localhost" is not an address or CIDR range/],
    ["10.0.0.0/8;10.1.0.0/16", /"10.0.0.0\/8;10.1.0.0\/16" is not an address/],
    ["10.0.0.300", /"10.0.0.300" is not/],
    ["2001:db8::/129", /"2001:db8::\/129" is not/],
    ["0.0.0.0/0", /"0.0.0.0\/0" would trust every address/],
    ["loopback, ::/0", /"::\/0" would trust every address/],
  ])("refuses %j, saying why", (text, problem) => {
    const parsed = parseTrustedProxies(text);
    expect("problem" in parsed && parsed.problem).toMatch(problem);
  });
});

describe("clientAddress", () => {
  it("is the socket's peer address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress(from("203.0.113.9"), NONE)).toBe("203.0.113.9");
    expect(clientAddress(from("203.0.113.9", "198.51.100.1"), NONE)).toBe("203.0.113.9");
    // Even from loopback: with TRUST_PROXY unset a forged header moves nothing.
    expect(clientAddress(from("127.0.0.1", "198.51.100.1"), NONE)).toBe("127.0.0.1");
    expect(clientAddress(from("::ffff:127.0.0.1", "198.51.100.1"), NONE)).toBe("127.0.0.1");
  });

  it("is 'unknown' without a peer address (next dev, a handler called directly), or with a malformed one", () => {
    expect(clientAddress(from(null), LOOPBACK)).toBe("unknown");
    expect(clientAddress(from(null, "198.51.100.1"), LOOPBACK)).toBe("unknown");
    expect(clientAddress(from("not-an-address", "198.51.100.1"), LOOPBACK)).toBe("unknown");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    expect(clientAddress(from("203.0.113.9", "198.51.100.1"), LOOPBACK)).toBe("203.0.113.9");
    expect(clientAddress(from("2001:db8::9", "198.51.100.1"), LOOPBACK)).toBe("2001:db8::9");
  });

  it("takes the address a trusted proxy appended, with the peer written any way a socket reports it", () => {
    for (const peer of ["127.0.0.1", "::ffff:127.0.0.1", "127.8.9.10", "::1"]) {
      expect(clientAddress(from(peer, "198.51.100.1"), LOOPBACK), peer).toBe("198.51.100.1");
    }
  });

  it("walks from the right past every trusted proxy; the first address that is not one is the client", () => {
    const chain = proxies("loopback, 10.0.0.0/8, 2001:db8:ffff::/48");
    // The client forged the first two entries; our proxies added the last three.
    const header = "1.1.1.1, 192.0.2.66, 203.0.113.50, 10.0.0.2, 2001:db8:ffff::3";
    expect(clientAddress(from("127.0.0.1", header), chain)).toBe("203.0.113.50");
    // Several X-Forwarded-For headers read as one list, in order.
    expect(clientAddress(from("127.0.0.1", ["1.1.1.1", "203.0.113.50, 10.0.0.2"]), chain)).toBe("203.0.113.50");
    // A forged entry naming one of our proxies is still left of the real client: never reached.
    expect(clientAddress(from("127.0.0.1", "10.0.0.7, 203.0.113.50, 10.0.0.2"), chain)).toBe("203.0.113.50");
  });

  it("reads IPv6 and ::ffff:-mapped entries, and entries with a port", () => {
    expect(clientAddress(from("::1", "2001:DB8:0:0::42"), LOOPBACK)).toBe("2001:db8::42");
    expect(clientAddress(from("::1", "::ffff:198.51.100.4"), LOOPBACK)).toBe("198.51.100.4");
    expect(clientAddress(from("::1", "198.51.100.4:51234"), LOOPBACK)).toBe("198.51.100.4");
    expect(clientAddress(from("::1", "[2001:db8::42]:443"), LOOPBACK)).toBe("2001:db8::42");
    expect(clientAddress(from("::1", "[2001:db8::42]"), LOOPBACK)).toBe("2001:db8::42");
  });

  it("stops at a malformed entry and takes the last trusted hop as the client", () => {
    const chain = proxies("loopback, 10.0.0.0/8");
    expect(clientAddress(from("127.0.0.1", "198.51.100.1, garbage, 10.0.0.2"), chain)).toBe("10.0.0.2");
    expect(clientAddress(from("127.0.0.1", "198.51.100.1, unknown"), chain)).toBe("127.0.0.1");
    expect(clientAddress(from("127.0.0.1", "198.51.100.1,, 10.0.0.2"), chain)).toBe("10.0.0.2");
    expect(clientAddress(from("127.0.0.1", ""), chain)).toBe("127.0.0.1");
    expect(clientAddress(from("127.0.0.1", "[198.51.100.1]"), chain)).toBe("127.0.0.1");
    expect(clientAddress(from("127.0.0.1", "198.51.100.1:99999"), chain)).toBe("127.0.0.1");
  });

  it("is the leftmost entry when every entry is a trusted proxy", () => {
    expect(clientAddress(from("127.0.0.1", "10.0.0.9, 10.0.0.2"), proxies("loopback, 10.0.0.0/8"))).toBe("10.0.0.9");
  });
});

describe("limitKeyOf", () => {
  it("counts an IPv4 client by its address, an IPv6 client by its /64", () => {
    expect(limitKeyOf("198.51.100.23")).toBe("198.51.100.23");
    expect(limitKeyOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(limitKeyOf("2001:db8:1:2::1")).toBe(limitKeyOf("2001:db8:1:2:ffff::9"));
    expect(limitKeyOf("2001:db8:1:3::1")).not.toBe(limitKeyOf("2001:db8:1:2::1"));
    expect(limitKeyOf("::1")).toBe("::/64");
    expect(limitKeyOf("unknown")).toBe("unknown");
  });
});
