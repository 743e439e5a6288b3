//! The crate's structure, checked from its sources as anyone can read them: no module of
//! `app/src` imports one that imports it back (the runner and the viewports once imported
//! each other), and one function draws and presents every window (the main window and the
//! viewports' once had a path each).
//!
//! A module is a file (`a/b.rs` or `a/b/mod.rs` is `a::b`). It imports another where its
//! code (comments, strings and its `#[cfg(test)] mod tests` left out) names a path through
//! it: `crate::a::b::Item`, `super::b::Item`, or a group `crate::{a, b}`; a name the crate
//! root re-exports (`crate::RunError`) is the module it comes from. Two graphs must have no
//! cycle: the crate's top-level modules (`runner`, `windows`, ...), and its files, where a
//! module and its own submodules (a parent and the children it declares) do not count.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path in the crate, without `crate`: `["runner", "live"]`.
type ModulePath = Vec<String>;

/// The crate's sources by module path (the root's is empty).
fn sources_of(src: &Path) -> BTreeMap<ModulePath, String> {
    let mut sources = BTreeMap::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        let entries =
            std::fs::read_dir(&dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|extension| extension != "rs") {
                continue;
            }
            let relative = path.strip_prefix(src).expect("under src");
            let mut module: ModulePath = relative
                .with_extension("")
                .iter()
                .map(|part| part.to_string_lossy().into_owned())
                .collect();
            if module
                .last()
                .is_some_and(|last| last == "mod" || last == "lib")
            {
                module.pop();
            }
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
            sources.insert(module, text);
        }
    }
    sources
}

/// `source` without comments, string and character literals, and without its test module.
fn code_of(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut code = String::with_capacity(source.len());
    let mut index = 0;
    while index < chars.len() {
        let rest = &chars[index..];
        match rest {
            ['/', '/', ..] => {
                while index < chars.len() && chars[index] != '\n' {
                    index += 1;
                }
            }
            ['/', '*', ..] => {
                let mut depth = 0;
                while index < chars.len() {
                    if chars[index..].starts_with(&['/', '*']) {
                        depth += 1;
                        index += 2;
                    } else if chars[index..].starts_with(&['*', '/']) {
                        depth -= 1;
                        index += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        index += 1;
                    }
                }
            }
            ['r', '#' | '"', ..] if !is_ident(chars.get(index.wrapping_sub(1))) => {
                let hashes = rest[1..].iter().take_while(|c| **c == '#').count();
                if rest.get(1 + hashes) != Some(&'"') {
                    code.push('r');
                    index += 1;
                    continue;
                }
                index += 2 + hashes;
                let closing: Vec<char> = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                while index < chars.len() && !chars[index..].starts_with(&closing) {
                    index += 1;
                }
                index += closing.len();
                code.push_str("\"\"");
            }
            ['"', ..] => {
                index += 1;
                while index < chars.len() && chars[index] != '"' {
                    index += if chars[index] == '\\' { 2 } else { 1 };
                }
                index += 1;
                code.push_str("\"\"");
            }
            // A character literal ('x', '\n', '\''), not a lifetime ('a).
            ['\'', '\\', ..] => {
                index += 2;
                while index < chars.len() && chars[index] != '\'' {
                    index += 1;
                }
                index += 1;
            }
            ['\'', _, '\'', ..] => index += 3,
            [c, ..] => {
                code.push(*c);
                index += 1;
            }
            [] => break,
        }
    }
    match code.find("#[cfg(test)]\nmod tests") {
        Some(tests) => code[..tests].to_owned(),
        None => code,
    }
}

