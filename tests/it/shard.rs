//! Perft in shards (`perft --shard I/K`, `perft-merge`, spec/perft.md):
//! the shards of a count sum to it for Goff and for a variant on the
//! core, bad shard numbers are refused, and the Ray job of
//! `tools/perft_ray.py` gives the unsharded count on a local Ray cluster.

use crate::common::congruent;
use crate::common::tool_missing;

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

/// A local Ray cluster for this test alone: `ray start --head --block`
/// on a free port with its own temp dir, ended (with the processes it
/// started) when dropped. Each job connects to it with `--address`
/// instead of starting a cluster of its own, which took 20 to 100 s a
/// job on CI's two cores. `None` (saying why) where Ray is not installed
/// (`tools/install-test-deps` installs it; CI runs it).
struct RayCluster {
    head: std::process::Child,
    address: String,
    dir: std::path::PathBuf,
}

impl RayCluster {
    fn start() -> Option<RayCluster> {
        use std::io::BufRead;
        let probe = std::process::Command::new("python3")
            .args(["-c", "import ray"])
            .output();
        if !probe.is_ok_and(|o| o.status.success())
            && tool_missing("ray", "python3 cannot import ray")
        {
            return None;
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .unwrap()
            .port();
        let dir = std::env::temp_dir().join(format!("congruent-ray-{}", std::process::id()));
        let mut head = std::process::Command::new("python3")
            .args(["-c", "import ray.scripts.scripts as s; s.main()"])
            .args(["start", "--head", "--block", "--num-cpus", "2"])
            .args(["--include-dashboard=false", "--disable-usage-stats"])
            .arg(format!("--port={port}"))
            .arg(format!("--temp-dir={}", dir.display()))
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("python3 runs");
        // Read until the cluster is up, then go on reading in a thread:
        // a head whose output pipe closed would end on its next line.
        let mut out = std::io::BufReader::new(head.stdout.take().unwrap()).lines();
        let mut said = String::new();
        for line in out.by_ref() {
            let line = line.unwrap_or_default();
            said.push_str(&line);
            said.push('\n');
            if line.contains("Ray runtime started") {
                break;
            }
        }
        std::thread::spawn(move || out.for_each(drop));
        assert!(said.contains("Ray runtime started"), "ray start: {said}");
        Some(RayCluster {
            head,
            address: format!("127.0.0.1:{port}"),
            dir,
        })
    }

    /// `python3 tools/perft_ray.py ARGS --congruent BINARY --address ...`.
    fn job_with(&self, binary: &str, args: &[&str]) -> std::process::Output {
        std::process::Command::new("python3")
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tools/perft_ray.py"))
            .args(args)
            .args(["--congruent", binary, "--address", &self.address])
            .output()
            .expect("python3 runs")
    }

    fn job(&self, args: &[&str]) -> std::process::Output {
        self.job_with(env!("CARGO_BIN_EXE_congruent"), args)
    }
}

impl Drop for RayCluster {
    /// `ray start --block` ends the processes it started on SIGTERM.
    fn drop(&mut self) {
        let pid = rustix::process::Pid::from_raw(self.head.id() as i32).unwrap();
        let _ = rustix::process::kill_process(pid, rustix::process::Signal::TERM);
        let _ = self.head.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn shard_count(out: &std::process::Output) -> String {
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout.into_owned()
}

/// A failed job's last line on stderr, Ray's traceback left out; `alone`:
/// the only line (a refusal before Ray is asked).
fn refusal(out: &std::process::Output, alone: bool) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success(), "{err}");
    assert!(!err.contains("Traceback"), "{err}");
    assert!(!alone || err.lines().count() == 1, "{err}");
    err.lines().last().unwrap_or_default().to_string()
}

/// The Ray job on a local cluster: 3 shards of perft(3) as Ray tasks sum
/// to the unsharded count; a shard that fails is named in one line, Ray's
/// traceback left out; `--save DIR` keeps each shard's line and a rerun
/// counts only the missing ones, so that a long count survives a stopped
/// session.
#[test]
fn a_ray_job_counts_fails_in_one_line_and_resumes() {
    let Some(ray) = RayCluster::start() else {
        return;
    };
    assert_eq!(shard_count(&ray.job(&["3", "3"])), "perft(3) = 620060\n");
    let err = refusal(&ray.job(&["7", "2"]), false);
    assert!(
        err.contains("2 of 2 shards failed; shard ") && err.contains("limited to depth 6"),
        "{err}"
    );

    let dir = ray.dir.join("save");
    let save = dir.to_str().unwrap();
    let out = ray.job(&["3", "3", "--save", save]);
    assert_eq!(shard_count(&out), "perft(3) = 620060\n");
    let shard = |i: usize| dir.join(format!("shard-{i}-of-3.json"));
    let written = |i: usize| std::fs::metadata(shard(i)).unwrap().modified().unwrap();
    assert!((0..3).all(|i| shard(i).exists()), "{dir:?}");
    // A saved line is read back, and must be the shard its file names.
    let kept = std::fs::read_to_string(shard(0)).unwrap();
    std::fs::write(shard(0), kept.replace("\"depth\":3", "\"depth\":4")).unwrap();
    let err = refusal(&ray.job(&["3", "3", "--save", save]), true);
    assert!(
        err.contains("shard-0-of-3.json is not shard 0/3 of depth 3"),
        "{err}"
    );
    std::fs::write(shard(0), kept).unwrap();
    // A lost shard is counted again, and only it.
    let before = [written(0), written(2)];
    std::fs::remove_file(shard(1)).unwrap();
    let out = ray.job(&["3", "3", "--save", save]);
    assert_eq!(shard_count(&out), "perft(3) = 620060\n");
    assert!(shard(1).exists(), "the lost shard was not saved again");
    assert_eq!(
        [written(0), written(2)],
        before,
        "a saved shard was counted again"
    );
    // Another count, or another binary, is not mixed into this one.
    let err = refusal(&ray.job(&["2", "3", "--save", save]), true);
    assert!(
        err.contains("another count or binary (depth differ"),
        "{err}"
    );
    let other = ray.dir.join("other-congruent");
    std::fs::write(&other, "#!/bin/sh\nexit 1\n").unwrap();
    let err = refusal(
        &ray.job_with(other.to_str().unwrap(), &["3", "3", "--save", save]),
        true,
    );
    assert!(err.contains("(binary differ"), "{err}");
}
