//! The engine against the numbers and figures transcribed from the book
//! into golden/ (each golden file names its source lines).

use congruent::goff::checks::golden;

#[test]
fn every_count_the_book_states_holds() {
    let summary = golden::check_counts().unwrap_or_else(|e| panic!("{e}"));
    println!("{summary}");
}

#[test]
fn every_transcribed_figure_matches_tile_by_tile() {
    for (name, text) in golden::FIGURES {
        match golden::check_figure(text) {
            Ok(s) => println!("{name}: {s}"),
            Err(e) => panic!("{name}: {e}"),
        }
    }
}
