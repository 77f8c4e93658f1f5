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
# The previous release's build for the update test (test/e2e/chromium/update.spec.ts): on a fresh
# clone an `npm ci` of its own dependencies and a build, about 2 minutes that are mostly waiting on
# the disk. Started now, beside the checks, and awaited before Playwright, which finds it cached.
npx tsx scripts/release/build-previous.ts >"$out/previous-release.log" 2>&1 &
previous_pid=$!

typecheck() { check typecheck npx tsc --noEmit; }
lint_code() { check eslint npx eslint .; }
build_demo() { check build-demo npm run --silent build:demo; }
# Reads the Firefox build `build` made; the demo build writes its own folders (.output/*-demo).
lint_firefox() { check web-ext-lint npx web-ext lint --source-dir .output/firefox-mv3 --warnings-as-errors --output text; }

both typecheck lint_code typecheck eslint
# The store packages: zips, lint of the Firefox zip, and a byte-for-byte rebuild from the sources
# zip with its README's commands, `npm ci` and `npm run build` (--allow-dirty: a developer's
# uncommitted work is tested too). Its zips build both browsers into .output (wxt zip builds
# first), which the end-to-end tests load: `npm run build` again would build the same files.
check release npm run --silent release -- --allow-dirty
# Only when the release stopped before its zips (a version not yet bumped, say): the tests need a build.
if [ -f .output/chrome-mv3/manifest.json ] && [ -f .output/firefox-mv3/manifest.json ] && [ "$(cat "$out/check-release")" = pass ]; then
  echo pass > "$out/check-build"
else
  check build npm run --silent build
fi
# The release check lints the unpacked Firefox zip, the very files of .output/firefox-mv3, with 0
# errors and 0 warnings allowed: linted again they would only cost the demo build a core.
demo_pid=
if [ "$(cat "$out/check-release")" = pass ]; then
  echo "::: web-ext-lint: the release check linted the same Firefox files (at ${SECONDS}s)"
  echo pass > "$out/check-web-ext-lint"
  # The demo build beside vitest: only the browser tests load it, and it writes nothing vitest
  # reads (its own .output/*-demo folders; WXT rewrites .wxt/ only where it differs, and it does
  # not after the release's builds). Awaited before the browser tests.
  build_demo >"$out/build-demo.log" 2>&1 &
  demo_pid=$!
else
  both build_demo lint_firefox build-demo web-ext-lint
fi

echo "::: unit and emulator tests (vitest) (at ${SECONDS}s)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest.json"

if [ -n "$demo_pid" ]; then
  wait "$demo_pid"
  echo "::: build-demo, run beside vitest (done at ${SECONDS}s)"
  cat "$out/build-demo.log"
fi
wait "$previous_pid" || { echo "the previous release did not build beforehand (the update test builds it itself):"; tail -5 "$out/previous-release.log"; }
# The Firefox smoke tests beside Playwright: one browser each, their own emulators on free ports,
# and Playwright's one worker leaves the second core mostly waiting on its pages. Their output is
# printed after Playwright's.
echo "::: Firefox smoke tests (puppeteer-core over WebDriver BiDi), beside Playwright (at ${SECONDS}s)"
npx vitest run --config vitest.firefox.config.ts --reporter=default --reporter=json --outputFile.json="$out/firefox.json" >"$out/firefox.log" 2>&1 &
firefox_pid=$!
echo "::: end-to-end tests in Chromium (playwright) (at ${SECONDS}s)"
PW_JSON_OUTPUT="$out/playwright.json" npx playwright test
wait "$firefox_pid"
echo "::: Firefox smoke tests: their output (done by ${SECONDS}s)"
cat "$out/firefox.log"

echo "::: all runners took ${SECONDS}s"
node scripts/summarize-tests.mjs "$out"
