#!/usr/bin/env python3
"""A program with one seeded fault: congruent's own engine, made wrong.

`congruent conform` is meant to name the rule a broken program breaks
(spec/conformance.md#mutants). To see that it does, this wrapper runs
`ENGINE serve` as a child process and relays the protocol line by line,
changing requests or answers the way an engine with one bug would:

    congruent conform --program "python3 examples/faulty.py target/release/congruent no-castle"
    congruent conform --variant tetrahedral \
        --program "python3 examples/faulty.py target/release/congruent king-takes-defended tetrahedral"

ENGINE is congruent's binary; VARIANT (goff by default) the variant whose
answers are faulted (the others' are relayed as they are); FAULT is one of

  no-castle               never lists castles (CR 58)
  no-en-passant           never lists en passant captures (CR 54)
  queen-only-promotion    promotes to the queen only (CR 41)
  no-uplift               never lists uplifts (CR 41)
  no-fission, no-decay, no-stack-move, no-combine, no-teleport
                          never lists that kind of stack move (the stack's rules)
  no-promotion, no-drop   never lists promotions, drops (the other variants)
  stalemate-as-checkmate  reports a stalemate as checkmate (CR 51)
  checkmate-as-stalemate  reports a checkmate as stalemate (CR 53)
  never-check             never reports check (CR 52)
  no-KIND-moves           never lists a move of that kind of piece
                          (no-rook-moves, no-knight-moves, ...)
  no-long-knight-leaps    a Goff knight that misses its longest leaps
                          two tiles along two axes and one along the third
                          (CR 33: the 5x5x5 cube bounded wrongly)
  king-takes-defended, king-into-check, pins-ignored, check-unresolved
                          never tests king safety for one class of move:
                          besides the legal moves, `moves` lists those the
                          position's `reach` gives the side to move (turn
                          and check ignored): the king's captures, the
                          king's moves, other pieces' moves when not in
                          check, other pieces' moves in check (the game goes
                          on with them)
  stops-short-KIND        a rider (rook, bishop, ...) whose every line stops
                          one cell short: the last cell it reaches along
                          each line is never listed
  passes-blocker-KIND     a rider that passes through the first piece in its
                          way: its moves beyond that piece, up to and onto
                          the next, are listed too (as `reach` gives them
                          with the first piece lifted)
  captures-own-KIND       a piece (knight, rook, king, ...) that takes its own
                          side's pieces (not the king) as if they were the
                          enemy's (as `reach` gives them with those pieces
                          turned to the other side)
  pawn-captures-straight  a pawn that takes an enemy piece (not the king)
                          on a cell it would advance to (as `reach` gives
                          the advance with that piece lifted)
  no-double-advance       a Goff pawn that never moves two steps (CR 39)
  double-advance-again    a Goff pawn that may move two steps off its start
                          tile too: the step of each quiet single advance
                          along a line, twice over, onto an empty tile
  doubled-KIND            lists every move of that kind twice (doubled-castle,
                          doubled-promotion, doubled-drop, ...)
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
    "no-promotion": "promotion",
    "no-drop": "drop",
}
STATUS = {
    "stalemate-as-checkmate": ("stalemate", "checkmate"),
    "checkmate-as-stalemate": ("checkmate", "stalemate"),
}
OTHERS = ("queen-only-promotion", "never-check", "no-long-knight-leaps")
UNSAFE = {
    "king-takes-defended": lambda king, capture, in_check: king and capture,
    "king-into-check": lambda king, capture, in_check: king,
    "pins-ignored": lambda king, capture, in_check: not king and not in_check,
    "check-unresolved": lambda king, capture, in_check: not king and in_check,
}
GAME_OPS = ("reach", "moves", "perft")
# The faults that look at where a move's cells lie.
GEOMETRIC = ("pawn-captures-straight", "no-double-advance", "double-advance-again")


def keeps(fault, move):
    """Whether an engine with `fault` lists this move (a Positional turn,
    `{"moves": [...]}`, only if it lists every move of the turn)."""
    inner = move.get("moves")
    if isinstance(inner, list):
        return all(keeps(fault, m) for m in inner if isinstance(m, dict))
    kind = move.get("kind")
    if fault.startswith("no-") and fault.endswith("-moves"):
        return move.get("piece") != fault[3:-6]
    if fault in DROPS:
        return kind != DROPS[fault]
    if fault == "queen-only-promotion":
        return kind != "promotion" or move.get("detail") == "queen"
    if fault == "no-long-knight-leaps" and move.get("piece") == "knight":
        return leap(move.get("from"), move.get("to")) != [1, 2, 2]
    return True


def tile(name):
    """A Goff tile's three coordinates: `KB3,5` is level KB (the fifth of
    QR QN QB Q K KB KN KR) and its two distances, 3 and 5."""
    levels = ["QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"]
    head = name.rstrip("0123456789,") if isinstance(name, str) else ""
    if head not in levels:
        return None
    try:
        left, right = (int(n) for n in name[len(head):].split(","))
    except ValueError:
        return None
    return (levels.index(head), left, right)


def leap(a, b):
    """The leap between two tiles: the absolute differences of their
    coordinates, smallest first (None for a name that is not a tile)."""
    a, b = tile(a), tile(b)
    if a is None or b is None:
        return None
    return sorted(abs(x - y) for x, y in zip(a, b))


def suffix(fault, head):
    """The KIND of a fault named HEAD + KIND, or None."""
    if fault.startswith(head) and len(fault) > len(head):
        return fault[len(head):]
    return None


def other(side):
    return "black" if side == "white" else "white"


def cell_of(p):
    """The cell a position's piece stands on (`tile` in Goff)."""
    return p.get("cell", p.get("tile")) if isinstance(p, dict) else None


