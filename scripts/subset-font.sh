#!/usr/bin/env bash
# Makes the subset of Inter that the site serves (web/fonts/inter-subset-wght-normal.woff2) from the
# full Latin variable font kept in web/fonts/source/. Run it again after changing the ranges below;
# commit its output (the build does not run it). Needs fontTools with Brotli:
#   apt-get install -y python3-fonttools python3-brotli   (or: pip install fonttools brotli)
#
# What it keeps, and why:
# - Weights 400–900 of the variable axis: the site sets normal, medium, semibold, bold and black
#   text, nothing lighter.
# - Basic Latin and Latin-1 (accents, ©, ×, ·, §, é) and the punctuation editors type: dashes,
#   curly quotes, ellipsis, bullet, prime, guillemets, euro, trademark, arrows ↑ ↓, minus. Not the
#   combining accents, which pull in hundreds of composed glyphs; a character outside the set is
#   drawn by the fallback font, as it was before for anything outside Latin.
# - The OpenType features browsers apply by default (kerning, ligatures, contextual alternates)
#   and tabular figures (`tabular-nums`), not Inter's stylistic sets.
set -euo pipefail
cd "$(dirname "$0")/../web/fonts"
python=${PYTHON:-python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$python" -m fontTools.varLib.instancer source/inter-latin-wght-normal.woff2 wght=400:900 \
  -o "$tmp/limited.ttf" -q
"$python" -m fontTools.subset "$tmp/limited.ttf" \
  --unicodes='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2002,U+2009,U+200B,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2122,U+2191,U+2193,U+2212,U+FEFF' \
  --layout-features+=tnum \
  --flavor=woff2 \
  --output-file=inter-subset-wght-normal.woff2
ls -l inter-subset-wght-normal.woff2

# Noto Sans Arabic for the Arabic pages (web/fonts/noto-sans-arabic-subset-wght-normal.woff2), from
# the variable font of @fontsource-variable/noto-sans-arabic 5.3.0 kept in web/fonts/source/
# (166 kB): weights 400–800, and the Arabic letters, harakat, Arabic-Indic digits and punctuation
# (، ؛ ؟ ـ ٪), with the four letters Persian and Urdu share (پ چ ژ ک گ ی) and the joiners and
# direction marks (U+200C–200F). Latin text on Arabic pages (prices, e-mail addresses, brand
# names) is set in Inter, which follows it in the stack (app/globals.css).
"$python" -m fontTools.varLib.instancer source/noto-sans-arabic-arabic-wght-normal.woff2 wght=400:800 \
  -o "$tmp/arabic.ttf" -q
"$python" -m fontTools.subset "$tmp/arabic.ttf" \
  --unicodes='U+060C,U+061B,U+061F,U+0621-063A,U+0640-0652,U+0660-066C,U+0670,U+067E,U+0686,U+0698,U+06A9,U+06AF,U+06CC,U+06D4,U+200C-200F' \
  --flavor=woff2 \
  --output-file=noto-sans-arabic-subset-wght-normal.woff2
ls -l noto-sans-arabic-subset-wght-normal.woff2
