//! Perft and action generation speed: `cargo bench -p yote-rules`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use yote_rules::{Position, Preset, Rules, perft};

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    let optional: Rules = "standard,second_removal_optional=true".parse().unwrap();
    group.bench_function("standard-optional depth 5", |b| {
        let start = Position::new(&optional);
        b.iter(|| perft(black_box(&start), &optional, 5))
    });
    for preset in Preset::ALL {
        let rules = preset.rules();
        group.bench_function(format!("{} depth 4", preset.name()), |b| {
            let start = Position::new(&rules);
            b.iter(|| perft(black_box(&start), &rules, 4))
        });
    }
    group.finish();
}

fn bench_generation(c: &mut Criterion) {
    let rules = Rules::standard();
    let position = Position::parse("WB1WB1/1BW1W1/B1WB2/2B1W1/W3B1 w 3 4 7", &rules).unwrap();
    let mut buffer = Vec::new();
    c.bench_function("legal_actions mid-game", |b| {
        b.iter(|| {
            black_box(&position).legal_actions_into(&rules, &mut buffer);
            buffer.len()
        })
    });
}

criterion_group!(benches, bench_perft, bench_generation);
criterion_main!(benches);
