import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { BottomBar } from "@/components/layout/bottom-bar";
import { ContactCard } from "@/components/content/contact-card";
import { ConfigError } from "@/lib/config";
import { checkShopContact, CONTACT_VARIABLES, contactMismatches, DEMO_CONTACT, parseShopContact, shopContact } from "@/lib/shop-contact";
import nextConfig from "@/next.config";

/*
 * The shop's contact details come from SHOP_PHONE, SHOP_WHATSAPP, SHOP_EMAIL and SHOP_ADDRESS,
 * inlined into the build (next.config.ts `env`); a server started with other values refuses.
 */

const saved = Object.fromEntries(CONTACT_VARIABLES.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of CONTACT_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe("the shop's contact details", () => {
  it("default to the demo shop's, with WhatsApp on the phone number", () => {
    expect(parseShopContact({})).toEqual({
      phone: DEMO_CONTACT.SHOP_PHONE,
      phoneHref: "+910000000000",
      whatsapp: "910000000000",
      helpChatUrl: `https://wa.me/910000000000?text=${encodeURIComponent("Hi TeeRang, I need help with my order.")}`,
      email: DEMO_CONTACT.SHOP_EMAIL,
      address: DEMO_CONTACT.SHOP_ADDRESS,
    });
    expect(parseShopContact({ SHOP_PHONE: " ", SHOP_EMAIL: "" })).toMatchObject({ phone: DEMO_CONTACT.SHOP_PHONE, email: DEMO_CONTACT.SHOP_EMAIL });
  });

  it("take configured values; WhatsApp follows the phone unless it has its own number", () => {
    const contact = parseShopContact({ SHOP_PHONE: "+91 98290 12345", SHOP_EMAIL: "hello@rang.in", SHOP_ADDRESS: "12 MI Road, Jaipur 302001" });
    expect(contact).toMatchObject({ phone: "+91 98290 12345", phoneHref: "+919829012345", whatsapp: "919829012345", email: "hello@rang.in", address: "12 MI Road, Jaipur 302001" });
    expect(parseShopContact({ SHOP_PHONE: "0141 222 3333", SHOP_WHATSAPP: "+91 70000 12345" })).toMatchObject({
      phoneHref: "01412223333",
      whatsapp: "917000012345",
      helpChatUrl: expect.stringMatching(/^https:\/\/wa\.me\/917000012345\?text=/),
    });
  });

  it.each([
    [{ SHOP_PHONE: "call us" }, "SHOP_PHONE"],
    [{ SHOP_WHATSAPP: "wa.me/123" }, "SHOP_WHATSAPP"],
    [{ SHOP_WHATSAPP: "12345" }, "SHOP_WHATSAPP"],
    [{ SHOP_EMAIL: "care-at-teerang" }, "SHOP_EMAIL"],
    [{ SHOP_ADDRESS: "x".repeat(201) }, "SHOP_ADDRESS"],
  ])("refuse a bad value, naming the variable: %o", (env, name) => {
    expect(() => parseShopContact(env)).toThrow(ConfigError);
    expect(() => parseShopContact(env)).toThrow(new RegExp(`^\\s+${name}: `, "m"));
  });

  it("put the configured WhatsApp number behind Help in the phone bottom bar, and the rest on the contact card", () => {
    process.env.SHOP_PHONE = "+91 98290 12345";
    process.env.SHOP_WHATSAPP = "+91 70000 12345";
    process.env.SHOP_EMAIL = "hello@rang.in";
    const bar = renderToStaticMarkup(createElement(BottomBar));
    expect(bar).toContain(`href="https://wa.me/917000012345?text=`);
    expect(bar).not.toContain("910000000000");
    const card = renderToStaticMarkup(createElement(ContactCard));
    expect(card).toContain('href="tel:+919829012345"');
    expect(card).toContain("+91 98290 12345");
    expect(card).toContain('href="mailto:hello@rang.in"');
  });

  it("are inlined into the build: next.config.ts names every variable", () => {
    // Besides them, only the Web Vitals sample share (lib/vitals/sample-percent.ts).
    expect(Object.keys(nextConfig.env ?? {}).sort()).toEqual([...CONTACT_VARIABLES, "VITALS_SAMPLE_PERCENT"].sort());
  });

  it("stop a server whose environment names other values than its build (unset keeps the build's)", () => {
    const built = { SHOP_PHONE: "+91 98290 12345" };
    expect(contactMismatches(built, { SHOP_PHONE: "+91 98290 12345" })).toEqual([]);
    expect(contactMismatches(built, {})).toEqual([]);
    expect(contactMismatches(built, { SHOP_PHONE: "+91 70000 12345", SHOP_EMAIL: "x@y.in" })).toEqual(["SHOP_PHONE", "SHOP_EMAIL"]);
    expect(contactMismatches({}, { SHOP_WHATSAPP: "917000012345" })).toEqual(["SHOP_WHATSAPP"]);
    // Under vitest the "build" is this process, so the check passes and gives the details.
    process.env.SHOP_PHONE = "+91 98290 12345";
    expect(checkShopContact(process.env)).toEqual(shopContact());
    expect(() => checkShopContact({ ...process.env, SHOP_PHONE: "+91 70000 12345" })).toThrow(
      /SHOP_PHONE: differs from the value this build was made with; .*run `npm run build` again/,
    );
  });
});
