//! Snapshot checks of a harness's last frame whose failures say where the difference is on
//! screen: in which window and by which text (see [`Frame::describe_place`]), besides what
//! the plain checks say.

use crate::harness::Harness;
use crate::images::PixelTolerance;
use crate::snapshot::{DiffLocation, SnapshotCommand, SnapshotDir, SnapshotError};
use crate::text::Rect;

impl<S> Harness<S> {
    /// Checks the last frame against `tests/snapshots/NAME.txt` (as
    /// [`assert_draw_snapshot`](crate::assert_draw_snapshot)), and on a mismatch panics
    /// with the difference placed: the differing command's clip rectangle, its window and
    /// the text it touches.
    #[track_caller]
    pub fn assert_draw_snapshot(&self, name: &str) {
        self.assert_draw_snapshot_in(&SnapshotDir::new(), name);
    }

    /// [`Harness::assert_draw_snapshot`] against the snapshots of `dir`.
    #[track_caller]
    pub fn assert_draw_snapshot_in(&self, dir: &SnapshotDir, name: &str) {
        let Some(frame) = self.frame() else {
            panic!("draw snapshot `{name}`: no frame was built yet");
        };
        if let Err(error) = dir.check_draw(name, frame.snapshot()) {
            let place = match &error {
                SnapshotError::DrawMismatch(mismatch) => match &mismatch.diff {
                    Ok(diff) => match diff.location {
                        DiffLocation::Command { list, command } => frame
                            .lists
                            .get(list)
                            .and_then(|list| list.commands.get(command))
                            .and_then(|command| match command {
                                SnapshotCommand::Elements(elements) => Some(elements.clip_rect),
                                _ => None,
                            }),
                        _ => None,
                    },
                    Err(_) => None,
                },
                _ => None,
            };
            match place {
                Some(rect) => panic!(
                    "draw snapshot `{name}`: {error}\nthe differing command draws within \
                     {rect:?}, {}",
                    frame.describe_place(rect)
                ),
                None => panic!("draw snapshot `{name}`: {error}"),
            }
        }
    }

    /// Renders the last frame and checks it against `tests/snapshots/NAME.png` within
    /// `tolerance` (as [`assert_pixel_snapshot`](crate::assert_pixel_snapshot)), and on a
    /// mismatch panics with the failing pixels placed: their region, its window and the
    /// text it touches.
    #[track_caller]
    pub fn assert_pixel_snapshot(&mut self, name: &str, tolerance: PixelTolerance) {
        self.assert_pixel_snapshot_in(&SnapshotDir::new(), name, tolerance);
    }

    /// [`Harness::assert_pixel_snapshot`] against the snapshots of `dir`.
    #[track_caller]
    pub fn assert_pixel_snapshot_in(
        &mut self,
        dir: &SnapshotDir,
        name: &str,
        tolerance: PixelTolerance,
    ) {
        let image = match self.render_image() {
            Ok(image) => image,
            Err(error) => panic!("pixel snapshot `{name}`: {error}"),
        };
        if let Err(error) = dir.check_pixels(name, &image, tolerance) {
            let region = match &error {
                SnapshotError::PixelMismatch(mismatch) => mismatch.comparison.failing_region,
                _ => None,
            };
            let scale = self.config().framebuffer_scale;
            match (region, self.frame()) {
                (Some([x1, y1, x2, y2]), Some(frame)) => {
                    let rect: Rect = [x1, y1, x2, y2].map(|value| value as f32 / scale);
                    panic!(
                        "pixel snapshot `{name}`: {error}\nthe failing pixels are {}",
                        frame.describe_place(rect)
                    )
                }
                _ => panic!("pixel snapshot `{name}`: {error}"),
            }
        }
    }
}
