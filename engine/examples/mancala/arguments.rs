//! The tools' command-line arguments as text: `std::env::args` panics on
//! one that is not UTF-8 (a byte such as `$'\xff'` from a shell); the tools
//! refuse it as any other bad argument instead.

/// The arguments after the program's name, or why one cannot be read.
pub fn text_arguments() -> Result<Vec<String>, String> {
    std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(i, arg)| {
            arg.into_string().map_err(|arg| {
                let shown: String = arg.to_string_lossy().chars().take(40).collect();
                format!("argument {} is not text (UTF-8): '{shown}'", i + 1)
            })
        })
        .collect()
}
