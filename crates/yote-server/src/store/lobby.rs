//! The lobby's storage (docs/site.md "The lobby"): players, their ratings, the seeks of the
//! quick-pairing tiles and the games the lobby made. The statements are the same on both
//! engines (numbered placeholders, `ON CONFLICT`, `RETURNING`), so one macro writes both
//! implementations of each trait (`lobby_players.rs`, `lobby_seeks.rs`).
//!
//! One pairing wave at a time, whatever the number of nodes: a wave starts by moving the one
//! row of `lobby_waves` forward if the last wave is old enough. On PostgreSQL a second node
//! skips the row while another node's wave holds it (`FOR UPDATE SKIP LOCKED`); on SQLite
//! the file has one writer. The wave's games, their first events and the seeks' `game`
//! are written in that same transaction: a node killed mid-wave leaves every seek as it was.

use async_trait::async_trait;

use crate::model::rating::Glicko;
use crate::model::{Ending, Event, Table, TimeControl};

use super::error::StoreError;

/// A player as the store keeps them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    pub id: String,
    pub name: String,
}

/// A seek, as a wave reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeekRow {
    pub player: String,
    pub tile: String,
    pub rating: f64,
    pub deviation: f64,
    pub since: i64,
    /// The address it came from, and the rated games between two players of that address in
    /// the last day (as a wave reads it; 0 elsewhere).
    pub address: String,
    pub same_address_rated: i64,
    /// Not paired before this time (Unix ms): the wait of a player who often leaves games
    /// (docs/reliability.md "Leaving lobby games"); 0 for none.
    pub not_before: i64,
    /// The players of the wave this seeker is kept from: those they blocked and those who
    /// blocked them (docs/moderation.md "Block"; as a wave reads it, empty elsewhere).
    pub blocks: Vec<String>,
}

/// The tile of every custom seek: it waits in the open seeks until a player takes it.
pub const CUSTOM: &str = "custom";
/// The tile of an arena's games (docs/tournaments.md "Arenas on the site").
pub const ARENA: &str = "arena";
/// The tile of a Swiss tournament's games on the site (docs/tournaments.md "Swiss on the site").
pub const SWISS: &str = "swiss";

/// Whether a lobby game's tile is a tournament's, whose players the tournament pairs again
/// itself (no rematch): an arena's or a Swiss's.
pub fn tournament_tile(tile: &str) -> bool {
    tile == ARENA || tile == SWISS
}

/// A custom seek, as the open seeks list it and as taking it reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct OpenSeek {
    /// The seeker's player id: the seek's id.
    pub player: String,
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    /// Its rules string and its clock (JSON, as a table's).
    pub rules: String,
    pub clock: String,
    /// The address it came from.
    pub address: String,
}

/// One game a wave makes: its table and first event, and who holds which seat.
#[derive(Debug, Clone)]
pub struct NewLobbyGame {
    pub table: Table,
    pub created: Event,
    /// White's and Black's player ids.
    pub players: [String; 2],
    pub tile: String,
    pub rules: String,
    pub rated: bool,
    /// Both players' address, when they share one.
    pub same_address: Option<String>,
    /// Each side's rating and deviation as the game starts.
    pub ratings: [Glicko; 2],
}

impl NewLobbyGame {
    /// Makes the game rated or not, in its record here and in its first event (which decides
    /// its takebacks).
    pub fn set_rated(&mut self, rated: bool) {
        self.rated = rated;
        if let Event::Created { rated: r, .. } = &mut self.created {
            *r = rated;
        }
    }

    /// Makes the game an arena's: no takebacks (a takeback would undo a game whose points
    /// count, and lichess's arenas have none), and its players may go berserk when
    /// `berserkable` (its clock allows it).
    pub fn for_arena(&mut self, berserkable: bool) {
        if let Event::Created {
            berserkable: b,
            takebacks,
            ..
        } = &mut self.created
        {
            *b = berserkable;
            *takebacks = crate::model::Takebacks::Never;
        }
    }
}

/// What a wave decides from its seeks: the games, and the players who waited through it.
#[derive(Debug, Clone, Default)]
pub struct WavePlan {
    pub games: Vec<NewLobbyGame>,
    pub waited: Vec<String>,
}

/// The planner a wave calls, inside its transaction, with the live seeks.
pub type Planner = dyn Fn(Vec<SeekRow>) -> WavePlan + Send + Sync;

/// What a node has to tell one of its seekers.
#[derive(Debug, Clone, PartialEq)]
pub enum Delivery {
    /// The player's seek became this game.
    Paired { player: String, game: String },
    /// The player waited through a wave: the computer may be offered at this rating.
    Waited { player: String, rating: f64 },
}

/// A game the lobby made, with its players' names and ratings.
#[derive(Debug, Clone, PartialEq)]
pub struct LobbyGameRow {
    pub players: [String; 2],
    pub names: [String; 2],
    pub rated: bool,
    pub ratings: [Glicko; 2],
    /// Each side's rating change once the result is applied.
    pub changes: [Option<f64>; 2],
    pub tile: String,
    pub rules: String,
    /// Both players' address, when they share one.
    pub same_address: Option<String>,
}

