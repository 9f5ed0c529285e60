/// The points of interest of Harbourne: what kinds, how many, and how they are named.
///
/// A composed name joins a place prefix ("Riverside") with a noun ("Café"); in Japanese the prefix
/// is transliterated and the noun transliterated (joined by "・") or translated (joined directly).
enum POICatalog {
    struct Kind {
        var tags: OSMTags
        var count: Int
        /// Nouns with their Japanese form and whether that form is a translation (no "・").
        var nouns: [(en: String, ja: String, translated: Bool)]
    }

    static let prefixes: [(en: String, ja: String)] = [
        ("Harbourne", "ハーボーン"), ("Riverside", "リバーサイド"), ("Market", "マーケット"), ("Castle", "キャッスル"),
        ("Quayside", "キーサイド"), ("Mill", "ミル"), ("Abbey", "アビー"), ("Station", "ステーション"),
        ("Kingsway", "キングスウェイ"), ("Old Town", "オールドタウン"), ("Bridge", "ブリッジ"), ("Victoria", "ヴィクトリア"),
        ("Bourne", "ボーン"), ("Eastgate", "イーストゲート"), ("Westgate", "ウエストゲート"), ("Church", "チャーチ"),
        ("Ferry", "フェリー"), ("Hillside", "ヒルサイド"), ("Wessex", "ウェセックス"), ("Meadow", "メドウ"),
        ("Crown", "クラウン"), ("Harbour", "ハーバー"),
    ]

    static let kinds: [Kind] = [
        Kind(tags: ["amenity": "cafe"], count: 10, nouns: [("Café", "カフェ", false), ("Coffee House", "コーヒーハウス", false), ("Tea Rooms", "ティールーム", false)]),
        Kind(tags: ["amenity": "restaurant"], count: 9, nouns: [("Kitchen", "キッチン", false), ("Bistro", "ビストロ", false), ("Grill", "グリル", false)]),
        Kind(tags: ["amenity": "fast_food"], count: 4, nouns: [("Fish Bar", "フィッシュ・バー", false), ("Pizza", "ピザ", false)]),
        Kind(tags: ["amenity": "school"], count: 3, nouns: [("Primary School", "小学校", true), ("Academy", "アカデミー", false)]),
        Kind(tags: ["amenity": "pharmacy", "healthcare": "pharmacy"], count: 4, nouns: [("Pharmacy", "薬局", true)]),
        Kind(tags: ["amenity": "bank"], count: 4, nouns: [("Bank", "銀行", true), ("Building Society", "住宅金融組合", true)]),
        Kind(tags: ["amenity": "dentist"], count: 2, nouns: [("Dental Practice", "歯科医院", true)]),
        Kind(tags: ["amenity": "doctors"], count: 2, nouns: [("Surgery", "診療所", true)]),
        Kind(tags: ["shop": "bakery"], count: 3, nouns: [("Bakery", "ベーカリー", false)]),
        Kind(tags: ["shop": "butcher"], count: 2, nouns: [("Butchers", "精肉店", true)]),
        Kind(tags: ["shop": "supermarket"], count: 2, nouns: [("Supermarket", "スーパーマーケット", false)]),
        Kind(tags: ["shop": "convenience"], count: 3, nouns: [("Stores", "ストアーズ", false)]),
        Kind(tags: ["shop": "clothes"], count: 3, nouns: [("Outfitters", "アウトフィッターズ", false)]),
        Kind(tags: ["shop": "hairdresser"], count: 3, nouns: [("Hair", "ヘア", false)]),
        Kind(tags: ["shop": "books"], count: 2, nouns: [("Books", "ブックス", false)]),
        Kind(tags: ["shop": "florist"], count: 2, nouns: [("Florist", "花屋", true)]),
        Kind(tags: ["shop": "hardware"], count: 1, nouns: [("Hardware", "金物店", true)]),
        Kind(tags: ["shop": "newsagent"], count: 2, nouns: [("News", "ニュース", false)]),
        Kind(tags: ["shop": "bicycle"], count: 1, nouns: [("Cycles", "サイクルズ", false)]),
        Kind(tags: ["shop": "greengrocer"], count: 1, nouns: [("Greengrocer", "八百屋", true)]),
        Kind(tags: ["shop": "optician"], count: 1, nouns: [("Opticians", "眼鏡店", true)]),
        Kind(tags: ["shop": "gift"], count: 2, nouns: [("Gifts", "ギフト", false)]),
        Kind(tags: ["tourism": "hotel"], count: 4, nouns: [("Hotel", "ホテル", false)]),
        Kind(tags: ["tourism": "guest_house"], count: 1, nouns: [("Guest House", "ゲストハウス", false)]),
        Kind(tags: ["tourism": "museum"], count: 2, nouns: [("Museum", "博物館", true)]),
        Kind(tags: ["leisure": "fitness_centre"], count: 1, nouns: [("Gym", "ジム", false)]),
        Kind(tags: ["leisure": "playground"], count: 2, nouns: [("Playground", "遊び場", true)]),
    ]

    /// Points of interest with fixed, unique names.
    static let named: [(tags: OSMTags, en: String, ja: String)] = [
        (["amenity": "pub"], "The Red Lion", "レッド・ライオン"), (["amenity": "pub"], "The Crown", "ザ・クラウン"),
        (["amenity": "pub"], "The Ship Inn", "シップ・イン"), (["amenity": "pub"], "The White Hart", "ホワイト・ハート"),
        (["amenity": "pub"], "The King's Head", "キングス・ヘッド"), (["amenity": "pub"], "The Ferryman", "ザ・フェリーマン"),
        (["amenity": "pub"], "The Bell", "ザ・ベル"), (["amenity": "pub"], "The Mill House", "ミル・ハウス"),
        (["amenity": "hospital", "emergency": "yes", "healthcare": "hospital"], "Harbourne General Hospital", "ハーボーン総合病院"),
        (["amenity": "post_office"], "Harbourne Post Office", "ハーボーン郵便局"),
        (["amenity": "library"], "Harbourne Library", "ハーボーン図書館"),
        (["amenity": "police"], "Harbourne Police Station", "ハーボーン警察署"),
        (["amenity": "fire_station"], "Harbourne Fire Station", "ハーボーン消防署"),
        (["amenity": "townhall"], "Harbourne Town Hall", "ハーボーン市庁舎"),
        (["amenity": "cinema"], "The Regal Cinema", "リーガル映画館"),
        (["amenity": "theatre"], "Corn Exchange Theatre", "コーン・エクスチェンジ劇場"),
        (["amenity": "place_of_worship", "religion": "christian"], "St Mary's Church", "聖マリア教会"),
        (["amenity": "place_of_worship", "religion": "christian"], "St Peter's Church", "聖ペテロ教会"),
        (["leisure": "sports_centre"], "Harbourne Leisure Centre", "ハーボーン・レジャーセンター"),
        (["leisure": "swimming_pool"], "Bourne Lido", "ボーン・リド"),
    ]
}
