//! Which surface format the UI is drawn into, and through which view, for the colour the app
//! asked for ([`Colour`]). See `docs/colour.md` in the repository for why an sRGB target
//! looks lighter than Dear ImGui.

/// How the UI's colours are blended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Colour {
    /// Dear ImGui's own look on every backend: blending on the sRGB-encoded values, as Dear
    /// ImGui's own backends blend. An sRGB surface is drawn through a `Unorm` view where the
    /// backend can reinterpret surface formats (Vulkan, Metal, DX12, WebGPU); elsewhere
    /// (GL, WebGL2) a `Unorm` surface format is chosen. The default.
    #[default]
    DearImGui,
    /// Blending in linear light on an sRGB surface: antialiased text and translucent windows
    /// come out lighter than Dear ImGui draws them, but match an app's own linear 3D.
    LinearBlending,
}

/// The surface format to configure and the format of the view the UI is drawn through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Formats {
    /// The surface's format.
    pub surface: wgpu::TextureFormat,
    /// The formats views of the surface's frames may take (the surface's `view_formats`).
    pub view_formats: Vec<wgpu::TextureFormat>,
    /// The format of the view the UI is drawn through (the renderer's target format).
    pub view: wgpu::TextureFormat,
    /// Whether the look asked for could not be had on this surface (then `view` is what
    /// there is, and a warning was logged).
    pub compromised: bool,
}

/// Chooses the formats for `colour` from the surface's `supported` formats (preferred
/// first, as wgpu lists them) and whether frames can be viewed in another format.
pub fn choose(
    colour: Colour,
    supported: &[wgpu::TextureFormat],
    can_reinterpret: bool,
) -> Option<Formats> {
    let preferred = *supported.first()?;
    let plain = |surface: wgpu::TextureFormat, compromised| Formats {
        surface,
        view_formats: Vec::new(),
        view: surface,
        compromised,
    };
    Some(match colour {
        Colour::DearImGui => {
            if !preferred.is_srgb() {
                plain(preferred, false)
            } else if can_reinterpret {
                let unorm = preferred.remove_srgb_suffix();
                Formats {
                    surface: preferred,
                    view_formats: vec![unorm],
                    view: unorm,
                    compromised: false,
                }
            } else if let Some(unorm) = supported.iter().copied().find(|format| {
                !format.is_srgb() && format.remove_srgb_suffix() == *format && is_eight_bit(*format)
            }) {
                plain(unorm, false)
            } else {
                plain(preferred, true)
            }
        }
        Colour::LinearBlending => {
            let srgb = preferred.add_srgb_suffix();
            if preferred.is_srgb() {
                plain(preferred, false)
            } else if supported.contains(&srgb) {
                plain(srgb, false)
            } else if can_reinterpret && srgb != preferred {
                Formats {
                    surface: preferred,
                    view_formats: vec![srgb],
                    view: srgb,
                    compromised: false,
                }
            } else {
                plain(preferred, true)
            }
        }
    })
}

/// Whether `format` is one of the 8-bit-per-channel colour formats a surface offers.
fn is_eight_bit(format: wgpu::TextureFormat) -> bool {
    matches!(
        format,
        wgpu::TextureFormat::Rgba8Unorm | wgpu::TextureFormat::Bgra8Unorm
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use wgpu::TextureFormat as F;

    #[test]
    fn dear_imgui_look_views_an_srgb_surface_as_unorm_where_it_can() {
        let formats = choose(Colour::DearImGui, &[F::Bgra8UnormSrgb, F::Bgra8Unorm], true);
        assert_eq!(
            formats,
            Some(Formats {
                surface: F::Bgra8UnormSrgb,
                view_formats: vec![F::Bgra8Unorm],
                view: F::Bgra8Unorm,
                compromised: false,
            })
        );
    }

    #[test]
    fn dear_imgui_look_picks_a_unorm_surface_where_views_cannot_reinterpret() {
        // WebGL2's canvas, and GL natively.
        let formats = choose(
            Colour::DearImGui,
            &[F::Rgba8UnormSrgb, F::Rgba8Unorm],
            false,
        );
        assert_eq!(
            formats.map(|f| (f.surface, f.view)),
            Some((F::Rgba8Unorm, F::Rgba8Unorm))
        );
        let formats = choose(Colour::DearImGui, &[F::Bgra8Unorm], false);
        assert_eq!(
            formats.map(|f| (f.view, f.compromised)),
            Some((F::Bgra8Unorm, false))
        );
    }

    #[test]
    fn a_surface_without_unorm_is_reported_compromised() {
        let formats = choose(Colour::DearImGui, &[F::Rgba8UnormSrgb], false);
        assert_eq!(formats.map(|f| f.compromised), Some(true));
        assert_eq!(choose(Colour::DearImGui, &[], true), None);
    }

    #[test]
    fn linear_blending_draws_into_srgb() {
        let formats = choose(
            Colour::LinearBlending,
            &[F::Bgra8Unorm, F::Bgra8UnormSrgb],
            false,
        );
        assert_eq!(formats.map(|f| f.view), Some(F::Bgra8UnormSrgb));
        let formats = choose(Colour::LinearBlending, &[F::Bgra8Unorm], true);
        assert_eq!(
            formats.map(|f| (f.surface, f.view)),
            Some((F::Bgra8Unorm, F::Bgra8UnormSrgb))
        );
    }
}
