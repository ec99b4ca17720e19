//! Random-playout benchmark (not written yet).

fn main() {}
