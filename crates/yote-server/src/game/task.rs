//! A game's task: the one part of a live game that does I/O. It owns the game in memory, takes
//! its commands one at a time from its inbox, asks the referee, commits to the store, then tells
//! the crowd; it wakes for the clock, abandonment and presence, and catches up with what other
//! nodes stored.

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use tokio::sync::{Notify, mpsc};
use yote_rules::{Action, Color, EndReason};

use crate::error::Error;
use crate::model::{Code, Event, Live, Opponent, Player, Role};
use crate::protocol::ViewExtras;
use crate::protocol::{AckDetail, ServerMessage, StateView};
use crate::store::chat::ChatLine;

use super::abandon::{Abandoned, Absence};
use super::command::{Claimed, Command, InviteInfo, LiveMap, Services};
use super::crowd::Crowd;
use super::referee::{self, Context, Decision, Refusal, Request};
use super::{clock, computer, notify, takeback};

/// How many times a request that names no ply is decided again after losing a race for a
/// version to another node. Each loss means another action was stored in between, so three in
/// a row only happen under a flood of actions on one game, which the rate limits prevent; the
/// sender is then told `stale-ply` and may send it again.
const RACE_RETRIES: u32 = 3;

pub(super) struct GameTask {
    pub(super) live: Live,
    pub(super) services: Services,
    /// The registry's map, to leave it when idle.
    pub(super) registry: LiveMap,
    pub(super) crowd: Crowd,
    pub(super) thinking: bool,
    /// This task's own inbox, for the computer's answers.
    pub(super) me: mpsc::UnboundedSender<Command>,
    /// When the current turn began (server clock, Unix ms): the game was loaded, the seat was
    /// taken or the last action was stored.
    pub(super) turn_since: i64,
    pub(super) absence: Absence,
    /// Wakes the wait for the computer's answer from the jobs table.
    pub(super) job_done: Arc<Notify>,
    /// What the players said, once a player's hello or line has read it from the store.
    pub(super) chat: Option<Vec<ChatLine>>,
    /// The turn (`Live::turn_key`) whose player was told their time runs out.
    pub(super) warned: Option<u64>,
}

/// The answer to the sender of a request that was stored: who, the request's id, the detail.
pub(super) type Ack = (u64, Option<Value>, AckDetail);

impl GameTask {
    pub(super) fn new(
        live: Live,
        turn_since: i64,
        services: Services,
        registry: LiveMap,
        me: mpsc::UnboundedSender<Command>,
    ) -> GameTask {
        GameTask {
            crowd: Crowd::new(live.table.id.clone(), turn_since),
            live,
            services,
            registry,
            thinking: false,
            me,
            turn_since,
            // A game loaded from the store has nobody connected yet.
            absence: Absence::loaded(turn_since),
            job_done: Arc::new(Notify::new()),
            chat: None,
            warned: None,
        }
    }

    pub(super) async fn run(mut self, mut inbox: mpsc::UnboundedReceiver<Command>) {
        let id = self.live.table.id.clone();
        self.ask_presence();
        self.maybe_think();
        loop {
            let config = &self.services.config;
            let flag_at = clock::deadline(&self.live, self.turn_since, config).map(|d| d.at);
            let warn_at = clock::warning(&self.live, self.turn_since, config)
                .filter(|_| self.warned != Some(self.live.turn_key()))
                .map(|w| w.at);
            let clock_at = flag_at.into_iter().chain(warn_at).min();
            let other = (self
                .absence
                .wake_at(&self.live, self.turn_since, config)
                .into_iter())
            .chain(self.services.node.and(self.crowd.wake_at()))
            .min();
            let alone = self.crowd.is_empty() && !self.thinking && other.is_none();
            // A timer far off does not keep a game nobody is at in memory: it waits parked in
            // the store, and a server loads it again in time (docs/reliability.md).
            let park = clock_at.filter(|at| alone && at - self.now() > clock::PARK_BEYOND_MS);
            let deadline = clock_at
                .filter(|_| park.is_none())
                .into_iter()
                .chain(other)
                .min();
            let idle = alone && deadline.is_none();
            let command = if let Some(at) = deadline {
                // A running clock keeps the game in memory; its timer wakes the task when the
                // flag falls (at least once a minute, should the clock be moved by hand).
                let wait = (at - self.now()).clamp(0, 60_000) as u64;
                match tokio::time::timeout(Duration::from_millis(wait), inbox.recv()).await {
                    Ok(c) => c,
                    Err(_) => {
                        self.check_clock().await;
                        self.check_warning();
                        self.tick_presence();
                        self.check_abandoned();
                        continue;
                    }
                }
            } else if idle {
                match tokio::time::timeout(self.services.config.idle_game, inbox.recv()).await {
                    Ok(c) => c,
                    Err(_) if park.is_some() && !self.park(park).await => continue,
                    Err(_) => {
                        // Leave memory unless a command slipped in: senders send under this lock.
                        let mut live = self.registry.lock().expect("registry lock");
                        match inbox.try_recv() {
                            Ok(c) => Some(c),
                            Err(_) => {
                                if live.get(&id).is_some_and(|tx| tx.same_channel(&self.me)) {
                                    live.remove(&id);
                                }
                                tracing::debug!(game = %id, "game unloaded");
                                return;
                            }
                        }
                    }
                }
            } else {
                inbox.recv().await
            };
            match command {
                Some(c) => {
                    self.check_clock().await;
                    self.check_warning();
                    self.handle(c).await;
                }
                None => return,
            }
        }
    }

