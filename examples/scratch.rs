use congruent::geometry::Tile;
use congruent::pieces::{Piece, PieceKind, Side};
use congruent::position::Position;
use congruent::{engine, reference};
fn main() {
    let corner = Tile::new(1, 1, 1).unwrap();
    let centre = Tile::new(5, 4, 4).unwrap();
    for kind in PieceKind::ALL {
        for s in [corner, centre] {
            let pos = Position::from_pieces([(s, Piece::new(Side::White, kind))]).unwrap();
            let e = engine::reach(&pos, s);
            let r = reference::reach(&pos, s);
            println!(
                "{:?} {:?}: engine {} ref {} equal {}",
                kind,
                s,
                e.len(),
                r.len(),
                e == r
            );
        }
    }
}
