//! Every crate's modules import each other without cycles, at every level: between files, and
//! between folders once each is taken as one (a file of `site/` importing `http/` while a file of
//! `http/` imports `site/` is a cycle); no source file of the server grows past the size one
//! person can hold in mind, and its root holds at most ten files, the rest in folders of one
//! concern each (docs/architecture.md).
//!
//! A module imports another when its code names a path into it: `crate::a::b`, `super::x`, or,
//! in a module with children, `child::item`. A path is counted against the deepest module it
//! names, so `crate::game::Command` is an import of `game` (its `mod.rs`), and a child naming
//! what its parent's own file defines closes a cycle with a parent that re-exports the child.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The longest a server source file may be: about 600 lines, tests in their own files.
const MAX_LINES: usize = 620;

/// The most files at the root of the server's `src/`: the entry, the composition and what every
/// part reads; the rest lives in folders.
const MAX_ROOT_FILES: usize = 10;

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every crate's `src` folder in the workspace.
fn crate_sources() -> Vec<PathBuf> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out: Vec<PathBuf> = std::fs::read_dir(crates)
        .unwrap()
        .map(|e| e.unwrap().path().join("src"))
        .filter(|src| src.is_dir())
        .collect();
    out.sort();
    out
}

/// Every source file of the server and its module path.
fn modules() -> BTreeMap<Vec<String>, PathBuf> {
    modules_of(&src())
}

/// Every source file under `src` and its module path (`["game", "task"]`; the crate root,
/// `lib.rs` or `main.rs`, is `[]`).
fn modules_of(src: &Path) -> BTreeMap<Vec<String>, PathBuf> {
    fn walk(dir: &Path, prefix: &[String], out: &mut BTreeMap<Vec<String>, PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_str().unwrap().to_owned();
            if path.is_dir() {
                let mut p = prefix.to_vec();
                p.push(name);
                walk(&path, &p, out);
            } else if let Some(stem) = name.strip_suffix(".rs") {
                let mut p = prefix.to_vec();
                if stem != "mod" && stem != "lib" && stem != "main" {
                    p.push(stem.to_owned());
                }
                out.insert(p, path);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(src, &[], &mut out);
    out
}

/// The code of a file without its comments, string literals and `#[cfg(test)]` module.
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => &text[..i],
        None => text,
    };
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            // A raw string: r#"…"#.
            'r' if chars.clone().take(2).collect::<String>() == "#\"" => {
                let mut last = ' ';
                for c in chars.by_ref().skip(2) {
                    if last == '"' && c == '#' {
                        break;
                    }
                    last = c;
                }
                out.push_str("\"\"");
            }
            // A character literal ('"', '\''); a lifetime ('a) is left as it is.
            '\'' => {
                let ahead: Vec<char> = chars.clone().take(3).collect();
                match ahead.as_slice() {
                    ['\\', ..] => {
                        chars.next();
                        chars.next();
                        for c in chars.by_ref() {
                            if c == '\'' {
                                break;
                            }
                        }
                    }
                    [_, '\'', ..] => {
                        chars.next();
                        chars.next();
                    }
                    _ => out.push(c),
                }
            }
            '"' => {
                let mut escaped = false;
                for c in chars.by_ref() {
                    if escaped {
                        escaped = false;
                    } else if c == '\\' {
                        escaped = true;
                    } else if c == '"' {
                        break;
                    }
                }
                out.push_str("\"\"");
            }
            c => out.push(c),
        }
    }
    out
}

