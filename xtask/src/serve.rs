//! A static file server on 127.0.0.1 for the web pages (`cargo xtask web`, and the browser
//! tests, which include this file). It serves one directory, nothing outside it, with the
//! content types browsers insist on for modules and wasm.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::{Mutex, PoisonError};

/// Every path asked for that was not there, in order (a page that asks for a missing file
/// logs a 404 in the browser's console).
static NOT_FOUND: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// The paths asked for so far that were not there.
#[allow(
    dead_code,
    reason = "the browser tests ask for them; xtask only prints each"
)]
pub fn not_found() -> Vec<String> {
    NOT_FOUND
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clone()
}

/// Binds 127.0.0.1:`port` (0: any free port) and returns the listener and its address.
pub fn bind(port: u16) -> std::io::Result<(TcpListener, String)> {
    let listener = TcpListener::bind(("127.0.0.1", port))?;
    let address = format!("http://{}", listener.local_addr()?);
    Ok((listener, address))
}

/// Serves `root` on `listener` until the process ends, one thread per connection.
pub fn serve(listener: TcpListener, root: PathBuf) {
    for stream in listener.incoming().flatten() {
        let root = root.clone();
        std::thread::spawn(move || {
            let _ = respond(stream, &root);
        });
    }
}

fn respond(mut stream: TcpStream, root: &Path) -> std::io::Result<()> {
    let mut request = String::new();
    BufReader::new(&stream).read_line(&mut request)?;
    let path = request.split_whitespace().nth(1).unwrap_or("/");
    let path = path.split(['?', '#']).next().unwrap_or("/");
    let relative = path.trim_start_matches('/');
    let relative = if relative.is_empty() || relative.ends_with('/') {
        format!("{relative}index.html")
    } else {
        relative.to_owned()
    };
    let file = Path::new(&relative);
    let inside = file
        .components()
        .all(|component| matches!(component, Component::Normal(_)));
    let body = if inside {
        std::fs::read(root.join(file)).ok()
    } else {
        None
    };
    match body {
        Some(body) => {
            let kind = match file.extension().and_then(|extension| extension.to_str()) {
                Some("html") => "text/html; charset=utf-8",
                Some("js") => "text/javascript",
                Some("wasm") => "application/wasm",
                Some("png") => "image/png",
                _ => "application/octet-stream",
            };
            write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
                 Cache-Control: no-store\r\nConnection: close\r\n\r\n",
                body.len()
            )?;
            stream.write_all(&body)
        }
        None => {
            eprintln!("not found: {path}");
            NOT_FOUND
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(path.to_owned());
            write!(
                stream,
                "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            )
        }
    }
}
