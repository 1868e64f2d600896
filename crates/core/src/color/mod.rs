//! Colours: conversions between HEX, RGB, HSB (HSV), HSL and CMYK for the colour tool.

pub mod convert;
