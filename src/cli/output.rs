//! Whether stdout was closed when congruent started (`congruent moves
//! --start >&-`). Rust's runtime opens /dev/null on a closed stdout before
//! `main`, so every write would then succeed and the output be lost with
//! exit status 0; on Linux a function of ours runs before the runtime (an
//! ELF initialiser) and looks first, so the command refuses instead.

use std::sync::atomic::{AtomicBool, Ordering};

static CLOSED: AtomicBool = AtomicBool::new(false);

/// Whether file descriptor 1 was closed at the start of the process.
pub fn stdout_was_closed() -> bool {
    CLOSED.load(Ordering::Relaxed)
}

/// Runs before Rust's runtime reopens a closed stdout: only a system call
/// (fcntl F_GETFD, which fails on a closed descriptor) and an atomic store.
#[cfg(target_os = "linux")]
extern "C" fn look() {
    let closed = rustix::io::fcntl_getfd(rustix::stdio::stdout()).is_err();
    CLOSED.store(closed, Ordering::Relaxed);
}

#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static LOOK: extern "C" fn() = look;
