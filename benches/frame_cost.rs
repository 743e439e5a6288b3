//! Render cost per frame against the floor (work in progress).
fn main() {}
