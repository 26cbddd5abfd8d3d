#!/usr/bin/env bash
# Draws the app icons of web/manifest.webmanifest from web/favicon.svg with headless Chromium
# (run once after changing the favicon; the PNGs are committed, nothing runs this at build time).
#   icon-192.png, icon-512.png   the favicon as it is, transparent round corners ("any")
#   icon-maskable-512.png        a full square of the board's colour with the pebble and stick
#                                inside the central 60 % (the maskable safe zone is a circle of
#                                80 %: launchers cut any shape out of it)
#   apple-touch-icon.png         180x180, the maskable drawing (iOS fills transparency in black)
set -euo pipefail
cd "$(dirname "$0")/.."
chromium=${YOTE_CHROMIUM:-chromium}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The favicon's drawing (pebble and stick) inside a square of the board's colour, at 60 %.
inner=$(sed -e 's/<svg[^>]*>//' -e 's/<\/svg>//' -e 's/<rect width="40" height="40"[^>]*\/>//' web/favicon.svg)
cat > "$tmp/maskable.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c79a63"/><g transform="translate(8 8) scale(.6)">$inner</g></svg>
SVG
shot() { # svg, size, png
  "$chromium" --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
    --force-device-scale-factor=1 --default-background-color=00000000 \
    --window-size="$2,$2" --screenshot="$tmp/out.png" "file://$1" >/dev/null 2>&1
  mv "$tmp/out.png" "$3"
}
cp web/favicon.svg "$tmp/any.svg"
shot "$tmp/any.svg" 192 web/icon-192.png
shot "$tmp/any.svg" 512 web/icon-512.png
shot "$tmp/maskable.svg" 512 web/icon-maskable-512.png
shot "$tmp/maskable.svg" 180 web/apple-touch-icon.png
ls -l web/*.png
