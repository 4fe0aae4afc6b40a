// Prints one closing line over every test runner of `npm test`: "N passed, N failed, N skipped".
import fs from "node:fs";

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = read("reports/vitest.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read("reports/playwright.json");
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
if (!vitest && !playwright) console.log("\nnpm test stopped before any test ran (see the step above).");
else console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
