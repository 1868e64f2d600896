//! Translation provider: a LibreTranslate server (self-hosted or a hosted one with a key):
//! `POST <upstream>/translate {"q","source":"auto"|code,"target","format":"text","api_key"?}` →
//! `{"translatedText","detectedLanguage"?:{"language","confidence"}}`; errors `{"error": ...}`
//! with 400/403/429/500. Chinese is sent as `zh`; `zh-Hans` and `zh` are both read back.

use serde::{Deserialize, Serialize};

use super::lang::Lang;
use super::{TranslateProvider, Translation};
use crate::upstream::{self, UpstreamError, UpstreamFuture};

#[derive(Debug)]
pub struct LibreTranslate {
    client: reqwest::Client,
    endpoint: String,
    key: Option<String>,
}

impl LibreTranslate {
    pub fn new(client: reqwest::Client, upstream: &str, key: Option<String>) -> Self {
        Self {
            client,
            endpoint: format!("{}/translate", upstream.trim_end_matches('/')),
            key,
        }
    }
}

#[derive(Serialize)]
struct Request<'a> {
    q: &'a str,
    source: &'a str,
    target: &'a str,
    format: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    api_key: Option<&'a str>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Answer {
    translated_text: String,
    detected_language: Option<Detected>,
}

#[derive(Deserialize)]
struct Detected {
    language: String,
}

fn parse(body: &[u8], auto: bool) -> Result<Translation, UpstreamError> {
    let answer: Answer = serde_json::from_slice(body)
        .map_err(|e| UpstreamError::Malformed(format!("not a LibreTranslate answer: {e}")))?;
    let detected = if auto {
        let code = answer
            .detected_language
            .ok_or_else(|| UpstreamError::Malformed("no detectedLanguage".into()))?
            .language;
        // A language outside our eight still translated; the page then shows no name for it.
        Lang::from_code(&code)
    } else {
        None
    };
    Ok(Translation {
        text: answer.translated_text,
        detected,
    })
}

impl TranslateProvider for LibreTranslate {
    fn name(&self) -> &'static str {
        "LibreTranslate"
    }

    fn detects(&self) -> bool {
        true
    }

    fn translate<'a>(
        &'a self,
        text: &'a str,
        source: Option<Lang>,
        target: Lang,
    ) -> UpstreamFuture<'a, Translation> {
        Box::pin(async move {
            let request = Request {
                q: text,
                source: source.map_or("auto", Lang::code),
                target: target.code(),
                format: "text",
                api_key: self.key.as_deref(),
            };
            let body = upstream::post_json(&self.client, &self.endpoint, &request).await?;
            parse(&body, source.is_none())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_with_and_without_detection() {
        let auto =
            r#"{"translatedText":"你好","detectedLanguage":{"confidence":90,"language":"en"}}"#;
        let t = parse(auto.as_bytes(), true).unwrap();
        assert_eq!((t.text.as_str(), t.detected), ("你好", Some(Lang::En)));
        let fixed = br#"{"translatedText":"Hello"}"#;
        assert_eq!(parse(fixed, false).unwrap().detected, None);
        for body in [&b"{\"error\":\"x\"}"[..], b"[]", b"{\"translatedText\":1}"] {
            assert!(matches!(
                parse(body, false),
                Err(UpstreamError::Malformed(_))
            ));
        }
        assert!(parse(fixed, true).is_err(), "auto without detectedLanguage");
    }
}
