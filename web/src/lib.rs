//! WebAssembly bindings of the mancala engine (placeholder until the API lands).
