#!/usr/bin/env bash
# `npm test`: everything a change must pass, in order of cost. Ends with one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf test-results && mkdir -p test-results
step() { printf '\n== %s\n' "$*"; }
trap 'node scripts/test-summary.mjs' EXIT

step "Type check"
npx tsc --noEmit
step "Lint"
npx eslint . --max-warnings 0
step "Migrations match the schema"
npx tsx scripts/check-migrations.ts
step "Unit, database and API tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step "Production build"
npx next build
step "Browser for end-to-end tests"
npx tsx scripts/ensure-browser.ts
step "End-to-end journeys (Playwright, desktop and mobile)"
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json npx playwright test --reporter=list,json
