//! Positional 3-D Chess through the command line: the three versions are
//! variants of their own, perft counts whole turns both ways, `moves
//! --singles` lists the moves that compose the turns, and `conform`
//! passes each suite against `serve`.

use crate::common::congruent;
use crate::common::json_of;

const VERSIONS: [(&str, u64, u64); 3] = [
    ("positional-8x8x2", 529, 46),
    ("positional-7x7x3", 768, 48),
    ("positional-6x6x4", 1014, 52),
];

#[test]
fn moves_lists_turns_or_their_single_moves() {
    for (id, turns, singles) in VERSIONS {
        let reply = json_of(&["moves", "--start", "--variant", id], "");
        let list = reply["moves"].as_array().unwrap();
        assert_eq!(list.len() as u64, turns, "{id}");
        assert_eq!(list[0]["kind"], "turn");
        assert_eq!(list[0]["moves"].as_array().unwrap().len(), 2);
        let reply = json_of(&["moves", "--start", "--singles", "--variant", id], "");
        assert_eq!(
            reply["moves"].as_array().unwrap().len() as u64,
            singles,
            "{id}"
        );
    }
}

#[test]
fn options_and_errors() {
    let (code, out, _) = congruent(
        &[
            "perft",
            "1",
            "--variant",
            "positional-6x6x4",
            "--set",
            "turn=one",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert_eq!(
        out, "perft(1) = 52\n",
        "one move on one board: every single move"
    );
    for (args, needle) in [
        (
            &[
                "perft",
                "1",
                "--variant",
                "positional-8x8x2",
                "--set",
                "turn=one",
            ][..],
            "unknown rule option \"turn\"",
        ),
        (
            &[
                "perft",
                "1",
                "--variant",
                "positional-7x7x3",
                "--set",
                "falcon=rider",
            ],
            "rule option falcon: \"rider\" is not one of paths, leaper",
        ),
    ] {
        let (code, _, err) = congruent(args, "");
        assert_eq!(code, 2);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{err}");
    }
}

/// `--set mates=first-two` (6x6x4 only): one mate each is a draw; the
/// option is refused on the other versions.
#[test]
fn the_mates_option_through_moves() {
    use congruent::cells::games::positional::game::Positional;
    use congruent::cells::games::positional::Version;
    use congruent::core::variant::Variant;
    let d = Positional::adopted(Version::Six);
    let g = congruent::cells::games::positional::checks::one_mate_each_position(d);
    let input = d.to_json(&g).to_string();
    for (set, status) in [
        ("mates=first-to-two", "ongoing"),
        ("mates=first-two", "draw"),
    ] {
        let (code, out, err) = congruent(
            &["moves", "--variant", "positional-6x6x4", "--set", set],
            &input,
        );
        assert_eq!(code, 0, "{err}");
        let reply: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(reply["status"], status, "{set}");
    }
    let (code, _, err) = congruent(
        &[
            "moves",
            "--variant",
            "positional-7x7x3",
            "--set",
            "mates=first-two",
            "--start",
        ],
        "",
    );
    assert_eq!(code, 2);
    assert!(err.contains("mates"), "{err}");
}
