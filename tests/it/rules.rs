//! The rule catalogue (src/goff/rules/): every congruent rule is there once,
//! points at a spec page and at tests that exist, and its check passes
//! under the book's rules. Rejected rules break the congruent rules that
//! the book says they break.

use crate::common::root;
use congruent::goff::readings::{KingRule, MotionRule, Readings};
use congruent::goff::rules::{check_all, rule, CATALOGUE};

#[test]
fn the_catalogue_is_complete_and_points_at_real_files() {
    let numbers: Vec<u8> = CATALOGUE.iter().map(|r| r.number).collect();
    assert_eq!(
        numbers.len(),
        62,
        "CR 1-61 and the stack's unnumbered rules"
    );
    let expected: Vec<u8> = (1..=numbers.len() as u8).collect();
    assert_eq!(numbers, expected, "rules in the book's order, none missing");
    for r in CATALOGUE {
        assert!(
            root().join(r.spec).is_file(),
            "CR {}: {} missing",
            r.number,
            r.spec
        );
        let module = r
            .module
            .trim_start_matches("congruent::")
            .replace("::", "/");
        assert!(
            root().join("src").join(format!("{module}.rs")).is_file(),
            "CR {}: module {} has no file",
            r.number,
            r.module
        );
        assert!(r.lines.contains('L') && !r.title.is_empty() && !r.checks.is_empty());
        for t in r.tests {
            let (file, func) = t.split_once("::").unwrap_or((t, ""));
            let text = std::fs::read_to_string(root().join(file))
                .unwrap_or_else(|_| panic!("CR {}: {file} does not exist", r.number));
            assert!(
                func.is_empty() || text.contains(&format!("fn {func}")),
                "CR {}: {file} has no fn {func}",
                r.number
            );
        }
    }
}

#[test]
fn every_rule_holds_under_the_books_rules() {
    let verdicts = check_all(&Readings::default());
    for v in &verdicts {
        println!(
            "CR {:>2} {}: {}",
            v.number,
            if v.passed { "pass" } else { "FAIL" },
            v.detail
        );
    }
    let failed: Vec<_> = verdicts.iter().filter(|v| !v.passed).collect();
    assert!(failed.is_empty(), "{} rules fail", failed.len());
    assert_eq!(verdicts.len(), CATALOGUE.len());
}

/// Part I's rejected straight-line rule (L1219-1338) breaks two-move
/// reachability (CR 20: a straight-line rook needs three moves from a
/// corner) and planar motion (CR 17); the knight is then no longer the
/// anti-queen of the straight-line queen (CR 33).
#[test]
fn straight_lines_break_the_planar_rules() {
    let rules = Readings {
        motion: MotionRule::StraightLine,
        ..Readings::default()
    };
    let fails = |n: u8| rule(n).map(|r| (r.check)(&rules).is_err());
    for n in [17, 18, 20, 33] {
        assert_eq!(
            fails(n),
            Some(true),
            "CR {n} should fail under straight lines"
        );
    }
    for n in [1, 2, 7, 24, 26, 28, 29, 31, 35] {
        assert_eq!(fails(n), Some(false), "CR {n} should still hold");
    }
}

/// The rejected natural king (L8262-8290) breaks the king's rule (CR 49)
/// and leaves the planar rules alone.
#[test]
fn the_natural_king_breaks_the_kings_rule() {
    let rules = Readings {
        king: KingRule::Natural,
        ..Readings::default()
    };
    let fails = |n: u8| rule(n).map(|r| (r.check)(&rules).is_err());
    assert_eq!(fails(49), Some(true));
    for n in [17, 18, 22, 23, 29, 33] {
        assert_eq!(fails(n), Some(false), "CR {n} should still hold");
    }
}

/// The rejected far side rule (L9685-9740) breaks the sidekick rule (CR
/// 59) and no other castling rule.
#[test]
fn the_far_side_rule_breaks_the_sidekick_rule() {
    let rules = Readings {
        castling_rook: congruent::goff::readings::CastlingRook::FarSide,
        ..Readings::default()
    };
    let fails = |n: u8| rule(n).map(|r| (r.check)(&rules).is_err());
    assert_eq!(fails(59), Some(true));
    for n in [55, 56, 57, 58, 60, 61] {
        assert_eq!(fails(n), Some(false), "CR {n} should still hold");
    }
}

/// spec/catalogue.md is the generated index; regenerate it with
/// `cargo run --release -- rules --markdown > spec/catalogue.md`.
#[test]
fn the_index_page_is_up_to_date() {
    let page = std::fs::read_to_string(root().join("spec/catalogue.md")).unwrap_or_default();
    assert!(
        page == congruent::goff::rules::markdown(),
        "spec/catalogue.md is stale: run `cargo run --release -- rules --markdown > spec/catalogue.md`"
    );
}

/// The rejected "null rule" for pawn captures (L15882-15913) breaks the
/// 14 capture tiles of CR 44 (the bead goes) and nothing about the other
/// pieces.
#[test]
fn the_restricted_pawn_breaks_the_capture_tiles() {
    let rules = Readings {
        pawn_capture: congruent::goff::readings::PawnCaptureRule::Restricted,
        ..Readings::default()
    };
    let fails = |n: u8| rule(n).map(|r| (r.check)(&rules).is_err());
    assert_eq!(fails(44), Some(true));
    for n in [29, 33, 36, 37, 49] {
        assert_eq!(fails(n), Some(false), "CR {n} should still hold");
    }
}

/// `congruent rules --check` as text: a line per rule with its class,
/// title and lines, its module and spec page, its tests, its verdict, the
/// total, and the options in force when they are not the book's.
#[test]
fn the_catalogue_renders_every_rule_and_verdict() {
    use congruent::goff::rules::render_catalogue;
    let all: Vec<_> = CATALOGUE.to_vec();
    let verdicts = check_all(&Readings::default());
    let text = render_catalogue(&all, &verdicts, &Readings::default());
    assert!(text.starts_with("CR  1  normative"), "{}", &text[..80]);
    for r in CATALOGUE {
        assert!(
            text.contains(&format!("CR {:>2}  ", r.number)),
            "CR {}",
            r.number
        );
        assert!(
            text.contains(r.title) && text.contains(r.spec),
            "CR {}",
            r.number
        );
    }
    assert_eq!(text.matches("        PASS  ").count(), 62);
    // Each rule's block carries its own verdict.
    for v in &verdicts {
        let start = text.find(&format!("CR {:>2}  ", v.number)).unwrap();
        let block = &text[start..];
        let end = block[1..].find("\nCR ").map_or(block.len(), |e| e + 1);
        assert!(
            block[..end].contains(&v.detail),
            "CR {}: {}",
            v.number,
            v.detail
        );
    }
    assert!(text.ends_with("62 of 62 rules pass\n"));
    let natural = Readings {
        king: KingRule::Natural,
        ..Readings::default()
    };
    let text = render_catalogue(&all[48..49], &[], &natural);
    assert!(text.starts_with("rule options: king=natural"), "{text}");
    assert!(text.contains("CR 49") && !text.contains("CR 50"), "{text}");
}
