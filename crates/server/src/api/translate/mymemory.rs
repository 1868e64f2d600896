//! Translation provider: MyMemory (`GET <upstream>/get?q=...&langpair=en|zh-CN`, no key; an
//! optional contact e-mail `de=` raises the daily quota). It takes at most 500 bytes per call, so
//! longer text goes line by line, piece by piece; it cannot detect the language, so "auto" is
//! guessed by the service ([`super::lang::detect`]). It reports errors as HTTP 200 with another
//! `responseStatus` (a number or a string), quota exhaustion as 429 or `quotaFinished`.

use serde::Deserialize;
use serde_json::Value;

use super::lang::{self, Lang};
use super::{TranslateProvider, Translation};
use crate::upstream::{self, UpstreamError, UpstreamFuture};

/// MyMemory's limit is 500 bytes of `q`; keep a margin.
const MAX_PIECE_BYTES: usize = 480;

#[derive(Debug)]
pub struct MyMemory {
    client: reqwest::Client,
    endpoint: String,
    email: Option<String>,
}

impl MyMemory {
    pub fn new(client: reqwest::Client, upstream: &str, email: Option<String>) -> Self {
        Self {
            client,
            endpoint: format!("{}/get", upstream.trim_end_matches('/')),
            email,
        }
    }

    fn code(lang: Lang) -> &'static str {
        match lang {
            Lang::Zh => "zh-CN",
            other => other.code(),
        }
    }

    async fn piece(&self, text: &str, pair: &str) -> Result<String, UpstreamError> {
        let mut query = vec![("q", text), ("langpair", pair)];
        if let Some(email) = &self.email {
            query.push(("de", email));
        }
        let body = upstream::get(&self.client, &self.endpoint, &query).await?;
        parse(&body)
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Answer {
    response_data: Option<Data>,
    response_status: Value,
    #[serde(default)]
    quota_finished: Option<bool>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Data {
    translated_text: String,
}

fn parse(body: &[u8]) -> Result<String, UpstreamError> {
    let answer: Answer = serde_json::from_slice(body)
        .map_err(|e| UpstreamError::Malformed(format!("not a MyMemory answer: {e}")))?;
    let status = match &answer.response_status {
        Value::Number(n) => n.as_u64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
    .ok_or_else(|| UpstreamError::Malformed("no responseStatus".into()))?;
    if status == 429 || answer.quota_finished == Some(true) {
        return Err(UpstreamError::Quota { retry_after: None });
    }
    if status != 200 {
        return Err(UpstreamError::Status {
            status: u16::try_from(status).unwrap_or(u16::MAX),
            retry_after: None,
        });
    }
    answer
        .response_data
        .map(|data| data.translated_text)
        .filter(|text| !text.trim().is_empty())
        .ok_or_else(|| UpstreamError::Malformed("no translatedText".into()))
}

impl TranslateProvider for MyMemory {
    fn name(&self) -> &'static str {
        "MyMemory"
    }

    fn detects(&self) -> bool {
        false
    }

    fn translate<'a>(
        &'a self,
        text: &'a str,
        source: Option<Lang>,
        target: Lang,
    ) -> UpstreamFuture<'a, Translation> {
        Box::pin(async move {
            // The service guesses "auto" before calling (`detects` is false).
            let source = source.unwrap_or(Lang::En);
            let pair = format!("{}|{}", Self::code(source), Self::code(target));
            let joiner = if target.unspaced() { "" } else { " " };
            let mut lines = Vec::new();
            for line in text.lines() {
                let mut done = Vec::new();
                // One call at a time: MyMemory's quota is per IP, and order matters.
                for piece in lang::pieces(line, MAX_PIECE_BYTES) {
                    done.push(self.piece(piece, &pair).await?);
                }
                lines.push(done.join(joiner));
            }
            Ok(Translation {
                text: lines.join("\n"),
                detected: None,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_and_errors_reported_with_status_200() {
        let ok = r#"{"responseData":{"translatedText":"你好","match":1},"quotaFinished":false,"responseDetails":"","responseStatus":200}"#;
        assert_eq!(parse(ok.as_bytes()).unwrap(), "你好");
        let quota = br#"{"responseData":{"translatedText":"MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS FOR TODAY."},"quotaFinished":true,"responseStatus":429}"#;
        assert_eq!(
            parse(quota),
            Err(UpstreamError::Quota { retry_after: None })
        );
        let bad_pair = br#"{"responseData":{"translatedText":"INVALID LANGUAGE PAIR"},"responseStatus":"403"}"#;
        assert!(matches!(
            parse(bad_pair),
            Err(UpstreamError::Status { status: 403, .. })
        ));
        for body in [&b"<html>"[..], b"{}", b"{\"responseStatus\":200}", b"[]"] {
            assert!(
                matches!(parse(body), Err(UpstreamError::Malformed(_))),
                "{body:?}"
            );
        }
    }
}