def is_capture(m):
    return m.get("capture") is True or m.get("kind") in ("capture", "en-passant")


def own_captures(piece, ask, request, answer):
    """The captures of its own side a `piece` taking its own pieces adds:
    for each such piece (the side to move's, in a `moves` answer), the
    `reach` of the position with every other piece of its side but the
    king turned to the other side (castling rights dropped) gives them."""
    position = request.get("position")
    if not isinstance(position, dict) or not isinstance(position.get("pieces"), list):
        return []
    mover = answer.get("to_move") if request.get("op") == "moves" else None
    listed = {key(m) for m in single(answer.get("moves") or [])}
    ask_for = {k: request[k] for k in ("variant", "options") if k in request}
    out = []
    for taker in position["pieces"]:
        if not isinstance(taker, dict) or taker.get("kind") != piece:
            continue
        side, at = taker.get("side"), cell_of(taker)
        if mover is not None and side != mover:
            continue
        # Own pawns turned may stand where the other side's cannot: then
        # they are left as they are.
        for pawns in (True, False):
            turned, targets = [], set()
            for p in position["pieces"]:
                if (isinstance(p, dict) and p.get("side") == side and p.get("kind") != "king"
                        and (pawns or p.get("kind") != "pawn") and cell_of(p) != at):
                    targets.add(cell_of(p))
                    p = {**p, "side": other(side)}
                turned.append(p)
            lifted = {**position, "pieces": turned}
            if "castling" in lifted:
                lifted["castling"] = []
            reach = ask({**ask_for, "position": lifted, "id": "faulty-reach", "op": "reach"})
            if isinstance(reach, dict) and "error" not in reach:
                break
        for m in reach.get("moves", []) if isinstance(reach, dict) else []:
            if (m.get("from") == at and m.get("side") == side and m.get("piece") == piece
                    and m.get("to") in targets and key(m) not in listed):
                listed.add(key(m))
                out.append(m)
    return out


def straight_captures(places, ask, request, answer):
    """The captures a pawn taking straight ahead adds: the `reach` of the
    position with the pawns' enemies lifted (kings kept) gives the pawns'
    quiet moves onto their cells; those with no piece between (along a
    line) are listed as captures."""
    position = request.get("position")
    if not isinstance(position, dict) or not isinstance(position.get("pieces"), list):
        return []
    pieces = [p for p in position["pieces"] if isinstance(p, dict)]
    mover = answer.get("to_move") if request.get("op") == "moves" else None
    taken = {places.of(cell_of(p)) for p in pieces} - {None}
    listed = {key(m) for m in single(answer.get("moves") or [])}
    ask_for = {k: request[k] for k in ("variant", "options") if k in request}
    sides = sorted({p.get("side") for p in pieces if p.get("kind") == "pawn"
                    and (mover is None or p.get("side") == mover)})
    out = []
    for side in sides:
        def lifted_piece(p):
            return p.get("side") == other(side) and p.get("kind") != "king"
        captured = {cell_of(p): p.get("kind") for p in pieces if lifted_piece(p)}
        lifted = {**position, "pieces": [p for p in pieces if not lifted_piece(p)]}
        if "castling" in lifted:
            lifted["castling"] = []
        reach = ask({**ask_for, "position": lifted, "id": "faulty-reach", "op": "reach"})
        for m in reach.get("moves", []) if isinstance(reach, dict) else []:
            if (m.get("piece") != "pawn" or m.get("side") != side or is_capture(m)
                    or m.get("to") not in captured):
                continue
            step = places.line(m.get("from"), m.get("to"))
            if step is not None:
                start = places.of(m.get("from"))
                between = (tuple(x + k * s for x, s in zip(start, step[0]))
                           for k in range(1, step[1]))
                if any(c in taken for c in between):
                    continue
            m = {k: v for k, v in m.items() if k != "notation"}
            m.update(capture=True, captured=captured[m["to"]])
            if key(m) not in listed:
                listed.add(key(m))
                out.append(m)
    return out


