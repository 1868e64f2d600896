//! `POST /api/translate` `{"text","source":"auto"|code,"target":code}` →
//! `{"text","detected":code|null,"provider"}` for the translation tool.
//!
//! The text goes to one [`TranslateProvider`], chosen by configuration: MyMemory by default (no
//! key, a small daily quota per server IP), or a LibreTranslate server (URL and optional key).
//! Answers are cached a day by (text, source, target), and identical requests in flight share one
//! upstream call. Validation: 1 to [`MAX_CHARS`] characters, languages from the spec's eight.

pub mod lang;
pub mod libretranslate;
pub mod mymemory;

use std::sync::Arc;
use std::time::Duration;

use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use serde::{Deserialize, Serialize};

use self::lang::Lang;
use crate::budget::Budget;
use crate::cache::{Lifetimes, RouteCache};
use crate::config::{self, Config, TranslateProviderKind};
use crate::error::AppError;
use crate::limit::ApiJson;
use crate::store::Store;
use crate::upstream::{UpstreamError, UpstreamFuture};

/// Characters (Unicode scalar values) one request may translate; the page counts the same way.
pub const MAX_CHARS: usize = 1000;
/// Enough for [`MAX_CHARS`] characters written as JSON escapes.
pub const MAX_BODY_BYTES: usize = 16 * 1024;
/// A failure is answered again for this long before the upstream is asked again.
const ERROR_LIFETIME: Duration = Duration::from_secs(2);

/// One upstream kind of translation. A new provider is a module implementing this and a value
/// of `--translate-provider`.
pub trait TranslateProvider: Send + Sync + std::fmt::Debug {
    /// Shown on the page ("translated by ...").
    fn name(&self) -> &'static str;
    /// Whether it detects the source language itself; if not, "auto" is guessed before calling.
    fn detects(&self) -> bool;
    /// `source` is `None` for "auto" (only when [`Self::detects`]).
    fn translate<'a>(
        &'a self,
        text: &'a str,
        source: Option<Lang>,
        target: Lang,
    ) -> UpstreamFuture<'a, Translation>;
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Translation {
    pub text: String,
    /// The source language the provider found, when asked to detect it.
    pub detected: Option<Lang>,
}

/// Settings of the translation route.
#[derive(Debug, Clone)]
pub struct TranslateConfig {
    pub provider: TranslateProviderKind,
    pub mymemory_upstream: String,
    pub mymemory_email: Option<String>,
    pub libretranslate_upstream: Option<String>,
    pub libretranslate_key: Option<String>,
    /// How long an identical translation is served from the cache.
    pub cache: Duration,
}

impl Default for TranslateConfig {
    fn default() -> Self {
        Self {
            provider: TranslateProviderKind::Mymemory,
            mymemory_upstream: config::DEFAULT_MYMEMORY_UPSTREAM.to_owned(),
            mymemory_email: None,
            libretranslate_upstream: None,
            libretranslate_key: None,
            cache: Duration::from_secs(86_400),
        }
    }
}

impl TranslateConfig {
    pub fn from_config(config: &Config) -> Result<Self, String> {
        config::check_upstream("mymemory-upstream", &config.mymemory_upstream)?;
        if let Some(url) = &config.libretranslate_upstream {
            config::check_upstream("libretranslate-upstream", url)?;
        }
        Ok(Self {
            provider: config.translate_provider,
            mymemory_upstream: config.mymemory_upstream.clone(),
            mymemory_email: config.mymemory_email.clone().filter(|e| !e.is_empty()),
            libretranslate_upstream: config.libretranslate_upstream.clone(),
            libretranslate_key: config.libretranslate_key.clone().filter(|k| !k.is_empty()),
            cache: Duration::from_secs(config.translate_cache_secs),
        })
    }
}

type Key = (String, Option<Lang>, Lang);

#[derive(Debug)]
pub struct TranslateService {
    provider: Arc<dyn TranslateProvider>,
    cache: RouteCache<Key, Translation>,
    /// The provider's daily budget of characters.
    budget: Arc<Budget>,
}

