//! The listening socket, as `main.rs` opens it.
//!
//! Accepted connections get `TCP_NODELAY`: hyper writes a response's head and body separately,
//! and without it the body of a small static file waits for the client's delayed ACK (Nagle's
//! algorithm), about 40 ms per response on a kept-alive connection (one connection got ~30
//! `/robots.txt` a second). `tests/api/limits.rs` checks the option on accepted streams and
//! `scripts/loadtest.sh` (one connection, a static file) would show the delay again.

use axum::serve::{ListenerExt, TapIo};
use tokio::net::{TcpListener, TcpStream};

/// The server's listener: a `TcpListener` whose accepted streams have `TCP_NODELAY` set. Its
/// connections' peer addresses are `ConnectInfo<SocketAddr>` (axum implements that for `TapIo`).
pub type Listener = TapIo<TcpListener, fn(&mut TcpStream)>;

/// Binds `addr` (host:port) the way the server does.
pub async fn listen(addr: &str) -> std::io::Result<Listener> {
    let listener = TcpListener::bind(addr).await?;
    Ok(listener.tap_io(no_delay as fn(&mut TcpStream)))
}

fn no_delay(stream: &mut TcpStream) {
    if let Err(err) = stream.set_nodelay(true) {
        tracing::debug!(%err, "cannot set TCP_NODELAY");
    }
}
