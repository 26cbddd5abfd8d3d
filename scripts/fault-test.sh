#!/usr/bin/env bash
# Kills the server with SIGKILL while games are being played, starts it again on the same
# database, and checks that every acknowledged action is still there, that every game goes on
# and that the clients reconnected by themselves. Exits non-zero on any loss or error.
#
#   scripts/fault-test.sh                 # small: 20 games, 10 s, killed at 5 s (as the tests do)
#   scripts/fault-test.sh 5000 60 30      # full size: games, seconds, kill after seconds
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-20}
seconds=${2:-10}
kill_after=${3:-5}
cargo build --release --quiet
exec target/release/yote loadtest --spawn --games "$games" --duration "$seconds" \
    --kill-after "$kill_after" --rate 1
