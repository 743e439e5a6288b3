//! The fronts: what each Dear ImGui binding hands the renderer, turned into the core's types.
//!
//! The core (the draw walk, the stores of textures, the paint callbacks) knows neither
//! binding: it reads [`DrawSource`](crate::source::DrawSource)s of the crate's own vertex,
//! index and texture-id types. A front makes a binding's draw data a source, converts its
//! texture ids, invokes its callbacks and marks its paint callbacks.

#[cfg(feature = "imgui-rs")]
pub(crate) mod imgui_rs;

#[cfg(feature = "imgui-rs")]
pub use imgui_rs::ImguiRs;

#[cfg(feature = "dear-imgui")]
pub(crate) mod dear_imgui;
// The dear-imgui-rs renderer's hold on its context (`new`, drop, `shutdown`), and its font
// atlas kept within the device's largest texture.
#[cfg(feature = "dear-imgui")]
pub(crate) mod dear_atlas;
#[cfg(feature = "dear-imgui")]
pub(crate) mod dear_context;

#[cfg(feature = "dear-imgui")]
pub use dear_imgui::DearImgui;

/// A Dear ImGui binding the renderer serves ([`crate::RendererFor`]'s parameter): the id
/// type its image widgets take. Implemented by this crate's binding markers only.
pub trait Binding: sealed::Sealed + 'static {
    /// The binding's texture id (`imgui::TextureId` for imgui-rs), converted to and from the
    /// core's at the renderer's public calls.
    type TextureId: Copy + From<TextureId> + Into<TextureId>;
    /// What the binding's front keeps in the renderer between frames. imgui-rs keeps nothing
    /// (its renderer is `Send + Sync` where wgpu's objects are); dear-imgui-rs keeps its
    /// context's renderer consumer, which stays on the context's thread, and so does its
    /// renderer.
    type Front: std::fmt::Debug;
}

use crate::source::TextureId;

pub(crate) mod sealed {
    /// Keeps [`super::Binding`] to this crate's bindings.
    pub trait Sealed {}
}
