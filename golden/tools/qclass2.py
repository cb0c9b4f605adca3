from qclass import qc, Geom
import re
from collections import Counter
SLAB=9
def occl(g,z,xx,yy):
    if z==8: return False
    yF=g.frontY(z+1)
    if abs(xx-g.cx)>=g.hw: return False
    return yy < yF+SLAB-(g.hh/g.hw)*abs(xx-g.cx)
def row(g,z,i,j,dy,half=62):
    x,y=g.center(z,i,j)
    out=''
    for dx in range(-half,half+1):
        xx=int(round(x+dx)); yy=int(round(y+dy))
        out+= '.' if occl(g,z,xx,yy) else qc(g.a[yy,xx])
    return out
def classify(g,z,i,j,half=62):
    rows=[row(g,z,i,j,dy,half) for dy in (-2,-1,0,1,2)]
    mid=rows[2]
    if 'P' not in mid: return 'none',rows
    # outer colour: first of R/G/B/D after the first P run, scanning from both ends
    def outer(s):
        k=s.find('P'); s2=s[k:].lstrip('P.')
        m=re.search('[RGBD#]',s2); return m.group(0) if m else None
    o=Counter([outer(mid),outer(mid[::-1])]).most_common(1)[0][0]
    c=len(mid)//2
    inner=''.join(r[c-11:c+12] for r in rows)
    has=lambda ch: inner.count(ch)>=4
    if o=='R':
        if has('G'): k='q_tile'
        elif has('B') or has('D'): k='hotspot'
        elif has('#'): k='rook_linear'
        else: k='rook_body'
    elif o=='G':
        if has('R'): k='brook'
        elif has('B') or has('D'): k='feynman'
        elif has('#'): k='bishop_apex'
        else: k='bishop_body'
    elif o in ('B','D'):
        k='duke_linear' if has('#') else 'duke_body'
    elif o=='#':
        k='black?'
    else: k='?'
    return k,rows
