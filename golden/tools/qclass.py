from geom import *
import re
from collections import Counter
def qc(p):
    r,g,b=p
    if r<90 and g<90 and b<90: return '#'
    if r>200 and g<80 and b<80: return 'R'
    if g>190 and r<100 and b<100: return 'G'
    if b>240 and 100<g<135 and r<60: return 'D'   # darker blue (q-tile core)
    if b>180 and g>140 and r<60: return 'B'
    if b>200 and 90<r<160 and g<40: return 'P'
    return '.'
def seq(g,z,i,j,dy=0,half=62):
    x,y=g.center(z,i,j)
    s=''.join(qc(g.a[int(round(y+dy)),int(round(x+dx))]) for dx in range(-half,1))
    s=s.replace('.','')
    s=re.sub(r'(.)\1+',r'\1',s)
    return s
def classify(g,z,i,j):
    votes=Counter()
    for dy in (-2,-1,0,1,2):
        s=seq(g,z,i,j,dy)
        # keep from the first P on
        k=s.find('P')
        if k<0: votes['none']+=1; continue
        s=s[k:]
        cols=re.sub('#','',s); cols=re.sub(r'(.)\1+',r'\1',cols)
        blk='#' in s[1:]
        votes[(cols,blk)]+=1
    return votes.most_common(1)[0][0], votes
MAP={('PRB',False):'hotspot',('PGR',True):'brook',('PGR',False):'brook',('PRGD',False):'q_tile',('PRGB',False):'q_tile',('PRGD',True):'q_tile',
     ('PGB',False):'feynman',('PGB',True):'feynman',('PR',False):'rook_body',('PG',False):'bishop_body',('PB',False):'duke_body',
     ('PR',True):'rook_linear?',('PRB',True):'hotspot?',('PG',True):'bishop_apex?',('PB',True):'duke_linear?',('PRBR',True):'rook_linear?',('PBR',False):'?'}
