//! A real `redis-server` (Debian's package; `make test` installs it) on a free loopback port,
//! with no persistence, that a test can stop and start again on the same port.

use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Debug)]
pub struct RedisServer {
    child: Option<Child>,
    pub port: u16,
}

impl RedisServer {
    /// Starts one, or says why the test is skipped and returns `None` when the binary is missing.
    pub fn start(test: &str) -> Option<Self> {
        if Command::new("redis-server")
            .arg("--version")
            .stdout(Stdio::null())
            .status()
            .is_err()
        {
            eprintln!(
                "SKIPPED {test}: redis-server is not installed (apt-get install redis-server; \
                 `make test` installs it)"
            );
            return None;
        }
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut server = Self { child: None, port };
        server.run();
        Some(server)
    }

    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    fn run(&mut self) {
        let child = Command::new("redis-server")
            .args(["--port", &self.port.to_string()])
            .args(["--bind", "127.0.0.1", "--save", "", "--appendonly", "no"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        self.child = Some(child);
        let deadline = Instant::now() + Duration::from_secs(5);
        while TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(Instant::now() < deadline, "redis-server did not start");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Kills it (SIGKILL: as abrupt as a crash); its data is gone.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// A new, empty redis-server on the same port.
    pub fn restart(&mut self) {
        self.stop();
        self.run();
    }
}

impl Drop for RedisServer {
    fn drop(&mut self) {
        self.stop();
    }
}
