//! The computer's draw decisions: it accepts when worse, refuses when ahead, offers only in a
//! level, capture-less game.

use yote_ai::{Level, should_accept_draw, should_offer_draw};
use yote_rules::{Color, Position, Rules};

#[test]
fn accepts_when_behind_and_refuses_when_ahead() {
    let rules = Rules::standard();
    // White: three on the board and six in hand; Black: two and nothing in hand.
    let lopsided = Position::parse("6/6/6/B5/WWW2B b 6 0 10", &rules).unwrap();
    for level in Level::ALL {
        assert!(
            should_accept_draw(&rules, &lopsided, Color::Black, level),
            "{level}"
        );
        assert!(
            !should_accept_draw(&rules, &lopsided, Color::White, level),
            "{level}"
        );
        assert!(
            !should_offer_draw(&rules, &lopsided, Color::White, level),
            "{level}"
        );
    }
}

#[test]
fn offers_only_in_a_level_stale_game() {
    let rules = Rules::standard();
    // Two pieces each in opposite corners, far from any capture.
    let stale = Position::parse("W4B/6/6/6/B4W w 0 0 70", &rules).unwrap();
    let fresh = Position::parse("W4B/6/6/6/B4W w 0 0 10", &rules).unwrap();
    for computer in Color::ALL {
        assert!(should_offer_draw(&rules, &stale, computer, Level::Master));
        assert!(!should_offer_draw(&rules, &fresh, computer, Level::Master));
    }
    // A finished game takes no draw.
    let over = Position::parse("6/6/6/6/WB4 b 5 0 0", &rules).unwrap();
    assert!(!should_accept_draw(
        &rules,
        &over,
        Color::Black,
        Level::Master
    ));
    assert!(!should_offer_draw(
        &rules,
        &over,
        Color::Black,
        Level::Master
    ));
}
