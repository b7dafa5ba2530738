#!/usr/bin/env bash
# `npm test`: typecheck, the dependency check, unit and server tests (PGlite, and PostgreSQL when DATABASE_URL is set),
# then the Playwright end-to-end tests in Debian's Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."

ensure_system_packages() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  # Without CJK fonts Chinese renders as empty boxes in screenshots.
  fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || missing+=(fonts-noto-cjk)
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing ${missing[*]} from Debian"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

results=$(mktemp -d)
status=0
step() {
  echo; echo "==> $*"
  "$@" && return 0
  status=1
  return 1
}

ensure_system_packages || { echo "could not install chromium / fonts-noto-cjk"; exit 1; }
step npm run --silent typecheck
# The server's feature boundaries and their order (docs/architecture.md "Feature boundaries").
step npm run --silent lint:deps
step npm run --silent build:app
# Built before the unit tests so the elements project reads this build instead of making its own (build.setup.ts).
if step npm run --silent build:lib; then lib_built=1; else lib_built=0; fi
FAIRPASS_LIB_BUILT=$lib_built step npx vitest run --reporter=default --reporter=json --outputFile="$results/vitest.json"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" step npx playwright test --reporter=list,json

node scripts/test-summary.mjs "$results/vitest.json" "$results/playwright.json"
exit $status