def steps(places, m):
    """The king steps between a move's two cells, or None."""
    a, b = places.of(m.get("from")), places.of(m.get("to"))
    if a is None or b is None:
        return None
    return max(abs(x - y) for x, y in zip(a, b))


def double_advances(places, request, answer):
    """The double advances a pawn moving two steps off its start adds:
    for each pawn with a quiet single step along a line and no quiet move
    of two steps, the step twice over, onto an empty cell."""
    position = request.get("position")
    if not isinstance(position, dict) or not isinstance(position.get("pieces"), list):
        return []
    taken = {places.of(cell_of(p)) for p in position["pieces"]} - {None}
    quiet = [m for m in single(answer.get("moves") or [])
             if m.get("piece") == "pawn" and not is_capture(m)]
    doubled = {m.get("from") for m in quiet if steps(places, m) == 2}
    listed = {key(m) for m in single(answer.get("moves") or [])}
    out = []
    for m in quiet:
        step = places.line(m.get("from"), m.get("to"))
        if (step is None or step[1] != 1 or m.get("from") in doubled
                or m.get("kind") not in (None, "normal")):
            continue
        c = tuple(x + s for x, s in zip(places.of(m.get("to")), step[0]))
        to = places.name(c)
        if to is None or c in taken:
            continue
        twice = {k: v for k, v in m.items() if k != "notation"}
        twice["to"] = to
        if key(twice) not in listed:
            listed.add(key(twice))
            out.append(twice)
    return out


def rider(fault):
    """The piece of a stops-short-KIND or passes-blocker-KIND fault."""
    for head in ("stops-short-", "passes-blocker-"):
        if fault.startswith(head) and len(fault) > len(head):
            return fault[len(head):]
    return None