    /// Parks the game until `wake_at` in the store; whether it may leave memory (not when a
    /// later version is stored: it is read, and the game stays).
    async fn park(&mut self, wake_at: Option<i64>) -> bool {
        let (Some(at), id) = (wake_at, &self.live.table.id) else {
            return true;
        };
        let store = &self.services.store;
        match store.park(id, self.live.version, at, self.turn_since).await {
            Ok(true) => true,
            Ok(false) => {
                self.take_stored().await;
                false
            }
            Err(e) => {
                tracing::warn!(game = %id, error = %e, "cannot park the game; it stays in memory");
                false
            }
        }
    }

    pub(super) fn now(&self) -> i64 {
        self.services.now()
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Hello {
                viewer,
                address,
                id,
                secret,
                version,
                out,
            } => {
                self.hello(viewer, address, id, secret, version, out);
                self.chat_to(viewer).await;
            }
            Command::FlushPresence => {
                self.crowd.presence_due = false;
                self.send_presence();
            }
            Command::Request {
                viewer,
                id,
                request,
            } => {
                let Some(role) = self.crowd.role(viewer) else {
                    return;
                };
                let answer = if matches!(request, Request::Say { .. } | Request::Chat { .. }) {
                    self.talk(viewer, role, id.clone(), &request).await
                } else {
                    self.request(viewer, role, id.clone(), request).await
                };
                if let Err(r) = answer {
                    self.crowd.send_to(viewer, error_text(id, r));
                }
            }
            Command::Leave { viewer } => {
                let before = self.extras();
                self.crowd.leave(viewer);
                self.presence_changed(&before);
            }
            Command::Claim { host, reply } => {
                let _ = reply.send(self.claim(host.as_deref()).await);
            }
            Command::Invite { host, reply } => {
                let side = self.live.guest_side.unwrap_or(Color::Black);
                let _ = reply.send(InviteInfo {
                    game: self.live.table.id.clone(),
                    open: self.live.players[side.index()] == Player::Open,
                    over: self.live.ending.is_some(),
                    yours: host.is_some_and(|s| referee::role_for(&self.live, &s).is_some()),
                    side,
                    rules: self.live.table.rules.to_rules_string(),
                    clock: self.live.control,
                });
            }
            Command::State { reply } => {
                let _ = reply.send(StateView::of(&self.live, Role::Watcher, &self.extras(), 0));
            }
            Command::Record { reply } => {
                let _ = reply.send(crate::model::record::of_live(&self.live));
            }
            Command::Wake => self.maybe_think(),
            Command::ChatElsewhere => self.chat_elsewhere().await,
            Command::Catchup { version } => self.catch_up(version).await,
            Command::RemotePresence { node, counts } => {
                let before = self.extras();
                let now = self.now();
                self.crowd.remote(node, counts, now);
                self.presence_changed(&before);
            }
            Command::PresenceQuery => self.announce(true),
            Command::JobDone { turn } => {
                if turn == self.live.turn_key() {
                    self.job_done.notify_one();
                }
            }
            Command::ComputerAction {
                turn,
                action,
                offer_draw,
            } => self.computer_action(turn, action, offer_draw).await,
            Command::ComputerDrawAnswer { side, ply, accept } => {
                let answer = referee::computer_draw_answer(&self.live, side, ply, accept);
                if let Some(event) = answer
                    && let Err(r) = self.commit_and_tell(vec![event], None).await
                {
                    tracing::warn!(game = %self.live.table.id, reason = %r.message, "the computer's draw answer was not stored");
                }
            }
        }
    }

    /// What the referee needs to know now.
    fn context(&self) -> Context<'_> {
        Context {
            now: self.now(),
            turn_since: self.turn_since,
            abandoned: self.abandoned(),
            config: &self.services.config,
        }
    }

    pub(super) fn abandoned(&self) -> Option<Abandoned> {
        let config = &self.services.config;
        self.absence.abandoned(&self.live, self.turn_since, config)
    }

    /// What a state shows beyond the stored game, read now.
    pub(super) fn extras(&self) -> ViewExtras {
        let counts = self.crowd.counts();
        let now = self.now();
        ViewExtras {
            connected: counts.connected,
            watchers: counts.watchers,
            thinking: self.thinking,
            clock: clock::view(&self.live, self.turn_since, now, &self.services.config),
            abandoned: self.abandoned().map(|a| a.view(now)),
        }
    }

    // ---- Requests ----

    /// Answers `request`. If another node stored an action first, this task has reloaded the
    /// game; a request that names no ply (a resignation, a draw offer or its answer…) still
    /// means the same thing there, so it is decided again on the game as stored, up to
    /// [`RACE_RETRIES`] times. An action or a takeback offer was meant for the ply its sender
    /// saw: it is answered `stale-ply` and the sender sees the new position first.
    async fn request(
        &mut self,
        viewer: u64,
        role: Role,
        id: Option<Value>,
        request: Request,
    ) -> Result<(), Refusal> {
        let mut tries = 0;
        loop {
            match self
                .request_once(viewer, role, id.clone(), request.clone())
                .await
            {
                Err(r)
                    if r.code == Code::StalePly
                        && !request.names_a_ply()
                        && tries < RACE_RETRIES =>
                {
                    tries += 1;
                }
                answer => return answer,
            }
        }
    }

    async fn request_once(
        &mut self,
        viewer: u64,
        role: Role,
        id: Option<Value>,
        request: Request,
    ) -> Result<(), Refusal> {
        // With nodes sharing a database, an action for a later ply may answer one that another
        // node stored and this node has not heard of yet: the store is read before the action
        // is refused as ahead of the game.
        if let Request::Act { ply, .. } = &request
            && *ply > self.live.game.ply()
        {
            self.take_stored().await;
        }
        if matches!(request, Request::ClaimVictory | Request::ClaimDraw) {
            self.confirm_absence().await?;
        }
        let decision = if request.is_takeback() {
            takeback::decide(&self.live, role, &request, &self.context())
        } else {
            referee::decide(&self.live, role, &request, &self.context())
        };
        match decision? {
            Decision::Duplicate { ply } => {
                let detail = AckDetail {
                    ply: Some(ply),
                    duplicate: Some(true),
                    game: None,
                };
                self.send_ack(viewer, id, detail);
                Ok(())
            }
            Decision::Store { events, ack } => {
                if let [Event::GameOver { outcome }] = &events[..]
                    && outcome.reason == Some(EndReason::Abandoned)
                {
                    tracing::info!(game = %self.live.table.id, "abandoned game claimed");
                }
                let offer = match &events[..] {
                    [Event::DrawOffered { side }] => Some(Color::from(*side)),
                    _ => None,
                };
                let detail = AckDetail {
                    ply: ack.ply,
                    duplicate: ack.duplicate,
                    game: None,
                };
                self.commit_and_tell(events, Some((viewer, id, detail)))
                    .await?;
                if let (Some(side), Opponent::Computer(level)) = (offer, self.live.table.opponent) {
                    computer::consider_draw(
                        &self.services,
                        self.live.table.rules,
                        *self.live.game.position(),
                        side,
                        self.live.game.ply(),
                        level,
                        self.me.clone(),
                    );
                }
                Ok(())
            }
            Decision::CreateRematch => {
                let address = self
                    .crowd
                    .address(viewer)
                    .unwrap_or(crate::game::pool::NO_ADDRESS);
                let game = match self.services.tables.rematch(&self.live, address).await {
                    Ok(game) => game,
                    Err(e) => return Err(referee::rematch_refusal(e)),
                };
                let events = vec![Event::RematchCreated { game: game.clone() }];
                let detail = AckDetail {
                    game: Some(game),
                    ..AckDetail::default()
                };
                // The rematch loads (and the computer thinks, if it has White) when its players
                // connect to it.
                self.commit_and_tell(events, Some((viewer, id, detail)))
                    .await
            }
        }
    }

    async fn claim(&mut self, host: Option<&str>) -> Result<Claimed, Error> {
        let (side, secret) = referee::claim_seat(&self.live, host)?;
        let events = vec![Event::Joined { side: side.into() }];
        self.commit_and_tell(events, None)
            .await
            .map_err(|r| Error::Internal(r.message))?;
        Ok(Claimed {
            game: self.live.table.id.clone(),
            side,
            secret,
        })
    }

    // ---- Time ----

    /// Ends the game when the side to move has run out of time.
    async fn check_clock(&mut self) {
        let config = &self.services.config;
        let Some(deadline) = clock::deadline(&self.live, self.turn_since, config) else {
            return;
        };
        if self.now() < deadline.at {
            return;
        }
        let (game, side) = (&self.live.table.id, deadline.side.name());
        tracing::info!(game = %game, side, abort = deadline.first_action, "out of time");
        let ended = self
            .commit_and_tell(vec![referee::out_of_time(deadline)], None)
            .await;
        if ended.is_ok() {
            metrics::counter!("yote_flags_total").increment(1);
        }
        if let Err(r) = ended
            // Another node's timer stored the end first: the game is reloaded with it, once.
            && r.code != Code::StalePly
        {
            tracing::error!(game = %self.live.table.id, error = %r.message, "the end on time was not stored");
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }

    /// Tells a correspondence player their time runs out, once a turn (and, whatever the
    /// nodes and restarts, once: the notice is claimed in the store).
    fn check_warning(&mut self) {
        let config = &self.services.config;
        let Some(warning) = clock::warning(&self.live, self.turn_since, config) else {
            return;
        };
        let (now, turn) = (self.now(), self.live.turn_key());
        let flag = warning.at + clock::WARN_BEFORE_MS;
        if now < warning.at || now >= flag || self.warned == Some(turn) {
            return;
        }
        self.warned = Some(turn);
        let hours = clock::hours_left(flag, now);
        let notices = notify::deadline(&self.live, warning.side, hours, flag);
        self.services.push.send(&self.live.table.id, notices, false);
    }

    // ---- The computer ----

    /// Starts the computer's search when it is its turn.
    pub(super) fn maybe_think(&mut self) {
        let Some(level) = self.live.computer_to_move() else {
            return;
        };
        if self.thinking {
            return;
        }
        self.thinking = true;
        self.send_thinking();
        let config = &self.services.config;
        let budget = clock::computer_budget(&self.live, self.turn_since, self.now(), config);
        // The search waits in the lane of the address that created the game (else of whoever
        // plays it), so that the computer's turns are shared out fairly between addresses.
        let address = self
            .services
            .tables
            .computer_address(&self.live.table.id)
            .or_else(|| self.crowd.player_address())
            .unwrap_or(crate::game::pool::NO_ADDRESS);
        let turn = computer::Turn {
            game: self.live.table.id.clone(),
            rules: self.live.table.rules,
            position: *self.live.game.position(),
            ply: self.live.game.ply(),
            turn: self.live.turn_key(),
            level,
            budget,
            address,
            min_think: budget.map_or(config.ai_min_think, |b| b.min(config.ai_min_think)),
        };
        let job_done = Arc::clone(&self.job_done);
        computer::think(&self.services, turn, self.me.clone(), job_done);
    }

    fn send_thinking(&mut self) {
        let side = self.live.to_move().into();
        let thinking = self.thinking;
        self.crowd
            .send_all(&ServerMessage::Thinking { side, thinking }.text());
    }

    async fn computer_action(&mut self, turn: u64, action: Option<Action>, offer_draw: bool) {
        self.thinking = false;
        self.send_thinking();
        let ply = self.live.game.ply();
        let Some(action) = action else {
            if turn == self.live.turn_key() && self.live.computer_to_move().is_some() {
                tracing::error!(game = %self.live.table.id, ply, "the computer found no action");
            } else {
                self.maybe_think();
            }
            return;
        };
        let events = match referee::computer_action(
            &self.live,
            turn,
            action,
            offer_draw,
            &self.context(),
        ) {
            // The game moved on while the computer thought (a resignation, an abort; or, with
            // several nodes, another node stored this answer): think again if it is its turn.
            None => return self.maybe_think(),
            Some(Err(reason)) => {
                tracing::error!(game = %self.live.table.id, ply, %action, %reason, "the computer chose an illegal action");
                return;
            }
            Some(Ok(events)) => events,
        };
        if let Err(r) = self.commit_and_tell(events, None).await {
            tracing::error!(game = %self.live.table.id, ply, error = %r.message, "the computer's action was not stored");
            // Try again later rather than leave the game stuck.
            let me = self.me.clone();
            tokio::spawn(async move {
                tokio::time::sleep(Duration::from_secs(1)).await;
                let _ = me.send(Command::Wake);
            });
        }
    }
}

/// A refusal as sent to the client that made the request `id`.
pub(super) fn error_text(id: Option<Value>, r: Refusal) -> String {
    metrics::counter!("yote_refusals_total", "code" => r.code.as_str()).increment(1);
    ServerMessage::Error {
        id,
        code: r.code,
        message: r.message,
        args: r.args,
    }
    .text()
}
