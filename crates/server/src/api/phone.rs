//! `GET /api/phone?number=...`: where a mainland China number (mobile or landline) was issued, answered by the same
//! core function and embedded prefix table as the browser's wasm module (no upstream). The web
//! page never calls it (its lookups stay on the device); it is for other clients of the API.

use axum::Json;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use serde::Deserialize;
use toolbox_core::CodedError;
use toolbox_core::phone::{self, PhoneError};

use crate::error::AppError;
use crate::limit::ApiQuery;

#[derive(Debug, Deserialize)]
pub struct PhoneQuery {
    number: Option<String>,
}

/// The longest `number` parameter read (a typed number with spaces and +86 is ~20 characters).
const MAX_INPUT: usize = 64;

pub async fn get(ApiQuery(query): ApiQuery<PhoneQuery>) -> Result<impl IntoResponse, AppError> {
    let number = query.number.unwrap_or_default();
    if number.len() > MAX_INPUT {
        return Err(AppError::bad_request("phone.wrong_length"));
    }
    let info = phone::lookup(&number).map_err(|e| {
        let status = match e {
            PhoneError::Unallocated { .. } | PhoneError::UnknownAreaCode { .. } => {
                StatusCode::NOT_FOUND
            }
            PhoneError::CorruptData => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::BAD_REQUEST,
        };
        AppError::new(status, e.code())
    })?;
    // The table changes only with a new server build: an answer may be kept for a day.
    Ok((
        [(header::CACHE_CONTROL, "public, max-age=86400")],
        Json(info),
    ))
}
