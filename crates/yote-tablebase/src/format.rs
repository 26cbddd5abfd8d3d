//! A table's file, version 1. Little-endian throughout:
//!
//! | bytes | field |
//! |---|---|
//! | 6 | magic `YOTETB` |
//! | 1 | format version (1) |
//! | 1 | the number of the board's symmetries the index folds (4, or 8 on a square board) |
//! | 2 | length of the rules string, then the string (UTF-8, every option spelled out) |
//! | 1, 1 | the side to move's pieces, the other side's pieces |
//! | 2 | the no-capture limit, in plies |
//! | 8 | the number of entries |
//! | 8 | FNV-1a 64 of the entries |
//! | n | the entries, one byte each ([`crate::Value::encode`]), in index order ([`crate::index`]) |
//!
//! A file is named `<mover>-<other>.yotetb` in a folder named by its rules string
//! ([`folder_name`]); the reader trusts neither name and checks everything against the header.

use std::fmt;

use yote_rules::Rules;

use crate::index::MaterialIndex;
use crate::table::{Table, Tablebase};

pub const MAGIC: &[u8; 6] = b"YOTETB";
pub const VERSION: u8 = 1;
/// The file name's extension.
pub const EXTENSION: &str = "yotetb";

/// Why a file is not a table of these tables' rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormatError {
    NotATable,
    Version(u8),
    Truncated,
    Trailing,
    Rules {
        found: String,
        expected: String,
    },
    Limit {
        found: u16,
        expected: u16,
    },
    Symmetries(u8),
    Material {
        mover: u8,
        other: u8,
    },
    Entries {
        found: u64,
        expected: u64,
    },
    Checksum,
    Value(u8),
    /// The rules have no no-capture limit (or one too long): no table is built for them.
    NoLimit,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatError::NotATable => f.write_str("not a table file (no YOTETB magic)"),
            FormatError::Version(v) => {
                write!(
                    f,
                    "format version {v}; this program reads version {VERSION}"
                )
            }
            FormatError::Truncated => f.write_str("the file ends before its header says"),
            FormatError::Trailing => f.write_str("the file goes on past its entries"),
            FormatError::Rules { found, expected } => {
                write!(f, "the table is for rules '{found}', not '{expected}'")
            }
            FormatError::Limit { found, expected } => write!(
                f,
                "the table counts a no-capture limit of {found} plies, not {expected}"
            ),
            FormatError::Symmetries(n) => {
                write!(f, "the table folds {n} symmetries, not this board's")
            }
            FormatError::Material { mover, other } => {
                write!(
                    f,
                    "no table holds {mover} pieces against {other} under these rules"
                )
            }
            FormatError::Entries { found, expected } => {
                write!(
                    f,
                    "the table has {found} entries where its material has {expected}"
                )
            }
            FormatError::Checksum => f.write_str("the entries do not match their checksum"),
            FormatError::Value(b) => write!(f, "the byte {b} is no value"),
            FormatError::NoLimit => {
                f.write_str("these rules have no no-capture limit a table can count")
            }
        }
    }
}

impl std::error::Error for FormatError {}

/// FNV-1a, 64 bits.
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The folder the tables of `rules` live in, under the tables' folder: the shortest rules
/// string (`standard` for the preset).
pub fn folder_name(rules: &Rules) -> String {
    rules.to_rules_string()
}

/// The file name of a material's table.
pub fn file_name(mover: u8, other: u8) -> String {
    format!("{mover}-{other}.{EXTENSION}")
}

/// The length in bytes of the file of a material's table under `rules` (its header and one byte
/// per entry), known before it is fetched.
pub fn file_len(tables: &Tablebase, mover: u8, other: u8) -> u64 {
    let rules = tables.rules().to_full_string();
    let entries = MaterialIndex::new(tables.geometry(), mover, other).len();
    (HEADER_FIXED + rules.len()) as u64 + entries
}

/// The header's bytes besides the rules string: magic, version, symmetries, the string's
/// length, the material, the limit, the entries' count and checksum.
const HEADER_FIXED: usize = 6 + 1 + 1 + 2 + 1 + 1 + 2 + 8 + 8;

impl Table {
    /// The table's file.
    pub fn to_bytes(&self, tables: &Tablebase) -> Vec<u8> {
        let rules = tables.rules().to_full_string();
        let mut out = Vec::with_capacity(40 + rules.len() + self.values.len());
        out.extend_from_slice(MAGIC);
        out.push(VERSION);
        out.push(tables.geometry().symmetry_count() as u8);
        out.extend_from_slice(&(rules.len() as u16).to_le_bytes());
        out.extend_from_slice(rules.as_bytes());
        out.push(self.mover());
        out.push(self.other());
        out.extend_from_slice(&tables.limit().to_le_bytes());
        out.extend_from_slice(&self.len().to_le_bytes());
        out.extend_from_slice(&checksum(&self.values).to_le_bytes());
        out.extend_from_slice(&self.values);
        out
    }
}

struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], FormatError> {
        if self.0.len() < n {
            return Err(FormatError::Truncated);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn u8(&mut self) -> Result<u8, FormatError> {
        Ok(self.take(1)?[0])
    }

    fn u16(&mut self) -> Result<u16, FormatError> {
        Ok(u16::from_le_bytes(
            self.take(2)?.try_into().expect("2 bytes"),
        ))
    }

    fn u64(&mut self) -> Result<u64, FormatError> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().expect("8 bytes"),
        ))
    }
}

impl Tablebase {
    /// Reads a table's file and adds it, after checking it belongs to these tables.
    pub fn load(&mut self, bytes: &[u8]) -> Result<(u8, u8), FormatError> {
        let mut r = Reader(bytes);
        if r.take(6).map_err(|_| FormatError::NotATable)? != MAGIC {
            return Err(FormatError::NotATable);
        }
        let version = r.u8()?;
        if version != VERSION {
            return Err(FormatError::Version(version));
        }
        let symmetries = r.u8()?;
        if usize::from(symmetries) != self.geometry().symmetry_count() {
            return Err(FormatError::Symmetries(symmetries));
        }
        let len = usize::from(r.u16()?);
        let found = String::from_utf8_lossy(r.take(len)?).into_owned();
        let expected = self.rules().to_full_string();
        if found != expected {
            return Err(FormatError::Rules { found, expected });
        }
        let (mover, other) = (r.u8()?, r.u8()?);
        let limit = r.u16()?;
        if limit != self.limit() {
            return Err(FormatError::Limit {
                found: limit,
                expected: self.limit(),
            });
        }
        let least = self.rules().options().win_at + 1;
        let most = self.rules().pieces();
        if mover < least
            || other < least
            || mover > most
            || other > most
            || u32::from(mover) + u32::from(other) > self.geometry().size()
            || mover + other > crate::table::MAX_PIECES
        {
            return Err(FormatError::Material { mover, other });
        }
        let entries = r.u64()?;
        let sum = r.u64()?;
        let index = MaterialIndex::new(self.geometry(), mover, other);
        if entries != index.len() {
            return Err(FormatError::Entries {
                found: entries,
                expected: index.len(),
            });
        }
        let values = r.take(entries as usize)?;
        if checksum(values) != sum {
            return Err(FormatError::Checksum);
        }
        if !r.0.is_empty() {
            return Err(FormatError::Trailing);
        }
        if let Some(&b) = values.iter().find(|&&b| b == 255) {
            return Err(FormatError::Value(b));
        }
        self.insert(Table {
            index,
            values: values.to_vec(),
        });
        Ok((mover, other))
    }
}
