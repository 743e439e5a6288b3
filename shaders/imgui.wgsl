// Dear ImGui through wgpu: one vertex entry point, two fragment entry points.
//
// imgui's vertex colours are sRGB-encoded, and imgui's look interpolates them in that space
// (a gradient from black to white is half-way, 128, at its middle). So the colour is
// interpolated as it comes, and only then, per fragment:
// - `fs_main` passes it through, for targets that store encoded values (`*Unorm`);
// - `fs_main_linear` decodes it to linear with the exact sRGB transfer function (not a 2.2
//   power), for `*Srgb` and float targets, which store linear values and encode on write.
// Decoding per vertex would interpolate in linear light instead: every gradient far lighter
// than Dear ImGui draws it.
// - `fs_main_linear_srgb_texels` decodes the texel too, for a `Unorm` texture whose texels
//   are sRGB-encoded colour (`SamplerOptions::decode_srgb`), as an `*Srgb` format's sampling
//   would: on these targets only (on `Unorm` targets such texels pass through unchanged).

struct Uniforms {
    // Maps imgui's display coordinates to clip space: clip = pos * scale + translate.
    scale: vec2<f32>,
    translate: vec2<f32>,
};

@group(0) @binding(0) var<uniform> uniforms: Uniforms;
@group(1) @binding(0) var ui_texture: texture_2d<f32>;
@group(1) @binding(1) var ui_sampler: sampler;

struct VertexInput {
    @location(0) position: vec2<f32>,
    @location(1) uv: vec2<f32>,
    @location(2) color: vec4<f32>,
};

struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
    @location(1) color: vec4<f32>,
};

fn srgb_to_linear(encoded: vec3<f32>) -> vec3<f32> {
    let low = encoded / 12.92;
    let high = pow((encoded + vec3<f32>(0.055)) / 1.055, vec3<f32>(2.4));
    return select(high, low, encoded <= vec3<f32>(0.04045));
}

@vertex
fn vs_main(input: VertexInput) -> VertexOutput {
    var output: VertexOutput;
    output.position = vec4<f32>(input.position * uniforms.scale + uniforms.translate, 0.0, 1.0);
    output.uv = input.uv;
    output.color = input.color;
    return output;
}

@fragment
fn fs_main(input: VertexOutput) -> @location(0) vec4<f32> {
    return input.color * textureSample(ui_texture, ui_sampler, input.uv);
}

@fragment
fn fs_main_linear(input: VertexOutput) -> @location(0) vec4<f32> {
    let color = vec4<f32>(srgb_to_linear(input.color.rgb), input.color.a);
    return color * textureSample(ui_texture, ui_sampler, input.uv);
}

@fragment
fn fs_main_linear_srgb_texels(input: VertexOutput) -> @location(0) vec4<f32> {
    let color = vec4<f32>(srgb_to_linear(input.color.rgb), input.color.a);
    let texel = textureSample(ui_texture, ui_sampler, input.uv);
    return color * vec4<f32>(srgb_to_linear(texel.rgb), texel.a);
}
