#!/usr/bin/env python3
"""Perft as a Ray job: `congruent perft DEPTH --shard I/K` for every I as
one Ray task each, then `congruent perft-merge` on their JSON lines.

    tools/perft_ray.py DEPTH SHARDS [--congruent PATH] [--address ADDR] [-- PERFT ARGS...]

Without --address, ray.init() starts a local cluster on this machine (what
tests/shard.rs does at small depth). On a real cluster, pass its address
and make the same congruent binary reachable at PATH on every node.
Extra arguments after `--` go to every shard (`--set king=adjacent`,
`--variant tetrahedral`, `--fen ...`). Each task runs congruent on one
thread (RAYON_NUM_THREADS=1): Ray spreads the shards over the cores.
The merged count is printed as `perft(N) = COUNT`; with --divide, each
first move's count too. See spec/perft.md#shards.
"""

import argparse
import os
import subprocess
import sys

import ray


@ray.remote(num_cpus=1)
def shard(exe, depth, i, k, extra):
    env = dict(os.environ, RAYON_NUM_THREADS="1")
    done = subprocess.run(
        [exe, "perft", str(depth), "--shard", f"{i}/{k}", *extra],
        capture_output=True,
        text=True,
        env=env,
    )
    if done.returncode != 0:
        raise RuntimeError(f"shard {i}/{k}: {done.stderr.strip()}")
    return done.stdout


def main():
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        at = argv.index("--")
        argv, extra = argv[:at], argv[at + 1 :]
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("depth", type=int)
    p.add_argument("shards", type=int)
    p.add_argument("--congruent", default="congruent", help="the congruent binary")
    p.add_argument("--address", default=None, help="a running Ray cluster")
    p.add_argument("--divide", action="store_true", help="print each first move's count")
    args = p.parse_args(argv)
    if args.shards < 1:
        p.error("SHARDS must be at least 1")
    exe = os.path.abspath(args.congruent) if os.sep in args.congruent else args.congruent
    ray.init(address=args.address, include_dashboard=False, log_to_driver=False)
    try:
        lines = ray.get(
            [shard.remote(exe, args.depth, i, args.shards, extra) for i in range(args.shards)]
        )
    finally:
        ray.shutdown()
    merge = [exe, "perft-merge"] + (["--divide"] if args.divide else [])
    done = subprocess.run(merge, input="".join(lines), capture_output=True, text=True)
    sys.stderr.write(done.stderr)
    sys.stdout.write(done.stdout)
    sys.exit(done.returncode)


if __name__ == "__main__":
    main()
