//! The one mapping from display to pixels: `pixel = (point - display_pos) * scale`.
//!
//! Geometry (through the projection uniforms) and scissors (through [`Mapping::scissor`])
//! share it, so a window's content and its clip rect always land on the same pixels. Pixels
//! past the target's edge are cut off, never squeezed in: the viewport always covers the
//! whole target.

use crate::error::SkipReason;

/// The uniform block: maps display coordinates to clip space.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
pub(crate) struct Uniforms {
    pub scale: [f32; 2],
    pub translate: [f32; 2],
}

/// Byte size of the uniform block.
pub(crate) const UNIFORMS_SIZE: u64 = std::mem::size_of::<Uniforms>() as u64;

impl Uniforms {
    /// The projection that puts imgui point `p` at target pixel `(p - display_pos) * scale`
    /// (the same mapping the scissors use), over a viewport covering the whole target.
    /// Pixels past the target's edge fall outside clip space: cut off, never squeezed in.
    pub fn for_mapping(display_pos: [f32; 2], scale: [f32; 2], target_size: [u32; 2]) -> Self {
        let target = glam::Vec2::new(target_size[0] as f32, target_size[1] as f32);
        let clip_scale = glam::Vec2::new(2.0, -2.0) * glam::Vec2::from(scale) / target;
        let translate = glam::Vec2::new(-1.0, 1.0) - glam::Vec2::from(display_pos) * clip_scale;
        Self {
            scale: clip_scale.to_array(),
            translate: translate.to_array(),
        }
    }

    /// Whether every value is finite (a display far out of range could overflow).
    pub fn is_finite(&self) -> bool {
        self.scale
            .iter()
            .chain(&self.translate)
            .all(|v| v.is_finite())
    }
}

/// A scissor rectangle in target pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Scissor {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
}

/// The one mapping from imgui coordinates to target pixels:
/// `pixel = (point - display_pos) * scale`. Pixels outside the target are cut off.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Mapping {
    pub display_pos: [f32; 2],
    pub scale: [f32; 2],
    pub target_size: [u32; 2],
}

impl Mapping {
    /// The scissor of an imgui clip rect, clamped to the target. `Ok(None)`: empty after
    /// clamping (culled).
    #[inline]
    pub fn scissor(&self, clip_rect: [f32; 4]) -> Result<Option<Scissor>, SkipReason> {
        if clip_rect.iter().any(|value| !value.is_finite()) {
            return Err(SkipReason::NonFiniteClipRect { clip_rect });
        }
        if clip_rect[2] < clip_rect[0] || clip_rect[3] < clip_rect[1] {
            return Err(SkipReason::InvertedClipRect { clip_rect });
        }
        let [width, height] = self.target_size.map(|size| size as f32);
        let [pos_x, pos_y] = self.display_pos;
        let [scale_x, scale_y] = self.scale;
        // Clamped into [0, target size] first, so truncating casts are exact floors (cheaper
        // than `f32::floor`, a libm call on baseline x86-64) and the sides cannot overflow.
        let min_x = ((clip_rect[0] - pos_x) * scale_x).clamp(0.0, width) as u32;
        let min_y = ((clip_rect[1] - pos_y) * scale_y).clamp(0.0, height) as u32;
        let max_x = ceil_u32(((clip_rect[2] - pos_x) * scale_x).clamp(0.0, width));
        let max_y = ceil_u32(((clip_rect[3] - pos_y) * scale_y).clamp(0.0, height));
        if max_x <= min_x || max_y <= min_y {
            return Ok(None);
        }
        Ok(Some(Scissor {
            x: min_x,
            y: min_y,
            width: max_x - min_x,
            height: max_y - min_y,
        }))
    }

    /// The scissor covering the whole target.
    pub fn full_target(&self) -> Scissor {
        Scissor {
            x: 0,
            y: 0,
            width: self.target_size[0],
            height: self.target_size[1],
        }
    }
}

/// Rounds a value in [0, 2^24] up to an integer (NaN gives 0).
fn ceil_u32(value: f32) -> u32 {
    let truncated = value as u32;
    truncated + u32::from((truncated as f32) < value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mapping(display_pos: [f32; 2], scale: [f32; 2], target_size: [u32; 2]) -> Mapping {
        Mapping {
            display_pos,
            scale,
            target_size,
        }
    }

    #[test]
    fn scissor_is_clamped_to_the_target() {
        let scissor = mapping([0.0; 2], [1.0; 2], [100, 50]).scissor([-10.0, -10.0, 500.0, 500.0]);
        assert_eq!(
            scissor,
            Ok(Some(Scissor {
                x: 0,
                y: 0,
                width: 100,
                height: 50
            }))
        );
    }

    #[test]
    fn scissor_follows_display_pos_and_scale() {
        let scissor =
            mapping([100.0, 200.0], [2.0, 2.0], [1000, 1000]).scissor([110.0, 220.0, 130.0, 240.0]);
        assert_eq!(
            scissor,
            Ok(Some(Scissor {
                x: 20,
                y: 40,
                width: 40,
                height: 40
            }))
        );
    }

    #[test]
    fn fractional_clip_rects_round_outwards() {
        let full = mapping([0.0; 2], [1.0; 2], [100, 100]);
        assert_eq!(
            full.scissor([10.5, 20.25, 30.5, 40.0]),
            Ok(Some(Scissor {
                x: 10,
                y: 20,
                width: 21,
                height: 20
            }))
        );
        assert_eq!(ceil_u32(0.0), 0);
        assert_eq!(ceil_u32(0.001), 1);
        assert_eq!(ceil_u32(7.0), 7);
        let small = mapping([0.0; 2], [1.0; 2], [10, 10]);
        assert_eq!(small.scissor([-50.0, -50.0, -10.0, -10.0]), Ok(None));
    }

    #[test]
    fn bad_clip_rects_are_reported_and_offscreen_ones_culled() {
        let small = mapping([0.0; 2], [1.0; 2], [10, 10]);
        assert!(matches!(
            small.scissor([f32::NAN, 0.0, 1.0, 1.0]),
            Err(SkipReason::NonFiniteClipRect { .. })
        ));
        assert!(matches!(
            small.scissor([5.0, 5.0, 1.0, 1.0]),
            Err(SkipReason::InvertedClipRect { .. })
        ));
        assert_eq!(small.scissor([20.0, 20.0, 30.0, 30.0]), Ok(None));
    }

    #[test]
    fn geometry_and_scissors_share_one_mapping() {
        // A 200x100 display into a 100x100 target: the rect at display x 40..50 is at
        // pixels 40..50 for its scissor and its geometry alike.
        let map = mapping([0.0; 2], [1.0; 2], [100, 100]);
        let uniforms = Uniforms::for_mapping(map.display_pos, map.scale, map.target_size);
        let to_pixel = |x: f32| (x * uniforms.scale[0] + uniforms.translate[0] + 1.0) / 2.0 * 100.0;
        assert!((to_pixel(40.0) - 40.0).abs() < 1e-3, "{}", to_pixel(40.0));
        assert!((to_pixel(50.0) - 50.0).abs() < 1e-3, "{}", to_pixel(50.0));
        assert_eq!(
            map.scissor([40.0, 0.0, 50.0, 10.0]),
            Ok(Some(Scissor {
                x: 40,
                y: 0,
                width: 10,
                height: 10
            }))
        );
        // At display x 150..160 it lies past the target: culled, not squeezed in.
        assert!(to_pixel(150.0) > 100.0);
        assert_eq!(map.scissor([150.0, 0.0, 160.0, 10.0]), Ok(None));
    }
}
