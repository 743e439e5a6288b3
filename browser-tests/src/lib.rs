//! probe
pub fn probe() {}
