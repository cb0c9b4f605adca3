//! Perft in shards (`perft --shard I/K`, `perft-merge`, spec/perft.md):
//! the shards of a count sum to it for Goff and for a rule set on the
//! core, bad shard numbers are refused, and the Ray job of
//! `tools/perft_ray.py` gives the unsharded count on a local Ray cluster.

mod common;

use common::congruent;

/// Runs every shard of `args` and merges them through `perft-merge`.
fn sharded(depth: &str, k: usize, extra: &[&str]) -> String {
    let mut lines = String::new();
    for i in 0..k {
        let shard = format!("{i}/{k}");
        let mut args = vec!["perft", depth, "--shard", &shard];
        args.extend(extra);
        let (code, out, err) = congruent(&args, "");
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["shard"], i);
        lines.push_str(&out);
    }
    let (code, out, err) = congruent(&["perft-merge"], &lines);
    assert_eq!(code, 0, "{err}");
    out
}

#[test]
fn shards_sum_to_perft() {
    assert_eq!(sharded("3", 4, &[]), "perft(3) = 620060\n");
    assert_eq!(
        sharded("2", 5, &["--variant", "tetrahedral"]),
        "perft(2) = 1225\n"
    );
    // More shards than first moves: the empty ones count zero.
    assert_eq!(sharded("1", 80, &[]), "perft(1) = 72\n");
    let king = ["--set", "king=adjacent"];
    assert_eq!(sharded("2", 3, &king), "perft(2) = 6084\n");
}

#[test]
fn merge_refuses_an_incomplete_or_mixed_set() {
    let (_, one, _) = congruent(&["perft", "2", "--shard", "0/2"], "");
    let (code, _, err) = congruent(&["perft-merge"], &one);
    assert_eq!(code, 2);
    assert!(err.contains("shard 1/2 is missing"), "{err}");
    let (_, other, _) = congruent(&["perft", "3", "--shard", "1/2"], "");
    let (code, _, err) = congruent(&["perft-merge"], &format!("{one}{other}"));
    assert_eq!(code, 2);
    assert!(err.contains("another count"), "{err}");
    let (code, _, err) = congruent(&["perft-merge"], "not json\n");
    assert_eq!(code, 2);
    assert!(err.contains("stdin:1: not a shard result"), "{err}");
    for bad in ["2/2", "x", "1/0"] {
        let (code, _, err) = congruent(&["perft", "2", "--shard", bad], "");
        assert_eq!(code, 2, "{bad}");
        assert!(err.contains("I/K"), "{err}");
    }
}

/// The Ray job on a local cluster: 3 shards of perft(3) as Ray tasks sum
/// to the unsharded count. Skipped, saying why, where Ray is not
/// installed (`tools/install-test-deps` installs it; CI runs it).
#[test]
fn a_ray_job_gives_the_unsharded_count() {
    let probe = std::process::Command::new("python3")
        .args(["-c", "import ray"])
        .output();
    if !probe.is_ok_and(|o| o.status.success()) {
        println!("skipped: python3 cannot import ray (run tools/install-test-deps)");
        return;
    }
    let out = std::process::Command::new("python3")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tools/perft_ray.py"))
        .args(["3", "3", "--congruent", env!("CARGO_BIN_EXE_congruent")])
        .output()
        .expect("python3 runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(stdout, "perft(3) = 620060\n");
}
