//! Who gets white on a board (C.04.3 article 5, colour allocation), in the rules' order:
//! both preferences granted (5.2.1); the stronger one (5.2.2: absolute over strong over mild,
//! between two absolute the wider colour difference); the colours of the last round in which
//! the two had different ones, swapped (5.2.3); the higher-ranked player's preference
//! (5.2.4); and for two players without a preference, the initial colour to the higher-ranked
//! player when their pairing number is odd, the other one when even (5.2.5).

use super::model::Colour;
use super::player::{Player, Strength};

/// The colour of `player` against `opponent`; `player_higher` when `player` ranks higher
/// (more points, or as many and a smaller pairing number); `initial` is pairing number 1's
/// colour in round 1.
pub(crate) fn colour_of(
    player: &Player,
    opponent: &Player,
    player_higher: bool,
    initial: Colour,
) -> Colour {
    if let Some(colour) = neutral(player, opponent) {
        return colour;
    }
    let (higher, lower_is_player) = if player_higher {
        (player, false)
    } else {
        (opponent, true)
    };
    let higher_colour = match higher.preference {
        Some(preference) => preference,
        None if higher.number % 2 == 1 => initial,
        None => initial.other(),
    };
    if lower_is_player {
        higher_colour.other()
    } else {
        higher_colour
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
