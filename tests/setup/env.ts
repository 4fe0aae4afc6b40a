import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Tests never touch the developer's .data folder: each test file gets its own DATA_DIR.
if (!process.env.KEEP_TEST_DATA_DIR) {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
}
