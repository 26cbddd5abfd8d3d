//! The limits on a new table (or rematch): tables a minute per address, and the computer's share.

use std::net::IpAddr;

use super::computer::{COMPUTER_GAME_IDLE, ComputerBusy, ComputerLoad};
use super::rate::RateLimiter;

/// Why a new table was refused.
#[derive(Debug)]
pub enum NewTableRefused {
    TooManyTables,
    Computer(ComputerBusy),
    /// The shared store could not count (nothing was created).
    Store(crate::store::StoreError),
}

/// The limits on a new table from `address` (docs/reliability.md): tables a minute, and for a
/// game against the computer (`computer`: its id and the searches waiting now) the live games of
/// the address and the queue. With a store shared by several servers, the per-address counts are
/// the database's, so that they hold across nodes; else they are this server's, in memory.
pub async fn admit_new_table(
    store: &dyn crate::store::Store,
    config: &crate::config::Config,
    tables: &RateLimiter,
    load: &ComputerLoad,
    address: IpAddr,
    computer: Option<(&str, usize)>,
) -> Result<(), NewTableRefused> {
    match store
        .count_new_table(address, 60)
        .await
        .map_err(NewTableRefused::Store)?
    {
        Some(n) if n > config.tables_per_minute => return Err(NewTableRefused::TooManyTables),
        Some(_) => {}
        None if !tables.allow(address) => return Err(NewTableRefused::TooManyTables),
        None => {}
    }
    if let Some((id, waiting)) = computer {
        load.admit(address, id, waiting)
            .map_err(NewTableRefused::Computer)?;
        let shared = store
            .admit_computer_game(
                address,
                id,
                config.computer_games_per_address,
                COMPUTER_GAME_IDLE.as_secs() as i64,
            )
            .await;
        match shared {
            Ok(Some(false)) => {
                load.release(id);
                return Err(NewTableRefused::Computer(ComputerBusy::Address));
            }
            Ok(_) => {}
            Err(e) => {
                load.release(id);
                return Err(NewTableRefused::Store(e));
            }
        }
    }
    Ok(())
}
