//! The rule catalogue: one module per congruent rule of Appendix I
//! (L17795-17992), CR 1 to CR 61, plus the stack's unnumbered rules. Each
//! module declares its [`Rule`] (number, the book's wording, lines, class,
//! the spec file and the tests that exercise it) and exposes an executable
//! predicate over the thing the rule constrains: the board, a piece's move
//! set, a position, a move or a game. Its `check` runs the predicate
//! against the engine (exhaustively where the space allows) under a
//! [`Readings`], so a rule change shows up in exactly one module, and a
//! rejected rule selected in the options shows which congruent rules it
//! breaks (`congruent rules --check --set king=natural`).

use crate::goff::readings::Readings;
use rayon::prelude::*;
use serde::Serialize;

mod support;

/// What a check found: `Ok(summary)` or `Err(the first counterexample)`.
pub use crate::core::check::Outcome;

/// Does the rule constrain play?
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    /// It decides which moves, positions or games are legal.
    Normative,
    /// It states a consequence of other rules (a range, a symmetry) that
    /// the engine must exhibit.
    Property,
    /// Design rationale (names, the look of the pieces, projections onto
    /// 2D); what can be checked is checked and the module says what.
    Informative,
}

/// One congruent rule.
#[derive(Serialize)]
pub struct Rule {
    pub number: u8,
    /// The book's wording in Appendix I.
    pub title: &'static str,
    pub class: Class,
    /// The first statement in the chapter; the Appendix I entry.
    pub lines: &'static str,
    /// The Rust module holding the predicate.
    pub module: &'static str,
    /// The rule's page in the specification.
    pub spec: &'static str,
    /// Tests (file::function) that exercise it beyond its own check.
    pub tests: &'static [&'static str],
    /// What `check` verifies, in a sentence.
    pub checks: &'static str,
    #[serde(skip)]
    pub check: fn(&Readings) -> Outcome,
}

macro_rules! catalogue {
    ($($m:ident),* $(,)?) => {
        $(pub mod $m;)*
        /// Every rule, in the book's order.
        pub static CATALOGUE: &[&Rule] = &[$(&$m::RULE),*];
    };
}

catalogue!(
    cr01_board_regular_array,
    cr02_alternating_colours,
    cr03_full_extent,
    cr04_rook_rays,
    cr05_bishop_rays,
    cr06_base_piece_per_dimension,
    cr07_half_range,
    cr08_medieval_names,
    cr09_board_length,
    cr10_one_piece_per_tile,
    cr11_composite_piece,
    cr12_piece_design,
    cr13_starting_lines,
    cr14_king_rook_white_tile,
    cr15_promotion_tiles,
    cr16_white_moves_first,
    cr17_planar_moves,
    cr18_perimeter_blocking,
    cr19_manifold_rays,
    cr20_two_moves,
    cr21_advancement_rectangle,
    cr22_linear_move_legality,
    cr23_polarization,
    cr24_rook_range,
    cr25_rook_projection,
    cr26_bishop_range,
    cr27_bishop_projection,
    cr28_duke_range,
    cr29_queen_sum,
    cr30_queen_colours,
    cr31_knight_jumps,
    cr32_knight_queen_asymmetry,
    cr33_knight_anti_queen,
    cr34_knight_projection,
    cr35_knight_colours,
    cr36_pawn_advance_capture,
    cr37_toward_promotion,
    cr38_pawn_range,
    cr39_double_advance,
    cr40_dominant_manifold,
    cr41_promotion,
    cr42_shackled_range,
    cr43_promotion_distance,
    cr44_virtual_quadrants,
    cr45_reduced_manifolds,
    cr46_virtual_quadrants_do_not_block,
    cr47_promotion_irreversible,
    cr48_atomic_moves,
    cr49_king_linear_rule,
    cr50_game_over,
    cr51_stalemate,
    cr52_check,
    cr53_checkmate,
    cr54_en_passant,
    cr55_castling_conditions,
    cr56_castling_atomic,
    cr57_castling_planes,
    cr58_king_castles,
    cr59_rook_castles,
    cr60_double_castling,
    cr61_castling_no_capture,
    stack_rules,
);

/// The outcome of one rule's check.
#[derive(Serialize)]
pub struct Verdict {
    pub number: u8,
    pub title: &'static str,
    pub passed: bool,
    pub detail: String,
}

/// Runs every rule's check under `rules`, in parallel, in the book's order.
pub fn check_all(rules: &Readings) -> Vec<Verdict> {
    CATALOGUE
        .par_iter()
        .map(|r| {
            let outcome = (r.check)(rules);
            Verdict {
                number: r.number,
                title: r.title,
                passed: outcome.is_ok(),
                detail: outcome.unwrap_or_else(|e| e),
            }
        })
        .collect()
}

