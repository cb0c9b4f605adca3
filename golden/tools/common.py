"""Shared helpers for the figure readers: where the golden files and the book's figures are, tile
names, tile colours, and writing a golden file."""
import os, json
GOLDEN = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIGURES = '/work/shared/figures'
LEVELS = ['QR', 'QN', 'QB', 'Q', 'K', 'KB', 'KN', 'KR']


def name(t):
    """(z, i, j) as a tile name in White's frame, e.g. (5, 5, 4) -> K5,4."""
    z, i, j = t
    return f'{LEVELS[z - 1]}{i},{j}'


def sortkey(n):
    """A tile name as (level index, i, j): sorts bottom to top, then i, then j."""
    for k, L in sorted(enumerate(LEVELS), key=lambda x: -len(x[1])):
        if n.startswith(L) and n[len(L)].isdigit():
            i, j = n[len(L):].split(',')
            return (k, int(i), int(j))


def parse(n):
    k, i, j = sortkey(n)
    return (k + 1, i, j)


def tile_white(t): return sum(t) % 2 == 0


def duke_colour(t):
    z, i, j = t; a = (z + i) % 2; b = (z + j) % 2
    return {(1, 1): 'gold', (0, 0): 'silver', (1, 0): 'ruby', (0, 1): 'jade'}[(a, b)]


def write(obj, path):
    with open(path, 'w') as f:
        json.dump(obj, f, indent=2)
        f.write('\n')
