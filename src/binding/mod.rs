//! The fronts: what each Dear ImGui binding hands the renderer, turned into the core's types.
//!
//! The core (the draw walk, the stores of textures, the paint callbacks) knows neither
//! binding: it reads [`DrawSource`](crate::source::DrawSource)s of the crate's own vertex,
//! index and texture-id types. A front makes a binding's draw data a source, converts its
//! texture ids, invokes its callbacks and marks its paint callbacks.

pub(crate) mod imgui_rs;
