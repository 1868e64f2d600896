//! Context rules for polyphonic characters that stand alone as words, where the lexicon
//! cannot decide: the particles 了 着 得 地, and common characters whose reading follows
//! from their grammatical role (measure word after a numeral, complement after a verb, verb
//! before an object, adjective after a degree adverb). Each rule is a general grammatical
//! pattern, not a list of sentences.

use super::Seg;
use super::dict::{Dict, Pos, Syl};

/// Neighbour of a word: its text and part of speech, or a number written in digits.
#[derive(Clone, Copy)]
struct Ctx<'a> {
    text: &'a str,
    pos: Option<Pos>,
    numeral: bool,
    chars: usize,
}

impl Ctx<'_> {
    fn is(&self, options: &[&str]) -> bool {
        options.contains(&self.text)
    }
    fn pos_in(&self, options: &[Pos]) -> bool {
        self.pos.is_some_and(|p| options.contains(&p))
    }
    /// 慢慢, 高高兴兴, 静悄悄: reduplicated forms are adverbial before 地.
    fn reduplicated(&self) -> bool {
        let c: Vec<char> = self.text.chars().collect();
        match c.len() {
            2 => c[0] == c[1],
            3 => c[1] == c[2],
            4 => c[0] == c[1] && c[2] == c[3],
            _ => false,
        }
    }
}

/// 一二三四五六七八九十百千万亿零〇两几半数 (a `match`: this runs for every word's neighbours).
fn is_numeral_char(c: char) -> bool {
    matches!(
        c,
        '一' | '二'
            | '三'
            | '四'
            | '五'
            | '六'
            | '七'
            | '八'
            | '九'
            | '十'
            | '百'
            | '千'
            | '万'
            | '亿'
            | '零'
            | '〇'
            | '两'
            | '几'
            | '半'
            | '数'
    )
}
const DEMONSTRATIVES: &[&str] = &[
    "这", "那", "哪", "每", "各", "某", "此", "该", "首", "几", "多",
];
const DEGREE: &[&str] = &[
    "很",
    "太",
    "真",
    "最",
    "更",
    "挺",
    "非常",
    "比较",
    "特别",
    "十分",
    "相当",
    "越",
    "越来越",
    "有点",
    "有些",
    "多么",
    "这么",
    "那么",
    "极",
    "极其",
    "蛮",
    "超",
    "够",
    "较",
    "格外",
    "过于",
    "稍",
    "略",
    "好",
    "不太",
    "太过",
    "更加",
    "如此",
];
/// Auxiliaries and 是: verbs after which 为 still means "for" (要为人民服务).
const AUXILIARIES: &[&str] = &[
    "是", "要", "会", "能", "想", "应", "该", "愿", "肯", "敢", "得", "可", "将", "来", "去", "在",
    "有", "都", "也", "就", "还", "又", "再", "只", "正", "先", "让", "请", "使", "不",
];
/// Aspect markers: only verbs take them.
const ASPECT: &[&str] = &["了", "着", "过", "得"];
/// Pronouns that can be the object of a verb (还你, 还他们); 这样, 那么 cannot.
const PERSONAL_PRONOUNS: &[&str] = &[
    "我", "你", "您", "他", "她", "它", "我们", "你们", "他们", "她们", "它们", "人家", "大家",
];

