#!/usr/bin/env bash
# Makes the two faces the right-to-left share cards are drawn with (web/components/seo/og-text.ts):
# satori, which draws the cards, neither joins Arabic letters nor orders text right to left, so
# those cards' text is shaped with HarfBuzz instead, which reads TrueType, not the site's WOFF2.
# Run it again after changing the ranges below; commit its output (the build does not run it).
# Needs fontTools: apt-get install -y python3-fonttools   (or: pip install fonttools brotli)
#
# - noto-sans-arabic.ttf: Noto Sans Arabic from web/fonts/source/ (as the Arabic pages' face,
#   scripts/subset-font.sh), weights 400–700, the Arabic pages' letters and punctuation plus the
#   spaces, with its joining, ligature and mark features.
# - geist.ttf: the Latin face next/og draws the English cards with (Geist Regular, from the next
#   package), for the Latin words, digits and prices inside Arabic text (the Arabic face has
#   none): Basic Latin, Latin-1 and the punctuation the site's Inter subset keeps.
set -euo pipefail
cd "$(dirname "$0")"
root=../../../..
python=${PYTHON:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$python" -m fontTools.varLib.instancer "$root/web/fonts/source/noto-sans-arabic-arabic-wght-normal.woff2" \
  wght=400:700 -o "$tmp/arabic.ttf" -q
"$python" -m fontTools.subset "$tmp/arabic.ttf" \
  --unicodes='U+0020,U+00A0,U+060C,U+061B,U+061F,U+0621-063A,U+0640-0652,U+0660-066C,U+0670,U+067E,U+0686,U+0698,U+06A9,U+06AF,U+06CC,U+06D4,U+200C-200F' \
  --drop-tables+=meta \
  --output-file=noto-sans-arabic.ttf
"$python" -m fontTools.subset "$root/node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf" \
  --unicodes='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2002,U+2009,U+200B,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2122,U+2191,U+2193,U+2212,U+FEFF' \
  --output-file=geist.ttf
ls -l noto-sans-arabic.ttf geist.ttf
