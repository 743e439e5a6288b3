//! Pixel comparison with a per-channel tolerance and a budget of failing pixels.

use crate::images::image::RgbaImage;

/// How far an image may stray from its stored snapshot.
///
/// # What varies between GPUs, and which tolerance covers it
///
/// On one driver (Mesa's lavapipe on CI) rendering is deterministic: the same frame gives
/// the same bytes on every run, so [`PixelTolerance::SAME_DRIVER`] allows almost nothing.
/// Across GPUs and drivers these differ:
///
/// - **sRGB conversion and blending precision.** Hardware encodes sRGB and blends with
///   lookup tables or reduced precision: ±1–2 per channel on anti-aliased edges and text.
/// - **Texture filtering.** Linear filtering weights have 8 bits of sub-texel precision on
///   most GPUs and full float on lavapipe: a few units per channel on scaled images and
///   glyphs drawn at fractional positions.
/// - **Rasterisation rules.** Sub-pixel precision (4 to 8 bits) decides which edge pixels a
///   triangle covers: a few pixels along non-axis-aligned edges flip.
/// - **MSAA sample positions and resolve.** Edge pixels of a multisampled target differ by
///   up to a quarter of full coverage per sample.
///
/// The first two are covered by the per-channel tolerance, the last two by the failing-pixel
/// budget. [`PixelTolerance::cross_gpu`] is a starting point for comparing images from
/// different GPUs: 8 units per channel, 0.5 % of the pixels. A new Mesa release can
/// change lavapipe's output too (rarely, and by little): keep CI on one driver version, and
/// regenerate goldens with `UPDATE_SNAPSHOTS=1` when it moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PixelTolerance {
    /// A pixel fails when any channel differs by more than this.
    pub max_channel_difference: u8,
    /// The comparison fails when more pixels than this fail.
    pub max_failing_pixels: usize,
}

impl PixelTolerance {
    /// Every byte equal.
    pub const EXACT: Self = Self {
        max_channel_difference: 0,
        max_failing_pixels: 0,
    };

    /// One driver against itself (lavapipe on CI): rounding noise only, no failing pixel.
    pub const SAME_DRIVER: Self = Self {
        max_channel_difference: 2,
        max_failing_pixels: 0,
    };

    /// A starting point across GPUs: 8 units per channel, and 0.5 % of the pixels may fail
    /// (rasterisation and MSAA edge differences). See the type's docs.
    pub fn cross_gpu(width: u32, height: u32) -> Self {
        let budget = u64::from(width) * u64::from(height) / 200;
        Self {
            max_channel_difference: 8,
            max_failing_pixels: usize::try_from(budget).unwrap_or(usize::MAX),
        }
    }
}

impl Default for PixelTolerance {
    /// [`PixelTolerance::SAME_DRIVER`].
    fn default() -> Self {
        Self::SAME_DRIVER
    }
}

/// The outcome of comparing two images.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ImageComparison {
    /// Pixels whose largest channel difference exceeds the tolerance (every pixel counts
    /// when the sizes differ).
    pub failing_pixels: usize,
    /// The largest channel difference anywhere.
    pub worst_difference: u8,
    /// Where the worst difference is, if any pixel differs.
    pub worst_pixel: Option<[u32; 2]>,
    /// The smallest rectangle (x1, y1, x2, y2, pixels, end exclusive) that holds every
    /// failing pixel, if any fails.
    pub failing_region: Option<[u32; 4]>,
    /// The expected and actual sizes, when the images cannot be compared pixel for pixel:
    /// their sizes differ, or a pixel buffer does not hold `width * height * 4` bytes
    /// ([`RgbaImage::is_well_formed`]).
    pub size_mismatch: Option<([u32; 2], [u32; 2])>,
}

impl ImageComparison {
    /// Whether the comparison is within `tolerance`.
    pub fn passes(&self, tolerance: PixelTolerance) -> bool {
        self.size_mismatch.is_none() && self.failing_pixels <= tolerance.max_failing_pixels
    }
}

