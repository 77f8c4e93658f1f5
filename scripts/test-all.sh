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

# Two checks at once, each printing its output when both are done: most checks keep one core busy
# and leave the other idle (a 2-core CI machine spent 169 s on them one after the other).
both() {
  local first=$1 second=$2
  $first >"$out/$3.log" 2>&1 &
  local pid=$!
  $second >"$out/$4.log" 2>&1
  wait "$pid"
  cat "$out/$3.log" "$out/$4.log"
}
typecheck() { check typecheck npx tsc --noEmit; }
lint_code() { check eslint npx eslint .; }
build_demo() { check build-demo npm run --silent build:demo; }
# Reads the Firefox build `build` made; the demo build writes its own folders (.output/*-demo).
lint_firefox() { check web-ext-lint npx web-ext lint --source-dir .output/firefox-mv3 --warnings-as-errors --output text; }

both typecheck lint_code typecheck eslint
check build npm run --silent build
both build_demo lint_firefox build-demo web-ext-lint
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
