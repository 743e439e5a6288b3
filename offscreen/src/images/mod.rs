//! Images read back from the GPU: comparison within a tolerance, PNG files, and the sRGB
//! transfer function for building expected pixels. No GPU crate is needed for any of it, so
//! it is all the crate is without its `gpu` feature (the browser tests compare Chromium's
//! screenshots with it).

pub(crate) mod color;
pub(crate) mod compare;
pub(crate) mod image;
pub(crate) mod png;

pub use color::{linear_to_srgb8, srgb_to_linear, srgb8_to_linear};
pub use compare::{ImageComparison, PixelTolerance, compare_images, diff_image};
pub use image::RgbaImage;
pub use png::{PngError, decode_png, encode_png, load_png, save_png};
