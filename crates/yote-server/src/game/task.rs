//! A game's task: it takes the game's commands one at a time from its inbox and routes each to
//! the part that owns its concern: the referee decides, the writer stores, the crowd and the
//! messenger tell, the talk keeps what was said, the thinker searches. It wakes for the clock,
//! abandonment and presence, and catches up with what other nodes stored.

use std::time::Duration;

use serde_json::Value;
use yote_rules::{Action, Color, EndReason};

use crate::error::Error;
use crate::model::{Code, Event, Live, Opponent, Role};
use crate::protocol::{AckDetail, StateView};

use super::command::{Claimed, Command, Inbox, InviteInfo, LiveMap, Mailbox, Services};
use super::commit::Writer;
use super::computer::{self, Thinker};
use super::crowd::{Crowd, refusal_text};
use super::messenger::Messenger;
use super::referee::{self, Context, Decision, Refusal, Request};
use super::talk::Talk;
use super::{clock, command, notify, takeback};

/// What players say, routed to whom may read it.
#[path = "task_say.rs"]
mod say;

/// How many times a request that names no ply is decided again after losing a race for a
/// version to another node. Each loss means another action was stored in between, so three in
/// a row only happen under a flood of actions on one game, which the rate limits prevent; the
/// sender is then told `stale-ply` and may send it again.
const RACE_RETRIES: u32 = 3;

/// A live game's task: it routes each command to the part that owns its concern (the write
/// path, the crowd, the talk, the computer) and tells the viewers what came of it.
pub(super) struct GameTask {
    /// The game as stored, and the one way to store more of it.
    writer: Writer,
    /// Who is here and on other nodes, and who is gone.
    crowd: Crowd,
    /// What the players said.
    talk: Talk,
    /// The computer's search.
    computer: Thinker,
    services: Services,
    /// The registry's map, to leave it when idle.
    registry: LiveMap,
    /// This task's own inbox, for the computer's answers and its timers.
    me: Mailbox,
    /// The turn (`Live::turn_key`) whose player was told their time runs out.
    warned: Option<u64>,
}

/// The answer to the sender of a request that was stored: who, the request's id, the detail.
type Ack = (u64, Option<Value>, AckDetail);

impl GameTask {
    pub(super) fn new(
        live: Live,
        turn_since: i64,
        services: Services,
        registry: LiveMap,
        me: Mailbox,
    ) -> GameTask {
        GameTask {
            crowd: Crowd::new(live.table.id.clone(), turn_since),
            writer: Writer::new(live, turn_since, services.clone()),
            talk: Talk::default(),
            computer: Thinker::new(),
            services,
            registry,
            me,
            warned: None,
        }
    }

    pub(super) async fn run(mut self, mut inbox: Inbox) {
        let id = self.writer.live().table.id.clone();
        self.crowd.ask_others(&self.services);
        self.maybe_think();
        loop {
            let config = &self.services.config;
            let (live, turn_since) = (self.writer.live(), self.writer.turn_since());
            let other = (self
                .crowd
                .absence_wakes_at(live, turn_since, config)
                .into_iter())
            .chain(self.services.node.and(self.crowd.wake_at()))
            .min();
            let alone = self.crowd.is_empty() && !self.computer.thinking() && other.is_none();
            let clock::Wake { deadline, park } = clock::wake(
                live,
                turn_since,
                config,
                self.warned,
                other,
                alone,
                self.now(),
            );
            let idle = alone && deadline.is_none();
            let command = if let Some(at) = deadline {
                // A running clock keeps the game in memory; its timer wakes the task when the
                // flag falls (at least once a minute, should the clock be moved by hand).
                let wait = (at - self.now()).clamp(0, 60_000) as u64;
                match tokio::time::timeout(Duration::from_millis(wait), inbox.recv()).await {
                    Ok(c) => c,
                    Err(_) => {
                        Box::pin(self.check_clock()).await;
                        self.check_warning();
                        self.tell().tick_presence();
                        self.tell().check_abandoned();
                        continue;
                    }
                }
            } else if idle {
                match tokio::time::timeout(self.services.config.idle_game, inbox.recv()).await {
                    Ok(c) => c,
                    Err(_) if park.is_some() && !Box::pin(self.park(park)).await => continue,
                    Err(_) => match command::leave(&self.registry, &id, &self.me, &mut inbox) {
                        Some(c) => Some(c),
                        None => return,
                    },
                }
            } else {
                inbox.recv().await
            };
            match command {
                Some(c) => {
                    // Boxed: held while it runs, not in every game's task (docs/performance.md).
                    Box::pin(self.check_clock()).await;
                    self.check_warning();
                    Box::pin(self.handle(c)).await;
                }
                None => return,
            }
        }
    }