/// A game the lobby made, as one of its players' list shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerGame {
    pub game: String,
    /// The player's side.
    pub side: &'static str,
    pub opponent: String,
    /// The opponent's rating and deviation as the game began.
    pub opponent_glicko: Glicko,
    pub tile: String,
    pub rules: String,
    pub rated: bool,
    pub finished: bool,
    /// Whether the lobby has applied the game's result (a rated game whose result counted
    /// has its `change`; one without counted for nothing).
    pub result_applied: bool,
    /// The player's rating as the game began, and its change once the result is applied.
    pub rating: f64,
    pub change: Option<f64>,
    /// When the wave made it (Unix ms).
    pub created_at: i64,
    /// The game's time control, if it has one.
    pub clock: Option<TimeControl>,
    /// How it ended, once it has.
    pub ending: Option<Ending>,
}

impl PlayerGame {
    /// The result from the player's side: `won`, `lost`, `drawn`, `aborted` or `playing`.
    pub fn result(&self) -> &'static str {
        match self.ending {
            None if !self.finished => "playing",
            // A finished game whose ending does not read: said as aborted, the one end with no
            // winner and no rating.
            None => "aborted",
            Some(ending) if ending.reason.is_none() => "aborted",
            Some(ending) => match ending.winner {
                None => "drawn",
                Some(winner) if winner.name() == self.side => "won",
                Some(_) => "lost",
            },
        }
    }
}

/// The lobby's live counts.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LobbyCounts {
    /// The people on the lobby's page now, on every node alive (`NODE_GONE_MS`): each player
    /// once however many tabs they keep open, and each browser without a player.
    pub players: i64,
    /// Timed games under way (at least one action, not finished).
    pub games: i64,
    /// Seekers per tile.
    pub tiles: Vec<(String, i64)>,
    /// The custom seeks, the oldest first (50 at most).
    pub open: Vec<OpenSeek>,
}

/// A player's rating for one rule set, with its number of games and its last game's time.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingRow {
    pub rules: String,
    pub glicko: Glicko,
    pub games: i64,
    pub rated_at: i64,
}

/// A node that has not said it is alive for this long (three of its signs, every 5 s, missed)
/// no longer counts its visitors in the lobby's.
pub const NODE_GONE_MS: i64 = 15_000;

/// A rated table waiting for its guest: who made it, with which side, from which address.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedTable {
    pub player: String,
    pub side: String,
    pub address: String,
}

/// The games a player left (aborted or abandoned) since some time: how many, and when the
/// last one's result was applied (Unix ms).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Quits {
    pub count: i64,
    pub last_at: Option<i64>,
}

