#!/usr/bin/env python3
"""Make a command-line chess engine speak the conformance protocol.

`congruent conform` talks to the program under test in JSON lines: one
request per line on its stdin, one response per line on its stdout, `id`
echoed. Most engines have a command line instead. This adapter sits between
the two: for each request it runs the engine once (subprocess), turns its
output into the protocol's response and prints it, flushed.

Run it (standard library only, Python 3.11):

    congruent conform --program "python3 examples/adapter.py --engine target/release/congruent"

`--engine PATH` is the wrapped engine (default `congruent`, looked up on the
PATH). `--ops moves,perft` makes it answer only those ops (an engine with
legal-move generation only: no `reach`): its `hello` declares them, conform
skips the other ops' cases, and a request for another op gets an
`unsupported` error. As shipped it wraps congruent's own command line:

    ENGINE reach [--fen S]               JSON position on stdin -> {"moves": [...]}
    ENGINE moves [--fen S]               JSON position on stdin -> {"fen", "to_move", "status", "check", "moves"}
    ENGINE perft D [--fen S | --input F] [--divide]
                                         lines "NOTATION COUNT", then "perft(D) = TOTAL"
    every command also takes --variant V and --set KEY=VALUE (one per option);
    bad input exits 2 with one line on stderr.

To wrap another engine, edit only these functions:
  engine_args()     how a position and the rule options go on its command line;
  run_engine()      how a failed run maps to an error kind (classify());
  op_reach(), op_moves(), op_perft()
                    which command answers each op and how its output becomes
                    the protocol's fields (`from`, `to`, `capture`, `kind`,
                    `detail`, ... as congruent prints them);
  parse_perft()     how the total and the divide rows are read from its text.

Limitation (perft divide): the protocol wants the count below each move as a
full move (`from`, `to`, `kind`, `detail`), but the command line's `perft
--divide` names each move by its notation only (`N -- Q1,1`), in no
particular order. The adapter runs `moves` too and pairs rows and moves by
notation. When one notation names several moves (two knights reaching the
same tile, en passant onto the same tile from two sides) and their counts
differ, nothing on the command line tells which count is whose: the adapter
then answers an `unsupported` error instead of guessing. An engine whose
divide prints `from`/`to` (or can play a move) does not have this problem.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict

ENGINE = "congruent"
SUPPORTED = ("reach", "moves", "perft")  # the ops answered (--ops)


class Failure(Exception):
    """A request that gets an error response: {"error": {kind, message}}."""

    def __init__(self, kind, message):
        super().__init__(message)
        self.kind = kind


def classify(stderr):
    """The error kind of an engine's usage error (exit 2), from its message."""
    if "perft is limited" in stderr:
        return "limit"
    if re.search(r"--(set|rules|variant|perimeter)\b|depth", stderr):
        return "bad-request"
    return "rejected"  # everything else is about the position


