//! A program under test: started on demand, asked one request at a time,
//! killed and restarted when it crashes, hangs or answers garbage, so one
//! bad case never ends the run.

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The command line of a program, split as a shell would split it (no
/// shell runs it). `congruent` names this very binary when no other is on
/// the PATH, so `--program "congruent serve"` works from a checkout.
#[derive(Debug, Clone)]
pub struct Program {
    pub argv: Vec<String>,
}

impl Program {
    pub fn parse(text: &str) -> Result<Program, String> {
        let argv = shell_words::split(text).map_err(|e| format!("--program {text:?}: {e}"))?;
        if argv.is_empty() {
            return Err("--program: empty command".into());
        }
        let program = Program { argv };
        program.check_exists()?;
        Ok(program)
    }

    /// Refuses at once a program that cannot be found or run, instead of
    /// reporting every case as a crash: a path must name an executable
    /// file, a bare name must be one on the PATH (or be `congruent`, this
    /// binary).
    fn check_exists(&self) -> Result<(), String> {
        let name = &self.argv[0];
        let shown = crate::core::input::excerpt(name);
        if name.contains(std::path::MAIN_SEPARATOR) {
            let path = std::path::Path::new(name);
            if !path.is_file() {
                return Err(format!("--program: {shown}: no such program"));
            }
            if !executable(path) {
                return Err(format!(
                    "--program: {shown}: not executable (chmod +x it, or name its interpreter: --program \"python3 {}\")",
                    self.argv.join(" ")
                ));
            }
            return Ok(());
        }
        if name == "congruent" || on_path(name) {
            return Ok(());
        }
        Err(format!("--program: {shown}: no such program"))
    }

    fn command(&self) -> Command {
        let mut exe = std::path::PathBuf::from(&self.argv[0]);
        if self.argv[0] == "congruent" && !on_path("congruent") {
            if let Ok(me) = std::env::current_exe() {
                exe = me;
            }
        }
        let mut c = Command::new(exe);
        c.args(&self.argv[1..]);
        // A process group of its own, led by the program, so that what
        // it starts (a shell's children, an adapter's engine) is ended
        // with it (`Client::stop`).
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut c, 0);
        c
    }
}

/// Is there an executable file `name` in a folder of the PATH?
fn on_path(name: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|paths| {
        std::env::split_paths(&paths).any(|d| {
            let p = d.join(name);
            p.is_file() && executable(&p)
        })
    })
}

/// May the file be run (any execute bit)?
#[cfg(unix)]
fn executable(path: &std::path::Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn executable(_path: &std::path::Path) -> bool {
    true
}

/// Why a request got no usable answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Failure {
    /// `crash` (exited, or could not start), `timeout`, `unparsable`.
    pub kind: &'static str,
    pub message: String,
}

struct Running {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    stderr: Arc<Mutex<String>>,
}

/// One connection to the program, restarted as needed.
pub struct Client {
    program: Program,
    running: Option<Running>,
    /// How many times the program was started.
    pub starts: usize,
}

impl Client {
    pub fn new(program: Program) -> Client {
        Client {
            program,
            running: None,
            starts: 0,
        }
    }