/// The paths a file's code names: each a list of identifiers (`crate`, `super`, `game`, …),
/// with the items of a `use a::{b, c::d}` group expanded.
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes: Vec<char> = code.chars().collect();
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < bytes.len() {
        if ident(bytes[i]) && (i == 0 || !(ident(bytes[i - 1]) || bytes[i - 1] == ':')) {
            let mut j = i;
            while j < bytes.len() && (ident(bytes[j]) || bytes[j] == ':') {
                j += 1;
            }
            let word: String = bytes[i..j].iter().collect();
            let mut parts: Vec<String> = word.split("::").map(str::to_owned).collect();
            if word.ends_with("::") && j < bytes.len() && bytes[j] == '{' {
                parts.pop();
                // A group: its first level of names.
                let mut depth = 0;
                let mut k = j;
                let mut name = String::new();
                while k < bytes.len() {
                    let c = bytes[k];
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    if depth == 1 && (ident(c) || c == ':') {
                        name.push(c);
                    } else if !name.is_empty() {
                        let mut p = parts.clone();
                        p.extend(
                            name.split("::")
                                .filter(|s| !s.is_empty())
                                .map(str::to_owned),
                        );
                        out.push(p);
                        name.clear();
                    }
                    if depth == 0 {
                        break;
                    }
                    k += 1;
                }
                i = k;
            } else if parts.len() > 1 {
                out.push(parts);
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

/// The module of `module`'s file that `path` leads into, if any.
fn target(
    module: &[String],
    is_dir_module: bool,
    path: &[String],
    all: &BTreeMap<Vec<String>, PathBuf>,
) -> Option<Vec<String>> {
    let (mut base, rest): (Vec<String>, &[String]) = match path[0].as_str() {
        "crate" => (Vec::new(), &path[1..]),
        "super" => {
            // `super` of a file module is its parent's; of a `mod.rs`, the grandparent's.
            let mut b = module.to_vec();
            let mut rest = path;
            while rest.first().is_some_and(|s| s == "super") {
                b.pop();
                rest = &rest[1..];
            }
            let _ = is_dir_module;
            (b, rest)
        }
        "self" => (module.to_vec(), &path[1..]),
        // A child module of this one, named directly (`use listen::relay`, `referee::decide`).
        first => {
            let mut child = module.to_vec();
            child.push(first.to_owned());
            if !all.contains_key(&child) {
                return None;
            }
            (module.to_vec(), path)
        }
    };
    for part in rest {
        let mut next = base.clone();
        next.push(part.clone());
        if all.contains_key(&next) {
            base = next;
        } else {
            break;
        }
    }
    (base != module).then_some(base)
}

fn edges(src: &Path) -> Graph {
    let all = modules_of(src);
    let mut graph = BTreeMap::new();
    for (module, path) in &all {
        let text = std::fs::read_to_string(path).unwrap();
        let dir_module =
            path.ends_with("mod.rs") || path.ends_with("lib.rs") || path.ends_with("main.rs");
        let mut out = BTreeSet::new();
        for p in paths(&code(&text)) {
            if let Some(t) = target(module, dir_module, &p, &all) {
                out.insert(t);
            }
        }
        graph.insert(module.clone(), out);
    }
    graph
}

fn name(module: &[String]) -> String {
    if module.is_empty() {
        "crate".to_owned()
    } else {
        module.join("::")
    }
}

/// The graph with each module taken as its ancestor at `depth` (a folder as one), without the
/// edges a folder has to itself.
fn folded(graph: &Graph, depth: usize) -> Graph {
    let fold = |m: &Vec<String>| m[..m.len().min(depth)].to_vec();
    let mut out = Graph::new();
    for (from, to) in graph {
        let entry = out.entry(fold(from)).or_default();
        for t in to {
            if fold(t) != fold(from) {
                entry.insert(fold(t));
            }
        }
    }
    out
}

/// A cycle of `graph` at any level, folders taken as one, as names.
fn cycle_at_any_level(graph: &Graph) -> Option<Vec<String>> {
    let deepest = graph.keys().map(Vec::len).max().unwrap_or(0);
    (1..=deepest).find_map(|depth| find_cycle(&folded(graph, depth)))
}

#[test]
fn every_crate_s_modules_import_each_other_without_cycles_at_any_level() {
    let server = edges(&src());
    assert!(server.len() > 30, "found the modules: {:?}", server.keys());
    assert!(
        server[&vec!["game".to_owned(), "task".to_owned()]]
            .contains(&vec!["game".to_owned(), "referee".to_owned()]),
        "the graph sees the task's use of the referee"
    );
    let sources = crate_sources();
    assert!(sources.len() >= 8, "found the crates: {sources:?}");
    let cycles: Vec<String> = sources
        .iter()
        .filter_map(|src| {
            let cycle = cycle_at_any_level(&edges(src))?;
            Some(format!("{}: {}", src.display(), cycle.join(" -> ")))
        })
        .collect();
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

type Graph = BTreeMap<Vec<String>, BTreeSet<Vec<String>>>;

/// A cycle of the graph, as module names from one module back to itself; `None` if it has none.
fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    // Depth-first search for a back edge.
    fn visit(
        m: &Vec<String>,
        graph: &Graph,
        state: &mut BTreeMap<Vec<String>, u8>,
        stack: &mut Vec<Vec<String>>,
    ) -> Option<Vec<String>> {
        state.insert(m.clone(), 1);
        stack.push(m.clone());
        for n in graph.get(m).into_iter().flatten() {
            match state.get(n).copied().unwrap_or(0) {
                1 => {
                    let from = stack.iter().position(|s| s == n).unwrap();
                    let mut cycle: Vec<String> = stack[from..].iter().map(|s| name(s)).collect();
                    cycle.push(name(n));
                    return Some(cycle);
                }
                0 => {
                    if let Some(c) = visit(n, graph, state, stack) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(m.clone(), 2);
        None
    }
    let mut state = BTreeMap::new();
    graph.keys().find_map(|m| {
        if state.get(m).copied().unwrap_or(0) != 0 {
            return None;
        }
        visit(m, graph, &mut state, &mut Vec::new())
    })
}

#[test]
fn the_graph_finds_a_cycle_when_there_is_one() {
    let all: BTreeMap<Vec<String>, PathBuf> = [vec![], vec!["a".into()], vec!["b".into()]]
        .into_iter()
        .map(|m| (m, PathBuf::new()))
        .collect();
    let a = vec!["a".to_owned()];
    let path = |s: &str| s.split("::").map(str::to_owned).collect::<Vec<_>>();
    assert_eq!(
        target(&a, false, &path("crate::b::Thing"), &all),
        Some(vec!["b".into()])
    );
    assert_eq!(target(&a, false, &path("super::Root"), &all), Some(vec![]));
    assert_eq!(target(&[], true, &path("a::f"), &all), Some(a.clone()));
    assert_eq!(target(&a, false, &path("std::sync::Arc"), &all), None);
    let code = code("use crate::{x::Y, z};\n// crate::w::V\nlet s = \"crate::q::R\";");
    assert_eq!(paths(&code), vec![path("crate::x::Y"), path("crate::z")]);
    // A parent that uses its child, whose code names what the parent defines: a cycle.
    let m = |s: &str| {
        s.split("::")
            .filter(|p| !p.is_empty())
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    let mut graph: Graph = [("", "a"), ("a", "a::b"), ("a::b", "c")].into_iter().fold(
        Graph::new(),
        |mut g, (from, to)| {
            g.entry(m(from)).or_default().insert(m(to));
            g
        },
    );
    assert_eq!(find_cycle(&graph), None);
    graph.entry(m("a::b")).or_default().insert(m("a"));
    assert_eq!(find_cycle(&graph).unwrap(), ["a", "a::b", "a"]);
    // Two folders whose files import each other without a cycle between the files.
    let graph: Graph =
        [("a::x", "b::y"), ("b::z", "a::w")]
            .into_iter()
            .fold(Graph::new(), |mut g, (from, to)| {
                g.entry(m(from)).or_default().insert(m(to));
                g
            });
    assert_eq!(find_cycle(&graph), None);
    assert_eq!(cycle_at_any_level(&graph).unwrap(), ["a", "b", "a"]);
}

#[test]
fn no_server_source_file_is_over_about_600_lines() {
    let long: Vec<String> = modules()
        .values()
        .filter_map(|path| {
            let lines = std::fs::read_to_string(path).unwrap().lines().count();
            (lines > MAX_LINES).then(|| format!("{} ({lines} lines)", path.display()))
        })
        .collect();
    assert!(long.is_empty(), "too long: {long:?}");
}

#[test]
fn the_server_s_root_holds_at_most_ten_files() {
    let mut files: Vec<String> = std::fs::read_dir(src())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert!(
        files.len() <= MAX_ROOT_FILES,
        "{} files at the root of src/ (at most {MAX_ROOT_FILES}): {files:?}",
        files.len()
    );
}
