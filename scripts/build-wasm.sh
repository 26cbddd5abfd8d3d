#!/usr/bin/env bash
# Builds the engine's WebAssembly module (crates/yote-wasm) from source with Debian's compiler
# and copies it to web/engine/yote.wasm, where rust-embed serves it. The only recipe: CI, the
# tests (scripts/test.sh) and developers all run this script.
#
#   scripts/build-wasm.sh           build and copy into web/engine/
#   scripts/build-wasm.sh --check   build and fail unless the build equals the committed module
#
# Debian's wasm32 standard library is too old for this workspace, so std is rebuilt from
# rust-web-src (-Zbuild-std, allowed on a stable compiler by RUSTC_BOOTSTRAP=1). rustup's cargo
# comes first on PATH and has no wasm target, so Debian's is called by path. The build has its
# own target directory so that it never fights the native build for the cargo lock.
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
[ "${1:-}" = "--check" ] && check=1

# The newest lld-NN Debian offers (its wasm-ld links the module); the LLVM major version moves
# with the security updates, so it is looked up, never written down.
find_wasm_ld() {
    local found
    found=$(ls -1 /usr/lib/llvm-*/bin/wasm-ld 2>/dev/null | sort -V | tail -n 1 || true)
    [ -n "$found" ] || found=$(command -v wasm-ld 2>/dev/null || true)
    printf '%s' "$found"
}

wasm_ld=$(find_wasm_ld)
need=()
for pkg in rustc-web cargo-web rust-web-src libstd-rust-web-dev; do
    dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ] || [ -z "$wasm_ld" ]; then
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update
    lld=$(apt-cache search --names-only '^lld-[0-9]+$' | cut -d' ' -f1 | sort -V | tail -n 1)
    [ -n "$lld" ] || { echo "build-wasm: no lld-NN package in apt" >&2; exit 1; }
    echo "installing rustc-web cargo-web rust-web-src libstd-rust-web-dev $lld"
    # One command, so that the compiler and its source stay at the same version.
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y \
        rustc-web cargo-web rust-web-src libstd-rust-web-dev "$lld"
    wasm_ld=$(find_wasm_ld)
    [ -n "$wasm_ld" ] || { echo "build-wasm: $lld gave no wasm-ld" >&2; exit 1; }
fi

target_dir=target/wasm
RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER="$wasm_ld" \
    CARGO_TARGET_DIR="$target_dir" \
    /usr/bin/cargo build --profile wasm --target wasm32-unknown-unknown \
    -Zbuild-std=std,panic_abort -p yote-wasm

built="$target_dir/wasm32-unknown-unknown/wasm/yote_wasm.wasm"
# The size budget: at most 150 KB compressed (the site sends it brotli or gzip; gzip -9 is the
# larger of the two).
zipped=$(gzip -9c "$built" | wc -c)
if [ "$zipped" -gt $((150 * 1024)) ]; then
    echo "build-wasm: the module is $zipped bytes gzipped, over its 150 KB budget" >&2
    exit 1
fi
committed=web/engine/yote.wasm
if [ "$check" -eq 1 ]; then
    if ! cmp -s "$built" "$committed"; then
        echo "build-wasm: $committed differs from its source; run scripts/build-wasm.sh and commit it" >&2
        exit 1
    fi
    echo "build-wasm: $committed matches its source ($(stat -c %s "$committed") bytes)"
else
    mkdir -p web/engine
    cp "$built" "$committed"
    echo "build-wasm: $committed ($(stat -c %s "$committed") bytes, $zipped gzipped)"
fi
