//! The QR templates: Wi-Fi network (the `WIFI:` format phone cameras join from) and contact
//! card (vCard 3.0, UTF-8). Each builds the text that goes into the QR code.

use super::generate::CodeError;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum WifiSecurity {
    /// WPA, WPA2 or WPA3 personal.
    Wpa,
    Wep,
    /// An open network.
    None,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct WifiOptions {
    pub ssid: String,
    pub password: String,
    pub security: WifiSecurity,
    pub hidden: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ContactOptions {
    pub name: String,
    pub phone: String,
    pub email: String,
    pub organization: String,
    pub title: String,
    pub address: String,
    pub url: String,
    pub note: String,
}

/// `WIFI:T:WPA;S:<ssid>;P:<password>;H:true;;` with `\ ; , : "` escaped.
pub fn wifi_text(options: &WifiOptions) -> Result<String, CodeError> {
    if options.ssid.is_empty() {
        return Err(CodeError::WifiNoSsid);
    }
    let security = match options.security {
        WifiSecurity::Wpa => "WPA",
        WifiSecurity::Wep => "WEP",
        WifiSecurity::None => "nopass",
    };
    let mut out = format!("WIFI:T:{security};S:{};", wifi_escape(&options.ssid));
    if options.security != WifiSecurity::None {
        if options.password.is_empty() {
            return Err(CodeError::WifiNoPassword);
        }
        out.push_str(&format!("P:{};", wifi_escape(&options.password)));
    }
    if options.hidden {
        out.push_str("H:true;");
    }
    out.push(';');
    Ok(out)
}

fn wifi_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | ';' | ',' | ':' | '"') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A vCard 3.0 (RFC 2426) with the fields that are filled in; lines end in CRLF.
pub fn contact_text(options: &ContactOptions) -> Result<String, CodeError> {
    let o = options;
    let fields = [
        &o.name,
        &o.phone,
        &o.email,
        &o.organization,
        &o.title,
        &o.address,
        &o.url,
        &o.note,
    ];
    if fields.iter().all(|f| f.trim().is_empty()) {
        return Err(CodeError::ContactEmpty);
    }
    let mut lines = vec!["BEGIN:VCARD".to_owned(), "VERSION:3.0".to_owned()];
    let name = vcard_escape(o.name.trim());
    // N is required by vCard 3.0; the whole name goes in the family-name part, so that
    // "张三" and "Ada Lovelace" both show as typed.
    lines.push(format!("N:{name};;;;"));
    lines.push(format!("FN:{name}"));
    let optional = [
        ("ORG", &o.organization, ""),
        ("TITLE", &o.title, ""),
        ("TEL;TYPE=CELL", &o.phone, ""),
        ("EMAIL", &o.email, ""),
        // ADR parts: post box; extended; street; locality; region; code; country.
        ("ADR", &o.address, ";;"),
        ("URL", &o.url, ""),
        ("NOTE", &o.note, ""),
    ];
    for (property, value, prefix) in optional {
        let value = value.trim();
        if !value.is_empty() {
            let suffix = if property == "ADR" { ";;;;" } else { "" };
            lines.push(format!(
                "{property}:{prefix}{}{suffix}",
                vcard_escape(value)
            ));
        }
    }
    lines.push("END:VCARD".to_owned());
    Ok(lines.join("\r\n"))
}

fn vcard_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\r' => {
                if chars.peek() == Some(&'\n') {
                    chars.next();
                }
                out.push_str("\\n");
            }
            '\n' => out.push_str("\\n"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::CodedError;
    use proptest::prelude::*;

    fn wifi(ssid: &str, password: &str, security: WifiSecurity, hidden: bool) -> WifiOptions {
        WifiOptions {
            ssid: ssid.into(),
            password: password.into(),
            security,
            hidden,
        }
    }

    #[test]
    fn wifi_networks() {
        assert_eq!(
            wifi_text(&wifi("Home", "secret123", WifiSecurity::Wpa, false)).unwrap(),
            "WIFI:T:WPA;S:Home;P:secret123;;"
        );
        assert_eq!(
            wifi_text(&wifi("咖啡馆 5G", "", WifiSecurity::None, true)).unwrap(),
            "WIFI:T:nopass;S:咖啡馆 5G;H:true;;"
        );
        assert_eq!(
            wifi_text(&wifi(r#"a;b,c:d"e\f"#, "p;w", WifiSecurity::Wep, false)).unwrap(),
            r#"WIFI:T:WEP;S:a\;b\,c\:d\"e\\f;P:p\;w;;"#
        );
        assert_eq!(
            wifi_text(&wifi("", "x", WifiSecurity::Wpa, false))
                .unwrap_err()
                .code(),
            "code.wifi_no_ssid"
        );
        assert_eq!(
            wifi_text(&wifi("Home", "", WifiSecurity::Wpa, false))
                .unwrap_err()
                .code(),
            "code.wifi_no_password"
        );
    }

    #[test]
    fn contact_cards() {
        let card = contact_text(&ContactOptions {
            name: "张三".into(),
            phone: "+86 138 0013 8000".into(),
            email: "zhang@example.com".into(),
            organization: "随手, Inc.".into(),
            address: "北京市朝阳区; 1号".into(),
            note: "line 1\nline 2".into(),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(
            card,
            "BEGIN:VCARD\r\nVERSION:3.0\r\nN:张三;;;;\r\nFN:张三\r\nORG:随手\\, Inc.\r\n\
             TEL;TYPE=CELL:+86 138 0013 8000\r\nEMAIL:zhang@example.com\r\n\
             ADR:;;北京市朝阳区\\; 1号;;;;\r\nNOTE:line 1\\nline 2\r\nEND:VCARD"
        );
        assert_eq!(
            contact_text(&ContactOptions::default()).unwrap_err().code(),
            "code.contact_empty"
        );
    }

    proptest! {
        #[test]
        fn escaped_fields_never_leak_separators(ssid in "\\PC{1,30}", password in "\\PC{1,30}") {
            let text = wifi_text(&wifi(&ssid, &password, WifiSecurity::Wpa, false)).unwrap();
            // Every ';' inside the fields is escaped: unescaped ones are exactly the 3 separators
            // plus the final one.
            let mut unescaped = 0;
            let mut escaped = false;
            for c in text.chars() {
                if escaped { escaped = false; continue; }
                if c == '\\' { escaped = true; continue; }
                if c == ';' { unescaped += 1; }
            }
            prop_assert_eq!(unescaped, 4);
        }

        #[test]
        fn contact_lines_stay_lines(note in "[\\PC\\r\\n]{0,60}", name in "[^\\r\\n]{1,20}") {
            let card = contact_text(&ContactOptions { name, note, ..Default::default() }).unwrap();
            for line in card.split("\r\n") {
                prop_assert!(!line.contains('\n') && !line.contains('\r'));
            }
        }
    }
}
