//! The pixels a render reads back.

/// An 8-bit RGBA image, rows top to bottom, tightly packed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RgbaImage {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height * 4` bytes (the fields are public, so check with
    /// [`RgbaImage::is_well_formed`] before trusting it).
    pub pixels: Vec<u8>,
}

impl RgbaImage {
    /// The bytes a tightly packed RGBA8 image of this size holds; `None` when that does not
    /// fit in `usize` (possible on 32-bit targets).
    pub fn byte_len(width: u32, height: u32) -> Option<usize> {
        (width as usize)
            .checked_mul(height as usize)?
            .checked_mul(4)
    }

    /// Whether `pixels` holds exactly `width * height * 4` bytes. Comparison and PNG
    /// encoding refuse images that do not.
    pub fn is_well_formed(&self) -> bool {
        Self::byte_len(self.width, self.height) == Some(self.pixels.len())
    }

    /// The pixel at (x, y), or `None` outside the image or past the end of a short buffer.
    pub fn get_pixel(&self, x: u32, y: u32) -> Option<[u8; 4]> {
        if x >= self.width || y >= self.height {
            return None;
        }
        let at = (y as usize)
            .checked_mul(self.width as usize)?
            .checked_add(x as usize)?
            .checked_mul(4)?;
        let bytes = self.pixels.get(at..at.checked_add(4)?)?;
        bytes.try_into().ok()
    }

    /// Paints `rect` (pixels: x1, y1, x2, y2, clamped to the image) one colour, so a part
    /// that changes from run to run (a clock, a text cursor, an animation) cannot fail a
    /// pixel snapshot; mask the stored image and the new one alike
    /// (the testing crate's `Harness::render_image_masked` does).
    pub fn mask(&mut self, [x1, y1, x2, y2]: [u32; 4], colour: [u8; 4]) {
        if !self.is_well_formed() {
            return;
        }
        let (x2, y2) = (x2.min(self.width), y2.min(self.height));
        for y in y1.min(y2)..y2 {
            for x in x1.min(x2)..x2 {
                let at = (y as usize * self.width as usize + x as usize) * 4;
                self.pixels[at..at + 4].copy_from_slice(&colour);
            }
        }
    }

    /// The pixel at (x, y); transparent black outside the image (or a short buffer).
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        self.get_pixel(x, y).unwrap_or([0; 4])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pixel_reads_of_a_short_buffer_do_not_panic() {
        let image = RgbaImage {
            width: 2,
            height: 2,
            pixels: vec![7; 6],
        };
        assert!(!image.is_well_formed());
        assert_eq!(image.get_pixel(0, 0), Some([7; 4]));
        assert_eq!(image.get_pixel(1, 0), None, "bytes 4..8 are not all there");
        assert_eq!(image.pixel(1, 1), [0; 4]);
        assert_eq!(image.get_pixel(2, 0), None);
        assert_eq!(RgbaImage::byte_len(3, 2), Some(24));
        assert!(
            RgbaImage {
                pixels: vec![0; 16],
                ..image
            }
            .is_well_formed()
        );
    }
}
