#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| toolbox_fuzz_targets::lookup::weather_city(data));
