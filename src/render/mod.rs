//! The render path of one `render` call, in the order data flows through it: the display
//! [`mapping`] (display points to pixels, once), the [`plan`] (the only walk over the draw
//! data: what to draw, with what, where), the [`upload`] (the plan's bytes into the GPU
//! buffers) and [`emit`] (the plan recorded into the caller's pass). No module here reads
//! one that comes after it.

pub(crate) mod emit;
pub(crate) mod mapping;
pub(crate) mod plan;
pub(crate) mod upload;
