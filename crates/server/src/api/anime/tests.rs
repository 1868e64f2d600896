use super::*;

const ANSWER: &str = r#"{"frameCount":5890247,"error":"","result":[
  {"anilist":{"id":21034,"idMal":31478,"title":{"native":"ご注文はうさぎですか？？",
   "romaji":"Gochuumon wa Usagi desu ka??","english":"Is the Order a Rabbit??"},
   "synonyms":[],"isAdult":false},"filename":"x.mp4","episode":1,"from":288.58,"to":289.75,
   "similarity":0.9757,"video":"https://media.trace.moe/video/21034/x.mp4?t=289&now=1&token=abc",
   "image":"https://media.trace.moe/image/21034/x.mp4.jpg?t=289&now=1&token=abc"},
  {"anilist":1,"filename":"y.mp4","episode":[1,2],"from":1,"to":2,"similarity":0.5,
   "video":"https://evil.example/v.mp4","image":"javascript:alert(1)"},
  {"anilist":{"id":2,"title":{"native":"映画"}},"filename":"z.mp4","episode":null,
   "from":0,"to":0,"similarity":0.88,"video":null,"image":null}]}"#;

#[test]
fn results_keep_titles_episodes_and_media_on_trace_moe_only() {
    let scenes = parse(ANSWER.as_bytes()).unwrap();
    assert_eq!(scenes.len(), 3);
    let first = &scenes[0];
    assert_eq!(
        first.title.native.as_deref(),
        Some("ご注文はうさぎですか？？")
    );
    assert_eq!(
        first.title.english.as_deref(),
        Some("Is the Order a Rabbit??")
    );
    assert_eq!(first.episode.as_deref(), Some("1"));
    assert_eq!(
        (first.from, first.to, first.similarity),
        (288.58, 289.75, 0.9757)
    );
    assert!(first.video.as_deref().unwrap().starts_with(MEDIA_ORIGIN));
    // A bare anilist id (no titles), an episode range, and media elsewhere (dropped).
    assert_eq!(scenes[1].title, Title::default());
    assert_eq!(scenes[1].episode.as_deref(), Some("1-2"));
    assert_eq!(
        (scenes[1].image.as_deref(), scenes[1].video.as_deref()),
        (None, None)
    );
    assert_eq!(scenes[2].episode, None);
    assert_eq!(scenes[2].title.romaji, None);
}

#[test]
fn unreadable_answers_are_malformed() {
    for body in [
        "{oops",
        r#"{"error":"Failed to process image"}"#,
        r#"{"result":[{"from":1,"to":2,"similarity":1.5}]}"#,
        r#"{"result":[{"from":-1,"to":2,"similarity":0.5}]}"#,
        r#"{"result":[{"from":"a","to":2,"similarity":0.5}]}"#,
    ] {
        assert!(
            matches!(parse(body.as_bytes()), Err(UpstreamError::Malformed(_))),
            "{body}"
        );
    }
    assert_eq!(parse(br#"{"error":"","result":[]}"#).unwrap(), vec![]);
}

#[test]
fn only_images_are_forwarded() {
    assert_eq!(sniff(b"\x89PNG\r\n\x1a\n...."), Some("image/png"));
    assert_eq!(sniff(b"\xff\xd8\xff\xe0...."), Some("image/jpeg"));
    assert_eq!(sniff(b"GIF89a...."), Some("image/gif"));
    assert_eq!(sniff(b"RIFF\x10\0\0\0WEBPVP8 ...."), Some("image/webp"));
    assert_eq!(sniff(b"%PDF-1.7"), None);
    assert_eq!(sniff(b"<html>"), None);
    assert_eq!(sniff(b""), None);
}

#[test]
fn the_csp_allows_exactly_the_media_host_for_images_and_video() {
    let csp = crate::security::CONTENT_SECURITY_POLICY;
    let origin = MEDIA_ORIGIN.trim_end_matches('/');
    for directive in ["img-src", "media-src"] {
        let line = csp
            .split(';')
            .map(str::trim)
            .find(|d| d.starts_with(directive))
            .unwrap_or_default();
        assert!(line.split(' ').any(|s| s == origin), "{directive}: {line}");
    }
    assert_eq!(csp.matches("https://").count(), 2, "{csp}");
}
