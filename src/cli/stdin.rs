//! What stdin holds, found out without waiting on it and without taking
//! anything a reader of the same pipe would get, where the system lets
//! this be told (Linux; elsewhere only a redirected file is looked at).

use std::io::IsTerminal;
use std::path::Path;

pub fn is_terminal() -> bool {
    std::io::stdin().is_terminal()
}

/// A second handle on stdin, to look at what it is.
#[cfg(unix)]
fn handle() -> Option<std::fs::File> {
    use std::os::fd::AsFd;
    let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
    Some(std::fs::File::from(fd))
}

/// Whether `path` is stdin itself (`/dev/stdin`, or the very file
/// stdin is redirected from): reading it reads stdin.
#[cfg(unix)]
pub fn is_named_by(path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let ours = handle().and_then(|f| f.metadata().ok());
    match (std::fs::metadata(path), ours) {
        (Ok(a), Some(b)) => (a.dev(), a.ino()) == (b.dev(), b.ino()),
        _ => false,
    }
}

#[cfg(not(unix))]
pub fn is_named_by(_: &Path) -> bool {
    false
}

fn blank(bytes: &[u8]) -> bool {
    bytes.iter().all(u8::is_ascii_whitespace)
}

/// Whether stdin holds input now, white space aside, found without
/// waiting: a terminal never (it is not read); a redirected file if
/// what is left of it is not blank (read in place, its offset
/// unmoved); a pipe, socket or device if bytes are there already and
/// not all blank (those are read: only a command that refuses input
/// asks). An empty stdin, closed or still open, holds none.
#[cfg(unix)]
pub fn holds_input() -> bool {
    use std::io::{Read, Seek};
    use std::os::unix::fs::FileExt;
    const LOOK: usize = congruent::core::input::MAX_INPUT;
    if is_terminal() {
        return false;
    }
    let Some(mut file) = handle() else {
        return false;
    };
    let mut buf = vec![0u8; 64 << 10];
    let mut seen = 0;
    if file.metadata().is_ok_and(|m| m.is_file()) {
        let Ok(mut at) = file.stream_position() else {
            return false;
        };
        while seen < LOOK {
            match file.read_at(&mut buf, at) {
                Ok(0) | Err(_) => return false,
                Ok(n) if !blank(&buf[..n]) => return true,
                Ok(n) => (at, seen) = (at + n as u64, seen + n),
            }
        }
        return false;
    }
    while seen < LOOK && ready(0) == Some(true) {
        match file.read(&mut buf) {
            Ok(0) | Err(_) => return false,
            Ok(n) if !blank(&buf[..n]) => return true,
            Ok(n) => seen += n,
        }
    }
    false
}

#[cfg(not(unix))]
pub fn holds_input() -> bool {
    false
}

/// Waits up to `ms` milliseconds for stdin to have something to read,
/// bytes or its end; true at once for a file, and where it cannot be
/// told.
pub fn arrives_within(ms: i32) -> bool {
    ready(ms).unwrap_or(true)
}

/// poll(2) on stdin: whether it is readable (bytes, or the end) within
/// `ms` milliseconds; `None` if that cannot be told.
#[cfg(unix)]
fn ready(ms: i32) -> Option<bool> {
    use rustix::event::{poll, PollFd, PollFlags, Timespec};
    let stdin = std::io::stdin();
    let timeout = Timespec {
        tv_sec: i64::from(ms / 1000),
        tv_nsec: i64::from(ms % 1000) * 1_000_000,
    };
    loop {
        let mut fds = [PollFd::new(&stdin, PollFlags::IN)];
        match poll(&mut fds, Some(&timeout)) {
            Ok(n) => return Some(n > 0),
            Err(rustix::io::Errno::INTR) => continue,
            Err(_) => return None,
        }
    }
}

#[cfg(not(unix))]
fn ready(_: i32) -> Option<bool> {
    None
}