fn ctx<'a>(segs: &'a [Seg<'a>], i: usize, offset: isize) -> Option<Ctx<'a>> {
    let j = i.checked_add_signed(offset)?;
    let seg = segs.get(j)?;
    if seg.han {
        let numeral = seg.text.chars().all(is_numeral_char)
            || seg.word.is_some_and(|w| w.pos == Pos::Numeral);
        return Some(Ctx {
            text: seg.text,
            pos: seg.word.map(|w| w.pos),
            numeral,
            chars: seg.chars,
        });
    }
    // Digits right before a measure word ("3只", "５行") count as a numeral.
    let last = if offset < 0 {
        seg.text.chars().last()
    } else {
        seg.text.chars().next()
    }?;
    (last.is_ascii_digit() || ('０'..='９').contains(&last)).then_some(Ctx {
        text: "",
        pos: Some(Pos::Numeral),
        numeral: true,
        chars: 1,
    })
}

/// Applies the rules to every single-character word of a line.
pub fn apply(dict: &Dict, segs: &[Seg], syls: &mut [Syl]) {
    for (i, seg) in segs.iter().enumerate() {
        if !seg.han {
            continue;
        }
        let next = || ctx(segs, i, 1);
        // A numeral + 行 word (一行, 三行) before a noun other than 人 counts lines or rows;
        // after a demonstrative (这一行, 那两行) it is a line, or a line of work.
        if let Some(head) = seg.text.strip_suffix('行')
            && !head.is_empty()
            && head.chars().all(is_numeral_char)
            && !next().is_some_and(|n| n.text.starts_with('人'))
            && (next().is_some_and(|n| n.pos_in(&[Pos::Noun]))
                || ctx(segs, i, -1).is_some_and(|p| p.is(&["这", "那", "哪", "每"])))
        {
            let last = seg.first + head.chars().count();
            set(dict, '行', "hang2", syls, last);
            continue;
        }
        let mut chars = seg.text.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            continue;
        };
        // Every rule below picks one of the character's readings: one reading, nothing to pick.
        if let [only] = dict.readings(c)
            && syls.get(seg.first) == Some(only)
        {
            continue;
        }
        let next = next();
        let prev = ctx(segs, i, -1);
        let prev2 = ctx(segs, i, -2).filter(|_| prev.is_some());
        if let Some(reading) = surname_in_context(dict, c, seg, prev, next)
            .or_else(|| surname_before_given_name(dict, c, seg, prev, segs, i))
        {
            set(dict, c, reading, syls, seg.first);
            continue;
        }
        let Some(reading) = choose(c, prev, prev2, next, segs, i) else {
            continue;
        };
        set(dict, c, reading, syls, seg.first);
    }
}

/// Sets syllable `at` to `reading` if that is one of the readings of `c`.
fn set(dict: &Dict, c: char, reading: &str, syls: &mut [Syl], at: usize) {
    if let Some(&id) = dict
        .readings(c)
        .iter()
        .find(|&&id| dict.syllable(id) == reading)
        && let Some(slot) = syls.get_mut(at)
    {
        *slot = id;
    }
}

fn is_verbal(c: Option<Ctx>) -> bool {
    c.is_some_and(|c| c.pos_in(&[Pos::Verb, Pos::Adjective]))
}

fn degree(c: Option<Ctx>) -> bool {
    c.is_some_and(|c| c.is(DEGREE))
}

fn numeral_or_demonstrative(c: Option<Ctx>) -> bool {
    c.is_some_and(|c| c.numeral || c.is(DEMONSTRATIVES))
}

/// Whether `text` occurs among the `span` words before (negative) or after word `i`, within
/// the same clause.
fn near(segs: &[Seg], i: usize, span: isize, text: &str) -> bool {
    let range: Vec<usize> = if span < 0 {
        (i.saturating_sub(span.unsigned_abs())..i).rev().collect()
    } else {
        (i + 1..(i + 1 + span as usize).min(segs.len())).collect()
    };
    for j in range {
        let Some(seg) = segs.get(j) else { break };
        if !seg.han {
            return false;
        }
        if seg.text == text {
            return true;
        }
    }
    false
}

/// Words that follow a surname: titles and forms of address (缪先生, 单老师, 区总).
const TITLES: &[&str] = &[
    "先生", "女士", "小姐", "老师", "教授", "医生", "大夫", "同学", "同志", "师傅", "博士", "律师",
    "经理", "主任", "书记", "局长", "院长", "校长", "总",
];

