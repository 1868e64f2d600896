//! What every handler shares: where the built app is, and which paths are app routes.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;

use crate::config::Config;

#[derive(Debug, Clone)]
pub struct AppState {
    pub dist: PathBuf,
    /// The client-side routes (from `routes.json`, written by the web build from the tool
    /// registry): these get `index.html` with status 200; other page paths get it with 404.
    pub spa_routes: Arc<HashSet<String>>,
}

impl AppState {
    /// Checks that `dist` holds a built app and reads its route list.
    pub fn load(config: &Config) -> Result<Self, String> {
        Self::from_dist(config.dist.clone())
    }

    pub fn from_dist(dist: PathBuf) -> Result<Self, String> {
        let index = dist.join("index.html");
        if !index.is_file() {
            return Err(format!(
                "{} not found: build the web app first (make build)",
                index.display()
            ));
        }
        let routes_file = dist.join("routes.json");
        let text = std::fs::read_to_string(&routes_file)
            .map_err(|e| format!("cannot read {}: {e}", routes_file.display()))?;
        let routes: Vec<String> = serde_json::from_str(&text)
            .map_err(|e| format!("{} is not a JSON list of paths: {e}", routes_file.display()))?;
        Ok(Self {
            dist,
            spa_routes: Arc::new(routes.into_iter().collect()),
        })
    }
}
