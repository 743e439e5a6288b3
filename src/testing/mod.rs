//! Headless UI testing (placeholder while being written).
