//! A game's task, its talk: a player's line kept, acknowledged and sent to whom may read it.

use serde_json::Value;
use yote_rules::Color;

use crate::model::Role;
use crate::protocol::AckDetail;

use super::GameTask;
use crate::game::referee::{Refusal, Request};

impl GameTask {
    /// A player says something: kept, acknowledged, and sent to both players.
    pub(super) async fn say(
        &mut self,
        viewer: u64,
        role: Role,
        id: Option<Value>,
        request: &Request,
    ) -> Result<(), Refusal> {
        let live = self.writer.live();
        let (text, only) = self.talk.say(&self.services, live, role, request).await?;
        self.tell().send_ack(viewer, id, AckDetail::default());
        match only {
            // A silenced player's line: theirs only.
            Some(side) => {
                for color in Color::ALL.into_iter().filter(|c| c.name() == side) {
                    self.crowd.send_to_seat(color, &text);
                }
            }
            None => self.crowd.send_to_players(&text),
        }
        Ok(())
    }
}
