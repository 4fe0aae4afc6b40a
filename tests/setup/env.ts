import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Tests never touch the developer's .data folder: each test file gets its own DATA_DIR.
if (!process.env.KEEP_TEST_DATA_DIR) {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
}

// Requests in the API tests come the production way: the front door names the socket's peer (a
// proxy on this machine) and that proxy names the client in X-Forwarded-For
// (tests/api/auth-support.ts fromClient). Limits stay on; each test picks its clients.
process.env.TRUST_PROXY = "loopback";

// Many test files place unpaid orders for the same few shoppers (world.customerA and the like);
// the limit on orders waiting for payment has its own file (tests/api/orders-unpaid-limit.test.ts),
// which stubs the shop's default back.
process.env.MAX_UNPAID_ORDERS ??= "1000";
