import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UPLOAD_BODY_LIMIT } from "@/server/door/body-limits.mjs";
import { MAX_HASHES_BYTES } from "@/server/door/inline-script-hashes.mjs";
import { KEEP_ALIVE_TIMEOUT_MS } from "@/server/door/shop-server.mjs";

/**
 * deploy/nginx/teerang.conf, the nginx configuration docs/DEPLOY.md shows: `nginx -t` accepts it
 * (with a self-signed certificate in place of the real one, and its cache in a temporary
 * folder), and it agrees with the shop on what they must agree on.
 */
const CONF = path.resolve(import.meta.dirname, "../../deploy/nginx/teerang.conf");
const text = fs.readFileSync(CONF, "utf8");
const has = (program: string) => spawnSync(program, ["-v"]).error === undefined;
const canCheck = has("nginx") && spawnSync("openssl", ["version"]).status === 0;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "shop-nginx-"));

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the nginx configuration", () => {
  it.skipIf(!canCheck)("passes nginx -t", () => {
    const cert = path.join(folder, "cert.pem");
    const key = path.join(folder, "key.pem");
    const made = spawnSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=shop.example.in", "-keyout", key, "-out", cert], { encoding: "utf8" });
    expect(made.status, made.stderr).toBe(0);
    const site = text
      .replace("/etc/letsencrypt/live/shop.example.in/fullchain.pem", cert)
      .replace("/etc/letsencrypt/live/shop.example.in/privkey.pem", key)
      .replace("/var/cache/nginx/teerang", path.join(folder, "cache"));
    fs.writeFileSync(path.join(folder, "teerang.conf"), site);
    fs.writeFileSync(
      path.join(folder, "nginx.conf"),
      `error_log ${folder}/error.log;\npid ${folder}/nginx.pid;\nevents {}\nhttp {\n  access_log ${folder}/access.log;\n  client_body_temp_path ${folder}/body;\n  proxy_temp_path ${folder}/proxy;\n  include ${folder}/teerang.conf;\n}\n`,
    );
    const checked = spawnSync("nginx", ["-t", "-p", `${folder}/`, "-c", path.join(folder, "nginx.conf"), "-e", path.join(folder, "error.log")], { encoding: "utf8" });
    expect(checked.stderr).toMatch(/syntax is ok/);
    expect(checked.status, checked.stderr).toBe(0);
  });

  it("lets through the largest upload the shop takes", () => {
    const [, size, unit] = /client_max_body_size (\d+)([km]?);/.exec(text)!;
    const bytes = Number(size) * (unit === "m" ? 1024 * 1024 : unit === "k" ? 1024 : 1);
    expect(bytes).toBeGreaterThanOrEqual(UPLOAD_BODY_LIMIT);
  });

  it("closes idle connections to the servers before they do (else a reused connection is reset)", () => {
    const [, seconds] = /keepalive_timeout (\d+)s;/.exec(text)!;
    expect(Number(seconds) * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it("takes an answer's headers with the longest script policy the door sends (else 502: upstream sent too big header)", () => {
    const [, size] = /proxy_buffer_size (\d+)k;/.exec(text) ?? [];
    // The hashes, the rest of the policy and the other headers (~1.5 kB) in one buffer.
    expect(Number(size) * 1024).toBeGreaterThanOrEqual(MAX_HASHES_BYTES + 4096);
  });

  it("sends every request's id, the shopper's address and https to the shop", () => {
    expect(text).toContain("proxy_set_header X-Request-Id $request_id;");
    expect(text).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(text).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
  });
});
