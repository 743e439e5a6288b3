//! Replay: a snapshot is a [`DrawSource`], so a recorded frame renders through the same draw
//! walk as a live one. There is no second renderer.

use super::capture::{DrawSnapshot, SnapshotCommand, SnapshotList};
use imgui_webgpu::source::{DrawCommand, DrawListSource, DrawSource};

impl DrawSource for DrawSnapshot {
    type List<'a> = &'a SnapshotList;

    fn display_pos(&self) -> [f32; 2] {
        self.display_pos
    }

    fn display_size(&self) -> [f32; 2] {
        self.display_size
    }

    fn framebuffer_scale(&self) -> [f32; 2] {
        self.framebuffer_scale
    }

    fn lists(&self) -> impl Iterator<Item = Self::List<'_>> {
        self.lists.iter()
    }
}

impl<'a> DrawListSource<'a> for &'a SnapshotList {
    fn vertices(&self) -> &'a [imgui_webgpu::source::DrawVert] {
        &self.vertices
    }

    fn indices(&self) -> &'a [imgui_webgpu::source::DrawIdx] {
        &self.indices
    }

    fn commands(&self) -> impl Iterator<Item = DrawCommand<'a>> {
        self.commands.iter().map(|command| match *command {
            SnapshotCommand::Elements(elements) => DrawCommand::Elements(elements),
            SnapshotCommand::ResetRenderState => DrawCommand::ResetRenderState,
            // A recorded callback cannot be invoked; the draw walk reports it as skipped.
            SnapshotCommand::Callback => DrawCommand::Callback(None),
        })
    }
}
