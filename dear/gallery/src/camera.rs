//! The gizmo's camera matrices, column-major as ImGuizmo takes them (OpenGL's conventions:
//! right-handed, depth from -1 to 1).

/// A column-major 4x4 matrix.
pub type Mat4 = [f32; 16];

/// The identity.
#[rustfmt::skip]
pub const IDENTITY: Mat4 = [
    1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
];

/// The view from `eye` towards the origin, the y axis up.
pub fn look_at_origin(eye: [f32; 3]) -> Mat4 {
    let forward = normalize([-eye[0], -eye[1], -eye[2]]);
    let side = normalize(cross(forward, [0.0, 1.0, 0.0]));
    let up = cross(side, forward);
    #[rustfmt::skip]
    let view = [
        side[0], up[0], -forward[0], 0.0,
        side[1], up[1], -forward[1], 0.0,
        side[2], up[2], -forward[2], 0.0,
        -dot(side, eye), -dot(up, eye), dot(forward, eye), 1.0,
    ];
    view
}

/// A perspective projection: `fov_y` radians high, `aspect` wide for 1 high.
pub fn perspective(fov_y: f32, aspect: f32, near: f32, far: f32) -> Mat4 {
    let f = 1.0 / (fov_y / 2.0).tan();
    let mut m = [0.0; 16];
    m[0] = f / aspect;
    m[5] = f;
    m[10] = (far + near) / (near - far);
    m[11] = -1.0;
    m[14] = 2.0 * far * near / (near - far);
    m
}

fn dot(a: [f32; 3], b: [f32; 3]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn cross(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn normalize(a: [f32; 3]) -> [f32; 3] {
    let length = dot(a, a).sqrt();
    [a[0] / length, a[1] / length, a[2] / length]
}
