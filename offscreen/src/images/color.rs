//! The sRGB transfer function, exactly, for building expected pixels in tests.

/// Encodes a linear value with the exact sRGB transfer function, as an 8-bit value.
pub fn linear_to_srgb8(linear: f32) -> u8 {
    let linear = linear.clamp(0.0, 1.0);
    let encoded = if linear <= 0.003_130_8 {
        linear * 12.92
    } else {
        1.055 * linear.powf(1.0 / 2.4) - 0.055
    };
    (encoded * 255.0).round() as u8
}

/// Decodes an 8-bit sRGB value to linear with the exact transfer function.
pub fn srgb8_to_linear(encoded: u8) -> f32 {
    srgb_to_linear(f32::from(encoded) / 255.0)
}

/// Decodes an sRGB-encoded value in 0..=1 to linear with the exact transfer function: the
/// float form of [`srgb8_to_linear`], for colours that are not 8-bit (imgui's `[f32; 4]`).
pub fn srgb_to_linear(encoded: f32) -> f32 {
    if encoded <= 0.040_45 {
        encoded / 12.92
    } else {
        ((encoded + 0.055) / 1.055).powf(2.4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn srgb_transfer_functions_round_trip() {
        assert_eq!(srgb_to_linear(0.0), 0.0);
        assert_eq!(srgb_to_linear(1.0), 1.0);
        assert!((srgb_to_linear(0.5) - 0.214_04).abs() < 1e-4);
        for value in 0..=255u8 {
            assert_eq!(
                srgb8_to_linear(value),
                srgb_to_linear(f32::from(value) / 255.0)
            );
            assert_eq!(linear_to_srgb8(srgb8_to_linear(value)), value);
        }
    }
}