impl TranslateService {
    /// `budgets` gives the budget of the configured provider (MyMemory's or LibreTranslate's);
    /// `store`: where the cache is shared with other replicas (if configured).
    pub fn new(
        http: reqwest::Client,
        config: &TranslateConfig,
        store: &Store,
        budgets: impl FnOnce(TranslateProviderKind) -> Arc<Budget>,
    ) -> Result<Self, String> {
        let provider: Arc<dyn TranslateProvider> = match config.provider {
            TranslateProviderKind::Mymemory => Arc::new(mymemory::MyMemory::new(
                http,
                &config.mymemory_upstream,
                config.mymemory_email.clone(),
            )),
            TranslateProviderKind::Libretranslate => {
                let url = config.libretranslate_upstream.as_deref().ok_or(
                    "--translate-provider libretranslate needs --libretranslate-upstream <url>",
                )?;
                Arc::new(libretranslate::LibreTranslate::new(
                    http,
                    url,
                    config.libretranslate_key.clone(),
                ))
            }
        };
        let budget = budgets(config.provider);
        Ok(Self::with_provider(provider, config.cache, store, budget))
    }

    pub fn with_provider(
        provider: Arc<dyn TranslateProvider>,
        cache: Duration,
        store: &Store,
        budget: Arc<Budget>,
    ) -> Self {
        Self {
            provider,
            budget,
            cache: RouteCache::shared(
                "translate",
                Lifetimes {
                    ok: cache,
                    err: ERROR_LIFETIME.min(cache),
                    capacity: 4096,
                },
                store.clone(),
            ),
        }
    }

    /// The provider's call, paid from the budget first: the characters sent (line breaks are
    /// not: the text goes line by line).
    async fn fetch(
        &self,
        text: &str,
        source: Option<Lang>,
        target: Lang,
    ) -> Result<Translation, UpstreamError> {
        let chars = text.chars().filter(|c| *c != '\n' && *c != '\r').count();
        self.budget
            .spend(chars as u64)
            .await
            .map_err(|spent| UpstreamError::Budget {
                retry_after: spent.retry_after,
            })?;
        self.provider.translate(text, source, target).await
    }

    pub async fn translate(
        &self,
        text: &str,
        source: Option<Lang>,
        target: Lang,
    ) -> Result<Translation, AppError> {
        let (source, guessed) = match source {
            None if !self.provider.detects() => {
                let guess = lang::detect(text).ok_or(AppError::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "translate.undetected",
                ))?;
                (Some(guess), Some(guess))
            }
            other => (other, None),
        };
        if source == Some(target) {
            return Ok(Translation {
                text: text.to_owned(),
                detected: guessed,
            });
        }
        let key = (text.to_owned(), source, target);
        let fetch = self.fetch(text, source, target);
        let cached = self.cache.get_or_fetch(key, fetch).await;
        if let (Err(err), true) = (&cached.outcome, cached.fresh) {
            tracing::warn!(provider = self.provider.name(), %err, "translation failed");
        }
        let mut translation = cached.outcome?;
        translation.detected = translation.detected.or(guessed);
        Ok(translation)
    }
}

#[derive(Debug, Deserialize)]
pub struct TranslateRequest {
    pub text: String,
    pub source: String,
    pub target: String,
}

#[derive(Debug, Serialize)]
pub struct TranslateAnswer {
    pub text: String,
    pub detected: Option<Lang>,
    pub provider: &'static str,
}

fn validate(request: &TranslateRequest) -> Result<(Option<Lang>, Lang), AppError> {
    if request.text.trim().is_empty() {
        return Err(AppError::bad_request("translate.empty"));
    }
    if request.text.chars().count() > MAX_CHARS {
        return Err(AppError::bad_request("translate.too_long"));
    }
    let unsupported = AppError::bad_request("translate.unsupported_language");
    let source = match request.source.as_str() {
        "auto" => None,
        code => Some(lang_of(code).ok_or(unsupported.clone())?),
    };
    let target = lang_of(&request.target).ok_or(unsupported)?;
    Ok((source, target))
}

/// Exactly one of the eight codes the page sends.
fn lang_of(code: &str) -> Option<Lang> {
    Lang::ALL.into_iter().find(|lang| lang.code() == code)
}

/// `POST /api/translate`.
pub async fn post(
    State(service): State<Arc<TranslateService>>,
    ApiJson(request): ApiJson<TranslateRequest>,
) -> Result<impl IntoResponse, AppError> {
    let (source, target) = validate(&request)?;
    let translation = service.translate(&request.text, source, target).await?;
    let answer = TranslateAnswer {
        text: translation.text,
        detected: translation.detected,
        provider: service.provider.name(),
    };
    Ok(([(header::CACHE_CONTROL, "no-store")], Json(answer)))
}