impl std::fmt::Display for ImageComparison {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some((expected, actual)) = self.size_mismatch {
            if expected == actual {
                return write!(
                    f,
                    "a {}x{} image's pixel buffer does not hold width * height * 4 bytes",
                    actual[0], actual[1]
                );
            }
            return write!(
                f,
                "size differs: expected {}x{}, got {}x{}",
                expected[0], expected[1], actual[0], actual[1]
            );
        }
        write!(
            f,
            "{} failing pixels, worst channel difference {}",
            self.failing_pixels, self.worst_difference
        )?;
        if let Some([x, y]) = self.worst_pixel {
            write!(f, " at ({x}, {y})")?;
        }
        if let Some([x1, y1, x2, y2]) = self.failing_region {
            write!(f, "; failing pixels within [{x1}, {y1}, {x2}, {y2}]")?;
        }
        Ok(())
    }
}

fn channel_difference(a: [u8; 4], b: [u8; 4]) -> u8 {
    (0..4).map(|i| a[i].abs_diff(b[i])).max().unwrap_or(0)
}

/// Compares `actual` with `expected`, pixel by pixel. Images of different sizes, or whose
/// pixel buffers do not match their sizes, fail as a size mismatch.
pub fn compare_images(
    expected: &RgbaImage,
    actual: &RgbaImage,
    tolerance: PixelTolerance,
) -> ImageComparison {
    let sizes = (
        [expected.width, expected.height],
        [actual.width, actual.height],
    );
    if sizes.0 != sizes.1 || !expected.is_well_formed() || !actual.is_well_formed() {
        let (w, h) = (
            expected.width.max(actual.width),
            expected.height.max(actual.height),
        );
        return ImageComparison {
            failing_pixels: (w as usize).saturating_mul(h as usize),
            worst_difference: 255,
            worst_pixel: None,
            failing_region: None,
            size_mismatch: Some(sizes),
        };
    }
    let mut comparison = ImageComparison {
        failing_pixels: 0,
        worst_difference: 0,
        worst_pixel: None,
        failing_region: None,
        size_mismatch: None,
    };
    for y in 0..expected.height {
        for x in 0..expected.width {
            let difference = channel_difference(expected.pixel(x, y), actual.pixel(x, y));
            if difference > tolerance.max_channel_difference {
                comparison.failing_pixels += 1;
                comparison.failing_region = Some(match comparison.failing_region {
                    None => [x, y, x + 1, y + 1],
                    Some([x1, y1, x2, y2]) => [x1.min(x), y1.min(y), x2.max(x + 1), y2.max(y + 1)],
                });
            }
            if difference > comparison.worst_difference {
                comparison.worst_difference = difference;
                comparison.worst_pixel = Some([x, y]);
            }
        }
    }
    comparison
}