fn is_ident(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// Every path `code` names from `crate::` or `super::` (a `super::` path made absolute from
/// `module`, the module `code` is), each entry of a group a path of its own.
fn paths_named(module: &[String], code: &str) -> Vec<ModulePath> {
    let mut paths = Vec::new();
    let bytes = code.as_bytes();
    for (start, _) in code.match_indices("::") {
        // The word before `::` starts the path.
        let word_start = code[..start]
            .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
            .map_or(0, |before| before + 1);
        let first = &code[word_start..start];
        let preceded_by_path = word_start >= 2 && &bytes[word_start - 2..word_start] == b"::";
        if preceded_by_path {
            continue;
        }
        let base: ModulePath = match first {
            "crate" => Vec::new(),
            "super" => {
                let mut parent = module.to_vec();
                parent.pop();
                parent
            }
            _ => continue,
        };
        for tail in path_tails(&code[start + 2..]) {
            let mut path = base.clone();
            path.extend(tail);
            paths.push(path);
        }
    }
    paths
}

/// The paths after a `crate::` or `super::`: one segment list, or one a group entry.
fn path_tails(rest: &str) -> Vec<Vec<String>> {
    let rest = rest.trim_start();
    if let Some(group) = rest.strip_prefix('{') {
        // Up to the matching brace; entries split at top-level commas.
        let mut depth = 1;
        let mut entries = vec![String::new()];
        for c in group.chars() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                ',' if depth == 1 => {
                    entries.push(String::new());
                    continue;
                }
                _ => {}
            }
            if let Some(entry) = entries.last_mut() {
                entry.push(c);
            }
        }
        return entries.iter().flat_map(|entry| path_tails(entry)).collect();
    }
    let mut segments = Vec::new();
    let mut rest = rest;
    loop {
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        segments.push(rest[..end].to_owned());
        rest = &rest[end..];
        match rest.strip_prefix("::") {
            Some(after) if after.starts_with('{') => {
                return path_tails(after)
                    .into_iter()
                    .map(|tail| segments.iter().cloned().chain(tail).collect())
                    .collect();
            }
            Some(after) => rest = after,
            None => break,
        }
    }
    if segments.is_empty() {
        Vec::new()
    } else {
        vec![segments]
    }
}

/// The module a path names: its longest prefix that is a module, or for a name the crate
/// root re-exports, the module it comes from.
fn module_named(
    path: &[String],
    modules: &BTreeSet<ModulePath>,
    root_exports: &BTreeMap<String, ModulePath>,
) -> Option<ModulePath> {
    let longest = (1..=path.len())
        .rev()
        .map(|length| path[..length].to_vec())
        .find(|prefix| modules.contains(prefix));
    longest.or_else(|| root_exports.get(path.first()?).cloned())
}

/// The names the crate root re-exports (`pub use a::b::{C, D}`), with their modules.
fn root_exports(root_code: &str, modules: &BTreeSet<ModulePath>) -> BTreeMap<String, ModulePath> {
    let mut exports = BTreeMap::new();
    for statement in root_code.split(';') {
        let Some(used) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        for path in path_tails(used) {
            let Some(name) = path.last() else { continue };
            let no_exports = BTreeMap::new();
            if let Some(module) = module_named(&path[..path.len() - 1], modules, &no_exports) {
                exports.insert(name.clone(), module);
            }
        }
    }
    exports
}

/// Who imports whom, file by file.
fn imports(sources: &BTreeMap<ModulePath, String>) -> BTreeMap<ModulePath, BTreeSet<ModulePath>> {
    let modules: BTreeSet<ModulePath> = sources.keys().cloned().collect();
    let root_code = sources
        .get(&Vec::new())
        .map(|root| code_of(root))
        .unwrap_or_default();
    let exports = root_exports(&root_code, &modules);
    let mut graph = BTreeMap::new();
    for (module, source) in sources {
        let code = code_of(source);
        let named: BTreeSet<ModulePath> = paths_named(module, &code)
            .iter()
            .filter_map(|path| module_named(path, &modules, &exports))
            .filter(|target| target != module && !target.is_empty())
            .collect();
        graph.insert(module.clone(), named);
    }
    graph
}

/// A cycle of `graph`, as the nodes along it, if there is one.
fn cycle<N: Ord + Clone>(graph: &BTreeMap<N, BTreeSet<N>>) -> Option<Vec<N>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit<N: Ord + Clone>(
        node: &N,
        graph: &BTreeMap<N, BTreeSet<N>>,
        marks: &mut BTreeMap<N, Mark>,
        stack: &mut Vec<N>,
    ) -> Option<Vec<N>> {
        match marks.get(node) {
            Some(Mark::Done) => return None,
            Some(Mark::Open) => {
                let from = stack.iter().position(|open| open == node).unwrap_or(0);
                let mut found = stack[from..].to_vec();
                found.push(node.clone());
                return Some(found);
            }
            None => {}
        }
        marks.insert(node.clone(), Mark::Open);
        stack.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, marks, stack) {
                return Some(found);
            }
        }
        stack.pop();
        marks.insert(node.clone(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut marks, &mut Vec::new()))
}

