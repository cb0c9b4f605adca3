"""Pixel readers for the figures used by build_pawn_stack.py (Figures 72, 73, 82, 83, 214).

They locate tile centres on the drawn grid (geom.Geom, same orientation as the other readers:
right corner of a level = White's 1,1) and read decorator colours. No move rules.
Run directly to print the readings: python3 read_pawn_stack_figs.py
"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from geom import Geom

FIG = '/work/shared/figures/'
LV = ['QR', 'QN', 'QB', 'Q', 'K', 'KB', 'KN', 'KR']
SLAB = 9


def nm(z, i, j):
    return f'{LV[z - 1]}{i},{j}'


def _occl(g, z, xx, yy):
    if z == 8:
        return False
    yF = g.frontY(z + 1)
    if abs(xx - g.cx) >= g.hw:
        return False
    return yy < yF + SLAB - (g.hh / g.hw) * abs(xx - g.cx)


def _col(p):
    r, gg, b = [int(v) for v in p]
    if r > 180 and 70 < gg < 170 and b < 60:
        return 'O'   # orange stack border
    if gg > 190 and r < 80 and b < 80:
        return 'G'   # bishop green
    if b > 200 and r < 60:
        return 'B'   # duke blue
    if r > 180 and gg < 60 and b < 60:
        return 'R'   # red
    if max(r, gg, b) - min(r, gg, b) < 30:
        return '.' if r > 140 else '#'
    return '?'


def _scan(g, z, i, j, half=50):
    x, y = g.center(z, i, j)
    s = ''
    vis = tot = 0
    for dy in (-2, 0, 2):
        for dx in range(-half, half + 1):
            xx = int(round(x + dx)); yy = int(round(y + dy)); tot += 1
            if _occl(g, z, xx, yy):
                continue
            vis += 1
            s += _col(g.a[yy, xx])
    return s, vis / tot


def _stack_classes(fn, dy, source):
    g = Geom(FIG + fn, 699.5, 214, dy, 532.5, 108)
    out = {'bishop_only': [], 'duke_only': [], 'q_tile': [], 'feynman': [], 'hidden': []}
    for z in range(1, 9):
        for i in range(1, 9):
            for j in range(1, 9):
                if (z, i, j) == source:
                    continue
                s, v = _scan(g, z, i, j)
                if v < 0.1:
                    out['hidden'].append(nm(z, i, j)); continue
                o, G, B, R = (s.count(c) for c in 'OGBR')
                if not (o >= 4 or G >= 8 or B >= 8):
                    continue
                if G >= 8 and B >= 8:
                    k = 'q_tile' if R >= 8 else 'feynman'
                elif G >= 8:
                    k = 'bishop_only'
                elif B >= 8:
                    k = 'duke_only'
                else:
                    raise AssertionError((nm(z, i, j), s))
                out[k].append(nm(z, i, j))
    return out


def fig072():
    """Figure 72: White king-side stack on KB1,1, tiles it reaches as a stack."""
    r = _stack_classes('fig072-stack-overlap-tiles.png', 183.57, (6, 1, 1))
    assert not r['bishop_only'] and not r['duke_only']
    return {'q_tile': r['q_tile'], 'feynman': r['feynman']}


def fig073():
    """Figure 73: the same stack, tiles reached by its bishop and its duke (decay)."""
    return _stack_classes('fig073-stack-coverage.png', 183.57, (6, 1, 1))


def _decorated(fn):
    g = Geom(FIG + fn, 699.5, 214, 156.57, 532.5, 108)
    res = set()
    for z in range(1, 9):
        for i in range(1, 9):
            for j in range(1, 9):
                x, y = g.center(z, i, j); x = int(round(x)); y = int(round(y))
                row = [g.a[y, x + d] for d in range(-45, 46)]
                if sum(1 for p in row if p[0] > 180 and 80 < p[1] < 170 and p[2] < 60) >= 3:
                    res.add(nm(z, i, j))
    return res


# Ghost pieces were identified on enlarged crops with the tile grid overlaid (ghost bishops are
# tall translucent pyramids, ghost dukes translucent cubes, each standing on its tile's decorator).
F82_BISHOP = ['QR5,8', 'QR8,5', 'QN5,7', 'QN7,5', 'QB5,6', 'QB6,5', 'Q5,5', 'K5,6', 'K6,5', 'KB5,7', 'KB7,5',
              'KN5,8', 'KN8,5', 'KR2,6', 'KR3,7', 'KR4,8', 'KR6,2', 'KR7,3', 'KR8,4']
F82_DUKE = ['QN3,3', 'QB4,4', 'Q5,5', 'K4,4', 'KB3,3']
F83_BISHOP = ['K4,6', 'KB5,6', 'KN4,4', 'KN5,5', 'KN6,6']
F83_DUKE = ['QN5,1', 'QB6,2', 'Q7,3', 'K8,4', 'KB7,5', 'KN6,6', 'KR5,7']


def fig082():
    d = _decorated('fig082-stack-fission-q-tile.png')
    assert all(t in d for t in F82_BISHOP + F82_DUKE)
    assert 'KR1,5' in d and 'KR5,1' in d   # decorated end tiles without ghosts
    return {'bishop': F82_BISHOP, 'duke': F82_DUKE}


def fig083():
    d = _decorated('fig083-stack-fission-feynman.png')
    assert all(t in d for t in F83_BISHOP + F83_DUKE)
    return {'bishop': F83_BISHOP, 'duke': F83_DUKE}


def fig214():
    """Figure 214(b): White pawns' capture tiles (green/blue/red decorators) and Black knights' tiles (yellow)."""
    g = Geom(FIG + 'fig214-opening-torque.png', 699.5, 495, 165.6, 532.5, 108)

    def col(p):
        r, gg, b = [int(v) for v in p]
        if r > 200 and gg > 200 and b < 80: return 'Y'
        if gg > 190 and r < 80 and b < 80: return 'G'
        if b > 200 and r < 60: return 'B'
        if r > 180 and gg < 60 and b < 60: return 'R'
        return '.'
    pawns, knights, sources = [], [], []
    for z in range(1, 9):
        for i in range(1, 9):
            for j in range(1, 9):
                x, y = g.center(z, i, j)
                s = ''
                for dy in (-2, 0, 2):
                    for dx in range(-40, 41):
                        xx = int(round(x + dx)); yy = int(round(y + dy))
                        if _occl(g, z, xx, yy):
                            continue
                        s += col(g.a[yy, xx])
                c = {k: s.count(k) for k in 'YGBR'}
                n = nm(z, i, j)
                if c['Y'] >= 15:
                    (sources if (i, j) == (8, 8) else knights).append(n)
                elif (i, j) == (2, 2):
                    continue   # the pawns' own (rainbow) source tiles
                elif c['G'] >= 15 or c['B'] >= 15:
                    pawns.append(n)
    return {'white_pawn_targets': pawns, 'black_knight_targets': knights, 'knight_source_marks': sources}


if __name__ == '__main__':
    for f in (fig072, fig073, fig082, fig083, fig214):
        r = f()
        print(f.__name__, {k: (len(v), v) for k, v in r.items()})
