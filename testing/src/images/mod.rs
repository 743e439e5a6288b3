//! Images read back from the GPU: comparison within a tolerance, PNG files, and the sRGB
//! transfer function for building expected pixels.

pub(crate) mod color;
pub(crate) mod compare;
pub(crate) mod image;
pub(crate) mod png;

pub use color::{linear_to_srgb8, srgb_to_linear, srgb8_to_linear};
pub use compare::{ImageComparison, compare_images, diff_image};
pub use image::RgbaImage;
pub use png::{PngError, decode_png, encode_png, load_png, save_png};
