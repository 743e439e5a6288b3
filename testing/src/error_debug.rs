//! Every error type of this crate shows its message as its `Debug` form.
//!
//! A failing `#[test] fn .. -> Result<(), E>`, and a `main` that returns `Result`, print the
//! error with `{:?}`: a derived `Debug` would print `Error: FeatureOff` or
//! `Error: Missing { stored: .., written: .. }` where the message says what went wrong and
//! what to do. The variants stay readable through `match` and the `Display` form.
//! (`images::PngError` and `headless::OffscreenError` have their own, in
//! `imgui-webgpu-offscreen`, whose types they are.)

/// Implements `Debug` as the type's `Display` for each type named.
macro_rules! debug_is_message {
    ($($error:ty),+ $(,)?) => {
        $(
            impl std::fmt::Debug for $error {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    std::fmt::Display::fmt(self, f)
                }
            }
        )+
    };
}

debug_is_message!(
    crate::error::HeadlessError,
    crate::HarnessError,
    crate::StepperError,
    crate::text::FindTextError,
    crate::text::WindowTextError,
    crate::items::ItemsError,
    crate::items::FindItemError,
    crate::snapshot::SnapshotError,
    crate::snapshot::TextParseError,
    crate::snapshot::CompleteFormError,
);

#[cfg(feature = "docking")]
debug_is_message!(crate::docking::DockError);

#[cfg(test)]
mod tests {
    use std::error::Error;
    use std::path::PathBuf;

    use crate::images::PngError;
    use crate::items::ItemsError;
    use crate::snapshot::{CompleteFormError, SnapshotError, TextParseError};
    use crate::{HarnessError, StepperError};

    #[test]
    fn errors_print_their_message_as_their_debug_form() {
        // Each error, the variant's name a derived Debug would start with, and a part of
        // its message.
        let cases: Vec<(Box<dyn Error>, &str, &str)> = vec![
            (Box::new(ItemsError::FeatureOff), "FeatureOff", "item-hooks"),
            (
                Box::new(SnapshotError::Missing {
                    stored: PathBuf::from("tests/snapshots/a.visible.txt"),
                    written: PathBuf::from("tests/snapshots/a.new.visible.txt"),
                }),
                "Missing",
                "a.new.visible.txt",
            ),
            (
                Box::new(StepperError::InvalidDisplay {
                    display_size: [0.0, 10.0],
                    framebuffer_scale: 1.0,
                }),
                "InvalidDisplay",
                "0",
            ),
            (
                Box::new(TextParseError {
                    line: 3,
                    message: "no rectangle".to_owned(),
                }),
                "TextParseError",
                "no rectangle",
            ),
            (
                Box::new(CompleteFormError::UnsupportedVersion(99)),
                "UnsupportedVersion",
                "99",
            ),
            (
                Box::new(PngError::BadImage {
                    width: 2,
                    height: 2,
                    bytes: 3,
                }),
                "BadImage",
                "3",
            ),
            (
                Box::new(HarnessError::Stepper(StepperError::HeldByAnotherThread)),
                "Stepper",
                "thread",
            ),
        ];
        for (error, variant, says) in cases {
            // What `fn main() -> Result<(), Box<dyn Error>>` and a failing `-> Result` test
            // print after `Error: `.
            let printed = format!("{error:?}");
            assert_eq!(printed, error.to_string(), "Debug is not the message");
            assert!(
                !printed.starts_with(variant),
                "prints its variant, not its message: {printed}"
            );
            assert!(printed.contains(says), "{printed} does not say {says:?}");
        }
    }
}
