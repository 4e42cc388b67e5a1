#!/usr/bin/env bash
# Runs `npm ci && npm test` in a copy of the repository as a user gets it: no .git (a source archive) and no
# ../shared beside it (tests that need the workspace's facts or the reuse targets skip, saying why). CI runs it.
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/docsgen"
tar -C "$src" --exclude=./.git --exclude=./node_modules --exclude=./build --exclude=./.cache -cf - . | tar -C "$tmp/docsgen" -xf -
cd "$tmp/docsgen"
echo "── npm test in a plain copy: $tmp/docsgen (no .git, no ../shared) ──"
npm ci --no-audit --no-fund
npm test
