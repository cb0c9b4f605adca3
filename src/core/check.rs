//! A named check of `congruent verify`, run when asked: a variant hands
//! over its checks unstarted, so the command line can print each one's
//! line the moment it ends instead of all of them after the slowest.

/// What a check found: a one-line summary when it holds, the reason when
/// it does not.
pub type Outcome = Result<String, String>;

/// A check not yet run.
pub struct Check {
    /// The name `verify` prints (short; a seed line where one applies).
    pub name: String,
    run: Box<dyn FnOnce() -> Outcome + Send>,
}

impl Check {
    /// A check named `name` that runs `run` when [`Check::run`] is called,
    /// not before.
    pub fn new(name: impl Into<String>, run: impl FnOnce() -> Outcome + Send + 'static) -> Self {
        Check {
            name: name.into(),
            run: Box::new(run),
        }
    }

    /// Runs the check.
    pub fn run(self) -> Outcome {
        (self.run)()
    }
}

/// A check's line as `verify` prints it.
pub fn line(name: &str, outcome: &Outcome) -> String {
    match outcome {
        Ok(s) => format!("PASS {name:<28} {s}"),
        Err(s) => format!("FAIL {name:<28} {s}"),
    }
}

/// The closing line of a run of checks.
pub fn tally(passed: usize, failed: usize) -> String {
    format!("{passed} passed, {failed} failed")
}

/// Runs the checks in order, handing each line to `each` as its check
/// ends (`starting` first gets the index and name of the check about to
/// run);
/// returns every line and the tally, and whether all passed.
pub fn run_all(
    checks: Vec<Check>,
    mut starting: impl FnMut(usize, &str),
    mut each: impl FnMut(&str),
) -> (String, bool) {
    let mut text = String::new();
    let mut failed = 0;
    let total = checks.len();
    for (n, check) in checks.into_iter().enumerate() {
        starting(n, &check.name);
        let name = check.name.clone();
        let outcome = check.run();
        failed += usize::from(outcome.is_err());
        let l = line(&name, &outcome);
        each(&l);
        text.push_str(&l);
        text.push('\n');
    }
    text.push_str(&tally(total - failed, failed));
    text.push('\n');
    (text, failed == 0)
}