/// A character standing alone after 姓, or before a title, is a surname and takes the
/// surname's reading (pinyin-pro's surname table, then the 现代汉语词典's for the few it lacks). Before a title only if the character is not a function word there (那先生 is
/// "that gentleman", 要老师来 "ask the teacher to come").
fn surname_in_context(
    dict: &Dict,
    c: char,
    seg: &Seg,
    prev: Option<Ctx>,
    next: Option<Ctx>,
) -> Option<&'static str> {
    let after_xing = prev.is_some_and(|p| p.is(&["姓", "姓氏"]));
    let function_word = || {
        seg.word.is_some_and(|w| {
            matches!(
                w.pos,
                Pos::Numeral | Pos::Measure | Pos::Particle | Pos::Preposition | Pos::Conjunction
            )
        }) || DEMONSTRATIVES.contains(&seg.text)
            || AUXILIARIES.contains(&seg.text)
    };
    let before_title = next.is_some_and(|n| n.is(TITLES)) && !function_word();
    if !after_xing && !before_title {
        return None;
    }
    dict.surname(c).or(match c {
        '种' => Some("chong2"),
        '秘' => Some("bi4"),
        '长' => Some("chang2"),
        '重' => Some("chong2"),
        '令' => Some("ling2"),
        _ => None,
    })
}

/// Parts of speech a surname character never has when it starts a name: a function word
/// (那 nà, 曾 céng, 都 dōu, 能 néng) is read as one.
const NOT_A_SURNAME: &[Pos] = &[
    Pos::Pronoun,
    Pos::Adverb,
    Pos::Preposition,
    Pos::Conjunction,
    Pos::Particle,
    Pos::Numeral,
    Pos::Measure,
    Pos::Locative,
    Pos::Time,
];

/// A name the lexicon does not know (朴槿惠, 区志航, 仇英) falls apart into single characters:
/// a surname character, then a given name of one or two characters that are no words of two
/// or more characters either, then the end of the clause or a longer word; a one-character
/// given name only after a noun it stands in apposition to (画家仇英). A surname whose
/// character is also a verb (解, 查, 盖: 查水表, 盖新楼) needs a given name of two characters
/// and no subject before it that the verb could belong to (a pronoun, an adverb, an
/// auxiliary); a character that is mostly a function word (那, 曾, 都) is left alone.
fn surname_before_given_name(
    dict: &Dict,
    c: char,
    seg: &Seg,
    prev: Option<Ctx>,
    segs: &[Seg],
    i: usize,
) -> Option<&'static str> {
    let own = seg.word.map(|w| w.pos);
    if own.is_some_and(|p| NOT_A_SURNAME.contains(&p)) {
        return None;
    }
    // A character typical of given names counts whatever its part of speech as a word (建 is
    // a verb, 霁 too: 查建英, 单霁翔).
    let single_content = |j: usize| {
        segs.get(j).is_some_and(|s| {
            let mut chars = s.text.chars();
            let (Some(ch), None) = (chars.next(), chars.next()) else {
                return false;
            };
            s.han
                && (!s.word.is_some_and(|w| {
                    NOT_A_SURNAME.contains(&w.pos) || matches!(w.pos, Pos::Verb | Pos::Interjection)
                }) || dict.given_name_char(ch))
        })
    };
    // Only for the few characters with a surname reading of their own (a scan of 35).
    let reading = dict.surname(c)?;
    let given = (1..=2).take_while(|&k| single_content(i + k)).count();
    if given == 0 {
        return None;
    }
    // What follows the given name: nothing, other text, or a word that is not a third
    // single content character (三 single characters in a row are more likely a phrase).
    if single_content(i + given + 1) {
        return None;
    }
    // A one-character given name only in apposition (画家仇英): 单手 is "one hand".
    if given == 1 && !prev.is_some_and(|p| p.chars > 1 && p.pos_in(&[Pos::Noun])) {
        return None;
    }
    // The cheap tests first: most single characters are not followed by a given name.
    if DEMONSTRATIVES.contains(&seg.text) || AUXILIARIES.contains(&seg.text) {
        return None;
    }
    let verb = own == Some(Pos::Verb);
    if verb {
        let subject = prev.is_some_and(|p| {
            p.pos_in(&[Pos::Pronoun, Pos::Adverb, Pos::Verb, Pos::Time]) || p.is(AUXILIARIES)
        });
        if given < 2 || subject {
            return None;
        }
    }
    Some(reading)
}

