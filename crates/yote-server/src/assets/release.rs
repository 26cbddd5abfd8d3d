//! The release a page comes from, shown in every footer and naming the static files' folder.

/// The version and commit shown in every page's footer, e.g. `v0.1.0 · 1a2b3c4`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
/// The commit the binary was built from, fixed at build time ("unknown" outside a checkout).
pub const COMMIT: &str = env!("YOTE_COMMIT");
