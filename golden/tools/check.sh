#!/bin/sh
# Reruns every builder of golden/ (golden/tools/build_*.py) on a copy of the folder and compares
# what they write with the committed golden files: exit 0 iff every file is reproduced byte for
# byte. Needs python3 with PIL and numpy (pip install pillow numpy) and the book's text and
# figures in /work/shared (seeds/, figures/). About 35 s on 2 cores.
#
#   sh golden/tools/check.sh
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp -R "$here" "$copy/golden"
for builder in "$copy"/golden/tools/build_*.py; do
    echo "$(basename "$builder")"
    (cd "$copy/golden/tools" && python3 "$(basename "$builder")" > /dev/null)
done
if diff -r -x __pycache__ "$here" "$copy/golden"; then
    echo "every golden file the builders write is reproduced"
else
    echo "a builder wrote something else: see the differences above" >&2
    exit 1
fi
