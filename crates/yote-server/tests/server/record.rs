//! Records: any game written reads back as the same game; no text makes the parser panic.

use proptest::prelude::*;
use yote_rules::{Game, Preset};
use yote_server::record;

fn playout(preset: Preset, seed: u64, plies: usize) -> Game {
    let mut game = Game::new(preset.rules());
    let mut x = seed | 1;
    while game.ply() < plies && game.outcome().is_none() {
        let actions = game.legal_actions();
        // xorshift: a cheap, seeded choice among the legal actions
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        game.play(actions[(x % actions.len() as u64) as usize])
            .unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_written_game_reads_back(preset in 0..Preset::ALL.len(), seed: u64, plies in 0usize..200) {
        let preset = Preset::ALL[preset];
        let game = playout(preset, seed, plies);
        let result = game.outcome().map_or("*", |o| o.result());
        let tags = vec![
            ("Rules".to_owned(), preset.name().to_owned()),
            ("White".to_owned(), "Guest".to_owned()),
            ("Result".to_owned(), result.to_owned()),
        ];
        let text = record::write(tags, game.clone());
        let parsed = record::parse(&text).unwrap();
        prop_assert_eq!(&parsed.game, &game);
        prop_assert_eq!(parsed.result(), result);
        prop_assert_eq!(parsed.to_string(), text);
    }

    #[test]
    fn any_text_is_read_or_refused_with_a_line(text in "(\\[[A-Za-z]{0,6} \"[a-z0-9,=\\-]{0,12}\"\\]\n){0,3}\n?([0-9a-h@x/.*\\-]{1,6}[ \n]){0,12}") {
        match record::parse(&text) {
            Ok(r) => prop_assert!(r.tag("Rules").is_some()),
            Err(e) => prop_assert!(e.line >= 1 && !e.message.is_empty()),
        }
    }
}
