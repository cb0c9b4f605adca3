import json, sys
from classify2 import *
def name(t):
    z,i,j=t; return f'{LEVELS[z-1]}{i},{j}'
def sortkey(n):
    # sort by level bottom->top then i then j
    for k,L in sorted(enumerate(LEVELS),key=lambda x:-len(x[1])):
        if n.startswith(L) and n[len(L)].isdigit():
            i,j=n[len(L):].split(','); return (k,int(i),int(j))
def read(fig, colour, geom_args, source, overrides):
    g=Geom(fig,*geom_args)
    res=classify_fig2(g,colour)
    cats={'apex':[], 'end':[], 'between':[], 'duplex':[]}
    hidden=[]; partial=[]; unresolved=[]
    for t,(k,s) in sorted(res.items()):
        if t==source: continue
        if t in overrides:
            k2=overrides[t][0]
            if k2: cats[k2].append(name(t))
            continue
        if k=='hidden': hidden.append(name(t)); continue
        if k in ('end','apex','between'):
            cats[k].append(name(t))
            if s['vis']<0.99 or s['core_vis']<0.99: partial.append(name(t))
        else:
            unresolved.append((name(t),k,s))
    for t,(k2,why) in overrides.items():
        if t not in res and k2: cats[k2].append(name(t))
    for k in cats: cats[k]=sorted(set(cats[k]),key=sortkey)
    return cats, sorted(hidden,key=sortkey), partial, unresolved

def decor(g,t,colour):
    from prof import profile
    p=profile(g,*t,half=40)[0]
    c=len(p)//2
    core=p[c-3:c+4]
    import re
    runs=[(m.group(0)[0],len(m.group(0))) for m in re.finditer(r'(.)\1*',p)]
    blk=[n for ch,n in runs if ch=='#']
    if core.count('#')>=6:
        # black centre: linear/end (one long run) vs duplex (black centre flanked by colour then black)
        left=p[:c]; right=p[c:]
        if colour in left.strip('#?') and colour in right.strip('#?') and max(blk)<20: return 'duplex'
        return 'solid'
    if core.count(colour)>=6 and len(blk)>=2: return 'apex'
    if core.count(colour)>=6 and len(blk)==0: return 'body'
    return '?:'+p
