//! The visible text of one window: the lines drawn in its draw lists (its own and its child
//! windows'), each line's window decided by the draw list it is drawn in, as imgui names
//! the list's owner.

use std::fmt;

use super::visible::VisibleText;

/// Why a frame has no visible text of a window
/// ([`Frame::visible_text_in`](crate::Frame::visible_text_in)). Its `Debug` form is its
/// message (see [`HarnessError`](crate::HarnessError)).
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum WindowTextError {
    /// The frame does not say which window drew each draw list: it was not built by a
    /// harness (a `Frame` made from a snapshot).
    NotRecorded,
    /// The frame draws no window of that name.
    NoWindow {
        /// The name looked for.
        window: String,
        /// The windows the frame draws, in draw order (child windows, popups, menus and
        /// tooltips among them, under the names imgui gives them).
        windows: Vec<String>,
    },
}

impl fmt::Display for WindowTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotRecorded => write!(
                f,
                "this frame was not built by a harness: which window drew each line is unknown"
            ),
            Self::NoWindow { window, windows } => {
                write!(f, "the frame draws no window {window:?}")?;
                if !windows.is_empty() {
                    let names: Vec<String> =
                        windows.iter().map(|name| format!("{name:?}")).collect();
                    write!(f, "; it draws {}", names.join(", "))?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for WindowTextError {}

/// Whether the draw list of `owner` belongs to `window`: its own, or a child window's
/// (imgui names a child `Parent/Child_ID`, a grandchild `Parent/Child_ID/Grandchild_ID`).
pub(crate) fn drawn_in(owner: &str, window: &str) -> bool {
    owner == window
        || owner
            .strip_prefix(window)
            .is_some_and(|rest| rest.starts_with('/'))
}

/// The visible text of `window` in a frame whose draw lists the windows `owners` drew (in
/// draw order), read in full as `text`: the lines drawn in the window's lists and its
/// child windows'. What hides them is judged in the whole frame (a window drawn over it
/// hides its lines there).
pub(crate) fn text_in(
    text: VisibleText,
    owners: &[String],
    window: &str,
) -> Result<VisibleText, WindowTextError> {
    if !owners.iter().any(|owner| drawn_in(owner, window)) {
        let mut windows: Vec<String> = Vec::new();
        for owner in owners {
            if !owner.is_empty() && !windows.contains(owner) {
                windows.push(owner.clone());
            }
        }
        return Err(WindowTextError::NoWindow {
            window: window.to_owned(),
            windows,
        });
    }
    Ok(text.only_lists(|list| {
        owners
            .get(list)
            .is_some_and(|owner| drawn_in(owner, window))
    }))
}

#[cfg(test)]
mod tests {
    use super::drawn_in;

    #[test]
    fn a_window_holds_its_child_windows_lists_only() {
        assert!(drawn_in("Main", "Main"));
        assert!(drawn_in("Main/inner_1234ABCD", "Main"));
        assert!(drawn_in("Main/inner_1234ABCD/deep_0000", "Main"));
        assert!(!drawn_in("Main menu", "Main"));
        assert!(!drawn_in("##Combo_00", "Main"));
        assert!(!drawn_in("Mai", "Main"));
    }
}