/// The cycles of the two graphs (top-level modules; files, parents and their children
/// apart), described.
fn import_cycles(sources: &BTreeMap<ModulePath, String>) -> Vec<String> {
    let files = imports(sources);
    let mut top_level: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut apart: BTreeMap<ModulePath, BTreeSet<ModulePath>> = BTreeMap::new();
    for (module, targets) in &files {
        let Some(top) = module.first() else { continue };
        let entry = top_level.entry(top.clone()).or_default();
        entry.extend(
            targets
                .iter()
                .filter_map(|target| target.first())
                .filter(|target| *target != top)
                .cloned(),
        );
        let related =
            |target: &ModulePath| target.starts_with(module) || module.starts_with(target);
        apart.insert(
            module.clone(),
            targets
                .iter()
                .filter(|target| !related(target))
                .cloned()
                .collect(),
        );
    }
    let mut found = Vec::new();
    if let Some(cycle) = cycle(&top_level) {
        found.push(format!("top-level modules: {}", cycle.join(" -> ")));
    }
    if let Some(cycle) = cycle(&apart) {
        let names: Vec<String> = cycle.iter().map(|module| module.join("::")).collect();
        found.push(format!("files: {}", names.join(" -> ")));
    }
    found
}

/// Where `code` of each module calls `call` (as `.call(`), module by module.
fn calls(sources: &BTreeMap<ModulePath, String>, call: &str) -> Vec<String> {
    let needle = format!(".{call}(");
    sources
        .iter()
        .flat_map(|(module, source)| {
            let count = code_of(source).matches(&needle).count();
            std::iter::repeat_n(module.join("::"), count)
        })
        .collect()
}

