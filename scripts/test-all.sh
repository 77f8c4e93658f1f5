#!/usr/bin/env bash
# The one test command (`npm test`): checks, builds, and every test runner, then one summary
# line `N passed, M failed` summed over all of them. Exits non-zero when anything failed.
set -u
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
out=test-results/summary
rm -rf "$out" && mkdir -p "$out"

# A check counts as one test: it passes or it fails.
check() {
  local name=$1; shift
  echo "::: $name (at ${SECONDS}s)"
  if "$@"; then echo pass > "$out/check-$name"; else echo fail > "$out/check-$name"; fi
}

check typecheck npx tsc --noEmit
check eslint npx eslint .
check build npm run --silent build
check build-demo npm run --silent build:demo
check web-ext-lint npx web-ext lint --source-dir .output/firefox-mv3 --warnings-as-errors --output text
# The store packages: zips, lint of the Firefox zip, and a byte-for-byte rebuild from the sources
# zip with its README's commands (--allow-dirty: a developer's uncommitted work is tested too).
check release npm run --silent release -- --allow-dirty

echo "::: unit and emulator tests (vitest) (at ${SECONDS}s)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest.json"

echo "::: end-to-end tests in Chromium (playwright) (at ${SECONDS}s)"
PW_JSON_OUTPUT="$out/playwright.json" npx playwright test

echo "::: Firefox smoke tests (puppeteer-core over WebDriver BiDi) (at ${SECONDS}s)"
npx vitest run --config vitest.firefox.config.ts --reporter=default --reporter=json --outputFile.json="$out/firefox.json"

echo "::: all runners took ${SECONDS}s"
node scripts/summarize-tests.mjs "$out"
