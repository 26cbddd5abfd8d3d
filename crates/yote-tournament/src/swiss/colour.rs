//! Who gets white on a board (C.04.3 article 5, colour allocation), in the rules' order:
//! both preferences granted (5.2.1); the stronger one (5.2.2: absolute over strong over mild,
//! between two absolute the wider colour difference); the colours of the last round in which
//! the two had different ones, swapped (5.2.3); the higher-ranked player's preference
//! (5.2.4); and for two players without a preference, the initial colour to the higher-ranked
//! player when their pairing number is odd, the other one when even (5.2.5).

use super::model::Colour;
use super::player::{Player, Strength};

/// The colour of `higher` (the higher-ranked: more points, or as many and a smaller pairing
/// number) against `lower`; `initial` is pairing number 1's colour in round 1, and
/// `higher_odd` whether `higher`'s pairing number is odd (counted among the players paired).
pub(crate) fn colour_of(
    higher: &Player,
    lower: &Player,
    initial: Colour,
    higher_odd: bool,
) -> Colour {
    if let Some(colour) = neutral(higher, lower) {
        return colour;
    }
    match higher.preference {
        Some(preference) => preference,
        None if higher_odd => initial,
        None => initial.other(),
    }
}

/// The colour the rules give `player` before rank decides, if they decide it.
fn neutral(player: &Player, opponent: &Player) -> Option<Colour> {
    let (mine, theirs) = (player.preference, opponent.preference);
    if mine.is_none() || theirs.is_none() || mine != theirs {
        return mine.or(theirs.map(Colour::other));
    }
    let both_absolute = player.absolute() && opponent.absolute();
    if player.absolute() && (player.imbalance > opponent.imbalance || !opponent.absolute()) {
        return mine;
    }
    if opponent.absolute() && (opponent.imbalance > player.imbalance || !player.absolute()) {
        return theirs.map(Colour::other);
    }
    if !both_absolute {
        let strong = |p: &Player| p.strength == Strength::Strong;
        if strong(player) && !strong(opponent) {
            return mine;
        }
        if strong(opponent) && !strong(player) {
            return theirs.map(Colour::other);
        }
    }
    // The last round in which they had different colours, counting back over games played.
    player
        .colours
        .iter()
        .rev()
        .zip(opponent.colours.iter().rev())
        .find(|(a, b)| a != b)
        .map(|(_, theirs)| *theirs)
}