fn app_sources() -> BTreeMap<ModulePath, String> {
    sources_of(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let sources = app_sources();
    assert!(
        sources.len() > 30,
        "the crate's sources are found: {}",
        sources.len()
    );
    let cycles = import_cycles(&sources);
    assert!(
        cycles.is_empty(),
        "modules that import each other: {cycles:#?}"
    );
}

#[test]
fn one_function_presents_every_window() {
    let sources = app_sources();
    // Frames are taken from surfaces in one place (`WindowSurface::acquire`) and presented
    // in one (`AppWindow::draw`).
    for (call, module) in [
        ("present", "windows::window"),
        ("get_current_texture", "windows::surface"),
    ] {
        let modules = calls(&sources, call);
        assert_eq!(
            modules,
            [module],
            "`.{call}(` once, in {module}: {modules:?}"
        );
    }
    // wgpu's `Surface::configure(&device, &config)` (two arguments, unlike the runner's
    // own `configure`s) is called by the one surface type, once.
    let configures: Vec<String> = sources
        .iter()
        .flat_map(|(module, source)| {
            let code = code_of(source);
            let count = code
                .match_indices(".configure(")
                .filter(|(at, _)| {
                    let arguments = &code[at + ".configure(".len()..];
                    arguments
                        .find(')')
                        .is_some_and(|end| arguments[..end].contains(','))
                })
                .count();
            std::iter::repeat_n(module.join("::"), count)
        })
        .collect();
    assert_eq!(
        configures,
        ["windows::surface"],
        "wgpu's surfaces configured once, in `WindowSurface::configure`: {configures:?}"
    );
    let window = &sources[&vec!["windows".to_owned(), "window".to_owned()]];
    let draw = window.find("pub fn draw(").expect("`AppWindow::draw`");
    let present = window.find(".present(").expect("a present call");
    let next_function = window[draw + 1..]
        .find("\n    pub fn ")
        .map(|at| at + draw + 1);
    assert!(
        present > draw && next_function.is_none_or(|next| present < next),
        "the present call is in `AppWindow::draw`"
    );
}

/// The checks themselves find what they look for, on sources made up for them.
/// The fields of `struct name` in `code`, in declaration order (`field: Type` lines).
fn fields_of(code: &str, name: &str) -> Vec<String> {
    let Some(start) = code.find(&format!("struct {name}")) else {
        return Vec::new();
    };
    let body = &code[start..];
    let body = &body[body.find('{').map_or(0, |open| open + 1)..];
    let body = &body[..body.find("\n}").unwrap_or(body.len())];
    body.lines()
        .filter_map(|line| {
            let (field, _) = line.trim().split_once(':')?;
            let field = field
                .trim_start_matches("pub(crate) ")
                .trim_start_matches("pub ");
            field
                .chars()
                .all(|c| c == '_' || c.is_ascii_alphanumeric())
                .then(|| field.to_owned())
        })
        .collect()
}

/// Each runner (native and web) drops the app before its imgui context: an extension's
/// context the app keeps (ImPlot's, ImNodes', made by `run_with` or in `device_ready` from
/// `Setup::imgui`) is gone before the imgui context it was made from, as their own
/// shutdown order asks. Rust drops fields in declaration order.
#[test]
fn each_runner_drops_the_app_before_its_imgui_context() {
    let sources = app_sources();
    for runner in ["native", "web"] {
        let module: ModulePath = ["runner", runner].map(str::to_owned).to_vec();
        let code = code_of(&sources[&module]);
        let fields = fields_of(&code, "Runner<A>");
        let position = |name: &str| {
            fields
                .iter()
                .position(|field| field == name)
                .unwrap_or_else(|| panic!("runner::{runner}'s Runner has no `{name}`: {fields:?}"))
        };
        assert!(
            position("app") < position("imgui"),
            "runner::{runner}'s Runner declares its imgui context before the app, so drops it \
             first: {fields:?}"
        );
    }
    let wrong = fields_of(
        "struct Runner<A> {\n    imgui: Context,\n    app: A,\n}",
        "Runner<A>",
    );
    assert_eq!(wrong, ["imgui", "app"], "the fields are read in order");
}

#[test]
fn the_checks_find_a_cycle_and_a_second_present() {
    let made_up = |files: &[(&str, &str)]| -> BTreeMap<ModulePath, String> {
        files
            .iter()
            .map(|(module, code)| {
                let path: ModulePath = module
                    .split("::")
                    .filter(|part| !part.is_empty())
                    .map(str::to_owned)
                    .collect();
                (path, (*code).to_owned())
            })
            .collect()
    };
    let cycle = made_up(&[
        (
            "",
            "pub mod runner; pub mod viewports; pub use runner::Live;",
        ),
        ("runner", "mod live;"),
        (
            "runner::live",
            "use crate::{viewports::windows::Windows, gpu}; pub struct Live;",
        ),
        ("viewports", "pub mod windows;"),
        (
            "viewports::windows",
            "use crate::runner::live::Live; pub struct Windows;",
        ),
    ]);
    assert_eq!(
        import_cycles(&cycle),
        [
            "top-level modules: runner -> viewports -> runner",
            "files: runner::live -> viewports::windows -> runner::live",
        ]
        .map(str::to_owned)
        .to_vec(),
        "the cycle through a group is found"
    );
    let through_root = made_up(&[
        ("", "pub mod a; pub mod b; pub use a::A;"),
        ("a", "use crate::b::B; pub struct A;"),
        ("b", "use crate::A; pub struct B;"),
    ]);
    assert_eq!(
        import_cycles(&through_root),
        ["top-level modules: a -> b -> a", "files: a -> b -> a"]
            .map(str::to_owned)
            .to_vec(),
        "the cycle through the root's re-export is found"
    );
    let no_cycle = made_up(&[
        ("", "pub mod a; pub mod b;"),
        ("a", "mod child; use child::X; // crate::b::Y in a comment"),
        (
            "a::child",
            "use super::Z; pub struct X; const S: &str = \"crate::b\";",
        ),
        (
            "b",
            "use crate::a::child::X; fn f<'a>(c: char) -> bool { c == '{' }",
        ),
    ]);
    assert_eq!(import_cycles(&no_cycle), Vec::<String>::new());
    let two_presents = made_up(&[("w", "fn a() { q.present(f); } fn b() { q.present(g); }")]);
    assert_eq!(calls(&two_presents, "present"), ["w", "w"]);
}
