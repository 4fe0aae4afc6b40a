#!/usr/bin/env bash
# `npm test`: everything a change must pass, in order of cost. Ends with one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf reports && mkdir -p reports
step() { printf '\n== %s\n' "$*"; }
trap 'node scripts/test-summary.mjs' EXIT

export NEXT_TELEMETRY_DISABLED=1
step "Type check"
npx tsc --noEmit
step "Lint"
npx eslint . --max-warnings 0
step "Migrations match the schema"
npx tsx scripts/check-migrations.ts
step "Unit, database and API tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "Production build"
# Every page view of the journeys measures its Web Vitals, so e2e/vitals.spec.ts sees a beacon land.
VITALS_SAMPLE_PERCENT=100 npm run build
step "Browser for end-to-end tests"
npx tsx scripts/ensure-browser.ts
step "End-to-end journeys (Playwright, desktop and mobile)"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json
step "The README's run command (npm run dev) serves a shop that hydrates"
npx tsx scripts/dev-check.ts
