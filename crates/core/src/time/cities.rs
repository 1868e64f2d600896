//! Cities people search for, with their IANA time zone, in English and Simplified Chinese.
//!
//! The IANA database names a zone after one city (`Asia/Shanghai`), so a user looking for
//! "Beijing", "北京" or "Los Angeles" would not find it by the zone's name; this table answers
//! them. Several cities can share a zone. Zones not listed here are still found by their IANA name.

/// One searchable city.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct City {
    pub zone: &'static str,
    pub city_en: &'static str,
    pub city_zh: &'static str,
    pub country_en: &'static str,
    pub country_zh: &'static str,
}

const fn c(
    zone: &'static str,
    city_en: &'static str,
    city_zh: &'static str,
    country_en: &'static str,
    country_zh: &'static str,
) -> City {
    City {
        zone,
        city_en,
        city_zh,
        country_en,
        country_zh,
    }
}

/// The table, roughly by region. The first city of a zone is the one shown for it.
pub const CITIES: &[City] = &[
    // East Asia
    c("Asia/Shanghai", "Beijing", "北京", "China", "中国"),
    c("Asia/Shanghai", "Shanghai", "上海", "China", "中国"),
    c("Asia/Shanghai", "Guangzhou", "广州", "China", "中国"),
    c("Asia/Shanghai", "Shenzhen", "深圳", "China", "中国"),
    c("Asia/Shanghai", "Chengdu", "成都", "China", "中国"),
    c("Asia/Urumqi", "Urumqi", "乌鲁木齐", "China", "中国"),
    c("Asia/Hong_Kong", "Hong Kong", "香港", "China", "中国"),
    c("Asia/Macau", "Macau", "澳门", "China", "中国"),
    c("Asia/Taipei", "Taipei", "台北", "China", "中国"),
    c("Asia/Tokyo", "Tokyo", "东京", "Japan", "日本"),
    c("Asia/Tokyo", "Osaka", "大阪", "Japan", "日本"),
    c("Asia/Seoul", "Seoul", "首尔", "South Korea", "韩国"),
    c("Asia/Pyongyang", "Pyongyang", "平壤", "North Korea", "朝鲜"),
    c(
        "Asia/Ulaanbaatar",
        "Ulaanbaatar",
        "乌兰巴托",
        "Mongolia",
        "蒙古",
    ),
    // South-east Asia
    c(
        "Asia/Singapore",
        "Singapore",
        "新加坡",
        "Singapore",
        "新加坡",
    ),
    c(
        "Asia/Kuala_Lumpur",
        "Kuala Lumpur",
        "吉隆坡",
        "Malaysia",
        "马来西亚",
    ),
    c("Asia/Bangkok", "Bangkok", "曼谷", "Thailand", "泰国"),
    c(
        "Asia/Ho_Chi_Minh",
        "Ho Chi Minh City",
        "胡志明市",
        "Vietnam",
        "越南",
    ),
    c("Asia/Ho_Chi_Minh", "Hanoi", "河内", "Vietnam", "越南"),
    c(
        "Asia/Jakarta",
        "Jakarta",
        "雅加达",
        "Indonesia",
        "印度尼西亚",
    ),
    c("Asia/Makassar", "Bali", "巴厘岛", "Indonesia", "印度尼西亚"),
    c("Asia/Manila", "Manila", "马尼拉", "Philippines", "菲律宾"),
    c("Asia/Yangon", "Yangon", "仰光", "Myanmar", "缅甸"),
    c(
        "Asia/Phnom_Penh",
        "Phnom Penh",
        "金边",
        "Cambodia",
        "柬埔寨",
    ),
    c("Asia/Vientiane", "Vientiane", "万象", "Laos", "老挝"),
    // South and Central Asia
    c("Asia/Kolkata", "New Delhi", "新德里", "India", "印度"),
    c("Asia/Kolkata", "Mumbai", "孟买", "India", "印度"),
    c("Asia/Karachi", "Karachi", "卡拉奇", "Pakistan", "巴基斯坦"),
    c(
        "Asia/Karachi",
        "Islamabad",
        "伊斯兰堡",
        "Pakistan",
        "巴基斯坦",
    ),
    c("Asia/Dhaka", "Dhaka", "达卡", "Bangladesh", "孟加拉国"),
    c("Asia/Kathmandu", "Kathmandu", "加德满都", "Nepal", "尼泊尔"),
    c("Asia/Colombo", "Colombo", "科伦坡", "Sri Lanka", "斯里兰卡"),
    c(
        "Asia/Almaty",
        "Almaty",
        "阿拉木图",
        "Kazakhstan",
        "哈萨克斯坦",
    ),
    c(
        "Asia/Tashkent",
        "Tashkent",
        "塔什干",
        "Uzbekistan",
        "乌兹别克斯坦",
    ),
    c("Asia/Kabul", "Kabul", "喀布尔", "Afghanistan", "阿富汗"),
    // Middle East
    c(
        "Asia/Dubai",
        "Dubai",
        "迪拜",
        "United Arab Emirates",
        "阿联酋",
    ),
    c(
        "Asia/Riyadh",
        "Riyadh",
        "利雅得",
        "Saudi Arabia",
        "沙特阿拉伯",
    ),
    c("Asia/Qatar", "Doha", "多哈", "Qatar", "卡塔尔"),
    c("Asia/Tehran", "Tehran", "德黑兰", "Iran", "伊朗"),
    c("Asia/Baghdad", "Baghdad", "巴格达", "Iraq", "伊拉克"),
    c(
        "Asia/Jerusalem",
        "Jerusalem",
        "耶路撒冷",
        "Israel",
        "以色列",
    ),
    c(
        "Europe/Istanbul",
        "Istanbul",
        "伊斯坦布尔",
        "Turkey",
        "土耳其",
    ),
    // Europe
    c("Europe/London", "London", "伦敦", "United Kingdom", "英国"),
    c("Europe/Dublin", "Dublin", "都柏林", "Ireland", "爱尔兰"),
    c("Europe/Lisbon", "Lisbon", "里斯本", "Portugal", "葡萄牙"),
    c("Europe/Paris", "Paris", "巴黎", "France", "法国"),
    c("Europe/Berlin", "Berlin", "柏林", "Germany", "德国"),
    c("Europe/Berlin", "Frankfurt", "法兰克福", "Germany", "德国"),
    c("Europe/Madrid", "Madrid", "马德里", "Spain", "西班牙"),
    c("Europe/Rome", "Rome", "罗马", "Italy", "意大利"),
    c(
        "Europe/Amsterdam",
        "Amsterdam",
        "阿姆斯特丹",
        "Netherlands",
        "荷兰",
    ),
    c(
        "Europe/Brussels",
        "Brussels",
        "布鲁塞尔",
        "Belgium",
        "比利时",
    ),
    c("Europe/Zurich", "Zurich", "苏黎世", "Switzerland", "瑞士"),
    c("Europe/Zurich", "Geneva", "日内瓦", "Switzerland", "瑞士"),
    c("Europe/Vienna", "Vienna", "维也纳", "Austria", "奥地利"),
    c("Europe/Prague", "Prague", "布拉格", "Czechia", "捷克"),
    c("Europe/Warsaw", "Warsaw", "华沙", "Poland", "波兰"),
    c(
        "Europe/Budapest",
        "Budapest",
        "布达佩斯",
        "Hungary",
        "匈牙利",
    ),
    c(
        "Europe/Stockholm",
        "Stockholm",
        "斯德哥尔摩",
        "Sweden",
        "瑞典",
    ),
    c("Europe/Oslo", "Oslo", "奥斯陆", "Norway", "挪威"),
    c(
        "Europe/Copenhagen",
        "Copenhagen",
        "哥本哈根",
        "Denmark",
        "丹麦",
    ),
    c("Europe/Helsinki", "Helsinki", "赫尔辛基", "Finland", "芬兰"),
    c("Europe/Athens", "Athens", "雅典", "Greece", "希腊"),
    c(
        "Europe/Bucharest",
        "Bucharest",
        "布加勒斯特",
        "Romania",
        "罗马尼亚",
    ),
    c("Europe/Kyiv", "Kyiv", "基辅", "Ukraine", "乌克兰"),
    c("Europe/Minsk", "Minsk", "明斯克", "Belarus", "白俄罗斯"),
    c("Europe/Moscow", "Moscow", "莫斯科", "Russia", "俄罗斯"),
    c(
        "Europe/Moscow",
        "Saint Petersburg",
        "圣彼得堡",
        "Russia",
        "俄罗斯",
    ),
    c(
        "Asia/Yekaterinburg",
        "Yekaterinburg",
        "叶卡捷琳堡",
        "Russia",
        "俄罗斯",
    ),
    c(
        "Asia/Novosibirsk",
        "Novosibirsk",
        "新西伯利亚",
        "Russia",
        "俄罗斯",
    ),
    c("Asia/Irkutsk", "Irkutsk", "伊尔库茨克", "Russia", "俄罗斯"),
    c(
        "Asia/Vladivostok",
        "Vladivostok",
        "符拉迪沃斯托克",
        "Russia",
        "俄罗斯",
    ),
    c(
        "Atlantic/Reykjavik",
        "Reykjavik",
        "雷克雅未克",
        "Iceland",
        "冰岛",
    ),
    // Africa
    c("Africa/Cairo", "Cairo", "开罗", "Egypt", "埃及"),
    c(
        "Africa/Johannesburg",
        "Johannesburg",
        "约翰内斯堡",
        "South Africa",
        "南非",
    ),
    c(
        "Africa/Johannesburg",
        "Cape Town",
        "开普敦",
        "South Africa",
        "南非",
    ),
    c("Africa/Lagos", "Lagos", "拉各斯", "Nigeria", "尼日利亚"),
    c("Africa/Nairobi", "Nairobi", "内罗毕", "Kenya", "肯尼亚"),
    c(
        "Africa/Addis_Ababa",
        "Addis Ababa",
        "亚的斯亚贝巴",
        "Ethiopia",
        "埃塞俄比亚",
    ),
    c(
        "Africa/Casablanca",
        "Casablanca",
        "卡萨布兰卡",
        "Morocco",
        "摩洛哥",
    ),
    c(
        "Africa/Algiers",
        "Algiers",
        "阿尔及尔",
        "Algeria",
        "阿尔及利亚",
    ),
    c("Africa/Accra", "Accra", "阿克拉", "Ghana", "加纳"),
    c(
        "Africa/Dar_es_Salaam",
        "Dar es Salaam",
        "达累斯萨拉姆",
        "Tanzania",
        "坦桑尼亚",
    ),
    // North America
    c(
        "America/New_York",
        "New York",
        "纽约",
        "United States",
        "美国",
    ),
    c(
        "America/New_York",
        "Washington, D.C.",
        "华盛顿",
        "United States",
        "美国",
    ),
    c(
        "America/New_York",
        "Boston",
        "波士顿",
        "United States",
        "美国",
    ),
    c(
        "America/New_York",
        "Miami",
        "迈阿密",
        "United States",
        "美国",
    ),
    c(
        "America/Chicago",
        "Chicago",
        "芝加哥",
        "United States",
        "美国",
    ),
    c(
        "America/Chicago",
        "Houston",
        "休斯敦",
        "United States",
        "美国",
    ),
    c("America/Denver", "Denver", "丹佛", "United States", "美国"),
    c(
        "America/Phoenix",
        "Phoenix",
        "凤凰城",
        "United States",
        "美国",
    ),
    c(
        "America/Los_Angeles",
        "Los Angeles",
        "洛杉矶",
        "United States",
        "美国",
    ),
    c(
        "America/Los_Angeles",
        "San Francisco",
        "旧金山",
        "United States",
        "美国",
    ),
    c(
        "America/Los_Angeles",
        "Seattle",
        "西雅图",
        "United States",
        "美国",
    ),
    c(
        "America/Los_Angeles",
        "Las Vegas",
        "拉斯维加斯",
        "United States",
        "美国",
    ),
    c(
        "America/Anchorage",
        "Anchorage",
        "安克雷奇",
        "United States",
        "美国",
    ),
    c(
        "Pacific/Honolulu",
        "Honolulu",
        "檀香山",
        "United States",
        "美国",
    ),
    c("America/Toronto", "Toronto", "多伦多", "Canada", "加拿大"),
    c("America/Toronto", "Ottawa", "渥太华", "Canada", "加拿大"),
    c(
        "America/Toronto",
        "Montreal",
        "蒙特利尔",
        "Canada",
        "加拿大",
    ),
    c(
        "America/Vancouver",
        "Vancouver",
        "温哥华",
        "Canada",
        "加拿大",
    ),
    c(
        "America/Edmonton",
        "Calgary",
        "卡尔加里",
        "Canada",
        "加拿大",
    ),
    c(
        "America/Halifax",
        "Halifax",
        "哈利法克斯",
        "Canada",
        "加拿大",
    ),
    c(
        "America/St_Johns",
        "St. John's",
        "圣约翰斯",
        "Canada",
        "加拿大",
    ),
    c(
        "America/Mexico_City",
        "Mexico City",
        "墨西哥城",
        "Mexico",
        "墨西哥",
    ),
    c("America/Havana", "Havana", "哈瓦那", "Cuba", "古巴"),
    c(
        "America/Panama",
        "Panama City",
        "巴拿马城",
        "Panama",
        "巴拿马",
    ),
    // South America
    c("America/Sao_Paulo", "São Paulo", "圣保罗", "Brazil", "巴西"),
    c(
        "America/Sao_Paulo",
        "Rio de Janeiro",
        "里约热内卢",
        "Brazil",
        "巴西",
    ),
    c(
        "America/Sao_Paulo",
        "Brasília",
        "巴西利亚",
        "Brazil",
        "巴西",
    ),
    c(
        "America/Argentina/Buenos_Aires",
        "Buenos Aires",
        "布宜诺斯艾利斯",
        "Argentina",
        "阿根廷",
    ),
    c("America/Santiago", "Santiago", "圣地亚哥", "Chile", "智利"),
    c("America/Lima", "Lima", "利马", "Peru", "秘鲁"),
    c("America/Bogota", "Bogotá", "波哥大", "Colombia", "哥伦比亚"),
    c(
        "America/Caracas",
        "Caracas",
        "加拉加斯",
        "Venezuela",
        "委内瑞拉",
    ),
    // Oceania
    c(
        "Australia/Sydney",
        "Sydney",
        "悉尼",
        "Australia",
        "澳大利亚",
    ),
    c(
        "Australia/Melbourne",
        "Melbourne",
        "墨尔本",
        "Australia",
        "澳大利亚",
    ),
    c(
        "Australia/Sydney",
        "Canberra",
        "堪培拉",
        "Australia",
        "澳大利亚",
    ),
    c(
        "Australia/Brisbane",
        "Brisbane",
        "布里斯班",
        "Australia",
        "澳大利亚",
    ),
    c(
        "Australia/Adelaide",
        "Adelaide",
        "阿德莱德",
        "Australia",
        "澳大利亚",
    ),
    c("Australia/Perth", "Perth", "珀斯", "Australia", "澳大利亚"),
    c(
        "Australia/Darwin",
        "Darwin",
        "达尔文",
        "Australia",
        "澳大利亚",
    ),
    c(
        "Pacific/Auckland",
        "Auckland",
        "奥克兰",
        "New Zealand",
        "新西兰",
    ),
    c(
        "Pacific/Auckland",
        "Wellington",
        "惠灵顿",
        "New Zealand",
        "新西兰",
    ),
    c("Pacific/Fiji", "Suva", "苏瓦", "Fiji", "斐济"),
    c("Pacific/Guam", "Guam", "关岛", "United States", "美国"),
    c(
        "Pacific/Kiritimati",
        "Kiritimati",
        "圣诞岛",
        "Kiribati",
        "基里巴斯",
    ),
    // No city: the reference line most tables show.
    c(
        "UTC",
        "UTC",
        "协调世界时",
        "Coordinated Universal Time",
        "协调世界时",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::tzdb;

    #[test]
    fn every_zone_in_the_table_exists_in_the_database() {
        for city in CITIES {
            assert!(tzdb::zone(city.zone).is_some(), "{}", city.zone);
            assert!(!city.city_en.is_empty() && !city.city_zh.is_empty());
            assert!(!city.country_en.is_empty() && !city.country_zh.is_empty());
        }
    }

    #[test]
    fn no_city_is_listed_twice() {
        let mut names: Vec<&str> = CITIES.iter().map(|c| c.city_en).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(before, names.len());
    }
}