/// Players, their ratings, and the games the lobby made with their results.
#[async_trait]
pub trait PlayerStore: Send + Sync {
    /// The player whose cookie hashes to `token_hash`, marked seen at `now`.
    async fn player_by_token(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<PlayerRow>, StoreError>;

    /// Stores a new player; `false` if the name is taken.
    async fn create_player(
        &self,
        player: &PlayerRow,
        token_hash: &str,
        address: &str,
        now: i64,
    ) -> Result<bool, StoreError>;

    /// Keeps a transfer code (as its hash) for `player` until `expires_at` (Unix ms), with the
    /// progress the browser sent (JSON, checked: http/progress.rs).
    async fn make_transfer_code(
        &self,
        player: &str,
        code_hash: &str,
        expires_at: i64,
        progress: Option<&str>,
    ) -> Result<(), StoreError>;

    /// Uses a transfer code once, before it expires: the browser whose token hashes to
    /// `token_hash` joins the code's player, who is answered with the code's progress.
    async fn use_transfer_code(
        &self,
        code_hash: &str,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<(PlayerRow, Option<String>)>, StoreError>;

    /// The player called `name` (whatever the case).
    async fn player_by_name(&self, name: &str) -> Result<Option<PlayerRow>, StoreError>;

    /// The player whose id is `id`.
    async fn player_by_id(&self, id: &str) -> Result<Option<PlayerRow>, StoreError>;

    /// A player's lobby games, the newest first, at most `limit`.
    async fn player_games(&self, player: &str, limit: i64) -> Result<Vec<PlayerGame>, StoreError>;

    /// Renames a player; `false` if another player has the name.
    async fn rename_player(&self, id: &str, name: &str) -> Result<bool, StoreError>;

    /// A player's ratings, one per rule set they have played rated games of.
    async fn ratings(&self, player: &str) -> Result<Vec<RatingRow>, StoreError>;

    /// The lobby's record of `game`, if the lobby made it.
    async fn lobby_game(&self, game: &str) -> Result<Option<LobbyGameRow>, StoreError>;

    /// Lobby games that are over and whose result is not applied yet, at most `limit`.
    async fn lobby_games_to_rate(&self, limit: i64) -> Result<Vec<String>, StoreError>;

    /// Applies a lobby game's result once: `white_score` (1, 0.5, 0), or `None` for a game
    /// that counts for nothing (aborted before its second ply), and the side that `left` it
    /// ("white" or "black": aborted or abandoned it). Both ratings are read as they are at
    /// `now` (aged by the days without a game), and the game keeps each side's change. The
    /// computer's rating (`rating::computer`) is fixed: only its opponent's changes.
    async fn apply_result(
        &self,
        game: &str,
        white_score: Option<f64>,
        left: Option<&str>,
        now: i64,
    ) -> Result<(), StoreError>;

    /// The games of the tiles and custom seeks that `player` left since `since` (Unix ms).
    async fn quits(&self, player: &str, since: i64) -> Result<Quits, StoreError>;

    /// Marks `game` as a rated table made by `table.player`, waiting for its guest.
    async fn make_rated_table(
        &self,
        game: &str,
        table: &RatedTable,
        now: i64,
    ) -> Result<(), StoreError>;

    /// The rated table `game`, if it is one.
    async fn rated_table(&self, game: &str) -> Result<Option<RatedTable>, StoreError>;

    /// Records an existing game (a rated table whose guest came, or a rated game against the
    /// computer) as a game with players and ratings; `false` if it already is one. A rated game
    /// between two players of one address that has had its rated games of the day
    /// (`SAME_ADDRESS_RATED_A_DAY`) is recorded unrated, counted in the same step.
    async fn add_lobby_game(&self, game: &NewLobbyGame, now: i64) -> Result<bool, StoreError>;

    /// Stores the new game `game` (its table, its first event and its players and ratings) in
    /// one step: a lobby game's rematch. Rated as `add_lobby_game` decides, the first event
    /// saying the same (its takebacks follow it); answers whether it is rated.
    async fn create_lobby_game(&self, game: &NewLobbyGame, now: i64) -> Result<bool, StoreError>;
}

/// The pools: seeks, waves, the news for seekers, the counts.
#[async_trait]
pub trait SeekStore: Send + Sync {
    /// Puts a player's seek in the pool (replacing their earlier one), held by `node`, unless
    /// its address has `cap` seeks of other players waiting already: whether it is in. The
    /// count and the write are one step (store/mod.rs "Caps").
    async fn seek(&self, seek: &SeekRow, node: i64, cap: i64) -> Result<bool, StoreError>;

    /// Puts a player's custom seek (`rules`, `clock` as JSON) in the open seeks, replacing
    /// their earlier seek, held by `node`, under the same cap as [`SeekStore::seek`].
    async fn seek_custom(
        &self,
        seek: &SeekRow,
        rules: &str,
        clock: &str,
        node: i64,
        cap: i64,
    ) -> Result<bool, StoreError>;

    /// The open custom seek of `player`, if it is still open.
    async fn open_seek(&self, player: &str) -> Result<Option<OpenSeek>, StoreError>;

    /// Takes the custom seek of `game.players` (the seeker's side given by `seeker`): stores
    /// the game and marks the seek with it, unless another player took it first (`false`);
    /// the taker's own seek, if any, goes. The game is unrated past the rated games of the day
    /// of its players' shared address, as in [`PlayerStore::add_lobby_game`].
    async fn take_seek(
        &self,
        seeker: &str,
        taker: &str,
        game: &NewLobbyGame,
        now: i64,
    ) -> Result<bool, StoreError>;

    /// Takes a player's seek out of the pool (not once it is paired).
    async fn unseek(&self, player: &str) -> Result<(), StoreError>;

    /// Says that `node` is alive at `now`, with `visitors` on its lobby page: its seeks stay
    /// in the pools, its visitors count in the lobby's.
    async fn node_alive(&self, node: i64, now: i64, visitors: i64) -> Result<(), StoreError>;

    /// Runs a wave if none ran in the last `every_ms` and no other node's is under way: forgets
    /// the seeks of nodes not alive since `stale_before`, asks `plan` what to do with the
    /// others, and stores its games (unrated past the rated games of the day of an address, as
    /// in [`PlayerStore::add_lobby_game`]), all in one transaction. The number of games made, or `None` when it was not time.
    async fn wave(
        &self,
        now: i64,
        every_ms: i64,
        stale_before: i64,
        plan: &Planner,
    ) -> Result<Option<usize>, StoreError>;

    /// What `node`'s seekers must be told: seeks paired (until [`SeekStore::delivered`] says
    /// they were told), and waves waited through (once).
    async fn deliveries(&self, node: i64) -> Result<Vec<Delivery>, StoreError>;

    /// These players were told of their games: their paired seeks go. A paired seek whose
    /// player was not there stays for their return ([`SeekStore::take_pairing`]).
    async fn delivered(&self, players: &[String]) -> Result<(), StoreError>;

    /// The game a player's seek became while they were away, taken once.
    async fn take_pairing(&self, player: &str) -> Result<Option<String>, StoreError>;

    /// The lobby's counts at `now`.
    async fn lobby_counts(&self, now: i64) -> Result<LobbyCounts, StoreError>;
}

/// Everything the lobby keeps: every store is one.
pub trait LobbyStore: PlayerStore + SeekStore {}

impl<T: PlayerStore + SeekStore> LobbyStore for T {}
