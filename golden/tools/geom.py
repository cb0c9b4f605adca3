"""Where the book's figures draw each tile: the levels as diamonds stacked bottom to top, the right
corner of each level White's 1,1 (golden/README.md says how this orientation was fixed).
`Geom.overlay` draws the tile grid on a level, to audit a reading by eye."""
from PIL import Image, ImageDraw
import numpy as np
from common import LEVELS
class Geom:
    def __init__(self, fname, cx, yF_top, dy, hw, hh):
        self.im=Image.open(fname).convert('RGB')
        self.a=np.array(self.im).astype(int)
        self.cx,self.yF_top,self.dy,self.hw,self.hh=cx,yF_top,dy,hw,hh
    def frontY(self,z):  # z=1..8, top level is z=8
        n=8-z
        return self.yF_top+self.dy*n
    def pt(self,z,a,b):
        # a along i (0..8), b along j (0..8); right corner R=(cx+hw, yF-hh)
        yF=self.frontY(z)
        Rx,Ry=self.cx+self.hw, yF-self.hh
        ux,uy=-self.hw/8, self.hh/8
        vx,vy=-self.hw/8,-self.hh/8
        return (Rx+a*ux+b*vx, Ry+a*uy+b*vy)
    def center(self,z,i,j):
        return self.pt(z,i-0.5,j-0.5)
    def overlay(self,z,out,scale=3,pad=20):
        im=self.im.copy(); d=ImageDraw.Draw(im)
        for i in range(1,9):
            for j in range(1,9):
                x,y=self.center(z,i,j)
                d.text((x-8,y-14),f'{i}{j}',fill=(255,0,255))
        # diamond outline
        pts=[self.pt(z,0,0),self.pt(z,8,0),self.pt(z,8,8),self.pt(z,0,8)]
        d.polygon(pts,outline=(255,0,255))
        x0=int(self.cx-self.hw-pad); x1=int(self.cx+self.hw+pad)
        y0=int(self.frontY(z)-2*self.hh-pad); y1=int(self.frontY(z)+pad)
        c=im.crop((max(0,x0),max(0,y0),x1,y1))
        c=c.resize((c.width*scale//2,c.height*scale//2),Image.LANCZOS)
        c.save(out)
