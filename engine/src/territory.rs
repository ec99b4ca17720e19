//! Motiq's territories: which run of pits each player owns.

/// Motiq's territories: South owns `south_count` consecutive pits starting at
/// his foot `south_foot`, in sowing order; North owns the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Territory {
    /// South's foot (his first pit in sowing order).
    pub south_foot: u8,
    /// How many pits South owns (0 to 14).
    pub south_count: u8,
}
