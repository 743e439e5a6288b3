//! A dear-imgui-rs renderer's hold on its imgui context, from `new` to drop or `shutdown`.
//!
//! Dear ImGui's own backends pair `Init` with `Shutdown` (`imgui_impl_wgpu.cpp`): shutdown
//! destroys every texture, marks imgui's textures to be made again, and clears the backend's
//! flags, name and standard draw callbacks, so that another backend can take the context
//! over. Here:
//!
//! - `new` takes the context's one renderer consumer, resets imgui's texture bindings (a
//!   context a renderer used before still names that renderer's ids: every texture imgui
//!   owns is made again, by this renderer), then tells imgui about the backend;
//! - `shutdown(&mut Context)` is Dear ImGui's `Shutdown`: every GPU object released, imgui's
//!   textures marked to be made again, flags, name and callbacks cleared;
//! - drop releases the GPU objects, tells the context its consumer is gone, and clears the
//!   flags, name and callbacks it set, through dear-imgui-rs's [`ContextBinding`], a weak
//!   handle: when the context was dropped first (or is being dropped) drop touches nothing of
//!   it. imgui's texture bindings can only be reset with the `&mut Context` dear-imgui-rs
//!   asks for, so after a drop the next renderer's `new` resets them.
//!
//! The renderer never holds a pointer to the context: the consumer is a channel's sender and
//! the binding a weak reference, both safe when the context is gone.

use std::ffi::{CStr, c_char};

use dear::ContextBinding;
use dear_imgui_rs as dear;

/// The flags a renderer sets, and clears when it lets go: Dear ImGui's `Shutdown` clears
/// both.
fn renderer_flags() -> dear::BackendFlags {
    dear::BackendFlags::RENDERER_HAS_TEXTURES | dear::BackendFlags::RENDERER_HAS_VTX_OFFSET
}

/// The name a renderer gives imgui (`io.BackendRendererName`).
fn renderer_name() -> String {
    format!("imgui-webgpu {}", env!("CARGO_PKG_VERSION"))
}

/// What a renderer told its context, and the weak handle to tell it again when the renderer
/// goes.
#[derive(Debug)]
pub(crate) struct ContextHold {
    /// dear-imgui-rs's weak handle: it says whether the context is still alive, and binds it
    /// for a call (the right context even when another one is current).
    binding: ContextBinding,
    /// Where imgui's IO holds the renderer's name (dear-imgui-rs's copy of it): cleared only
    /// while it is still the renderer's.
    name: *const c_char,
}

impl ContextHold {
    /// Tells `imgui` about the renderer: its flags, its name, the device's largest texture
    /// side (`Renderer_TextureMaxWidth/Height`: Dear ImGui 1.92.9b does not read them, a later
    /// release may; the renderer bounds the atlas itself, `dear_atlas`), and the markers of
    /// imgui's standard sampler commands. Nothing here can fail.
    pub(crate) fn take(imgui: &mut dear::Context, max_texture_side: u32) -> Self {
        let flags = imgui.io().backend_flags() | renderer_flags();
        imgui.io_mut().set_backend_flags(flags);
        // A name with no NUL byte is always accepted.
        let _ = imgui.set_renderer_name(Some(renderer_name()));
        let name = imgui
            .io()
            .backend_renderer_name()
            .map_or(std::ptr::null(), CStr::as_ptr);
        let max = i32::try_from(max_texture_side).unwrap_or(i32::MAX);
        let platform_io = imgui.platform_io_mut().as_raw_mut();
        // SAFETY: `platform_io_mut` gave the context's own platform IO, which lives as long as
        // it; `imgui` is borrowed exclusively.
        unsafe {
            (*platform_io).Renderer_TextureMaxWidth = max;
            (*platform_io).Renderer_TextureMaxHeight = max;
            // Dear ImGui's standard sampler commands (`DrawListMut::set_sampler_nearest`):
            // the draw walk reads them as what they ask, never calls them.
            (*platform_io).DrawCallback_SetSamplerLinear = Some(sampler_linear_marker);
            (*platform_io).DrawCallback_SetSamplerNearest = Some(sampler_nearest_marker);
        }
        Self {
            binding: imgui.binding(),
            name,
        }
    }

