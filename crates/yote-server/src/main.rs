use std::process::ExitCode;

fn main() -> ExitCode {
    yote_server::cli::main()
}