class Places:
    """Where the cells a variant names lie: a Goff tile by its name (on
    the board or off it: a quantum proxy), any other cell by the
    variant's board (`ENGINE board`)."""

    def __init__(self, engine, variant):
        self.goff = variant.startswith("goff")
        self.cells = {}
        if not self.goff:
            board = subprocess.run([engine, "board", "--variant", variant],
                                   stdin=subprocess.DEVNULL, capture_output=True,
                                   text=True, check=True)
            self.cells = {c["name"]: tuple(c["coords"]) for c in json.loads(board.stdout)["cells"]}

    def of(self, name):
        return tile(name) if self.goff else self.cells.get(name)

    def name(self, coords):
        """The name of the cell at `coords` on the board, or None."""
        if self.goff:
            levels = ["QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"]
            if 0 <= coords[0] < 8 and all(1 <= x <= 8 for x in coords[1:]):
                return f"{levels[coords[0]]}{coords[1]},{coords[2]}"
            return None
        for n, c in self.cells.items():
            if c == tuple(coords):
                return n
        return None

    def line(self, a, b):
        """The unit step from cell `a` toward cell `b` and the number of
        steps, or None if `b` is on no line from `a`."""
        a, b = self.of(a), self.of(b)
        if a is None or b is None:
            return None
        d = [y - x for x, y in zip(a, b)]
        n = max(abs(x) for x in d)
        if n == 0 or any(x != 0 and abs(x) != n for x in d):
            return None
        return tuple(x // n for x in d), n


def single(moves):
    """The single moves of a list: its entries, and each turn's moves."""
    for m in moves:
        if isinstance(m, dict) and isinstance(m.get("moves"), list):
            yield from (x for x in m["moves"] if isinstance(x, dict))
        elif isinstance(m, dict):
            yield m


def stop_short(piece, places, answer):
    """Drops each move of `piece` that its piece does not continue one
    step further along the same line (the last cell of each line)."""
    reached = set()
    for field in ("moves", "divide"):
        for m in single(answer.get(field) or []):
            if m.get("piece") == piece and places.of(m.get("to")) is not None:
                reached.add((m.get("from"), places.of(m.get("to"))))

    def ends_line(m):
        if m.get("piece") != piece:
            return False
        step = places.line(m.get("from"), m.get("to"))
        if step is None:
            return False
        nxt = tuple(x + s for x, s in zip(places.of(m.get("to")), step[0]))
        return (m.get("from"), nxt) not in reached

    drop(answer, ends_line)


def drop(answer, dropped):
    """Drops from `moves` and `divide` the moves `dropped` says (a turn if
    any of its moves is); a perft's total loses the dropped divide counts."""
    for field in ("moves", "divide"):
        listed = answer.get(field)
        if not isinstance(listed, list):
            continue
        gone = [m for m in listed if isinstance(m, dict) and any(dropped(x) for x in single([m]))]
        answer[field] = [m for m in listed if not any(m is g for g in gone)]
        if field == "divide" and isinstance(answer.get("nodes"), int):
            answer["nodes"] -= sum(m.get("nodes", 0) for m in gone)


def passing_moves(piece, places, ask, request, answer):
    """The moves a rider passing its first blocker adds: for each piece
    first in the way of a `piece` (the side to move's, in a `moves`
    answer) along a line, the rider's moves beyond it on that line in the
    `reach` of the position without it."""
    position = request.get("position")
    if not isinstance(position, dict) or not isinstance(position.get("pieces"), list):
        return []
    mover = answer.get("to_move") if request.get("op") == "moves" else None

    def cell(p):
        return p.get("cell", p.get("tile")) if isinstance(p, dict) else None

    pieces = [p for p in position["pieces"] if places.of(cell(p)) is not None]
    taken = {places.of(cell(p)) for p in pieces}
    riders = [cell(p) for p in pieces if p.get("kind") == piece
              and (mover is None or p.get("side") == mover)]
    listed = {key(m) for m in single(answer.get("moves") or [])}
    out = []
    for blocker in pieces:
        b = cell(blocker)
        lines = []
        for a in riders:
            step = places.line(a, b)
            if step is None:
                continue
            start = places.of(a)
            between = (tuple(x + k * s for x, s in zip(start, step[0])) for k in range(1, step[1]))
            if not any(c in taken for c in between):
                lines.append((a, step))
        if not lines:
            continue
        lifted = {**position, "pieces": [p for p in position["pieces"] if cell(p) != b]}
        if "castling" in lifted:
            lifted["castling"] = []  # a lifted rook has no right; no castle is taken
        ask_for = {k: request[k] for k in ("variant", "options") if k in request}
        reach = ask({**ask_for, "position": lifted, "id": "faulty-reach", "op": "reach"})
        for m in reach.get("moves", []) if isinstance(reach, dict) else []:
            if m.get("piece") != piece or key(m) in listed:
                continue
            for a, (step, n) in lines:
                further = places.line(a, m.get("to"))
                if m.get("from") == a and further and further[0] == step and further[1] > n:
                    listed.add(key(m))
                    out.append(m)
                    break
    return out


def fault_answer(fault, answer, added=(), places=None):
    """The answer (a dict) as the faulty engine gives it; `added`: the moves
    it lists besides (`unsafe_moves`)."""
    if "error" in answer:
        return answer
    if added and isinstance(answer.get("moves"), list):
        answer["moves"].extend(added)
        if answer.get("status") in ("checkmate", "stalemate"):
            answer["status"] = "ongoing"
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
    if fault.startswith("stops-short-"):
        stop_short(rider(fault), places, answer)
    if fault == "no-double-advance":
        drop(answer, lambda m: m.get("piece") == "pawn" and not is_capture(m)
             and steps(places, m) == 2)
    doubled = suffix(fault, "doubled-")
    if doubled and isinstance(answer.get("moves"), list):
        answer["moves"] += [m for m in answer["moves"] if isinstance(m, dict)
                            and any(x.get("kind") == doubled for x in single([m]))]
    if fault in STATUS and answer.get("status") == STATUS[fault][0]:
        answer["status"] = STATUS[fault][1]
    if fault == "never-check" and "check" in answer:
        answer["check"] = False
    return answer


def key(move):
    """A move's key (spec/conformance.md#move-keys), for the moves `reach`
    adds: from-to and the kind of move, if any."""
    k = f"{move.get('from')}-{move.get('to')}"
    if move.get("kind") not in (None, "normal"):
        k += " " + move["kind"]
    return k


def unsafe_moves(fault, ask, request, answer):
    """The moves an engine that never tests king safety adds to a `moves`
    answer, of the fault's class: those of the position's `reach` for the
    side to move that `moves` does not list. `ask` sends a request to the
    engine and returns its answer."""
    listed = answer.get("moves")
    if not isinstance(listed, list) or any("moves" in m for m in listed if isinstance(m, dict)):
        return []
    ask_for = {k: request[k] for k in ("variant", "options", "position") if k in request}
    reach = ask({**ask_for, "id": "faulty-reach", "op": "reach"})
    # The side to move, as the answer says (`to_move`).
    mover = answer.get("to_move")
    keys = {key(m) for m in listed if isinstance(m, dict)}
    in_check = answer.get("check") is True
    wanted = UNSAFE[fault]
    out = []
    for m in reach.get("moves", []) if isinstance(reach, dict) else []:
        if m.get("side") != mover or key(m) in keys:
            continue
        if wanted(m.get("piece") == "king", m.get("capture") is True, in_check):
            out.append(m)
    return out


def fault_request(fault, request, variant):
    """The request as the faulty engine reads it: a wrong reading of a rule
    is the variant's default option value unless the request sets the key."""
    if "=" not in fault or request.get("variant", "goff") != variant:
        return request
    key, value = fault.split("=", 1)
    options = request.get("options")
    if options is None:
        options = request["options"] = {}
    if isinstance(options, dict):
        options.setdefault(key, value)
    return request


def known(fault):
    """Is `fault` one this program has?"""
    drops_piece = fault.startswith("no-") and fault.endswith("-moves") and len(fault) > 9
    return ("=" in fault or drops_piece or fault in DROPS or fault in STATUS
            or fault in OTHERS or fault in UNSAFE or rider(fault) is not None
            or fault in GEOMETRIC or suffix(fault, "captures-own-") is not None
            or suffix(fault, "doubled-") is not None)


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(f"usage: {sys.argv[0]} ENGINE FAULT [VARIANT] (see the docstring)")
    engine, fault = sys.argv[1], sys.argv[2]
    variant = sys.argv[3] if len(sys.argv) == 4 else "goff"
    if not known(fault):
        names = ", ".join([*DROPS, *STATUS, *OTHERS, *UNSAFE, *GEOMETRIC, "no-KIND-moves",
                           "stops-short-KIND", "passes-blocker-KIND", "captures-own-KIND",
                           "doubled-KIND", "KEY=VALUE"])
        sys.exit(f"{sys.argv[0]}: unknown fault {fault!r} (expected one of {names})")
    places = Places(engine, variant) if rider(fault) or fault in GEOMETRIC else None
    child = subprocess.Popen([engine, "serve"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, bufsize=1)

    def relay(line):
        """Sends one request line to the engine and reads its answer line."""
        child.stdin.write(line if line.endswith("\n") else line + "\n")
        child.stdin.flush()
        reply = child.stdout.readline()
        if not reply:
            sys.exit(f"{engine} serve ended: exit status {child.wait()}")
        return reply

    def ask(request):
        """Sends one request (a dict) to the engine and reads its answer."""
        return json.loads(relay(json.dumps(request, separators=(",", ":"))))

    for line in sys.stdin:
        if not line.strip():
            continue  # serve answers no blank line
        try:
            request = json.loads(line)
        except ValueError:
            request = None  # serve says what is wrong with it
        game = (isinstance(request, dict) and request.get("op") in GAME_OPS
                and request.get("variant", "goff") == variant)
        if game:
            line = json.dumps(fault_request(fault, request, variant), separators=(",", ":")) + "\n"
        reply = relay(line)
        if game:
            try:
                answer = json.loads(reply)
            except ValueError:
                answer = None
            if isinstance(answer, dict):
                added = []
                if fault in UNSAFE and request.get("op") == "moves" and "error" not in answer:
                    added = unsafe_moves(fault, ask, request, answer)
                if (fault.startswith("passes-blocker-") and request.get("op") in ("moves", "reach")
                        and "error" not in answer):
                    added = passing_moves(rider(fault), places, ask, request, answer)
                looks = request.get("op") in ("moves", "reach") and "error" not in answer
                if looks and suffix(fault, "captures-own-"):
                    added = own_captures(suffix(fault, "captures-own-"), ask, request, answer)
                if looks and fault == "pawn-captures-straight":
                    added = straight_captures(places, ask, request, answer)
                if looks and fault == "double-advance-again":
                    added = double_advances(places, request, answer)
                faulted = fault_answer(fault, answer, added, places)
                reply = json.dumps(faulted, separators=(",", ":")) + "\n"
        sys.stdout.write(reply)
        sys.stdout.flush()
    child.stdin.close()
    sys.exit(child.wait())


if __name__ == "__main__":
    main()
