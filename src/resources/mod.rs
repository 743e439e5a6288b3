//! What outlives a `render` call, grouped by how long it lives: the device's objects
//! ([`device::DeviceResources`]: pipelines, textures, geometry buffers, built and rebuilt as
//! one unit), the frame's ([`frame::FrameState`]: frame textures and paint closures, with
//! the one frame counter), and the pieces they are made of ([`pipelines`], [`textures`],
//! [`paint`]). The renderer's own lifetime holds only its texture ids
//! ([`textures::TextureIds`]) and its configuration.

pub(crate) mod device;
pub(crate) mod frame;
pub(crate) mod paint;
pub(crate) mod pipelines;
pub(crate) mod textures;
