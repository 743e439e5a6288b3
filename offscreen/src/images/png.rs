//! PNG files for pixel snapshots, through the `png` crate.

use std::fmt;
use std::path::Path;

use crate::images::image::RgbaImage;

/// Why a PNG could not be written or read.
#[non_exhaustive]
pub enum PngError {
    /// Reading or writing the file failed.
    Io(std::io::Error),
    /// The encoder refused the image.
    Encode(png::EncodingError),
    /// The bytes are not a PNG this module can read.
    Decode(png::DecodingError),
    /// The image's pixel buffer does not hold `width * height * 4` bytes.
    BadImage {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
        /// Bytes in the buffer.
        bytes: usize,
    },
    /// The decoded PNG has a colour layout this module does not convert.
    UnsupportedLayout(png::ColorType, png::BitDepth),
}

impl fmt::Display for PngError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Io(error) => write!(f, "png i/o: {error}"),
            Self::Encode(error) => write!(f, "png encoding: {error}"),
            Self::Decode(error) => write!(f, "png decoding: {error}"),
            Self::BadImage {
                width,
                height,
                bytes,
            } => write!(f, "a {width}x{height} RGBA image cannot hold {bytes} bytes"),
            Self::UnsupportedLayout(color, depth) => {
                write!(f, "unsupported png layout {color:?} at {depth:?}")
            }
        }
    }
}

// Its `Debug` is its message: a failing `#[test] fn .. -> Result<(), E>` prints `{:?}`.
impl fmt::Debug for PngError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for PngError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Io(error) => Some(error),
            Self::Encode(error) => Some(error),
            Self::Decode(error) => Some(error),
            _ => None,
        }
    }
}

/// Encodes an image as an RGBA8 PNG (compressed hard: goldens live in the repository).
pub fn encode_png(image: &RgbaImage) -> Result<Vec<u8>, PngError> {
    if !image.is_well_formed() || image.width == 0 || image.height == 0 {
        return Err(PngError::BadImage {
            width: image.width,
            height: image.height,
            bytes: image.pixels.len(),
        });
    }
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, image.width, image.height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::High);
    let mut writer = encoder.write_header().map_err(PngError::Encode)?;
    writer
        .write_image_data(&image.pixels)
        .map_err(PngError::Encode)?;
    writer.finish().map_err(PngError::Encode)?;
    Ok(bytes)
}

/// Decodes a PNG into RGBA8. Grey, RGB, palette and 16-bit images are converted.
pub fn decode_png(bytes: &[u8]) -> Result<RgbaImage, PngError> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(
        png::Transformations::EXPAND | png::Transformations::STRIP_16 | png::Transformations::ALPHA,
    );
    let mut reader = decoder.read_info().map_err(PngError::Decode)?;
    let (color, depth) = reader.output_color_type();
    let size = reader
        .output_buffer_size()
        .ok_or(PngError::UnsupportedLayout(color, depth))?;
    let mut buffer = vec![0; size];
    let info = reader.next_frame(&mut buffer).map_err(PngError::Decode)?;
    buffer.truncate(info.buffer_size());
    let pixels = match (info.color_type, info.bit_depth) {
        (png::ColorType::Rgba, png::BitDepth::Eight) => buffer,
        (png::ColorType::GrayscaleAlpha, png::BitDepth::Eight) => buffer
            .chunks_exact(2)
            .flat_map(|grey_alpha| {
                let [grey, alpha] = [grey_alpha[0], grey_alpha[1]];
                [grey, grey, grey, alpha]
            })
            .collect(),
        (color, depth) => return Err(PngError::UnsupportedLayout(color, depth)),
    };
    Ok(RgbaImage {
        width: info.width,
        height: info.height,
        pixels,
    })
}

/// Writes an image to a PNG file.
pub fn save_png(image: &RgbaImage, path: impl AsRef<Path>) -> Result<(), PngError> {
    std::fs::write(path, encode_png(image)?).map_err(PngError::Io)
}

/// Reads a PNG file as RGBA8.
pub fn load_png(path: impl AsRef<Path>) -> Result<RgbaImage, PngError> {
    decode_png(&std::fs::read(path).map_err(PngError::Io)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_rgba_and_rejects_bad_buffers() {
        let image = RgbaImage {
            width: 3,
            height: 2,
            pixels: (0..24).map(|i| (i * 10) as u8).collect(),
        };
        let bytes = encode_png(&image).unwrap();
        assert_eq!(decode_png(&bytes).unwrap(), image);
        let short = RgbaImage {
            pixels: vec![0; 5],
            ..image
        };
        assert!(matches!(encode_png(&short), Err(PngError::BadImage { .. })));
        assert!(matches!(decode_png(b"not a png"), Err(PngError::Decode(_))));
    }

    #[test]
    fn converts_grey_and_rgb_to_rgba() {
        let mut bytes = Vec::new();
        {
            let mut encoder = png::Encoder::new(&mut bytes, 2, 1);
            encoder.set_color(png::ColorType::Grayscale);
            let mut writer = encoder.write_header().unwrap();
            writer.write_image_data(&[10, 200]).unwrap();
        }
        let image = decode_png(&bytes).unwrap();
        assert_eq!(image.pixels, vec![10, 10, 10, 255, 200, 200, 200, 255]);
        let mut bytes = Vec::new();
        {
            let mut encoder = png::Encoder::new(&mut bytes, 1, 1);
            encoder.set_color(png::ColorType::Rgb);
            let mut writer = encoder.write_header().unwrap();
            writer.write_image_data(&[1, 2, 3]).unwrap();
        }
        assert_eq!(decode_png(&bytes).unwrap().pixels, vec![1, 2, 3, 255]);
    }
}
