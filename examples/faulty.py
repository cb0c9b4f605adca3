#!/usr/bin/env python3
"""A program with one seeded fault: congruent's own engine, made wrong.

`congruent conform` is meant to name the rule a broken program breaks
(spec/conformance.md#mutants). To see that it does, this wrapper runs
`ENGINE serve` as a child process and relays the protocol line by line,
changing requests or answers the way an engine with one bug would:

    congruent conform --program "python3 examples/faulty.py target/release/congruent no-castle"

ENGINE is congruent's binary; FAULT is one of

  no-castle               never lists castles (CR 58)
  no-en-passant           never lists en passant captures (CR 54)
  queen-only-promotion    promotes to the queen only (CR 41)
  no-uplift               never lists uplifts (CR 41)
  no-fission, no-decay, no-stack-move, no-combine, no-teleport
                          never lists that kind of stack move (the stack's rules)
  stalemate-as-checkmate  reports a stalemate as checkmate (CR 51)
  checkmate-as-stalemate  reports a checkmate as stalemate (CR 53)
  never-check             never reports check (CR 52)
  KEY=VALUE               reads a rule the other way: plays Goff under that
                          option value unless a request sets KEY itself, as
                          an engine whose adopted reading is wrong
                          (king=adjacent adds the king's adjacent steps,
                          perimeter=lenient, castling_rook=far-side,
                          castling_planes=same-plane,
                          en_passant_board=actual, linear=any-quadrant, ...)

The names are those of the mutants Goff declares (`congruent serve --mutant
NAME` is the same fault built in); this program is written from the
protocol alone (spec/protocol.md, spec/conformance.md), as an engine's
author would. `hello` is passed through as it is: the program declares what
congruent supports. A kind of move it drops is dropped from `moves`, `reach`
and a perft's `divide` (the total loses those moves' counts; deeper plies,
which the wrapper does not see, keep theirs), and a `moves` answer left with
no move reports the end of the game its check implies.

Standard library only, Python 3.8 or later.
"""

import json
import subprocess
import sys

DROPS = {
    "no-castle": "castle",
    "no-en-passant": "en-passant",
    "no-uplift": "uplift",
    "no-fission": "fission",
    "no-decay": "decay",
    "no-stack-move": "stack-move",
    "no-combine": "combine",
    "no-teleport": "teleport",
}
STATUS = {
    "stalemate-as-checkmate": ("stalemate", "checkmate"),
    "checkmate-as-stalemate": ("checkmate", "stalemate"),
}
OTHERS = ("queen-only-promotion", "never-check")
GAME_OPS = ("reach", "moves", "perft")


def keeps(fault, move):
    """Whether an engine with `fault` lists this move (a Positional turn,
    `{"moves": [...]}`, only if it lists every move of the turn)."""
    inner = move.get("moves")
    if isinstance(inner, list):
        return all(keeps(fault, m) for m in inner if isinstance(m, dict))
    kind = move.get("kind")
    if fault in DROPS:
        return kind != DROPS[fault]
    if fault == "queen-only-promotion":
        return kind != "promotion" or move.get("detail") == "queen"
    return True


def fault_answer(fault, answer):
    """The answer (a dict) as the faulty engine gives it."""
    if "error" in answer:
        return answer
    for field in ("moves", "divide"):
        listed = answer.get(field)
        if not isinstance(listed, list):
            continue
        kept, dropped = [], []
        for m in listed:
            (kept if not isinstance(m, dict) or keeps(fault, m) else dropped).append(m)
        if field == "divide" and isinstance(answer.get("nodes"), int):
            answer["nodes"] -= sum(m.get("nodes", 0) for m in dropped)
        if field == "moves" and not kept and listed and answer.get("status") == "ongoing":
            answer["status"] = "checkmate" if answer.get("check") else "stalemate"
        answer[field] = kept
    if fault in STATUS and answer.get("status") == STATUS[fault][0]:
        answer["status"] = STATUS[fault][1]
    if fault == "never-check" and "check" in answer:
        answer["check"] = False
    return answer


def fault_request(fault, request):
    """The request as the faulty engine reads it: a wrong reading of a rule
    is Goff's default option value unless the request sets the key."""
    if "=" not in fault or request.get("variant", "goff") != "goff":
        return request
    key, value = fault.split("=", 1)
    options = request.get("options")
    if options is None:
        options = request["options"] = {}
    if isinstance(options, dict):
        options.setdefault(key, value)
    return request


def main():
    if len(sys.argv) != 3:
        sys.exit(f"usage: {sys.argv[0]} ENGINE FAULT (see the docstring)")
    engine, fault = sys.argv[1], sys.argv[2]
    if "=" not in fault and fault not in DROPS and fault not in STATUS and fault not in OTHERS:
        names = ", ".join([*DROPS, *STATUS, *OTHERS, "KEY=VALUE"])
        sys.exit(f"{sys.argv[0]}: unknown fault {fault!r} (expected one of {names})")
    child = subprocess.Popen([engine, "serve"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, bufsize=1)
    for line in sys.stdin:
        if not line.strip():
            continue  # serve answers no blank line
        try:
            request = json.loads(line)
        except ValueError:
            request = None  # serve says what is wrong with it
        game = isinstance(request, dict) and request.get("op") in GAME_OPS
        if game:
            line = json.dumps(fault_request(fault, request), separators=(",", ":")) + "\n"
        child.stdin.write(line if line.endswith("\n") else line + "\n")
        child.stdin.flush()
        reply = child.stdout.readline()
        if not reply:
            sys.exit(f"{engine} serve ended: exit status {child.wait()}")
        if game:
            try:
                answer = json.loads(reply)
            except ValueError:
                answer = None
            if isinstance(answer, dict):
                reply = json.dumps(fault_answer(fault, answer), separators=(",", ":")) + "\n"
        sys.stdout.write(reply)
        sys.stdout.flush()
    child.stdin.close()
    sys.exit(child.wait())


if __name__ == "__main__":
    main()
