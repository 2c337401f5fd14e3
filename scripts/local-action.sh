#!/usr/bin/env bash
# One run of this action under GitHub's @github/local-action (v7 targets Node 22/24), against this
# repository as a workflow_dispatch of HEAD~1...HEAD. Both tools are installed outside the
# repository (about 330 MB), in ~/.cache/lil-local-action, so npm ci and CI stay lean.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cache="${LIL_LOCAL_ACTION_CACHE:-$HOME/.cache/lil-local-action}"
case "$(uname -m)" in aarch64 | arm64) arch=arm64 ;; *) arch=x64 ;; esac
mkdir -p "$cache"
if [ ! -x "$cache/node_modules/.bin/local-action" ] || [ ! -x "$cache/node_modules/node-linux-$arch/bin/node" ]; then
  npm install --no-save --no-audit --no-fund --prefix "$cache" "@github/local-action@7" "node-linux-$arch@24" >/dev/null
fi
node24="$cache/node_modules/node-linux-$arch/bin/node"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo '{"inputs":{}}' >"$work/event.json"
: >"$work/output"
: >"$work/summary"
cat >"$work/.env" <<ENV
INPUT_GITHUB-TOKEN=
INPUT_STRICT-AST=true
INPUT_FAIL-ON=never
INPUT_BUNDLE-PATH=.letitloop/proofs/**
INPUT_REQUIRE-BUNDLE=false
INPUT_SBOM=true
INPUT_SBOM-FORMAT=cyclonedx-json
INPUT_POST-COMMENT=false
INPUT_CONFIG-FILE=.letitloop.yml
INPUT_BASE-REF=HEAD~1
INPUT_HEAD-REF=HEAD
GITHUB_ACTIONS=true
GITHUB_EVENT_NAME=workflow_dispatch
GITHUB_EVENT_PATH=$work/event.json
GITHUB_REPOSITORY=letitloop/letitloop-action
GITHUB_WORKSPACE=$repo
GITHUB_OUTPUT=$work/output
GITHUB_STEP_SUMMARY=$work/summary
RUNNER_TEMP=$work
ENV
cd "$repo"
# local-action stubs @actions/core: outputs are printed (`::set-output`), not written to GITHUB_OUTPUT.
PATH="$(dirname "$node24"):$PATH" "$node24" "$cache/node_modules/.bin/local-action" run . src/main.ts "$work/.env" | tee "$work/log"
grep -Eq '^::set-output name=verdict::(pass|fail|could-not-verify)$' "$work/log" ||
  { echo "local-action: the action set no verdict" >&2; exit 1; }
