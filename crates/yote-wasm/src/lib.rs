//! The Yoté rules and computer player as a WebAssembly module for the site's pages
//! (web/engine/engine.js loads it; docs/engine.md). A plain C interface, no wasm-bindgen:
//!
//! - Text crosses in linear memory: the caller gets a buffer with [`yote_alloc`], writes UTF-8
//!   into it, passes `(ptr, len)` and frees it with [`yote_free`].
//! - Every operation returns a status (0: done, 1: refused) and leaves its answer, or the
//!   reason it refused, as UTF-8 text at [`yote_out_ptr`] / [`yote_out_len`], valid until the
//!   next call.
//! - Searches read the time from the host's `env.yote_now_ms` import (see yote-ai's clock).
//!
//! The same operations over `&str` are in [`api`], which the native tests call.
//!
//! ```
//! let legal = yote_wasm::api::legal("standard", "").unwrap();
//! assert_eq!(legal.split(' ').count(), 30); // a place on each of the 30 squares
//! ```

pub mod api;

use std::cell::RefCell;

use api::SearchLimits;

thread_local! {
    /// The last operation's answer.
    static OUT: RefCell<String> = const { RefCell::new(String::new()) };
    /// The last rating's figures.
    static FIGURES: std::cell::Cell<api::Figures> = const { std::cell::Cell::new([0.0; 3]) };
}

fn answer(result: Result<String, String>) -> i32 {
    let (status, text) = match result {
        Ok(text) => (0, text),
        Err(text) => (1, text),
    };
    OUT.with(|out| *out.borrow_mut() = text);
    status
}

/// # Safety
/// `(ptr, len)` must be a buffer from [`yote_alloc`] (or `len` 0) that the caller filled.
unsafe fn text<'a>(ptr: *const u8, len: usize) -> Result<&'a str, String> {
    if len == 0 {
        return Ok("");
    }
    // SAFETY: the caller passes a live buffer of `len` bytes.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    std::str::from_utf8(bytes).map_err(|e| format!("text: {e}"))
}

/// A buffer of `len` bytes for the caller to write into.
#[unsafe(no_mangle)]
pub extern "C" fn yote_alloc(len: usize) -> *mut u8 {
    let mut buffer = Vec::<u8>::with_capacity(len.max(1));
    let ptr = buffer.as_mut_ptr();
    std::mem::forget(buffer);
    ptr
}

/// Frees a buffer from [`yote_alloc`].
///
/// # Safety
/// `ptr` and `len` must be exactly those of one [`yote_alloc`] call, freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yote_free(ptr: *mut u8, len: usize) {
    // SAFETY: rebuilds the Vec that yote_alloc forgot, with its capacity.
    drop(unsafe { Vec::from_raw_parts(ptr, 0, len.max(1)) });
}

/// Where the last answer starts.
#[unsafe(no_mangle)]
pub extern "C" fn yote_out_ptr() -> *const u8 {
    OUT.with(|out| out.borrow().as_ptr())
}

/// The last answer's length in bytes.
#[unsafe(no_mangle)]
pub extern "C" fn yote_out_len() -> usize {
    OUT.with(|out| out.borrow().len())
}

/// The legal actions of a position (empty text: the start) under a rules string, separated by
/// spaces.
///
/// # Safety
/// Each `(ptr, len)` pair is a filled buffer from [`yote_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yote_legal(rp: *const u8, rl: usize, pp: *const u8, pl: usize) -> i32 {
    // SAFETY: the caller's buffers.
    answer(unsafe { text(rp, rl).and_then(|r| api::legal(r, text(pp, pl)?)) })
}

/// The position after an action.
///
/// # Safety
/// Each `(ptr, len)` pair is a filled buffer from [`yote_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yote_play(
    rp: *const u8,
    rl: usize,
    pp: *const u8,
    pl: usize,
    ap: *const u8,
    al: usize,
) -> i32 {
    // SAFETY: the caller's buffers.
    answer(unsafe { text(rp, rl).and_then(|r| api::play(r, text(pp, pl)?, text(ap, al)?)) })
}

/// The end of the game in a position: empty text while it goes on, else `<result> <reason>`.
///
/// # Safety
/// Each `(ptr, len)` pair is a filled buffer from [`yote_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yote_outcome(rp: *const u8, rl: usize, pp: *const u8, pl: usize) -> i32 {
    // SAFETY: the caller's buffers.
    answer(unsafe { text(rp, rl).and_then(|r| api::outcome(r, text(pp, pl)?)) })
}

/// The site's referee on a request in a game played in the page, as in [`api::judge`].
///
/// # Safety
/// Each `(ptr, len)` pair is a filled buffer from [`yote_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yote_judge(
    rp: *const u8,
    rl: usize,
    hp: *const u8,
    hl: usize,
    gp: *const u8,
    gl: usize,
    qp: *const u8,
    ql: usize,
) -> i32 {
    // SAFETY: the caller's buffers.
    answer(unsafe {
        text(rp, rl).and_then(|r| api::judge(r, text(hp, hl)?, text(gp, gl)?, text(qp, ql)?))
    })
}

/// Perft of a position to `depth`, answered in decimal (a u64 does not fit a JS number).
///
/// # Safety
/// Each `(ptr, len)` pair is a filled buffer from [`yote_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yote_perft(
    rp: *const u8,
    rl: usize,
    pp: *const u8,
    pl: usize,
    depth: u32,
) -> i32 {
    // SAFETY: the caller's buffers.
    answer(unsafe {
        text(rp, rl)
            .and_then(|r| api::perft_count(r, text(pp, pl)?, depth))
            .map(|n| n.to_string())
    })
}

