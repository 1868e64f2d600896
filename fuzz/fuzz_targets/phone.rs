#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| toolbox_fuzz_targets::lookup::phone(data));