def run_engine(args, stdin=None):
    """Runs ENGINE ARGS; its stdout, or a Failure with the right kind."""
    try:
        p = subprocess.run([ENGINE, *args], input=stdin, capture_output=True,
                           text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise Failure("internal", f"cannot run {ENGINE}: {e}")
    message = p.stderr.strip().splitlines()[-1] if p.stderr.strip() else ""
    if p.returncode == 2:
        raise Failure(classify(message), message or "exit status 2")
    if p.returncode != 0:
        raise Failure("internal", f"{ENGINE} exited {p.returncode}: {message}")
    return p.stdout


def engine_args(req):
    """The options and the position as command-line arguments, plus what to
    feed on stdin (the position as JSON, or None for a compact string)."""
    args = [f"--variant={req.get('variant', 'goff')}"]
    for key, value in req["options"].items():
        if isinstance(value, bool):
            value = "true" if value else "false"
        args.append(f"--set={key}={value}")
    if req.get("allow_illegal") is True:  # analyse a position no game reaches
        args.append("--allow-illegal")
    position = req.get("position")
    if isinstance(position, str):
        return args + [f"--fen={position}"], None
    if isinstance(position, dict):
        return args, json.dumps(position)
    raise Failure("bad-request", 'missing "position" (a JSON object or a compact string)')


def run_json(command, req):
    args, stdin = engine_args(req)
    out = run_engine([command, *args], stdin)
    try:
        return json.loads(out)
    except json.JSONDecodeError as e:
        raise Failure("internal", f"{ENGINE} {command} printed no JSON: {e}")


def op_reach(req):
    return {"moves": run_json("reach", req)["moves"]}


def op_moves(req):
    return run_json("moves", req)  # already the protocol's fields


def parse_perft(text):
    """(total, [(notation, count), ...]) from `perft` text output."""
    rows, total = [], None
    for line in text.splitlines():
        if m := re.fullmatch(r"perft\(\d+\) = (\d+)", line.strip()):
            total = int(m[1])
        elif m := re.fullmatch(r"(.+) (\d+)", line.strip()):
            rows.append((m[1], int(m[2])))
    if total is None:
        raise Failure("internal", f"{ENGINE} perft printed no total")
    return total, rows


def op_perft(req):
    depth = req.get("depth")
    if not isinstance(depth, int) or isinstance(depth, bool) or depth < 0:
        raise Failure("bad-request", 'perft needs "depth", a non-negative integer')
    divide = req.get("divide", False) and depth > 0
    args, stdin = engine_args(req)
    if stdin is not None:  # perft reads a JSON position from a file only
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            f.write(stdin)
        args.append(f"--input={f.name}")
    try:
        text = run_engine(["perft", str(depth), *args] + (["--divide"] if divide else []))
    finally:
        if stdin is not None:
            os.unlink(f.name)
    total, rows = parse_perft(text)
    if not divide:
        return {"nodes": total}
    return {"nodes": total, "divide": pair_rows(run_json("moves", req)["moves"], rows)}


def pair_rows(moves, rows):
    """Gives each move the count of the divide row with its notation."""
    by_notation, counts = defaultdict(list), defaultdict(list)
    for m in moves:
        by_notation[m["notation"]].append(m)
    for notation, n in rows:
        counts[notation].append(n)
    if sorted(by_notation) != sorted(counts) or any(
            len(by_notation[k]) != len(counts[k]) for k in counts):
        raise Failure("internal", "perft --divide and moves list different moves")
    out = []
    for notation, ms in by_notation.items():
        if len(set(counts[notation])) > 1:
            raise Failure("unsupported", f"divide: {len(ms)} moves are written "
                          f"{notation!r} and their counts differ; the command line "
                          "cannot tell which is whose")
        out += [{**m, "nodes": counts[notation][0]} for m in ms]
    return out


def hello(_req):
    """What the adapter supports: the ops below and the variants (with
    their options and values) the engine lists (`ENGINE variants --json`;
    goff with every option if it lists none). conform skips the cases
    outside this and runs the rest (spec/conformance.md#handshake)."""
    try:
        variants = [{"id": v["id"], "options": [{"key": o["key"], "values": o["values"]}
                                                for o in v.get("options", [])]}
                    for v in json.loads(run_engine(["variants", "--json"]))]
    except (Failure, ValueError, KeyError, TypeError):
        variants = [{"id": "goff"}]
    return {"protocol": 1, "program": f"adapter.py wrapping {ENGINE}",
            "ops": list(SUPPORTED), "variants": variants}


OPS = {"hello": hello, "reach": op_reach, "moves": op_moves, "perft": op_perft}


def answer(line):
    """One response (a dict) for one request line; never raises."""
    try:
        req = json.loads(line)
    except json.JSONDecodeError as e:
        return {"id": None, "error": {"kind": "bad-request", "message": f"malformed JSON: {e}"}}
    if not isinstance(req, dict):
        return {"id": None, "error": {"kind": "bad-request", "message": "a request is a JSON object"}}
    rid = req.get("id")
    try:
        op = OPS.get(req.get("op"))
        if op is None:
            raise Failure("bad-request", f"unknown op {req.get('op')!r} (expected {', '.join(OPS)})")
        if op is not hello and req["op"] not in SUPPORTED:
            raise Failure("unsupported", f"op {req['op']} is not answered (--ops {','.join(SUPPORTED)})")
        req.setdefault("options", {})
        if not isinstance(req["options"], dict) or not isinstance(req.get("variant", ""), str):
            raise Failure("bad-request", "options must be an object and variant a string")
        return {"id": rid, **op(req)}
    except Failure as f:
        return {"id": rid, "error": {"kind": f.kind, "message": str(f)}}
    except Exception as e:  # a bug in the adapter must not end the run
        return {"id": rid, "error": {"kind": "internal", "message": f"adapter: {e!r}"}}


def ops_list(text):
    """The value of --ops: a comma-separated subset of reach, moves, perft."""
    ops = tuple(o.strip() for o in text.split(",") if o.strip())
    unknown = [o for o in ops if o not in ("reach", "moves", "perft")]
    if not ops or unknown:
        raise argparse.ArgumentTypeError(
            f"expected a comma-separated list of reach, moves, perft, got {text!r}")
    return ops


def main():
    global ENGINE, SUPPORTED
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", default=ENGINE, help="the engine to wrap (default: congruent)")
    parser.add_argument("--ops", type=ops_list, default=SUPPORTED,
                        help="the ops to answer, comma-separated (default: reach,moves,perft)")
    args = parser.parse_args()
    ENGINE, SUPPORTED = args.engine, args.ops
    ENGINE = shutil.which(ENGINE) or os.path.abspath(ENGINE)
    for line in sys.stdin:
        if line.strip():
            print(json.dumps(answer(line), separators=(",", ":")), flush=True)


if __name__ == "__main__":
    main()
