use std::process::ExitCode;

/// Thousands of small, short-lived buffers a second (messages, states): an allocator made for that.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    yote_server::cli::main()
}
