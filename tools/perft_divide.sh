#!/bin/sh
# Writes a divide of spec/perft/ (spec/perft.md): the count below each
# first move of a rule set's start, by move key, then the total.
#
#   tools/perft_divide.sh ID DEPTH [SHARD.json ...] > spec/perft/ID-DEPTH.txt
#
# Without SHARD files it counts `congruent perft DEPTH --variant ID --start
# --shard 0/1` (every first move in one shard); with them it merges the
# shard lines of a sharded count (tools/perft_ray.py --save DIR keeps them
# as DIR/shard-I-of-K.json). CONGRUENT names the binary (default
# target/release/congruent). tests/it/perft_divides.rs reads the output.
set -eu
if [ $# -lt 2 ]; then
    echo "usage: tools/perft_divide.sh ID DEPTH [SHARD.json ...]" >&2
    exit 2
fi
id=$1
depth=$2
shift 2
bin=${CONGRUENT:-target/release/congruent}
echo "# congruent perft $depth --variant $id --start --divide"
echo "# each first move by its move key (spec/conformance.md#move-keys), the count below it, then the total"
if [ $# -eq 0 ]; then
    "$bin" perft "$depth" --variant "$id" --start --shard 0/1 | "$bin" perft-merge --divide
else
    "$bin" perft-merge --divide "$@"
fi