fn choose(
    c: char,
    prev: Option<Ctx>,
    prev2: Option<Ctx>,
    next: Option<Ctx>,
    segs: &[Seg],
    i: usize,
) -> Option<&'static str> {
    let next_is = |options: &[&str]| next.is_some_and(|n| n.is(options));
    let prev_is = |options: &[&str]| prev.is_some_and(|p| p.is(options));
    let next_pos = |options: &[Pos]| next.is_some_and(|n| n.pos_in(options));
    let prev_pos = |options: &[Pos]| prev.is_some_and(|p| p.pos_in(options));
    Some(match c {
        // V得了 / V不了: "can (not) manage" → liǎo; otherwise the aspect particle.
        '了' => {
            if prev_is(&["得", "不"]) && is_verbal(prev2) {
                "liao3"
            } else {
                "le5"
            }
        }
        // V得着 / V不着 (reach, manage) → zháo; otherwise the durative particle.
        '着' => {
            if prev_is(&["得", "不"]) && prev2.is_some() {
                "zhao2"
            } else {
                "zhe5"
            }
        }
        // 得 before a degree adverb links a complement (唱得非常好); after a subject or an
        // adverb it is "get" before an object or 了 (他得了第一) and the modal "must" before
        // a predicate (我们得赶快走); after any other word it links a complement (跑得快).
        '得' => {
            let nominal_or_adverb = prev.is_none()
                || prev_pos(&[Pos::Pronoun, Pos::Noun, Pos::Time, Pos::Adverb])
                || prev_is(&["就", "还", "也", "都", "总", "必", "非", "只"]);
            if next.is_some_and(|n| n.is(DEGREE) || n.is(&["不", "多", "要命", "很"]))
                && !nominal_or_adverb
            {
                "de5"
            } else if nominal_or_adverb {
                if next.is_none()
                    || next_is(&["了", "过"])
                    || next.is_some_and(|n| n.numeral && !n.is(&["多", "几", "数"]))
                    || next_pos(&[Pos::Measure, Pos::Noun])
                {
                    "de2"
                } else {
                    "dei3"
                }
            } else if next.is_some() {
                "de5"
            } else {
                "de2"
            }
        }
        // Adverbial 地: after an adjective or adverb, or any word of two or more characters that
        // is not nominal (高兴地, 不停地, 兴高采烈地), before a predicate.
        '地' => {
            let adverbial = prev.is_some_and(|p| {
                if p.chars == 1 {
                    p.pos_in(&[Pos::Adjective, Pos::Adverb])
                } else {
                    p.reduplicated()
                        || !p.pos_in(&[
                            Pos::Noun,
                            Pos::Pronoun,
                            Pos::Locative,
                            Pos::Time,
                            Pos::Numeral,
                            Pos::Measure,
                        ])
                }
            });
            let before_predicate = next.is_some_and(|n| !n.pos_in(&[Pos::Locative, Pos::Particle]));
            // An elliptical answer ends on the adverbial (慢慢地。轻轻地): after a reduplicated
            // form or an adverb/adjective of two or more characters, 地 at a clause's end
            // is still the particle; 种地, 这块地 end on a single-character word.
            let clause_end_adverbial = next.is_none()
                && prev.is_some_and(|p| {
                    p.chars > 1 && (p.reduplicated() || p.pos_in(&[Pos::Adjective, Pos::Adverb]))
                });
            if adverbial && (before_predicate || clause_end_adverbial) {
                "de5"
            } else {
                "di4"
            }
        }
        '的' => "de5",
        // 还 + object after a verb of intent or a subject → give back (huán).
        '还' => {
            // The adverb hái always precedes a predicate: at the end of a clause 还 is the verb,
            // and so it is right before a noun or a personal pronoun, its object (还书, 还钱,
            // 还是还钱, 还你); 还 + 这样/那么 (demonstrative pronouns) stays the adverb.
            if next_is(&["给"])
                || (next.is_none() && prev.is_some_and(|p| p.chars >= 1) && !prev_is(&["也", "都"]))
                || next_pos(&[Pos::Noun])
                || next_is(PERSONAL_PRONOUNS)
                || (next_pos(&[Pos::Numeral, Pos::Measure])
                    && prev_is(&[
                        "要", "去", "来", "没", "先", "得", "想", "会", "能", "该", "借", "快",
                        "请", "按时", "及时", "不",
                    ]))
            {
                "huan2"
            } else {
                "hai2"
            }
        }
        // Measure word for lines and rows after a numeral.
        '行' => {
            if prev.is_some_and(|p| p.numeral || p.is(&["每", "几", "首", "末", "多"]))
                || (prev_is(&["这", "那", "哪", "本", "同"])
                    && (next_pos(&[Pos::Noun])
                        || next.is_some_and(|n| n.is(&["干", "做", "业", "里", "的"]))))
            {
                "hang2"
            } else {
                "xing2"
            }
        }
        // 长: long after a degree adverb, grow before a result or aspect marker.
        '长' => {
            if degree(prev) || prev_is(&["变", "拉", "延", "不", "多", "那么", "这么"]) {
                "chang2"
            } else if next_is(&[
                "了", "着", "出", "满", "成", "大", "高", "得", "在", "起", "个",
            ]) {
                "zhang3"
            } else {
                "chang2"
            }
        }
        // 重 + single-syllable verb: "again" (重写, 重做); otherwise heavy, important.
        '重' => {
            if degree(prev) || prev_is(&["不", "多", "有", "很", "太"]) {
                "zhong4"
            } else if next.is_some_and(|n| {
                n.chars == 1
                    && n.pos_in(&[Pos::Verb])
                    && !n.is(&["达", "于", "在", "是", "有", "要", "视", "用", "到"])
            }) {
                "chong2"
            } else {
                "zhong4"
            }
        }
        // Measure word for animals and one of a pair after a numeral or demonstrative.
        '只' => {
            let measure = numeral_or_demonstrative(prev)
                && !next.is_some_and(|n| {
                    n.pos_in(&[Pos::Verb, Pos::Adverb, Pos::Preposition])
                        || n.is(&[
                            "是", "有", "要", "能", "会", "好", "需", "不", "得", "可", "剩",
                        ])
                });
            if measure { "zhi1" } else { "zhi3" }
        }
        // 为 after a single-syllable verb (改为, 称为), in 以…为… and 为…所… means "be, as".
        '为' => {
            // Verbs of naming and turning take 为 "as, into" (选为, 评为, 视为, 改为).
            let after_verb = prev.is_some_and(|p| {
                (p.pos_in(&[Pos::Verb]) && !p.is(AUXILIARIES))
                    || p.is(&[
                        "选", "评", "称", "视", "任", "立", "聘", "封", "推", "改", "变", "化",
                        "分", "译", "定", "列", "尊", "誉", "奉", "拜",
                    ])
            });
            // 为 + pronoun is "for someone" (为我们提供), whatever precedes it.
            let for_someone = next_pos(&[Pos::Pronoun]);
            if near(segs, i, -6, "以") || near(segs, i, 6, "所") || (after_verb && !for_someone) {
                "wei2"
            } else {
                "wei4"
            }
        }
        // As a word of its own, 教 is the verb "teach".
        '教' => "jiao1",
        // 数 before a numeral: "several" (数十); as a word of its own, the verb "count".
        '数' => {
            // …except before an ordinal: 数第一 (ranks first).
            if next.is_some_and(|n| n.text.starts_with('第')) {
                "shu3"
            } else if next.is_some_and(|n| n.numeral) || prev_is(&["的", "有", "个", "之"]) {
                "shu4"
            } else {
                "shu3"
            }
        }
        // 调 with a direction: transfer (调到, 调走); otherwise adjust (调一下).
        '调' => {
            if next_is(&[
                "到", "往", "去", "来", "走", "离", "出", "入", "进", "回", "动", "任",
            ]) {
                "diao4"
            } else {
                "tiao2"
            }
        }
        '乐' => "le4",
        '便' => "bian4",
        // The verb "measure" unless it follows 的 or a measure word (the amount).
        '量' => {
            if prev_is(&["的", "个", "总", "之", "用", "大", "少"]) || prev_pos(&[Pos::Measure])
            {
                "liang4"
            } else {
                "liang2"
            }
        }
        '相' => {
            if prev_is(&["个", "了", "的", "照", "真", "丞", "首"]) {
                "xiang4"
            } else {
                "xiang1"
            }
        }
        // Measure word "kind" after a numeral or demonstrative; the verb "plant" before a noun.
        '种' => {
            if next_is(ASPECT) {
                "zhong4"
            } else if numeral_or_demonstrative(prev)
                || prev_is(&["各", "某", "同", "别", "何", "此"])
            {
                "zhong3"
            } else if next_pos(&[Pos::Noun])
                || prev_is(&["去", "来", "要", "会", "在", "不", "没"])
                // A measure word follows a numeral or a demonstrative, never a personal
                // pronoun: 他种的 is "what he planted".
                || prev_pos(&[Pos::Pronoun])
            {
                "zhong4"
            } else {
                "zhong3"
            }
        }
        '处' => {
            if next_is(&["于", "在", "理", "置", "以", "事"]) || next_is(ASPECT) {
                "chu3"
            } else {
                "chu4"
            }
        }
        '觉' => {
            if prev.is_some_and(|p| p.numeral) || prev_is(&["个", "午", "睡", "好"]) {
                "jiao4"
            } else {
                "jue2"
            }
        }
        // 应 + verb is the modal "should" (yīng).
        '应' => {
            if next_pos(&[Pos::Verb, Pos::Adverb]) || next_is(&["当", "该"]) {
                "ying1"
            } else {
                "ying4"
            }
        }
        // 倒 "fall" takes no object: before an object or a complement of direction it is
        // "pour, reverse" (dào), and before a predicate the adverb "on the contrary" (dào).
        '倒' => {
            let object = next.is_some_and(|n| n.numeral || n.pos_in(&[Pos::Noun]))
                || next_is(&["进", "出", "入", "掉", "满", "回", "退", "过来", "过去"]);
            let adverb = next_is(&[
                "是", "也", "不", "很", "挺", "还", "要", "有", "会", "像", "真", "好", "车", "数",
                "水", "茶", "酒", "垃圾",
            ]);
            if object || adverb { "dao4" } else { "dao3" }
        }
        // 冲 toward someone (冲他笑) is chòng.
        '冲' => {
            if degree(prev)
                || next_is(&[
                    "着", "我", "你", "他", "她", "它", "我们", "你们", "他们", "她们", "人",
                ])
            {
                "chong4"
            } else {
                "chong1"
            }
        }
        // 干: dry after a degree adverb or a noun before 了; otherwise the verb "do".
        '干' => {
            if degree(prev)
                || (next_is(&["了"]) && prev_pos(&[Pos::Noun]))
                || next.is_none() && prev_pos(&[Pos::Noun])
            {
                "gan1"
            } else {
                "gan4"
            }
        }
        // 盛 before food or a container's content: ladle (盛饭).
        '盛' => {
            if next_is(&["了", "饭", "汤", "水", "粥", "菜", "满", "不下", "得下"]) {
                "cheng2"
            } else {
                "sheng4"
            }
        }
        // 中 "hit, win" (zhòng) takes aspect markers and follows verbs of aiming.
        '中' => {
            let verb = next_is(&["了", "过"]) && prev.is_some();
            let after_aim = prev.is_some_and(|p| {
                p.chars == 1
                    && p.is(&[
                        "打", "射", "击", "命", "猜", "看", "选", "考", "说", "被", "正", "切",
                    ])
            });
            if verb || after_aim {
                "zhong4"
            } else {
                "zhong1"
            }
        }
        '朝' => "chao2",
        '没' => "mei2",
        '都' => "dou1",
        '和' => "he2",
        '发' => "fa1",
        '大' => "da4",
        '好' => {
            if prev.is_some_and(|p| p.is(&["爱", "喜", "所"])) {
                "hao4"
            } else {
                "hao3"
            }
        }
        '要' => "yao4",
        '会' => "hui4",
        '少' => {
            if next_is(&["年", "女", "爷", "妇"]) {
                "shao4"
            } else {
                "shao3"
            }
        }
        '差' => "cha4",
        '看' => "kan4",
        '当' => "dang1",
        '分' => "fen1",
        '几' => "ji3",
        // 转 "revolve" is intransitive: before 了/着, a count of turns, or at a clause's end.
        '转' => {
            if next.is_none() || next_is(&["圈", "来", "去", "动", "悠", "了", "着", "个", "一圈"])
            {
                "zhuan4"
            } else {
                "zhuan3"
            }
        }
        '弹' => "tan2",
        '累' => "lei4",
        '给' => "gei3",
        '更' => "geng4",
        '将' => "jiang1",
        '与' => "yu3",
        // 假 "leave, holiday" after a length of time or the verbs of taking leave.
        '假' => {
            // (两天假: the length may come as one numeral word ending in its unit.)
            if prev.is_some_and(|p| {
                p.pos_in(&[Pos::Measure, Pos::Time])
                    || p.is(&[
                        "天", "周", "月", "年", "请", "放", "休", "度", "销", "病", "事", "婚",
                    ])
                    || (p.numeral && ["天", "周", "月", "年"].iter().any(|u| p.text.ends_with(u)))
            }) {
                "jia4"
            } else {
                "jia3"
            }
        }
        '间' => "jian1",
        '难' => "nan2",
        '正' => "zheng4",
        '上' => "shang4",
        '曲' => "qu3",
        // Measure word for nights after a numeral: 一宿, 整宿.
        '宿' => {
            if prev.is_some_and(|p| p.numeral || p.is(&["整", "半"])) {
                "xiu3"
            } else {
                "su4"
            }
        }
        // Verb-or-noun characters: the verb reading before an aspect marker, the noun or
        // measure reading after a numeral.
        '铺' | '卷' | '扇' | '钻' | '缝' | '磨' | '担' | '空' => {
            let (verb, noun) = match c {
                '铺' => ("pu1", "pu4"),
                '卷' => ("juan3", "juan4"),
                '扇' => ("shan1", "shan4"),
                '钻' => ("zuan1", "zuan4"),
                '缝' => ("feng2", "feng4"),
                '磨' => ("mo2", "mo4"),
                '担' => ("dan1", "dan4"),
                _ => ("kong4", "kong1"),
            };
            if next_is(ASPECT) || next_is(&["起", "起来", "上", "成", "出"]) {
                verb
            } else if prev.is_some_and(|p| p.numeral) || c == '空' {
                noun
            } else {
                return None;
            }
        }
        '背' => {
            if next_is(&["着", "包", "书包", "起", "上", "孩子", "人"]) {
                "bei1"
            } else {
                "bei4"
            }
        }
        _ => return None,
    })
}
