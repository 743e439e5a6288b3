//! The scaling plot: time per frame against vertex count and against command count,
//! `render()` against the floor, on log-log axes. Written as SVG with `plotters`.

use std::path::Path;

use plotters::prelude::*;

use crate::scaling::{Point, Sweep};

/// Reads one figure of a sweep point.
type PointValue = fn(&Point) -> f64;

/// Writes one panel per sweep into an SVG at `path`; `device` names where it was measured.
pub fn write(path: &Path, sweeps: &[Sweep], device: &str) -> Result<(), String> {
    if let Some(parent) = path
        .parent()
        .filter(|parent| !parent.as_os_str().is_empty())
    {
        std::fs::create_dir_all(parent).map_err(|error| error.to_string())?;
    }
    let root = SVGBackend::new(path, (1200, 520)).into_drawing_area();
    root.fill(&WHITE).map_err(|error| error.to_string())?;
    let root = root
        .titled(
            &format!("imgui-webgpu render() against the raw-wgpu floor ({device})"),
            ("sans-serif", 20),
        )
        .map_err(|error| error.to_string())?;
    let panels = root.split_evenly((1, sweeps.len().max(1)));
    for (panel, sweep) in panels.iter().zip(sweeps) {
        draw_panel(panel, sweep).map_err(|error| error.to_string())?;
    }
    root.present().map_err(|error| error.to_string())
}

fn draw_panel(
    panel: &DrawingArea<SVGBackend<'_>, plotters::coord::Shift>,
    sweep: &Sweep,
) -> Result<(), Box<dyn std::error::Error>> {
    let sizes = sweep.points.iter().map(|point| point.size as f64);
    let times = sweep.points.iter().flat_map(|point| {
        [
            point.render_us.median,
            point.floor_us.median,
            point.reuse_us.median,
        ]
    });
    let x_min = sizes.clone().fold(f64::INFINITY, f64::min);
    let x_max = sizes.fold(0.0, f64::max);
    let y_min = times.clone().fold(f64::INFINITY, f64::min).max(0.01);
    let y_max = times.fold(0.0, f64::max);
    let mut chart = ChartBuilder::on(panel)
        .caption(
            format!("time per frame against {}", sweep.unit),
            ("sans-serif", 16),
        )
        .margin(16)
        .x_label_area_size(44)
        .y_label_area_size(64)
        .build_cartesian_2d(
            (x_min * 0.8..x_max * 1.25).log_scale(),
            (y_min * 0.8..y_max * 1.25).log_scale(),
        )?;
    chart
        .configure_mesh()
        .x_desc(sweep.unit)
        .y_desc("µs per frame (median)")
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_label_formatter(&|y| format!("{y}"))
        .draw()?;
    let series: [(&str, PointValue, RGBColor); 3] = [
        (
            "imgui-webgpu render(), full upload",
            |point| point.render_us.median,
            RED,
        ),
        (
            "imgui-webgpu render(), unchanged data reused",
            |point| point.reuse_us.median,
            GREEN,
        ),
        ("floor (raw wgpu)", |point| point.floor_us.median, BLUE),
    ];
    for (label, value, colour) in series {
        let points: Vec<(f64, f64)> = sweep
            .points
            .iter()
            .map(|point| (point.size as f64, value(point)))
            .collect();
        chart
            .draw_series(LineSeries::new(points.clone(), colour.stroke_width(2)))?
            .label(label)
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 20, y)], colour.stroke_width(2))
            });
        chart.draw_series(
            points
                .into_iter()
                .map(move |point| Circle::new(point, 3, colour.filled())),
        )?;
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()?;
    Ok(())
}
