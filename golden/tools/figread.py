"""Pixel readers for the book's "Shape" figures (PIL + numpy), shared by build_reach.py,
build_duke.py, build_f46.py and build_queen.py.

A figure draws the eight levels as diamonds stacked bottom to top (geom.Geom locates each tile's
centre; the right corner of a level is White's 1,1). These functions read, for every tile, how much
of it is visible under the level above, whether it is filled with the piece's colour, and the
decorator at its centre; they contain no move rules.
"""
import re
from collections import Counter

from geom import Geom, LEVELS
from common import name, sortkey

# Pixels hidden by the level above: the slab of a level is drawn SLAB px thick.
SLAB = 9


def cls(p):
    """A pixel as one letter: black, red, green, blue, white, grey, yellow, or '?'."""
    r, g, b = p
    if r < 90 and g < 90 and b < 90: return '#'
    if r > 200 and g < 80 and b < 80: return 'R'
    if g > 200 and r < 100 and b < 100: return 'G'
    if b > 200 and g > 150 and r < 100: return 'B'
    if r > 235 and g > 235 and b > 235: return '.'
    if abs(r - g) < 15 and abs(g - b) < 15: return ':'   # grey
    if r > 200 and g > 150 and b < 100: return 'Y'
    return '?'


def profile(g, z, i, j, half=60, rows=(0,)):
    """The pixel letters along horizontal lines through a tile's centre."""
    x, y = g.center(z, i, j)
    out = []
    for dy in rows:
        s = ''.join(cls(g.a[int(round(y + dy)), int(round(x + dx))]) for dx in range(-half, half + 1, 2))
        out.append(s)
    return out


def occluded(g, z, xx, yy):
    """Whether pixel (xx, yy) of level z is covered by the level above."""
    if z == 8: return False
    yF = g.frontY(z + 1)
    if abs(xx - g.cx) >= g.hw: return False
    return yy < yF + SLAB - (g.hh / g.hw) * abs(xx - g.cx)


def tile_pix(g, z, i, j, scale):
    """The visible pixel letters of a tile's diamond shrunk by `scale`, and its pixel count."""
    x, y = g.center(z, i, j)
    hx = g.hw / 8 * scale; hy = g.hh / 8 * scale
    vis = []; tot = 0
    for yy in range(int(y - hy) - 1, int(y + hy) + 2):
        for xx in range(int(x - hx) - 1, int(x + hx) + 2):
            if abs(xx - x) / hx + abs(yy - y) / hy <= 1.0:
                tot += 1
                if not occluded(g, z, xx, yy): vis.append(cls(g.a[yy, xx]))
    return vis, tot


def stats2(g, z, i, j, colour):
    """How visible a tile is, how much of it has `colour`, and how black its centre is."""
    outer, tot = tile_pix(g, z, i, j, 0.85)
    frac = lambda L, c: sum(1 for p in L if p == c) / max(1, len(L))
    inner, ti = tile_pix(g, z, i, j, 0.12)
    mid, tm = tile_pix(g, z, i, j, 0.35)
    return dict(vis=round(len(outer) / tot, 2), core_vis=round(len(inner) / max(1, ti), 2), fill=round(frac(outer, colour), 2),
                core_black=round(frac(inner, '#'), 2), mid_black=round(frac(mid, '#'), 2), core_col=round(frac(inner, colour), 2))


def classify_fig2(g, colour, thr=0.3):
    """Every tile filled with `colour` (at least `thr` of it) as end, apex, between or '?', with
    its stats; hidden tiles as 'hidden', faintly filled ones as 'weak'."""
    res = {}
    for z in range(1, 9):
        for i in range(1, 9):
            for j in range(1, 9):
                s = stats2(g, z, i, j, colour)
                if s['vis'] < 0.35: res[(z, i, j)] = ('hidden', s); continue
                if s['fill'] < thr:
                    if s['fill'] > 0.05: res[(z, i, j)] = ('weak', s)
                    continue
                if s['core_vis'] < 0.8: k = '?'
                elif s['core_black'] > 0.8: k = 'end'
                elif s['mid_black'] > 0.25 and s['core_col'] > 0.6: k = 'apex'
                elif s['mid_black'] < 0.1 and s['core_col'] > 0.9: k = 'between'
                else: k = '?'
                res[(z, i, j)] = (k, s)
    return res


