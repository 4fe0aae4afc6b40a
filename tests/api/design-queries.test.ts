import fs from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as designAdd } from "@/app/api/design-add/route";
import { GET as listQueries } from "@/app/api/seller/design-queries/route";
import { settleAfterResponse } from "@/lib/after-response";
import { bodyLimitFor, UPLOAD_BODY_LIMIT } from "@/server/door/body-limits.mjs";
import { shopContact } from "@/lib/shop-contact";
import { uploadsDir } from "@/lib/uploads/files";
import { designQueries } from "@/models";
import { BAD_PICTURES, examplePicture, ODD_PICTURES } from "../harness/example-pictures";
import { withTestDatabase } from "../helpers/test-database";
import { decodeQuotedPrintable, expectNoSecrets, freshClient, fromClient, manualClock, ORIGIN, outboxMailsTo, restoreClock, uniqueEmail, withCookie } from "./auth-support";
import { call, newShopper } from "./commerce-support";
import { demoStaff, type Staff } from "./sellers-support";

/*
 * The design query form's call (POST /api/design-add) and the staff list of queries. A refused
 * query stores no row and no file.
 */

const db = withTestDatabase();
afterEach(restoreClock);

let seller: Staff;
let admin: Staff;

beforeAll(async () => {
  ({ seller, admin } = await demoStaff(db()));
});

type Fields = { name?: string; email?: string; phone?: string; message?: string };

function queryForm(fields: Fields = {}, ...images: (File | string)[]): FormData {
  const form = new FormData();
  const values = { name: "Asha Verma", email: uniqueEmail("asha"), phone: "98765 43210", message: "A rangoli peacock on a navy tee, please.", ...fields };
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, value);
  for (const image of images) form.append("image", image);
  return form;
}

