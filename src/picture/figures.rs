//! `spec/figures/`: our own drawings of the positions of book figures
//! that `golden/reach/` transcribes, for the rule pages that cite those
//! figures (`congruent figures --out spec/figures`; `tests/it/figures.rs`
//! fails when a file is stale or a page lacks its image link).

use super::{destinations, Layout};
use crate::core::variant::VariantError;
use crate::registry;
use serde_json::{json, Map, Value};

/// One drawing: its file name, the golden transcription it draws, and
/// the rule pages (under `spec/rules/`) that show it.
#[derive(Debug, Clone)]
pub struct Figure {
    pub file: &'static str,
    pub golden: &'static str,
    pub pages: &'static [&'static str],
}

/// Every figure drawn: the shapes of the base pieces and the queen, each
/// a lone piece whose position the golden file gives.
pub const FIGURES: &[Figure] = &[
    Figure {
        file: "fig024-rook-shape.svg",
        golden: "fig024-rook-corner.json",
        pages: &["cr04-rook-rays.md", "cr12-piece-design.md"],
    },
    Figure {
        file: "fig039-bishop-shape.svg",
        golden: "fig039-bishop-corner.json",
        pages: &["cr05-bishop-rays.md", "cr12-piece-design.md"],
    },
    Figure {
        file: "fig061-duke-shape.svg",
        golden: "fig061-duke-corner.json",
        pages: &["cr28-duke-range.md"],
    },
    Figure {
        file: "fig066-queen-shape.svg",
        golden: "fig066-queen-corner.json",
        pages: &["cr12-piece-design.md", "cr29-queen-sum.md"],
    },
    Figure {
        file: "fig067-queen-power-projection.svg",
        golden: "fig067-queen-centre.json",
        pages: &["cr29-queen-sum.md"],
    },
];

impl Figure {
    /// The drawing, in the book's stacked style.
    pub fn svg(&self) -> Result<String, VariantError> {
        let text = crate::goff::checks::golden::FIGURES
            .iter()
            .find(|(name, _)| *name == self.golden)
            .map(|(_, text)| *text)
            .ok_or_else(|| VariantError::BadRequest(format!("no golden file {}", self.golden)))?;
        let golden: Value = serde_json::from_str(text)
            .map_err(|e| VariantError::Rejected(format!("{}: {e}", self.golden)))?;
        let goff = registry::by_id("goff")?;
        let position = json!({"pieces": golden["position"], "to_move": "white"});
        let from = golden["mover"].as_str().unwrap_or("");
        let mut scene = destinations(goff, &Map::new(), &position, from)?;
        let source = golden["source"].as_str().unwrap_or("");
        let caption = source.split(", image").next().unwrap_or(source);
        scene.title = format!("{caption}: {}", scene.title);
        Ok(scene.svg(Layout::Stacked, super::unit(Layout::Stacked)))
    }

    /// The markdown image link a page embeds it with.
    pub fn link(&self) -> String {
        format!(
            "![{}](../figures/{})",
            self.file.trim_end_matches(".svg"),
            self.file
        )
    }
}
