import { afterEach, describe, expect, it } from "vitest";
import { UPLOAD_BODY_LIMIT } from "@/server/door/body-limits.mjs";
import { closeDoors, head, raw, send, serveDoor, type Handle } from "./front-door-support";

/*
 * The front door's body limits for the upload routes (server/door/body-limits.mjs): a picture
 * upload of a few MB reaches them, one declared over 20 MB is refused before it is read, and
 * every other /api call keeps its 64 kB.
 */

afterEach(closeDoors);

/** An app that answers the length of the body it was handed. */
const bodyLength: Handle = async (req, res) => {
  let length = 0;
  for await (const chunk of req) length += (chunk as Buffer).length;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ length }));
};

const multipart = "multipart/form-data; boundary=x";

describe("upload routes at the front door", () => {
  it("let a 6 MB body through to an upload route, and refuse it to any other call", async () => {
    const { base } = await serveDoor(bodyLength);
    const body = Buffer.alloc(6 * 1024 * 1024, 0x61);
    for (const path of ["/api/upload", "/api/gift-add", "/api/blog-add", "/api/gift-image-update", "/api/design-add", "/api/home/customer/submit-review", "/api/orders/0b6c2f1e-3a4d-4c5e-8f70-9a1b2c3d4e5f/returns"]) {
      const answer = await send(base, path, { method: "POST", headers: { "content-type": multipart }, body });
      expect([path, answer.status, JSON.parse(answer.body.toString())]).toEqual([path, 200, { length: body.length }]);
    }
    for (const path of ["/api/add-coupon", "/api/orders/0b6c2f1e-3a4d-4c5e-8f70-9a1b2c3d4e5f/invoices/1", "/api/orders/x/returns/y"]) {
      expect([path, (await send(base, path, { method: "POST", headers: { "content-type": multipart }, body })).status]).toEqual([path, 413]);
    }
  });

  it("refuse an upload declared over 20 MB before a byte is read", async () => {
    const { port, reached } = await serveDoor(bodyLength);
    const answer = await raw(port, [head("POST /api/upload HTTP/1.1", `Content-Type: ${multipart}`, `Content-Length: ${UPLOAD_BODY_LIMIT + 1}`)]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: "The request is too large." });
    expect(reached).toEqual([]);
  });
});
