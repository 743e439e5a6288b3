//! The one ranking of near matches that every not-found message uses (a text no line shows,
//! a label no item has): the fewest typos that turn the query into a part of the candidate,
//! a swap of two neighbours counting as one; then what shows before what does not; then
//! the closest in length; then the order the candidates came in.

/// How many of the nearest a not-found error lists.
pub(crate) const NEAREST: usize = 5;

/// The candidates nearest to `query`, nearest first, as indices into `candidates` (each
/// its text and whether it shows), at most [`NEAREST`]. Case is ignored. Those further
/// than half the query's length (and one) are left out: no match is offered for the sake
/// of offering one.
pub(crate) fn nearest<'a>(
    query: &str,
    candidates: impl IntoIterator<Item = (&'a str, bool)>,
) -> Vec<usize> {
    let wanted: Vec<char> = query.to_lowercase().chars().collect();
    let limit = wanted.len().max(1) / 2 + 1;
    let mut ranked: Vec<(usize, bool, usize, usize)> = candidates
        .into_iter()
        .enumerate()
        .filter_map(|(order, (text, shows))| {
            let have: Vec<char> = text.to_lowercase().chars().collect();
            let typos = typos_to_a_part(&wanted, &have);
            (typos <= limit).then_some((typos, !shows, have.len().abs_diff(wanted.len()), order))
        })
        .collect();
    ranked.sort_unstable();
    ranked
        .into_iter()
        .take(NEAREST)
        .map(|(_, _, _, order)| order)
        .collect()
}

/// The fewest typos that turn `needle` into some run of characters of `hay`: insertions,
/// deletions, substitutions and swaps of two neighbours, each one (the optimal string
/// alignment distance, with the run's start and end free).
pub(crate) fn typos_to_a_part(needle: &[char], hay: &[char]) -> usize {
    // rows[i][j]: the typos for needle[..i], ending at hay[..j]; a row of zeros first, as
    // the run may start anywhere.
    let width = hay.len() + 1;
    let mut rows: Vec<Vec<usize>> = Vec::with_capacity(needle.len() + 1);
    rows.push(vec![0; width]);
    for (i, wanted) in needle.iter().enumerate() {
        let mut row = vec![i + 1; width];
        for (j, found) in hay.iter().enumerate() {
            let above = &rows[i];
            let mut best = (above[j] + usize::from(wanted != found))
                .min(above[j + 1] + 1)
                .min(row[j] + 1);
            // A swap: needle[i - 1..=i] is hay[j..=j - 1] reversed.
            if i > 0 && j > 0 && needle[i - 1] == *found && *wanted == hay[j - 1] {
                best = best.min(rows[i - 1][j - 1] + 1);
            }
            row[j + 1] = best;
        }
        rows.push(row);
    }
    rows.last()
        .and_then(|row| row.iter().min().copied())
        .unwrap_or(needle.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chars(text: &str) -> Vec<char> {
        text.chars().collect()
    }

    #[test]
    fn typos_count_to_the_best_part_of_a_line() {
        assert_eq!(
            typos_to_a_part(&chars("cancel"), &chars("press cancel now")),
            0
        );
        // "cancle" is "cancel" with its last two letters swapped: one typo.
        assert_eq!(typos_to_a_part(&chars("cancle"), &chars("cancel")), 1);
        assert_eq!(typos_to_a_part(&chars("nmae"), &chars("name")), 1);
        assert_eq!(typos_to_a_part(&chars("cmobo"), &chars("combo")), 1);
        // A part of "frame" two typos away ("ame": "n" deleted, "ma" swapped).
        assert_eq!(typos_to_a_part(&chars("nmae"), &chars("frame rounding")), 2);
        assert_eq!(typos_to_a_part(&chars("xyz"), &chars("cancel")), 3);
        assert_eq!(typos_to_a_part(&chars("canel"), &chars("[ cancel ]")), 1);
        assert_eq!(typos_to_a_part(&chars("abc"), &chars("")), 3);
        assert_eq!(typos_to_a_part(&chars(""), &chars("abc")), 0);
    }

    #[test]
    fn ties_go_to_what_shows_then_to_the_closest_length() {
        let candidates = [
            ("Frame rounding", true),
            ("Format names", true),
            ("Name", false),
            ("Name", true),
            ("Rename", true),
            ("Zoo", true),
        ];
        // One typo from "Format names", "Name" (twice) and "Rename": the shown ones first,
        // the closest in length first among them, then the "Name" that does not show;
        // "Frame rounding" (two) last, "Zoo" (four) out.
        assert_eq!(nearest("Nmae", candidates), [3, 4, 1, 2, 0]);
        assert_eq!(nearest("NAME", [("name", true)]), [0]);
    }
}
