//! The testing toolkit's own tests, in one binary: one module per subject, each using the
//! toolkit the way a user's tests do (a `Harness` on a real wgpu device).

mod actions;
mod both;
mod failures;
mod input_any_context;
mod items;
mod own_fonts;
mod visible_text;
