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
# web/engine/yote.wasm that the site serves and the Node.js and browser tests load.
scripts/build-wasm.sh --check

exec cargo test --workspace --release "$@"
