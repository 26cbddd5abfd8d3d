//! What the subcommands share: the failure that ends the command with exit status 2, and the
//! rules and position arguments parsed with their flag's name in the error.

use std::io;

use yote_rules::{Position, Rules};

/// A one-line error for stderr, with exit status 2.
pub struct Failure(pub String);

pub fn parse_rules(text: &str) -> Result<Rules, Failure> {
    text.parse().map_err(|e| Failure(format!("--rules: {e}")))
}

pub fn parse_position(text: &str, rules: &Rules) -> Result<Position, Failure> {
    Position::parse(text, rules).map_err(|e| Failure(format!("--position: {e}")))
}

pub fn io_failure(e: io::Error) -> Failure {
    Failure(format!("cannot write the output: {e}"))
}
