//! Where each round of a game record begins and ends, so a move list can
//! mark the boundaries without replaying the game's events itself.

use crate::record::{Record, CHECKPOINT_EVERY};
use crate::{Event, Position, RoundEndReason};

/// One round of a record: after how many moves it began and, once it is
/// over, the move that ended it, what each player won in it and why.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct RoundSpan {
    /// The round's number, from 1.
    pub round: u16,
    /// How many moves of the record were played before it began (0 for the
    /// round the record starts in).
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub start: usize,
    /// The number (from 1) of the move that ended it, or `null` while it
    /// goes on.
    #[cfg_attr(feature = "typescript", ts(type = "number | null"))]
    pub end: Option<usize>,
    /// What each player won in it, South first, once it is over.
    pub winnings: Option<[u16; 2]>,
    /// Why it ended, once it is over.
    pub reason: Option<RoundEndReason>,
}

impl RoundSpan {
    /// Every round of `record`, the moves taken back and kept for redo
    /// included, in order.
    ///
    /// The record's checkpoints say where to look: a stretch of
    /// [`CHECKPOINT_EVERY`] moves whose first and last positions are in the
    /// same round and phase holds no round boundary (a round that ends
    /// either starts the next one, a new round number, or leaves the game in
    /// another phase: the settlement, the end of the game), so only the
    /// stretches that change are replayed with their events. A match of tens
    /// of thousands of moves is read in a few replayed stretches per round.
    #[must_use]
    pub fn list(record: &Record) -> Vec<RoundSpan> {
        let start = record.start();
        let mut spans = vec![RoundSpan::begun(start.round(), 0)];
        // The events of one replayed move. A `Vec` of events, the sink the
        // page's own moves are played with, so that the rules are not
        // compiled once more for another sink (some 6 KB of the wasm).
        let mut events: Vec<Event> = Vec::new();
        let total = record.len();
        let mut from = 0;
        let mut before = *start;
        while from < total {
            let to = (from / CHECKPOINT_EVERY + 1) * CHECKPOINT_EVERY;
            let to = to.min(total);
            // `to` is a checkpoint or the last move: nothing is replayed.
            let Some(after) = record.position(to) else {
                break;
            };
            if changes_round(&before, &after) {
                let mut position = before;
                for (i, mv) in record.moves()[from..to].iter().enumerate() {
                    events.clear();
                    position.play_unchecked(mv, &mut events);
                    note_boundaries(&mut spans, from + i + 1, &events);
                }
            }
            before = after;
            from = to;
        }
        spans
    }

    fn begun(round: u16, start: usize) -> RoundSpan {
        RoundSpan {
            round,
            start,
            end: None,
            winnings: None,
            reason: None,
        }
    }
}

/// Whether a round may have ended or begun between `before` and `after`.
fn changes_round(before: &Position, after: &Position) -> bool {
    before.round() != after.round() || before.phase() != after.phase()
}

/// Marks in `spans` the rounds that move number `played` (from 1) ended or
/// began, as its `events` say.
fn note_boundaries(spans: &mut Vec<RoundSpan>, played: usize, events: &[Event]) {
    for event in events {
        match *event {
            Event::RoundEnded {
                round,
                winnings,
                reason,
            } => {
                if let Some(span) = spans.iter_mut().rev().find(|s| s.round == round) {
                    span.end = Some(played);
                    span.winnings = Some(winnings);
                    span.reason = Some(reason);
                }
            }
            Event::RoundStarted { round } => spans.push(RoundSpan::begun(round, played)),
            _ => {}
        }
    }
}