/// An image that shows where two images differ: failing pixels in solid red, pixels that
/// differ within tolerance in yellow, the rest as the expected image, greyed and dimmed.
/// Pixels outside one of two differently sized images, or missing from a pixel buffer
/// shorter than its size, are magenta.
pub fn diff_image(
    expected: &RgbaImage,
    actual: &RgbaImage,
    tolerance: PixelTolerance,
) -> RgbaImage {
    let width = expected.width.max(actual.width);
    let height = expected.height.max(actual.height);
    let mut pixels = Vec::with_capacity(RgbaImage::byte_len(width, height).unwrap_or(0));
    for y in 0..height {
        for x in 0..width {
            let pixel = match (expected.get_pixel(x, y), actual.get_pixel(x, y)) {
                (Some(a), Some(b)) => match channel_difference(a, b) {
                    0 => {
                        let luma =
                            (u32::from(a[0]) * 3 + u32::from(a[1]) * 6 + u32::from(a[2])) / 10;
                        let dimmed = (luma / 3) as u8;
                        [dimmed, dimmed, dimmed, 255]
                    }
                    d if d <= tolerance.max_channel_difference => [255, 255, 0, 255],
                    _ => [255, 0, 0, 255],
                },
                _ => [255, 0, 255, 255],
            };
            pixels.extend_from_slice(&pixel);
        }
    }
    RgbaImage {
        width,
        height,
        pixels,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(width: u32, height: u32, fill: [u8; 4]) -> RgbaImage {
        RgbaImage {
            width,
            height,
            pixels: fill.repeat(width as usize * height as usize),
        }
    }

    #[test]
    fn counts_failing_pixels_and_the_worst_difference() {
        let expected = image(4, 3, [10, 20, 30, 255]);
        let mut actual = expected.clone();
        actual.pixels[0] = 12; // (0, 0): 2, within tolerance
        actual.pixels[4 * 5 + 1] = 60; // (1, 1): 40
        actual.pixels[4 * 11 + 2] = 0; // (3, 2): 30
        let tolerance = PixelTolerance {
            max_channel_difference: 2,
            max_failing_pixels: 1,
        };
        let comparison = compare_images(&expected, &actual, tolerance);
        assert_eq!(comparison.failing_pixels, 2);
        assert_eq!(comparison.worst_difference, 40);
        assert_eq!(comparison.worst_pixel, Some([1, 1]));
        assert!(!comparison.passes(tolerance));
        assert!(comparison.passes(PixelTolerance {
            max_failing_pixels: 2,
            ..tolerance
        }));
        let diff = diff_image(&expected, &actual, tolerance);
        assert_eq!(diff.pixel(0, 0), [255, 255, 0, 255]);
        assert_eq!(diff.pixel(1, 1), [255, 0, 0, 255]);
        assert_eq!(diff.pixel(2, 2)[3], 255);
        assert_ne!(diff.pixel(2, 2)[0], 255);
    }

    #[test]
    fn a_size_mismatch_always_fails() {
        let comparison = compare_images(
            &image(2, 2, [0; 4]),
            &image(3, 2, [0; 4]),
            PixelTolerance::EXACT,
        );
        assert_eq!(comparison.size_mismatch, Some(([2, 2], [3, 2])));
        assert!(!comparison.passes(PixelTolerance {
            max_channel_difference: 255,
            max_failing_pixels: usize::MAX,
        }));
        let diff = diff_image(
            &image(2, 2, [0; 4]),
            &image(3, 2, [0; 4]),
            PixelTolerance::EXACT,
        );
        assert_eq!((diff.width, diff.pixel(2, 0)), (3, [255, 0, 255, 255]));
    }

    #[test]
    fn a_short_pixel_buffer_is_a_mismatch_not_a_panic() {
        let expected = image(2, 2, [9; 4]);
        let mut short = expected.clone();
        short.pixels.truncate(7);
        for (a, b) in [(&expected, &short), (&short, &expected)] {
            let comparison = compare_images(a, b, PixelTolerance::EXACT);
            assert_eq!(comparison.size_mismatch, Some(([2, 2], [2, 2])));
            assert_eq!(comparison.failing_pixels, 4);
            assert!(!comparison.passes(PixelTolerance {
                max_channel_difference: 255,
                max_failing_pixels: usize::MAX,
            }));
            assert!(
                comparison.to_string().contains("pixel buffer"),
                "{comparison}"
            );
            let diff = diff_image(a, b, PixelTolerance::EXACT);
            assert!(diff.is_well_formed());
            assert_ne!(diff.pixel(0, 0), [255, 0, 255, 255], "pixel 0 is whole");
            assert_eq!(diff.pixel(1, 0), [255, 0, 255, 255], "pixel 1 is cut short");
            assert_eq!(diff.pixel(1, 1), [255, 0, 255, 255]);
        }
    }

    #[test]
    fn cross_gpu_budget_does_not_overflow() {
        let tolerance = PixelTolerance::cross_gpu(u32::MAX, u32::MAX);
        assert!(tolerance.max_failing_pixels > 0);
        assert_eq!(PixelTolerance::cross_gpu(400, 300).max_failing_pixels, 600);
    }
}
