//! Replays every committed fuzz corpus (fuzz/corpus/<target>/) through its target, on stable
//! Rust, as part of `cargo test`: an input that once crashed (and was added there as a
//! regression) or any seed that starts to panic fails CI without nightly or libFuzzer.
//! `make fuzz` is the part that searches for new inputs.

use std::path::{Path, PathBuf};
use std::time::Instant;

use toolbox_fuzz_targets::TARGETS;

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz")
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .collect();
    out.sort();
    out
}

#[test]
fn every_target_is_wired_up_with_seeds() {
    let fuzz = fuzz_dir();
    let manifest = std::fs::read_to_string(fuzz.join("Cargo.toml")).expect("fuzz/Cargo.toml");
    for target in TARGETS {
        let name = target.name;
        assert!(
            fuzz.join(format!("fuzz_targets/{name}.rs")).is_file(),
            "fuzz/fuzz_targets/{name}.rs is missing"
        );
        assert!(
            manifest.contains(&format!("name = \"{name}\"")),
            "fuzz/Cargo.toml has no [[bin]] named {name}"
        );
        assert!(
            !files(&fuzz.join("corpus").join(name)).is_empty(),
            "fuzz/corpus/{name}/ has no seeds"
        );
    }
}

#[test]
fn committed_corpora_replay_without_panicking() {
    let fuzz = fuzz_dir();
    for target in TARGETS {
        let started = Instant::now();
        let inputs = files(&fuzz.join("corpus").join(target.name));
        for path in &inputs {
            let data = std::fs::read(path).expect("corpus file");
            // A panic here names the target and the file (the test harness prints the message).
            eprintln!("{}: {}", target.name, path.display());
            (target.run)(&data);
        }
        println!(
            "{:<18} {:>5} inputs  {:>6} ms",
            target.name,
            inputs.len(),
            started.elapsed().as_millis()
        );
    }
}