    fn start(&mut self) -> Result<&mut Running, Failure> {
        if self.running.is_none() {
            let mut child = self
                .program
                .command()
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .map_err(|e| Failure {
                    kind: "crash",
                    message: format!("cannot start {:?}: {e}", self.program.argv[0]),
                })?;
            self.starts += 1;
            let stdin = child.stdin.take().expect("piped");
            let stdout = child.stdout.take().expect("piped");
            let stderr = child.stderr.take().expect("piped");
            let (tx, rx) = mpsc::channel();
            std::thread::spawn(move || {
                // Each line bounded: a program that prints without end is
                // cut off at 64 MiB a line rather than filling memory.
                let mut reader = BufReader::new(stdout);
                loop {
                    let mut buf = Vec::new();
                    match std::io::Read::take(&mut reader, 64 << 20).read_until(b'\n', &mut buf) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {
                            if tx.send(String::from_utf8_lossy(&buf).into_owned()).is_err() {
                                break;
                            }
                        }
                    }
                }
            });
            let last = Arc::new(Mutex::new(String::new()));
            let keep = Arc::clone(&last);
            std::thread::spawn(move || {
                for line in BufReader::new(stderr).lines() {
                    let Ok(line) = line else { break };
                    if !line.trim().is_empty() {
                        *keep.lock().expect("not poisoned") = line.chars().take(300).collect();
                    }
                }
            });
            self.running = Some(Running {
                child,
                stdin,
                lines: rx,
                stderr: last,
            });
        }
        Ok(self.running.as_mut().expect("just started"))
    }

    /// Ends the program and every process of its process group (what it
    /// started and left running); it is started again by the next
    /// request.
    pub fn stop(&mut self) {
        if let Some(mut r) = self.running.take() {
            kill_group(&r.child);
            let _ = r.child.kill();
            let _ = r.child.wait();
        }
    }

    /// Sends one request and waits up to `timeout` for the answer with the
    /// same `id`.
    pub fn ask(&mut self, request: &Value, timeout: Duration) -> Result<Value, Failure> {
        let result = self.exchange(request, timeout);
        if result.is_err() {
            self.stop();
        }
        result
    }

    fn exchange(&mut self, request: &Value, timeout: Duration) -> Result<Value, Failure> {
        let r = self.start()?;
        let line = format!("{request}\n");
        if let Err(e) = r
            .stdin
            .write_all(line.as_bytes())
            .and_then(|()| r.stdin.flush())
        {
            return Err(crashed(r, &format!("cannot write the request: {e}")));
        }
        let answer = match r.lines.recv_timeout(timeout) {
            Ok(a) => a,
            Err(RecvTimeoutError::Timeout) => {
                return Err(Failure {
                    kind: "timeout",
                    message: format!("no answer within {:.1} s", timeout.as_secs_f64()),
                })
            }
            Err(RecvTimeoutError::Disconnected) => return Err(crashed(r, "closed its output")),
        };
        let value: Value = serde_json::from_str(answer.trim()).map_err(|e| Failure {
            kind: "unparsable",
            message: format!("not JSON ({e}): {}", excerpt(&answer)),
        })?;
        if value.get("id") != request.get("id") {
            let got = match value.get("id") {
                Some(id) => format!("answered with id {}", json_text(id)),
                None => "answered without an id".into(),
            };
            return Err(Failure {
                kind: "unparsable",
                message: format!(
                    "{got}, not the request's {}: {}",
                    json_text(request.get("id").unwrap_or(&Value::Null)),
                    excerpt(&answer)
                ),
            });
        }
        Ok(value)
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Sends SIGKILL to the program's process group, whose id is the
/// program's pid (it was started with `process_group(0)`). Sent before
/// the program is waited for; had it been reaped already (a crash), the
/// id stays its group's while any process of the group lives (POSIX
/// reuses no live group's id). A group already gone is no error.
#[cfg(unix)]
fn kill_group(child: &Child) {
    use rustix::process::{kill_process_group, Pid, Signal};
    let _ = kill_process_group(Pid::from_child(child), Signal::KILL);
}

#[cfg(not(unix))]
fn kill_group(_child: &Child) {}

fn crashed(r: &mut Running, what: &str) -> Failure {
    // Give the process a moment to finish dying so its status is known.
    std::thread::sleep(Duration::from_millis(20));
    let status = match r.child.try_wait() {
        Ok(Some(s)) => format!(", {s}"),
        _ => String::new(),
    };
    let stderr = r.stderr.lock().expect("not poisoned").clone();
    let said = match stderr.is_empty() {
        true => String::new(),
        false => format!("; its last words: {stderr}"),
    };
    Failure {
        kind: "crash",
        message: format!("the program {what}{status}{said}"),
    }
}

/// A JSON value as its text (escaped by JSON), cut after 40 characters.
pub(super) fn json_text(v: &Value) -> String {
    let t = v.to_string();
    match t.char_indices().nth(40) {
        None => t,
        Some((cut, _)) => format!("{}…", &t[..cut]),
    }
}

/// What the program wrote, quoted with its control characters escaped
/// (one line, whatever it printed) and cut after 80 characters.
pub(super) fn excerpt(text: &str) -> String {
    const SHOW: usize = 80;
    let t = text.trim_end_matches(['\n', '\r']);
    match t.char_indices().nth(SHOW) {
        None => format!("{t:?}"),
        Some((cut, _)) => format!("{:?}… ({} bytes in all)", &t[..cut], t.len()),
    }
}
