from geom import *
import sys
def cls(p):
    r,g,b=p
    if r<90 and g<90 and b<90: return '#'
    if r>200 and g<80 and b<80: return 'R'
    if g>200 and r<100 and b<100: return 'G'
    if b>200 and g>150 and r<100: return 'B'
    if r>235 and g>235 and b>235: return '.'
    if abs(r-g)<15 and abs(g-b)<15: return ':'   # grey
    if r>200 and g>150 and b<100: return 'Y'
    return '?'
def profile(g,z,i,j,half=60,rows=(0,)):
    x,y=g.center(z,i,j)
    out=[]
    for dy in rows:
        s=''.join(cls(g.a[int(round(y+dy)),int(round(x+dx))]) for dx in range(-half,half+1,2))
        out.append(s)
    return out
