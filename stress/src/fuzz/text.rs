//! The text target: valid text snapshots, mutated token by token (extreme numbers, odd
//! ranges, deleted and repeated lines, truncation). A parse never panics; what parses
//! prints and parses back to the same thing.

use arbitrary::{Arbitrary, Unstructured};
use imgui_webgpu_testing::snapshot::TextForm;

use crate::frame::{FrameCase, recorded_id, snapshot};

const TOKENS: &[&str] = &[
    "0",
    "-0",
    "nan",
    "inf",
    "-inf",
    "0.5",
    "-0.05",
    "1.234",
    "99999999999999999999",
    "-92233720368547758.08",
    "-92233720368547758.07",
    "92233720368547758.07",
    "18446744073709551615",
    "18446744073709551613+3",
    "5+3",
    "3..2",
    "0..0",
    "1..",
    "..",
    "+",
    "font",
    "font#1",
    "persistent#2#3",
    "frame#0",
    "raw#ff",
    "draw",
    "reset",
    "callback",
    "list",
    "none",
    "0000000000000000",
    "ffffffffffffffff",
    "[",
    "]",
    ",",
    "",
];

#[derive(Arbitrary, Debug)]
enum Mutation {
    ReplaceToken { line: u16, token: u8, with: u8 },
    DeleteLine(u16),
    RepeatLine(u16),
    SwapLines(u16, u16),
    Truncate(u32),
    InsertChar { at: u32, character: char },
}

/// One mutated text snapshot. `Ok(true)` when it parsed.
pub fn run(input: &mut Unstructured<'_>) -> Result<bool, String> {
    let Ok(frame) = FrameCase::generate(input) else {
        return Ok(false);
    };
    let source = frame.source(recorded_id);
    let mut text = snapshot(&source).to_text();
    for mutation in Vec::<Mutation>::arbitrary(input)
        .unwrap_or_default()
        .into_iter()
        .take(4)
    {
        text = mutate(&text, mutation);
    }
    let parsed = std::panic::catch_unwind(|| TextForm::parse(&text))
        .map_err(|_| format!("TextForm::parse panicked on:\n{text}"))?;
    let Ok(form) = parsed else {
        return Ok(false);
    };
    let printed = form.to_text();
    let again = TextForm::parse(&printed)
        .map_err(|error| format!("printed text did not parse ({error}):\n{printed}"))?;
    if again != form {
        return Err(format!(
            "printed text parsed to another snapshot:\n{printed}"
        ));
    }
    if again.to_text() != printed {
        return Err(format!("printing is not stable:\n{printed}"));
    }
    Ok(true)
}

fn mutate(text: &str, mutation: Mutation) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let count = lines.len().max(1);
    match mutation {
        Mutation::ReplaceToken { line, token, with } => {
            if let Some(line) = lines.get_mut(usize::from(line) % count) {
                let mut tokens: Vec<String> = line.split(' ').map(str::to_owned).collect();
                let at = usize::from(token) % tokens.len().max(1);
                if let Some(slot) = tokens.get_mut(at) {
                    *slot = TOKENS[usize::from(with) % TOKENS.len()].to_owned();
                }
                *line = tokens.join(" ");
            }
        }
        Mutation::DeleteLine(line) => {
            if !lines.is_empty() {
                lines.remove(usize::from(line) % count);
            }
        }
        Mutation::RepeatLine(line) => {
            if let Some(copy) = lines.get(usize::from(line) % count).cloned() {
                lines.insert(usize::from(line) % count, copy);
            }
        }
        Mutation::SwapLines(a, b) => {
            if !lines.is_empty() {
                lines.swap(usize::from(a) % count, usize::from(b) % count);
            }
        }
        Mutation::Truncate(at) => {
            let joined = lines.join("\n");
            let mut at = at as usize % (joined.len() + 1);
            while !joined.is_char_boundary(at) {
                at -= 1;
            }
            return joined[..at].to_owned();
        }
        Mutation::InsertChar { at, character } => {
            let mut joined = lines.join("\n");
            let mut at = at as usize % (joined.len() + 1);
            while !joined.is_char_boundary(at) {
                at -= 1;
            }
            joined.insert(at, character);
            return joined;
        }
    }
    let mut joined = lines.join("\n");
    joined.push('\n');
    joined
}
