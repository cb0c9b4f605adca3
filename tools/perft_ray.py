#!/usr/bin/env python3
"""Perft as a Ray job: `congruent perft DEPTH --shard I/K` for every I as
one Ray task each, then `congruent perft-merge` on their JSON lines.

    tools/perft_ray.py DEPTH SHARDS [--congruent PATH] [--address ADDR] [-- PERFT ARGS...]

Without --address, ray.init() starts a local cluster on this machine (what
tests/it/shard.rs does at small depth). On a real cluster, pass its address
and make the same congruent binary reachable at PATH on every node.
Extra arguments after `--` go to every shard (`--set king=adjacent`,
`--variant tetrahedral`, `--fen ...`). Each task runs congruent on one
thread (RAYON_NUM_THREADS=1): Ray spreads the shards over the cores.
The merged count is printed as `perft(N) = COUNT`; with --divide, each
first move's count too. See spec/perft.md#shards.

With --save DIR, each shard's JSON line is written to DIR as soon as it
is counted (shard-I-of-K.json), and a rerun with the same DIR counts only
the shards not yet there: a count of hours survives a stopped machine or
session. DIR/job.json records the count (depth, shards, extra arguments)
and the sha256 of the congruent binary; a rerun asking for another count,
or with another binary, with the same DIR is refused, and so is a saved
line that is not the shard its file names. A shard that fails does not
stop the others: the script saves what it can and then ends with one line
giving how many failed and the first one's error.
"""

import argparse
import hashlib
import json
import os
import shutil
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


def shard_file(folder, i, k):
    return os.path.join(folder, f"shard-{i}-of-{k}.json")


def digest(exe):
    """The sha256 of the binary `exe` names (a path, or a name on PATH)."""
    path = exe if os.sep in exe else shutil.which(exe)
    if path is None:
        raise ValueError(f"no binary {exe} on PATH")
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def resume(folder, job):
    """The shards already counted in `folder` for `job`, by index; creates
    the folder and its job.json on a first run. Refuses a folder of
    another job, and a saved line that is not the shard its file names."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "job.json")
    if os.path.exists(path):
        with open(path) as f:
            was = json.load(f)
        if was != job:
            differ = sorted(k for k in set(was) | set(job) if was.get(k) != job.get(k))
            raise ValueError(
                f"it holds shards of another count or binary ({', '.join(differ)} differ: "
                f"saved {json.dumps({k: was.get(k) for k in differ})})"
            )
    else:
        keep(path, json.dumps(job) + "\n")
    done = {}
    k = job["shards"]
    for i in range(k):
        name = shard_file(folder, i, k)
        if not os.path.exists(name):
            continue
        with open(name) as f:
            line = f.read()
        try:
            got = json.loads(line)
            fits = (got["shard"], got["of"], got["depth"]) == (i, k, job["depth"])
        except (ValueError, KeyError, TypeError):
            fits = False
        if not fits:
            raise ValueError(f"{name} is not shard {i}/{k} of depth {job['depth']} (delete it to count it again)")
        done[i] = line
    return done


def keep(name, text):
    """Writes `name` whole or not at all, and on disk before returning."""
    with open(name + ".part", "w") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(name + ".part", name)
    folder = os.open(os.path.dirname(name) or ".", os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


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
    p.add_argument("--save", metavar="DIR", help="keep each shard's line in DIR; resume from it")
    args = p.parse_args(argv)
    if args.shards < 1:
        p.error("SHARDS must be at least 1")
    exe = os.path.abspath(args.congruent) if os.sep in args.congruent else args.congruent
    saved = {}
    if args.save:
        try:
            job = {"depth": args.depth, "shards": args.shards, "extra": extra, "binary": digest(exe)}
            saved = resume(args.save, job)
        except (OSError, ValueError) as e:
            sys.exit(f"perft_ray.py: --save {args.save}: {e}")
    todo = [i for i in range(args.shards) if i not in saved]
    lines = dict(saved)
    failed = []
    if todo:
        ray.init(address=args.address, include_dashboard=False, log_to_driver=False)
        try:
            running = {shard.remote(exe, args.depth, i, args.shards, extra): i for i in todo}
            while running:
                ready, _ = ray.wait(list(running), num_returns=1)
                i = running.pop(ready[0])
                try:
                    lines[i] = ray.get(ready[0])
                    if args.save:
                        keep(shard_file(args.save, i, args.shards), lines[i])
                except ray.exceptions.RayTaskError as e:
                    # The shard's own one-line error ("shard I/K: congruent: ..."),
                    # not Ray's traceback.
                    failed.append(str(e.cause).strip().splitlines()[-1])
                except (ray.exceptions.RayError, OSError) as e:
                    failed.append(f"shard {i}/{args.shards}: {str(e).strip().splitlines()[-1]}")
        finally:
            ray.shutdown()
    if failed:
        kept = f" ({len(lines)} kept in {args.save})" if args.save else ""
        sys.exit(f"perft_ray.py: {len(failed)} of {args.shards} shards failed{kept}; {failed[0]}")
    lines = [lines[i] for i in range(args.shards)]
    merge = [exe, "perft-merge"] + (["--divide"] if args.divide else [])
    done = subprocess.run(merge, input="".join(lines), capture_output=True, text=True)
    sys.stderr.write(done.stderr)
    sys.stdout.write(done.stdout)
    sys.exit(done.returncode)


if __name__ == "__main__":
    main()