def read(fig, colour, geom_args, source, overrides):
    """A figure's destinations by decorator (apex, end, between, duplex), its hidden tiles, the
    tiles read from partly hidden pixels, and those it could not classify; `overrides` maps a tile
    to its class read by eye (None: not a destination)."""
    g = Geom(fig, *geom_args)
    res = classify_fig2(g, colour)
    cats = {'apex': [], 'end': [], 'between': [], 'duplex': []}
    hidden = []; partial = []; unresolved = []
    for t, (k, s) in sorted(res.items()):
        if t == source: continue
        if t in overrides:
            k2 = overrides[t][0]
            if k2: cats[k2].append(name(t))
            continue
        if k == 'hidden': hidden.append(name(t)); continue
        if k in ('end', 'apex', 'between'):
            cats[k].append(name(t))
            if s['vis'] < 0.99 or s['core_vis'] < 0.99: partial.append(name(t))
        else:
            unresolved.append((name(t), k, s))
    for t, (k2, why) in overrides.items():
        if t not in res and k2: cats[k2].append(name(t))
    for k in cats: cats[k] = sorted(set(cats[k]), key=sortkey)
    return cats, sorted(hidden, key=sortkey), partial, unresolved


def decor(g, t, colour):
    """The decorator at a tile's centre: solid (black: linear/end), duplex, apex, body, or
    '?:' and the pixel letters."""
    p = profile(g, *t, half=40)[0]
    c = len(p) // 2
    core = p[c - 3:c + 4]
    runs = [(m.group(0)[0], len(m.group(0))) for m in re.finditer(r'(.)\1*', p)]
    blk = [n for ch, n in runs if ch == '#']
    if core.count('#') >= 6:
        # black centre: linear/end (one long run) vs duplex (black centre flanked by colour then black)
        left = p[:c]; right = p[c:]
        if colour in left.strip('#?') and colour in right.strip('#?') and max(blk) < 20: return 'duplex'
        return 'solid'
    if core.count(colour) >= 6 and len(blk) >= 2: return 'apex'
    if core.count(colour) >= 6 and len(blk) == 0: return 'body'
    return '?:' + p


# The queen figures (66, 67): nested purple-bordered decorators, one colour ring per piece type.

def qc(p):
    """A pixel of a queen figure as one letter: black, red, green, dark blue, blue, purple, '.'."""
    r, g, b = p
    if r < 90 and g < 90 and b < 90: return '#'
    if r > 200 and g < 80 and b < 80: return 'R'
    if g > 190 and r < 100 and b < 100: return 'G'
    if b > 240 and 100 < g < 135 and r < 60: return 'D'   # darker blue (q-tile core)
    if b > 180 and g > 140 and r < 60: return 'B'
    if b > 200 and 90 < r < 160 and g < 40: return 'P'
    return '.'


def queen_row(g, z, i, j, dy, half=62):
    """The queen-figure letters along one line through a tile, '.' where the level above covers it."""
    x, y = g.center(z, i, j)
    out = ''
    for dx in range(-half, half + 1):
        xx = int(round(x + dx)); yy = int(round(y + dy))
        out += '.' if occluded(g, z, xx, yy) else qc(g.a[yy, xx])
    return out


def queen_class(g, z, i, j, half=62):
    """A tile's class in Tables 4/5 (hotspot, rook_linear, brook, q_tile, duke_linear, feynman,
    bishop_apex, rook_body, bishop_body, duke_body), 'none', 'black?' or '?', and the rows read."""
    rows = [queen_row(g, z, i, j, dy, half) for dy in (-2, -1, 0, 1, 2)]
    mid = rows[2]
    if 'P' not in mid: return 'none', rows
    # outer colour: first of R/G/B/D after the first P run, scanning from both ends
    def outer(s):
        k = s.find('P'); s2 = s[k:].lstrip('P.')
        m = re.search('[RGBD#]', s2); return m.group(0) if m else None
    o = Counter([outer(mid), outer(mid[::-1])]).most_common(1)[0][0]
    c = len(mid) // 2
    inner = ''.join(r[c - 11:c + 12] for r in rows)
    has = lambda ch: inner.count(ch) >= 4
    if o == 'R':
        if has('G'): k = 'q_tile'
        elif has('B') or has('D'): k = 'hotspot'
        elif has('#'): k = 'rook_linear'
        else: k = 'rook_body'
    elif o == 'G':
        if has('R'): k = 'brook'
        elif has('B') or has('D'): k = 'feynman'
        elif has('#'): k = 'bishop_apex'
        else: k = 'bishop_body'
    elif o in ('B', 'D'):
        k = 'duke_linear' if has('#') else 'duke_body'
    elif o == '#':
        k = 'black?'
    else: k = '?'
    return k, rows