    /// Parks the game until `wake_at` in the store; whether it may leave memory (not when a
    /// later version is stored: it is read, told, and the game stays).
    async fn park(&mut self, wake_at: Option<i64>) -> bool {
        match self.writer.park(wake_at).await {
            Ok(()) => true,
            Err(caught_up) => {
                if let Some(first) = caught_up {
                    self.caught_up(first);
                }
                false
            }
        }
    }

    /// The viewers, as this command's answer tells them.
    fn tell(&mut self) -> Messenger<'_> {
        Messenger {
            live: self.writer.live(),
            turn_since: self.writer.turn_since(),
            crowd: &mut self.crowd,
            thinking: self.computer.thinking(),
            services: &self.services,
            me: &self.me,
        }
    }

    fn now(&self) -> i64 {
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
                self.tell().hello(viewer, address, id, secret, version, out);
                if let Some(Role::Seat(side)) = self.crowd.role(viewer) {
                    let (store, game) =
                        (self.services.store.as_ref(), &self.writer.live().table.id);
                    if let Some(text) = self.talk.history(store, game, side.name()).await {
                        self.crowd.send_to(viewer, text);
                    }
                }
            }
            Command::FlushPresence => {
                self.crowd.presence_due = false;
                self.tell().send_presence();
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
                    self.say(viewer, role, id.clone(), &request).await
                } else {
                    self.request(viewer, role, id.clone(), request).await
                };
                if let Err(r) = answer {
                    self.crowd.send_to(viewer, refusal_text(id, r));
                }
            }
            Command::Leave { viewer } => {
                let before = self.tell().extras();
                self.crowd.leave(viewer);
                self.tell().presence_changed(&before);
            }
            Command::Claim { host, reply } => {
                let _ = reply.send(self.claim(host.as_deref()).await);
            }
            Command::Invite { host, reply } => {
                let _ = reply.send(InviteInfo::of(self.writer.live(), host.as_deref()));
            }
            Command::State { reply } => {
                let extras = self.tell().extras();
                let state = StateView::of(self.writer.live(), Role::Watcher, &extras, 0);
                let _ = reply.send(state);
            }
            Command::Record { reply } => {
                let _ = reply.send(crate::model::record::of_live(self.writer.live()));
            }
            Command::Wake => self.maybe_think(),
            Command::ChatElsewhere => {
                let (store, game) = (self.services.store.as_ref(), &self.writer.live().table.id);
                if let Some(texts) = self.talk.elsewhere(store, game).await {
                    for (side, text) in Color::ALL.into_iter().zip(texts) {
                        if let Some(text) = text {
                            self.crowd.send_to_seat(side, &text);
                        }
                    }
                }
            }
            Command::Catchup { version } => self.catch_up(version).await,
            Command::RemotePresence { node, counts } => {
                let before = self.tell().extras();
                let now = self.now();
                self.crowd.remote(node, counts, now);
                self.tell().presence_changed(&before);
            }
            Command::PresenceQuery => self.crowd.announce(&self.services, true),
            Command::JobDone { turn } => {
                if turn == self.writer.live().turn_key() {
                    self.computer.job_done();
                }
            }
            Command::ComputerAction {
                turn,
                action,
                offer_draw,
            } => self.computer_action(turn, action, offer_draw).await,
            Command::ComputerDrawAnswer { side, ply, accept } => {
                let answer = referee::computer_draw_answer(self.writer.live(), side, ply, accept);
                if let Some(event) = answer
                    && let Err(r) = self.commit_and_tell(vec![event], None).await
                {
                    tracing::warn!(game = %self.writer.live().table.id, reason = %r.message, "the computer's draw answer was not stored");
                }
            }
        }
    }

    /// What the referee needs to know now.
    fn context(&self) -> Context<'_> {
        Context {
            now: self.now(),
            turn_since: self.writer.turn_since(),
            abandoned: self.crowd.abandoned(
                self.writer.live(),
                self.writer.turn_since(),
                &self.services.config,
            ),
            config: &self.services.config,
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
            && *ply > self.writer.live().game.ply()
            && let Some(first) = self.writer.take_stored().await
        {
            self.caught_up(first);
        }
        if matches!(request, Request::ClaimVictory | Request::ClaimDraw) {
            let before = self.tell().extras();
            self.crowd.confirm_absence(&self.services).await?;
            self.tell().presence_changed(&before);
        }
        if request == Request::Rematch {
            self.services
                .tables
                .rematch_outside_tournaments(&self.writer.live().table.id)
                .await?;
        }
        let decision = if request.is_takeback() {
            takeback::decide(self.writer.live(), role, &request, &self.context())
        } else {
            referee::decide(self.writer.live(), role, &request, &self.context())
        };
        match decision? {
            Decision::Duplicate { ply } => {
                let detail = AckDetail {
                    ply: Some(ply),
                    duplicate: Some(true),
                    game: None,
                };
                self.tell().send_ack(viewer, id, detail);
                Ok(())
            }
            Decision::Store { events, ack } => {
                if let [Event::GameOver { outcome }] = &events[..]
                    && outcome.reason == Some(EndReason::Abandoned)
                {
                    tracing::info!(game = %self.writer.live().table.id, "abandoned game claimed");
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
                if let (Some(side), Opponent::Computer(level)) =
                    (offer, self.writer.live().table.opponent)
                {
                    computer::consider_draw(
                        &self.services,
                        self.writer.live().table.rules,
                        *self.writer.live().game.position(),
                        side,
                        self.writer.live().game.ply(),
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
                let game = match self
                    .services
                    .tables
                    .rematch(self.writer.live(), address)
                    .await
                {
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
        let (side, secret) = referee::claim_seat(self.writer.live(), host)?;
        let events = vec![Event::Joined { side: side.into() }];
        self.commit_and_tell(events, None)
            .await
            .map_err(|r| Error::Internal(r.message))?;
        Ok(Claimed {
            game: self.writer.live().table.id.clone(),
            side,
            secret,
        })
    }

    // ---- Time ----

    /// Ends the game when the side to move has run out of time.
    async fn check_clock(&mut self) {
        let config = &self.services.config;
        let Some(deadline) = clock::deadline(self.writer.live(), self.writer.turn_since(), config)
        else {
            return;
        };
        if self.now() < deadline.at {
            return;
        }
        let (game, side) = (&self.writer.live().table.id, deadline.side.name());
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
            tracing::error!(game = %self.writer.live().table.id, error = %r.message, "the end on time was not stored");
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }

    /// Tells a correspondence player their time runs out, once a turn (and, whatever the
    /// nodes and restarts, once: the notice is claimed in the store).
    fn check_warning(&mut self) {
        let config = &self.services.config;
        let Some(warning) = clock::warning(self.writer.live(), self.writer.turn_since(), config)
        else {
            return;
        };
        let (now, turn) = (self.now(), self.writer.live().turn_key());
        let flag = warning.at + clock::WARN_BEFORE_MS;
        if now < warning.at || now >= flag || self.warned == Some(turn) {
            return;
        }
        self.warned = Some(turn);
        let hours = clock::hours_left(flag, now);
        let notices = notify::deadline(self.writer.live(), warning.side, hours, flag);
        self.services
            .push
            .send(&self.writer.live().table.id, notices, false);
    }

    // ---- The computer ----

    /// Starts the computer's search when it is its turn.
    fn maybe_think(&mut self) {
        if self.computer.thinking() {
            return;
        }
        let (live, turn_since) = (self.writer.live(), self.writer.turn_since());
        let player = self.crowd.player_address();
        let Some(turn) = computer::Turn::of(live, turn_since, &self.services, player) else {
            return;
        };
        if self.computer.start(&self.services, turn, self.me.clone()) {
            self.tell().send_thinking();
        }
    }

    async fn computer_action(&mut self, turn: u64, action: Option<Action>, offer_draw: bool) {
        self.computer.answered();
        self.tell().send_thinking();
        let ply = self.writer.live().game.ply();
        let Some(action) = action else {
            if turn == self.writer.live().turn_key()
                && self.writer.live().computer_to_move().is_some()
            {
                tracing::error!(game = %self.writer.live().table.id, ply, "the computer found no action");
            } else {
                self.maybe_think();
            }
            return;
        };
        let events = match referee::computer_action(
            self.writer.live(),
            turn,
            action,
            offer_draw,
            &self.context(),
        ) {
            // The game moved on while the computer thought (a resignation, an abort; or, with
            // several nodes, another node stored this answer): think again if it is its turn.
            None => return self.maybe_think(),
            Some(Err(reason)) => {
                tracing::error!(game = %self.writer.live().table.id, ply, %action, %reason, "the computer chose an illegal action");
                return;
            }
            Some(Ok(events)) => events,
        };
        if let Err(r) = self.commit_and_tell(events, None).await {
            tracing::error!(game = %self.writer.live().table.id, ply, error = %r.message, "the computer's action was not stored");
            // Try again later rather than leave the game stuck.
            let me = self.me.clone();
            tokio::spawn(async move {
                tokio::time::sleep(Duration::from_secs(1)).await;
                let _ = me.send(Command::Wake);
            });
        }
    }

    // ---- Telling the viewers ----

    /// Commits, answers the sender, tells everyone, and lets the computer think. Events lost
    /// to another writer are answered with its refusal, once what it stored is told.
    async fn commit_and_tell(
        &mut self,
        events: Vec<Event>,
        ack: Option<Ack>,
    ) -> Result<(), Refusal> {
        let first = match self.writer.commit(events).await {
            Ok(first) => first,
            Err(unstored) => {
                if let Some(first) = unstored.caught_up {
                    self.caught_up(first);
                }
                return Err(unstored.refusal);
            }
        };
        if let Some((viewer, id, detail)) = ack {
            self.tell().send_ack(viewer, id, detail);
        }
        self.tell().broadcast(first);
        self.maybe_think();
        Ok(())
    }

    /// Another node stored versions this task has not seen: reads them (replay by version),
    /// and tells this node's viewers. The node that stored an action answers its sender.
    async fn catch_up(&mut self, version: Option<u64>) {
        if version.is_some_and(|v| v <= self.writer.live().version) {
            return;
        }
        if version.is_none() {
            // The listening session was lost: presence told meanwhile is lost too.
            self.crowd.ask_others(&self.services);
        }
        if let Some(first) = self.writer.take_stored().await {
            self.caught_up(first);
        }
    }

    /// Versions from `first` on were read from the store: this node's viewers are told, and
    /// the computer thinks if it is its turn (its search is a job asked for once, so asking
    /// here too costs nothing and covers a node that stored the action and died).
    fn caught_up(&mut self, first: u64) {
        self.tell().broadcast(first);
        self.maybe_think();
    }
}
