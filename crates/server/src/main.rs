//! `toolbox-server`: serves the built web app and the thin `/api` proxy. See `--help`.

use clap::Parser;
use std::net::SocketAddr;

use axum::serve::Listener;
use toolbox_server::net;
use toolbox_server::{AppState, Config, app, logging, telemetry};

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let config = Config::parse();
    logging::init(&config);
    let state = match AppState::load(&config) {
        Ok(state) => state,
        Err(message) => {
            tracing::error!(%message, "cannot start");
            eprintln!("toolbox-server: {message}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let listener = match net::listen(&config.addr).await {
        Ok(listener) => listener,
        Err(err) => {
            tracing::error!(addr = %config.addr, %err, "cannot listen");
            eprintln!("toolbox-server: cannot listen on {}: {err}", config.addr);
            return std::process::ExitCode::FAILURE;
        }
    };
    if state.store.is_configured() {
        // Not required: the server starts without it and switches over when it answers.
        let up = state.store.wait_up(std::time::Duration::from_secs(1)).await;
        tracing::info!(up, "shared store configured");
    }
    // Gauges set before the recorder existed are set again before each scrape.
    let (budgets, store) = (state.budgets.clone(), state.store.clone());
    let before_scrape = move || {
        budgets.publish();
        if store.is_configured() {
            telemetry::store_up(store.is_up());
        }
    };
    if let Some(addr) = &config.metrics_addr
        && let Err(message) = serve_metrics(addr, before_scrape).await
    {
        tracing::error!(%message, "cannot serve metrics");
        eprintln!("toolbox-server: {message}");
        return std::process::ExitCode::FAILURE;
    }
    let local = listener
        .local_addr()
        .map_or_else(|_| config.addr.clone(), |a| a.to_string());
    tracing::info!(addr = %local, dist = %config.dist.display(), "listening");
    println!("Serving on http://{local}/");
    // The peer address feeds the per-client rate limit of /api.
    let service = app(state).into_make_service_with_connect_info::<SocketAddr>();
    let served = axum::serve(listener, service)
        .with_graceful_shutdown(shutdown_signal())
        .await;
    match served {
        Ok(()) => {
            tracing::info!("stopped");
            std::process::ExitCode::SUCCESS
        }
        Err(err) => {
            tracing::error!(%err, "server error");
            std::process::ExitCode::FAILURE
        }
    }
}

/// Installs the metrics recorder and serves `/metrics` on `addr` in the background.
async fn serve_metrics(
    addr: &str,
    before: impl Fn() + Clone + Send + Sync + 'static,
) -> Result<(), String> {
    let handle = telemetry::install()?;
    let listener = net::listen(addr)
        .await
        .map_err(|err| format!("cannot listen on {addr} for metrics: {err}"))?;
    if let Ok(local) = listener.local_addr() {
        tracing::info!(addr = %local, "metrics on /metrics");
    }
    telemetry::spawn_upkeep(handle.clone());
    tokio::spawn(async move {
        if let Err(err) = axum::serve(listener, telemetry::router_with(handle, before)).await {
            tracing::error!(%err, "metrics server error");
        }
    });
    Ok(())
}

/// Resolves on Ctrl-C or SIGTERM; in-flight requests then finish before the process exits.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut sig) => {
                sig.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