/// A search of the last of the positions in `history` (one a line) under a depth, a node count
/// and a time in milliseconds (0: no such limit), with a hash table of `hash_mb` MB; answered
/// as in [`api::search_text`].
///
/// # Safety
/// Each `(ptr, len)` pair is a filled buffer from [`yote_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yote_search(
    rp: *const u8,
    rl: usize,
    hp: *const u8,
    hl: usize,
    depth: u32,
    nodes: f64,
    movetime_ms: f64,
    hash_mb: u32,
) -> i32 {
    let limits = SearchLimits {
        depth,
        nodes,
        movetime_ms,
        hash_mb,
    };
    // SAFETY: the caller's buffers.
    answer(unsafe { text(rp, rl).and_then(|r| api::search_text(r, text(hp, hl)?, limits)) })
}

/// The computer of a level choosing in the last of the positions in `history`, as the site's
/// computer does (`seed`: a whole number below 2^53; `cap_ms` 0: the level's own cap); answered
/// as in [`api::level_text`].
///
/// # Safety
/// Each `(ptr, len)` pair is a filled buffer from [`yote_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yote_level(
    rp: *const u8,
    rl: usize,
    hp: *const u8,
    hl: usize,
    lp: *const u8,
    ll: usize,
    seed: f64,
    cap_ms: f64,
) -> i32 {
    // SAFETY: the caller's buffers.
    answer(unsafe {
        text(rp, rl).and_then(|r| {
            api::level_text(
                r,
                text(hp, hl)?,
                text(lp, ll)?,
                seed.max(0.0) as u64,
                cap_ms,
            )
        })
    })
}

/// The endgame tables the computer needs in a position, answered as in [`api::table_needs`].
///
/// # Safety
/// Each `(ptr, len)` pair is a filled buffer from [`yote_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yote_table_needs(
    rp: *const u8,
    rl: usize,
    pp: *const u8,
    pl: usize,
) -> i32 {
    // SAFETY: the caller's buffers.
    answer(unsafe { text(rp, rl).and_then(|r| api::table_needs(r, text(pp, pl)?)) })
}

/// Adds a table's file (`(bp, bl)`: its bytes, not text) to the computer's tables, as
/// [`api::table_load`].
///
/// # Safety
/// Each `(ptr, len)` pair is a filled buffer from [`yote_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yote_table_load(
    rp: *const u8,
    rl: usize,
    bp: *const u8,
    bl: usize,
) -> i32 {
    // SAFETY: the caller's buffers; the bytes may be any bytes.
    let bytes: &[u8] = if bl == 0 {
        &[]
    } else {
        unsafe { std::slice::from_raw_parts(bp, bl) }
    };
    // SAFETY: the caller's buffer.
    answer(unsafe { text(rp, rl).and_then(|r| api::table_load(r, bytes)) })
}

/// `yote bench` (`depth_offset` 0 gives the signature), answered as in [`api::bench_text`].
#[unsafe(no_mangle)]
pub extern "C" fn yote_bench(depth_offset: i32) -> i32 {
    answer(Ok(api::bench_text(depth_offset)))
}

/// A rating's figures, as in [`api::Figures`]: written by the rating operations, read by the
/// caller at [`yote_figures_ptr`] (three f64) after a status of 0.
fn figures_answer(result: Result<api::Figures, String>) -> i32 {
    match result {
        Ok(figures) => {
            FIGURES.with(|f| f.set(figures));
            answer(Ok(String::new()))
        }
        Err(e) => answer(Err(e)),
    }
}

/// Where the last rating's three figures are (rating, deviation, volatility, as f64).
#[unsafe(no_mangle)]
pub extern "C" fn yote_figures_ptr() -> *const f64 {
    FIGURES.with(|f| f.as_ptr() as *const f64)
}

/// A new player's rating, as in [`api::rating_start`].
#[unsafe(no_mangle)]
pub extern "C" fn yote_rating_start() -> i32 {
    figures_answer(Ok(api::rating_start()))
}

/// A rating after one Glicko-2 period, as in [`api::rating_after`] (`tau` 0: the site's):
/// the player's figures, then the games as `(ptr, len)` bytes, three little-endian f64 a game
/// (the opponent's rating and deviation, the score).
///
/// # Safety
/// `(gp, gl)` is a filled buffer from [`yote_alloc`] (or `gl` 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn yote_rating_after(
    rating: f64,
    deviation: f64,
    volatility: f64,
    gp: *const u8,
    gl: usize,
    tau: f64,
) -> i32 {
    let bytes = if gl == 0 {
        &[][..]
    } else {
        // SAFETY: the caller passes a live buffer of `gl` bytes.
        unsafe { std::slice::from_raw_parts(gp, gl) }
    };
    if bytes.len() % 24 != 0 {
        return answer(Err("games: three f64 a game".into()));
    }
    let games: Vec<api::Figures> = bytes
        .chunks_exact(24)
        .map(|game| {
            let f =
                |i: usize| f64::from_le_bytes(game[i * 8..i * 8 + 8].try_into().expect("8 bytes"));
            [f(0), f(1), f(2)]
        })
        .collect();
    figures_answer(api::rating_after(
        [rating, deviation, volatility],
        &games,
        tau,
    ))
}

/// The puzzle rating after one puzzle, as in [`api::puzzle_rating`]: the solver's figures
/// (`newcomer` 1: none, a new solver), the puzzle's rating, `solved` 0 or 1.
#[unsafe(no_mangle)]
pub extern "C" fn yote_puzzle_rating(
    rating: f64,
    deviation: f64,
    volatility: f64,
    newcomer: i32,
    puzzle: f64,
    solved: i32,
) -> i32 {
    let player = (newcomer == 0).then_some([rating, deviation, volatility]);
    figures_answer(api::puzzle_rating(player, puzzle, solved != 0))
}
