"""Quote checker for the pawn/stack golden files: every quote must occur in the cited book lines.

Normalisation: markdown emphasis (*), escaped characters and line breaks are removed and runs of
white space collapsed, so a quote may join lines freely. ' ... ' separates fragments that must each
occur, in order, inside the cited range. Only reads the book text; contains no move rules.
"""
import re

BOOK = '/work/shared/seeds/000_bd9b236fa72fde6e.clean.txt'
_lines = open(BOOK, encoding='utf-8').read().split('\n')


def norm(s):
    s = s.replace('\\', '').replace('*', '').replace('Â½', '½')
    s = re.sub(r'\[\]', '', s)
    s = re.sub(r'\s+', ' ', s)
    return s.strip()


def text(a, b):
    """Lines a..b inclusive (1-based, as cited L a-b)."""
    return norm(' '.join(_lines[a - 1:b]))


def check(quote, a, b):
    t = text(a, b)
    pos = 0
    for frag in quote.split(' ... '):
        f = norm(frag).strip('. ')
        k = t.find(f, pos)
        if k < 0:
            raise AssertionError(f'quote fragment not found in L{a}-{b}: {frag!r}')
        pos = k + len(f)
    return True
