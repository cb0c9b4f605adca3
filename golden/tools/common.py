"""Shared helpers for the figure readers (tile names, colours, output)."""
import os, json
GOLDEN=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIGURES='/work/shared/figures'
from final import sortkey
def parse(n):
    k,i,j=sortkey(n); return (k+1,i,j)
def tile_white(t): return sum(t)%2==0
def duke_colour(t):
    z,i,j=t; a=(z+i)%2; b=(z+j)%2
    return {(1,1):'gold',(0,0):'silver',(1,0):'ruby',(0,1):'jade'}[(a,b)]
def write(obj,path):
    with open(path,'w') as f: json.dump(obj,f,indent=2); f.write('\n')
