from prof import *
import numpy as np
SLAB=9
def occluded(g,z,xx,yy):
    if z==8: return False
    yF=g.frontY(z+1)
    if abs(xx-g.cx)>=g.hw: return False
    return yy < yF+SLAB-(g.hh/g.hw)*abs(xx-g.cx)
def tile_pix(g,z,i,j,scale):
    x,y=g.center(z,i,j)
    hx=g.hw/8*scale; hy=g.hh/8*scale
    vis=[];tot=0
    for yy in range(int(y-hy)-1,int(y+hy)+2):
        for xx in range(int(x-hx)-1,int(x+hx)+2):
            if abs(xx-x)/hx+abs(yy-y)/hy<=1.0:
                tot+=1
                if not occluded(g,z,xx,yy): vis.append(cls(g.a[yy,xx]))
    return vis,tot
def stats2(g,z,i,j,colour):
    outer,tot=tile_pix(g,z,i,j,0.85)
    frac=lambda L,c: sum(1 for p in L if p==c)/max(1,len(L))
    inner,ti=tile_pix(g,z,i,j,0.12)
    mid,tm=tile_pix(g,z,i,j,0.35)
    return dict(vis=round(len(outer)/tot,2), core_vis=round(len(inner)/max(1,ti),2), fill=round(frac(outer,colour),2),
        core_black=round(frac(inner,'#'),2), mid_black=round(frac(mid,'#'),2), core_col=round(frac(inner,colour),2))
def classify_fig2(g,colour,thr=0.3):
    res={}
    for z in range(1,9):
        for i in range(1,9):
            for j in range(1,9):
                s=stats2(g,z,i,j,colour)
                if s['vis']<0.35: res[(z,i,j)]=('hidden',s); continue
                if s['fill']<thr:
                    if s['fill']>0.05: res[(z,i,j)]=('weak',s)
                    continue
                if s['core_vis']<0.8: k='?'
                elif s['core_black']>0.8: k='end'
                elif s['mid_black']>0.25 and s['core_col']>0.6: k='apex'
                elif s['mid_black']<0.1 and s['core_col']>0.9: k='between'
                else: k='?'
                res[(z,i,j)]=(k,s)
    return res
SYM={None:'.','end':'E','apex':'A','between':'b','?':'?','weak':'w','duplex':'D','hidden':'h'}
def grid(res,z):
    return [''.join(SYM[res[(z,i,j)][0]] if (z,i,j) in res else '.' for j in range(1,9)) for i in range(1,9)]
def show(res):
    from collections import Counter
    print(Counter(v[0] for v in res.values()))
    for z in range(8,0,-1):
        print(LEVELS[z-1]); print('\n'.join('   i=%d '%(i+1)+r for i,r in enumerate(grid(res,z))))
    for k,v in sorted(res.items()):
        if v[0] in ('?','weak','hidden'): print(k,v)
