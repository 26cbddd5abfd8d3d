#!/usr/bin/env bash
# Every test, on a fresh machine of this kind: installs what the tests need when it is missing
# (Debian's chromium and chromium-driver for the browser tests, e2fsprogs' chattr for the
# read-only database test, postgresql for the PostgreSQL store's tests, nginx-light for the
# tests of nodes behind a proxy), then runs them all.
# Extra arguments go to `cargo test`.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromedriver ] || need+=(chromium-driver)
command -v chattr >/dev/null || need+=(e2fsprogs)
# PostgreSQL for the PostgreSQL store's tests (they start their own server from its binaries).
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || need+=(postgresql)
[ -x /usr/sbin/nginx ] || need+=(nginx-light)
if [ ${#need[@]} -gt 0 ]; then
    echo "installing ${need[*]} for the tests"
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y "${need[@]}"
fi

# The engine's WebAssembly module, rebuilt from source: it must equal the committed
# web/engine/yote.wasm that the site serves and the Node.js and browser tests load. The tests
# use the committed module, so the check runs beside them (its own compiler and target
# folder: no lock shared with cargo's) and is waited for at the end.
wasm_log=$(mktemp)
scripts/build-wasm.sh --check >"$wasm_log" 2>&1 &
wasm=$!

status=0
cargo test --workspace --release "$@" || status=$?
if ! wait "$wasm"; then
    cat "$wasm_log" >&2
    echo "the WebAssembly module built from source differs from web/engine/yote.wasm (or did not build)" >&2
    status=1
else
    cat "$wasm_log"
fi
rm -f "$wasm_log"
exit "$status"
