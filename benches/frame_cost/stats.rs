//! Summaries of samples: median and 95th percentile, and a least-squares line.

/// Median and 95th percentile of a set of samples.
#[derive(Clone, Copy, Debug, Default, serde::Serialize)]
pub struct Summary {
    pub median: f64,
    pub p95: f64,
}

impl Summary {
    /// Summarises `samples` (any order). All zero when there are none.
    pub fn of(samples: &[f64]) -> Summary {
        if samples.is_empty() {
            return Summary::default();
        }
        let mut sorted = samples.to_vec();
        sorted.sort_by(f64::total_cmp);
        Summary {
            median: percentile(&sorted, 0.5),
            p95: percentile(&sorted, 0.95),
        }
    }
}

/// The `q` quantile of sorted samples, by linear interpolation between ranks.
fn percentile(sorted: &[f64], q: f64) -> f64 {
    let rank = q * (sorted.len() - 1) as f64;
    let low = rank.floor() as usize;
    let high = rank.ceil() as usize;
    sorted[low] + (sorted[high] - sorted[low]) * (rank - low as f64)
}

/// y = intercept + slope * x, and how well it fits.
#[derive(Clone, Copy, Debug, Default, serde::Serialize)]
pub struct LinearFit {
    pub intercept: f64,
    pub slope: f64,
    /// Coefficient of determination: 1 is a perfect line.
    pub r_squared: f64,
}

impl LinearFit {
    /// Least squares over (x, y) points; all zero with fewer than two distinct x.
    pub fn of(points: &[(f64, f64)]) -> LinearFit {
        let n = points.len() as f64;
        let mean_x = points.iter().map(|p| p.0).sum::<f64>() / n;
        let mean_y = points.iter().map(|p| p.1).sum::<f64>() / n;
        let sxx: f64 = points.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
        let sxy: f64 = points.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
        let syy: f64 = points.iter().map(|p| (p.1 - mean_y).powi(2)).sum();
        if points.len() < 2 || sxx == 0.0 {
            return LinearFit::default();
        }
        let slope = sxy / sxx;
        LinearFit {
            intercept: mean_y - slope * mean_x,
            slope,
            r_squared: if syy == 0.0 {
                1.0
            } else {
                sxy * sxy / (sxx * syy)
            },
        }
    }
}
