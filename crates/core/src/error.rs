//! Stable error codes shared by every tool: the UI translates the code, never the Rust message.

/// An error a user can see. The code is stable and namespaced (`timestamp.invalid_format`);
/// the web side looks up `errors.<code>` in the tool's translations and interpolates `params`.
pub trait CodedError: std::error::Error {
    /// Stable, namespaced code, e.g. `uuid.quantity_out_of_range`.
    fn code(&self) -> &'static str;

    /// Values the translated message interpolates, e.g. `("max", "10000")`.
    fn params(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}
