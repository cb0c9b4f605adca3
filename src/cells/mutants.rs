//! The mutants of a variant on the core (issue 23.5, 23.8), declared by
//! its [`Sections`]: each rejected reading of its options, each kind of
//! piece and each special move never listed, each rider's line walked
//! wrongly, king safety ignored, check never reported and checkmate
//! reported as stalemate. `suite::mutants` says how a mutant
//! measures the rules a case checks.

use super::game::{Definition, PieceKinds, Sections};
use crate::core::case::{rider_mutants, unsafe_mutants, Fault, Mutant};

/// The mutants of a variant on the core: each rejected reading of its
/// options, each kind of piece and each special move never listed, and
/// check and mate misreported.
pub fn mutants<D: Definition>(d: &D) -> Vec<Mutant> {
    let s: Sections<D::Kind> = d.sections();
    let mut out: Vec<Mutant> = d
        .option_set()
        .into_iter()
        .flat_map(|o| {
            let rule = s.option(o.key);
            o.values[1..]
                .iter()
                .filter(|&&v| !s.unmeasured.contains(&(o.key, v)))
                .map(|&v| Mutant {
                    name: format!("{}={v}", o.key),
                    rule,
                    fault: Fault::Option(o.key, v),
                })
                .collect::<Vec<_>>()
        })
        .collect();
    for &(kind, rules) in s.pieces {
        out.push(Mutant {
            name: format!("no-{}-moves", kind.name()),
            rule: rules[0],
            fault: Fault::DropPiece(kind.name()),
        });
    }
    // A rider's line walked wrongly: each kind that rides a line family
    // (the tables say which), its first rule faulted.
    for &(kind, rules) in s.pieces.iter().filter(|(k, _)| d.rides(*k)) {
        out.extend(rider_mutants(
            kind.name(),
            rules[0],
            !d.several_moves_a_turn(),
        ));
    }
    // A piece taking its own side, and a pawn taking straight ahead:
    // moves `reach` lists, so not where a turn is several moves.
    if !d.several_moves_a_turn() {
        for &(kind, rules) in s.pieces {
            out.push(match kind.name() {
                "pawn" => Mutant {
                    name: "pawn-captures-straight".into(),
                    rule: rules[0],
                    fault: Fault::PawnStraight,
                },
                name => Mutant {
                    name: format!("captures-own-{name}"),
                    rule: rules[0],
                    fault: Fault::CaptureOwn(name),
                },
            });
        }
    }
    for &(kind, rules) in s.moves {
        out.push(Mutant {
            name: format!("no-{kind}"),
            rule: rules[0],
            fault: Fault::Drop(kind),
        });
        out.push(Mutant {
            name: format!("doubled-{kind}"),
            rule: rules[0],
            fault: Fault::Doubled(kind),
        });
    }
    let check = s.check[0];
    // King safety ignored, class by class; a turn of several moves
    // (Positional) is not a move `reach` lists.
    if !d.several_moves_a_turn() {
        out.extend(unsafe_mutants(check));
    }
    out.extend([
        Mutant {
            name: "never-check".into(),
            rule: check,
            fault: Fault::NeverCheck,
        },
        Mutant {
            name: "checkmate-as-stalemate".into(),
            rule: check,
            fault: Fault::Status("checkmate", "stalemate"),
        },
        Mutant {
            name: "stalemate-as-checkmate".into(),
            rule: check,
            fault: Fault::Status("stalemate", "checkmate"),
        },
    ]);
    out
}