/** Sends the form as a browser would (from `client`, with a session cookie when `token`). */
async function send(body: FormData | string, options: { client?: string; token?: string; contentType?: string } = {}) {
  const headers = new Headers(fromClient(options.client ?? freshClient()));
  if (options.token) for (const [name, value] of Object.entries(withCookie(options.token))) headers.set(name, value);
  if (options.contentType) headers.set("content-type", options.contentType);
  const response = await designAdd(new Request(`${ORIGIN}/api/design-add`, { method: "POST", headers, body }), { params: Promise.resolve({}) });
  const text = await response.text();
  await settleAfterResponse();
  expectNoSecrets(text);
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const queryFiles = () => {
  const dir = path.join(uploadsDir(), "queries");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const rowCount = async () => (await db().select({ id: designQueries.id }).from(designQueries)).length;

/** Sends `body` and checks it is refused with `status` (and a message matching `error`), storing nothing. */
async function refused(body: FormData | string, status: number, error?: RegExp, options: Parameters<typeof send>[1] = {}) {
  const [files, rows] = [queryFiles(), await rowCount()];
  const answer = await send(body, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error).toEqual(expect.any(String));
  if (error) expect(answer.body.error).toMatch(error);
  expect(queryFiles()).toEqual(files);
  expect(await rowCount()).toBe(rows);
  return answer;
}

describe("POST /api/design-add", () => {
  it("stores the query and its picture, answers 'Form submitted', and mails the shop and the shopper", async () => {
    const email = uniqueEmail("query");
    const answer = await send(queryForm({ email: email.toUpperCase(), message: "Line one\n<b>bold</b> & more" }, examplePicture("peacock.png")));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body).toEqual({
      message: "Form submitted",
      query: {
        _id: expect.any(String),
        name: "Asha Verma",
        email,
        phone: "9876543210",
        // A form sends line breaks as CRLF; they are stored as \n.
        message: "Line one\n<b>bold</b> & more",
        image: expect.stringMatching(/^\/uploads\/queries\/[0-9a-f-]{36}\.webp$/),
        customerId: null,
        date: expect.any(String),
      },
    });
    const file = path.join(uploadsDir(), answer.body.query.image.slice("/uploads/".length));
    expect(fs.readFileSync(file).subarray(8, 12).toString()).toBe("WEBP");
    const [row] = await db().select().from(designQueries).where(eq(designQueries.id, answer.body.query._id));
    expect(row).toMatchObject({ email, phone: "9876543210", image: answer.body.query.image, customerId: null });

    const number = `#${answer.body.query._id.slice(-8).toUpperCase()}`;
    const [ack] = outboxMailsTo(email).map(decodeQuotedPrintable);
    expect(ack).toMatch(new RegExp(`^Subject: TeeRang has your design query ${number}`, "m"));
    expect(ack).toContain("Line one");
    expect(ack).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; more");
    const alert = outboxMailsTo(shopContact().email)
      .map(decodeQuotedPrintable)
      .find((mail) => mail.includes(number));
    expect(alert, "the shop's alert").toBeDefined();
    expect(alert).toMatch(new RegExp(`^Reply-To: ${email.replace(/[.+]/g, "\\$&")}`, "m"));
    expect(alert).toContain(`http://localhost:3000${answer.body.query.image}`);
    expect(alert).toContain("9876543210");
  });

  it("keeps the account of a signed-in shopper", async () => {
    const shopper = await newShopper(db(), "query-signed-in");
    const answer = await send(queryForm({ email: shopper.email }, examplePicture()), { token: shopper.token });
    expect(answer.status).toBe(201);
    expect(answer.body.query.customerId).toBe(shopper.id);
    // A dead token is a visitor, not a refusal: the form needs no sign-in.
    const visitor = await send(queryForm({}, examplePicture()), { token: "not-a-token" });
    expect(visitor.status).toBe(201);
    expect(visitor.body.query.customerId).toBeNull();
  });

  it("refuses a query without a picture (the form sends nothing), with 400", async () => {
    await refused(queryForm(), 400, /^image: is required/);
    await refused(queryForm({}, new File([], "")), 400, /^image: is required/);
    await refused(queryForm({}, "a-picture.png"), 400, /^image: must be a picture file/);
    await refused(queryForm({}, examplePicture("a.png"), examplePicture("b.png")), 400, /^image: send one picture/);
  });

  it("refuses files that are not pictures (415) and pictures too large (413), storing nothing", async () => {
    await refused(queryForm({}, BAD_PICTURES["an HTML file named x.png"]()), 415, /^image: must be a JPEG, PNG, WebP or AVIF picture/);
    await refused(queryForm({}, BAD_PICTURES["an SVG with a script"]()), 415);
    await refused(queryForm({}, BAD_PICTURES["a 6 MB file"]()), 413, /at most 5 MB/);
    await refused(queryForm({}, BAD_PICTURES["an empty file"]()), 415);
  });

  it("takes a picture with a script appended or a path for a name, stored re-encoded under a name of its own", async () => {
    for (const odd of Object.values(ODD_PICTURES)) {
      const answer = await send(queryForm({}, odd()));
      expect(answer.status).toBe(201);
      expect(answer.body.query.image).toMatch(/^\/uploads\/queries\/[0-9a-f-]{36}\.webp$/);
      const stored = fs.readFileSync(path.join(uploadsDir(), answer.body.query.image.slice("/uploads/".length)));
      expect(stored.includes(Buffer.from("<script>"))).toBe(false);
    }
  });

  it("refuses a body that is not multipart with 415, and a broken one with 400", async () => {
    await refused(JSON.stringify({ name: "A", email: "a@b.in", phone: "9876543210", message: "m" }), 415, /multipart/, { contentType: "application/json" });
    await refused("name=A&email=a%40b.in", 415, undefined, { contentType: "application/x-www-form-urlencoded" });
    await refused("--x\r\nbroken", 400, undefined, { contentType: "multipart/form-data; boundary=zzz" });
    await refused("", 400, undefined, { contentType: "multipart/form-data; boundary=zzz" });
  });

  it.each<[string, Fields, RegExp]>([
    ["no name", { name: undefined }, /^name: is required/],
    ["a blank name", { name: "   " }, /^name: is required/],
    ["a name of 81 characters", { name: "n".repeat(81) }, /^name: must be at most 80 characters/],
    ["a name over two lines", { name: "Asha\r\nBcc: x@example.com" }, /^name: must be one line/],
    ["a NUL in the name", { name: "Asha\0" }, /^name: must not contain a NUL/],
    ["no e-mail", { email: undefined }, /^email: is required/],
    ["a bad e-mail", { email: "asha@" }, /^email: must be a valid e-mail/],
    ["a 300-character e-mail", { email: `${"a".repeat(290)}@example.in` }, /^email: must be at most 254/],
    ["no phone", { phone: undefined }, /^phone: must be a 10-digit Indian mobile number|^phone: is required/],
    ["a 9-digit phone", { phone: "987654321" }, /^phone: must be a 10-digit Indian mobile number/],
    ["a phone of letters", { phone: "call me" }, /^phone: must be a 10-digit Indian mobile number/],
    ["no message", { message: undefined }, /^message: is required/],
    ["a message of 2,001 characters", { message: "m".repeat(2001) }, /^message: must be at most 2000 characters/],
    ["a NUL in the message", { message: "a\0b" }, /^message: must not contain a NUL/],
  ])("refuses %s with a 400 naming the field", async (_, fields, error) => {
    await refused(queryForm(fields, examplePicture()), 400, error);
  });

  it("stores injection strings as the text they are", async () => {
    const text = "'); DROP TABLE design_queries; -- <img src=x onerror=alert(1)>";
    const answer = await send(queryForm({ name: "Robert'); --", message: text }, examplePicture()));
    expect(answer.status).toBe(201);
    const [row] = await db().select().from(designQueries).where(eq(designQueries.id, answer.body.query._id));
    expect(row!.message).toBe(text);
  });

  it("takes 5 queries a day from one e-mail: the 6th is a 429 with Retry-After, storing nothing, and the next day is open again", async () => {
    const clock = manualClock();
    const email = uniqueEmail("five");
    for (let i = 0; i < 5; i++) expect((await send(queryForm({ email }, examplePicture()))).status).toBe(201);
    const answer = await refused(queryForm({ email: email.toUpperCase() }, examplePicture()), 429, /This e-mail address has sent 5 design queries today.*24 hours/);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(23 * 60 * 60);
    expect(outboxMailsTo(email)).toHaveLength(5);
    clock.advance(24 * 60 * 60 + 1);
    expect((await send(queryForm({ email }, examplePicture()))).status).toBe(201);
  });

  it("takes 5 queries a day from one address, whatever the e-mail: the 6th is a 429", async () => {
    manualClock();
    const client = freshClient();
    for (let i = 0; i < 5; i++) expect((await send(queryForm({}, examplePicture()), { client })).status).toBe(201);
    await refused(queryForm({}, examplePicture()), 429, /5 design queries have been sent from your connection today/, { client });
    // Another address is not held back by this one.
    expect((await send(queryForm({}, examplePicture()))).status).toBe(201);
  });

  it("does not count a refused query against the day's five", async () => {
    manualClock();
    const client = freshClient();
    const email = uniqueEmail("typo");
    for (let i = 0; i < 3; i++) await refused(queryForm({ email, phone: "123" }, examplePicture()), 400, undefined, { client });
    await refused(queryForm({ email }, BAD_PICTURES["an HTML file named x.png"]()), 415, undefined, { client });
    for (let i = 0; i < 5; i++) expect((await send(queryForm({ email }, examplePicture()), { client })).status).toBe(201);
  });

  it("counts every attempt from one address: past 30 an hour, a 429 before the body is read", async () => {
    manualClock();
    const client = freshClient();
    for (let i = 0; i < 30; i++) await refused(queryForm({}), 400, undefined, { client });
    await refused(queryForm({}, examplePicture()), 429, /Too many attempts to send the query form/, { client });
  });

  it("lets the front door pass the upload limit to it, as to the other upload routes", () => {
    expect(bodyLimitFor("/api/design-add")).toBe(UPLOAD_BODY_LIMIT);
  });
});

describe("GET /api/seller/design-queries", () => {
  const list = (caller: Staff["caller"], query = "") => call(listQueries, "GET", `/seller/design-queries${query}`, caller);

  it("refuses visitors (401) and shoppers (403); the session cookie is no staff token (401)", async () => {
    expect((await list(null)).status).toBe(401);
    const shopper = await newShopper(db(), "query-lister");
    expect((await list({ token: shopper.token })).status).toBe(401);
    expect((await list({ token: shopper.token, bearer: true })).status).toBe(403);
  });

  it("lists every query for sellers and admins, newest first, 20 a page", async () => {
    // Later than every other test's queries (one moves its clock a day on).
    const clock = manualClock(Date.now() + 3 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < 21; i++) {
      clock.advance(60);
      expect((await send(queryForm({ name: `Lister ${i}` }, examplePicture()))).status).toBe(201);
    }
    const total = await rowCount();
    const newest = await db().select().from(designQueries).orderBy(desc(designQueries.createdAt)).limit(1);
    for (const staff of [seller, admin]) {
      const first = await list(staff.caller);
      expect(first.status).toBe(200);
      expect(first.cacheControl).toBe("no-store");
      expect(first.body).toMatchObject({ totalQuery: total, parPage: 20, page: 1 });
      expect(first.body.queries).toHaveLength(20);
      expect(first.body.queries[0]).toMatchObject({ _id: newest[0]!.id, name: "Lister 20", image: expect.stringMatching(/^\/uploads\/queries\//) });
      const dates = first.body.queries.map((q: { date: string }) => q.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = await list(staff.caller, "?page=2");
      expect(second.body.queries).toHaveLength(Math.min(20, total - 20));
      expect(second.body.queries[0].name).toBe("Lister 0");
    }
    expect((await list(seller.caller, "?page=999")).body).toMatchObject({ queries: [], totalQuery: total });
  });

  it("refuses a page that is not a whole number from 1 with 400", async () => {
    for (const page of ["0", "-1", "x", "1.5", "1e3"]) {
      const answer = await list(seller.caller, `?page=${page}`);
      expect(answer.status, page).toBe(400);
      expect(answer.body.error).toMatch(/^page: /);
    }
  });
});
