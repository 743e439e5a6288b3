//! S4, the big mesh: one custom draw list (imgui's background list) of 300k vertices of
//! filled rectangles. Over 64k vertices, imgui starts new commands with a vertex offset, so
//! the renderer's `vtx_offset` path carries the frame.

/// Columns and rows of rectangles: 300 x 250 = 75,000 rectangles of 4 vertices.
const COLUMNS: usize = 300;
const ROWS: usize = 250;

/// The grid's cell size, in pixels.
pub struct BigMesh {
    cell: [f32; 2],
}

impl BigMesh {
    pub fn new() -> BigMesh {
        let [width, height] = super::DISPLAY_SIZE.map(|side| side as f32);
        BigMesh {
            cell: [width / COLUMNS as f32, height / ROWS as f32],
        }
    }

    pub fn build(&mut self, ui: &imgui::Ui) {
        let list = ui.get_background_draw_list();
        let [cell_w, cell_h] = self.cell;
        for row in 0..ROWS {
            for column in 0..COLUMNS {
                let x = column as f32 * cell_w;
                let y = row as f32 * cell_h;
                let colour = [
                    (column * 255 / COLUMNS) as u8,
                    (row * 255 / ROWS) as u8,
                    ((column ^ row) & 0xff) as u8,
                    255,
                ];
                list.add_rect(
                    [x + 0.5, y + 0.5],
                    [x + cell_w - 0.5, y + cell_h - 0.5],
                    imgui::ImColor32::from_rgba(colour[0], colour[1], colour[2], colour[3]),
                )
                .filled(true)
                .build();
            }
        }
    }
}