/// The rule numbered `n`.
pub fn rule(n: u8) -> Option<&'static Rule> {
    CATALOGUE.iter().copied().find(|r| r.number == n)
}

/// The catalogue as text: one line per rule, then its verdict if checked.
pub fn render_catalogue(rules: &[&Rule], verdicts: &[Verdict], options: &Readings) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let differences = options.differences();
    if !differences.is_empty() {
        let _ = writeln!(out, "rule options: {}", differences.join(", "));
    }
    for r in rules {
        let _ = writeln!(
            out,
            "CR {:>2}  {:<11} {}  [{}]",
            r.number,
            format!("{:?}", r.class).to_lowercase(),
            r.title,
            r.lines
        );
        let _ = writeln!(
            out,
            "        {}  {}",
            r.module.trim_start_matches("congruent::"),
            r.spec
        );
        for t in r.tests {
            let _ = writeln!(out, "        tested by {t}");
        }
        if let Some(v) = verdicts.iter().find(|v| v.number == r.number) {
            let mark = if v.passed { "PASS" } else { "FAIL" };
            let _ = writeln!(out, "        {mark}  {}", v.detail);
        }
    }
    if !verdicts.is_empty() {
        let passed = verdicts.iter().filter(|v| v.passed).count();
        let _ = writeln!(out, "{passed} of {} rules pass", verdicts.len());
    }
    out
}

/// `congruent rules`: the catalogue, and with `check` every verdict under
/// `options`; `only` one rule (its number; the stack's rules are the last
/// entry).
pub fn report(
    options: &Readings,
    check: bool,
    only: Option<u32>,
    format: crate::core::variant::CatalogueFormat,
) -> Result<crate::core::variant::Report, String> {
    use crate::core::variant::{CatalogueFormat, Report};
    if format == CatalogueFormat::Markdown {
        return Ok(Report {
            text: markdown(),
            passed: true,
        });
    }
    let chosen: Vec<&Rule> = CATALOGUE
        .iter()
        .copied()
        .filter(|r| only.is_none_or(|n| u32::from(r.number) == n))
        .collect();
    if chosen.is_empty() {
        let last = CATALOGUE.iter().map(|r| r.number).max().unwrap_or(0);
        return Err(format!(
            "--only {}: no such rule (1-{last}; {last} is the stack's rules)",
            only.unwrap_or(0)
        ));
    }
    let verdicts: Vec<Verdict> = match check {
        true => check_all(options)
            .into_iter()
            .filter(|v| chosen.iter().any(|r| r.number == v.number))
            .collect(),
        false => Vec::new(),
    };
    let passed = verdicts.iter().all(|v| v.passed);
    let text = match format {
        CatalogueFormat::Json => {
            let out = serde_json::json!({
                "options": options,
                "rules": chosen,
                "verdicts": verdicts,
            });
            format!(
                "{}\n",
                serde_json::to_string_pretty(&out).expect("serialisable")
            )
        }
        _ => render_catalogue(&chosen, &verdicts, options),
    };
    Ok(Report { text, passed })
}

/// The catalogue as the Markdown index page `spec/catalogue.md`: from a
/// rule number to its text, module, checks and tests. Generated, never
/// edited by hand (`congruent rules --markdown > spec/catalogue.md`;
/// tests/it/rules.rs fails when the page is stale).
pub fn markdown() -> String {
    use std::fmt::Write;
    let mut out = String::from(
        "# The rule catalogue\n\n\
         Generated by `congruent rules --markdown`; do not edit. Each congruent rule of \
         Appendix I (and the stack's unnumbered rules) with its page in this \
         specification, the module whose predicate executes it, what `congruent rules \
         --check` verifies, and the tests that exercise it. Rule options (the switchable \
         readings and rejected rules) are listed in [interpretations.md](interpretations.md).\n\n\
         | CR | rule | class | lines | spec | module | check | tests |\n\
         |---:|---|---|---|---|---|---|---|\n",
    );
    for r in CATALOGUE {
        let spec = r.spec.trim_start_matches("spec/");
        let module = r.module.trim_start_matches("congruent::");
        let file = format!("../src/{}.rs", module.replace("::", "/"));
        let tests: Vec<String> = r.tests.iter().map(|t| format!("`{t}`")).collect();
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | [{}]({}) | [`{}`]({}) | {} | {} |",
            r.number,
            r.title.replace('|', "\\|"),
            format!("{:?}", r.class).to_lowercase(),
            r.lines,
            spec.trim_start_matches("rules/"),
            spec,
            module,
            file,
            r.checks.replace('|', "\\|"),
            tests.join("<br>")
        );
    }
    out
}
