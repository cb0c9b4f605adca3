//! spec/figures/: our drawings of the book figures whose positions
//! golden/reach/ transcribes. Like spec/catalogue.md they are generated
//! and must not go stale; regenerate them with
//! `cargo run --release -- figures --out spec/figures --force`.

use crate::common::root;
use congruent::picture::figures::FIGURES;

const REGENERATE: &str = "cargo run --release -- figures --out spec/figures --force";

#[test]
fn every_figure_is_up_to_date() {
    for f in FIGURES {
        let path = root().join("spec/figures").join(f.file);
        let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            on_disk == f.svg().unwrap(),
            "{} is stale: run `{REGENERATE}`",
            path.display()
        );
    }
    // No drawing is left behind by a figure that was dropped.
    for entry in std::fs::read_dir(root().join("spec/figures")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        assert!(
            FIGURES.iter().any(|f| f.file == name),
            "spec/figures/{name} is drawn by no figure"
        );
    }
}

#[test]
fn every_page_that_cites_a_figure_embeds_its_drawing() {
    for f in FIGURES {
        for page in f.pages {
            let text = std::fs::read_to_string(root().join("spec/rules").join(page)).unwrap();
            assert!(text.contains(&f.link()), "{page} lacks {}", f.link());
            // The page cites the figure it shows.
            let number = f.file[3..6].trim_start_matches('0');
            assert!(
                text.contains(&format!("Fig. {number}"))
                    || text.contains(&format!("Figs. {number}")),
                "{page} does not cite Fig. {number}"
            );
        }
    }
}

/// Each drawing shows the number of destinations the book gives for its
/// figure (the golden file's total), on 512 tiles.
#[test]
fn every_figure_draws_the_books_count() {
    for f in FIGURES {
        let svg = f.svg().unwrap();
        let doc = roxmltree::Document::parse(&svg).expect("well-formed SVG");
        let has = |n: &roxmltree::Node, class: &str| {
            n.attribute("class")
                .is_some_and(|c| c.split(' ').any(|w| w == class))
        };
        let tiles = doc.descendants().filter(|n| has(n, "tile")).count();
        let dests = doc.descendants().filter(|n| has(n, "destination")).count();
        let golden = root().join("golden/reach").join(f.golden);
        let golden: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(golden).unwrap()).unwrap();
        assert_eq!(tiles, 512, "{}", f.file);
        assert_eq!(
            dests as u64,
            golden["counts"]["total"].as_u64().unwrap(),
            "{}",
            f.file
        );
    }
}
