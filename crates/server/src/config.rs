//! Configuration: defaults, overridden by `TOOLBOX_*` environment variables, overridden by flags.

use std::path::PathBuf;

#[derive(Debug, Clone, clap::Parser)]
#[command(
    name = "toolbox-server",
    version,
    about = "Serves the toolbox web app and its API proxy"
)]
pub struct Config {
    /// Address to listen on (host:port).
    #[arg(long, env = "TOOLBOX_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: String,

    /// Directory of the built web app (the output of `npm run build`).
    #[arg(long, env = "TOOLBOX_DIST", default_value = "web/dist")]
    pub dist: PathBuf,

    /// Log format: `text` for people, `json` for log collectors.
    #[arg(long, env = "TOOLBOX_LOG_FORMAT", value_enum, default_value = "text")]
    pub log_format: LogFormat,

    /// Log filter in `tracing` syntax, e.g. `info` or `info,tower_http=debug`.
    #[arg(long, env = "TOOLBOX_LOG", default_value = "info")]
    pub log: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}