    /// The context's weak handle.
    pub(crate) fn binding(&self) -> &ContextBinding {
        &self.binding
    }

    /// Clears what [`ContextHold::take`] told imgui, where imgui still holds it, on `imgui`
    /// (`shutdown`): dear-imgui-rs's copy of the name is freed too.
    pub(crate) fn release(self, imgui: &mut dear::Context) {
        let ours = imgui
            .io()
            .backend_renderer_name()
            .is_some_and(|name| name.as_ptr() == self.name);
        if ours {
            let _ = imgui.set_renderer_name(None::<String>);
        }
        // SAFETY: `imgui` is alive, borrowed exclusively, and bound for the call.
        let _ = self
            .binding
            .try_with_bound_context(|| unsafe { clear_bound(std::ptr::null()) });
    }

    /// Clears what [`ContextHold::take`] told imgui if the context is still alive (drop): a
    /// context dropped, or being dropped, is not touched.
    pub(crate) fn release_if_alive(self) {
        let name = self.name;
        // SAFETY: `try_with_bound_context` runs the call only while the context is alive, and
        // binds it for the call.
        let _ = self
            .binding
            .try_with_bound_context(|| unsafe { clear_bound(name) });
    }
}

/// Clears the renderer's flags and its own platform IO fields on the bound context, and
/// imgui's name pointer when it is `name` still (null: leave it).
///
/// # Safety
///
/// A live context is current.
unsafe fn clear_bound(name: *const c_char) {
    // SAFETY: the context is current and alive (the caller's promise): its IO and platform IO
    // are valid. They are `UnsafeCell`s in dear-imgui-rs's wrappers, so writing them while
    // the app holds a shared view of them is allowed.
    unsafe {
        let io = dear::sys::igGetIO_Nil();
        if !io.is_null() {
            (*io).BackendFlags &= !renderer_flags().bits();
            let held = (*io).BackendRendererName;
            if !name.is_null()
                && held == name
                && CStr::from_ptr(held).to_bytes() == renderer_name().as_bytes()
            {
                (*io).BackendRendererName = std::ptr::null();
            }
        }
        let platform_io = dear::sys::igGetPlatformIO_Nil();
        if !platform_io.is_null() {
            (*platform_io).Renderer_TextureMaxWidth = 0;
            (*platform_io).Renderer_TextureMaxHeight = 0;
            let marks = |callback: dear::sys::ImDrawCallback, marker: Marker| {
                callback.is_some_and(|callback| std::ptr::fn_addr_eq(callback, marker))
            };
            if marks(
                (*platform_io).DrawCallback_SetSamplerLinear,
                sampler_linear_marker,
            ) {
                (*platform_io).DrawCallback_SetSamplerLinear = None;
            }
            if marks(
                (*platform_io).DrawCallback_SetSamplerNearest,
                sampler_nearest_marker,
            ) {
                (*platform_io).DrawCallback_SetSamplerNearest = None;
            }
        }
    }
}

/// A standard draw callback's type, as the renderer's markers are.
type Marker = unsafe extern "C" fn(*const dear::sys::ImDrawList, *const dear::sys::ImDrawCmd);

/// Stands for Dear ImGui's `DrawCallback_SetSamplerLinear` in draw lists: the draw walk
/// recognises it by its address and never calls it. Its body differs from
/// [`sampler_nearest_marker`]'s so the two are never merged into one address.
unsafe extern "C" fn sampler_linear_marker(
    _list: *const dear::sys::ImDrawList,
    _command: *const dear::sys::ImDrawCmd,
) {
    std::hint::black_box(wgpu::FilterMode::Linear);
}

/// Stands for Dear ImGui's `DrawCallback_SetSamplerNearest` in draw lists (see
/// [`sampler_linear_marker`]).
unsafe extern "C" fn sampler_nearest_marker(
    _list: *const dear::sys::ImDrawList,
    _command: *const dear::sys::ImDrawCmd,
) {
    std::hint::black_box(wgpu::FilterMode::Nearest);
}
