//! The bench's node count is the search's signature: it changes only when the search does.
//! When a change to the search is meant, update the figure here and in docs/strength.md.

const SIGNATURE: u64 = 3_212_870;

#[test]
fn the_bench_signature_is_pinned() {
    let report = yote_ai::bench(0);
    assert_eq!(report.nodes.len(), yote_ai::BENCH_POSITIONS.len());
    assert_eq!(report.total_nodes, SIGNATURE);
}
