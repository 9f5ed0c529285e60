/// English names of Harbourne and their Japanese forms (`name:ja`): katakana transliterations for
/// proper names, translations for common nouns, as Japanese maps of British towns write them.
enum Names {
    static let japanese: [String: String] = [
        // Streets.
        "High Street": "ハイ・ストリート", "Bridge Street": "ブリッジ・ストリート",
        "West Street": "ウエスト・ストリート", "East Street": "イースト・ストリート",
        "Quay Road": "キー・ロード", "Harbour Street": "ハーバー・ストリート",
        "South Street": "サウス・ストリート", "Fisher Lane": "フィッシャー・レーン",
        "Church Lane": "チャーチ・レーン", "Castle Street": "キャッスル・ストリート",
        "Abbey Road": "アビー・ロード", "The Shambles": "ザ・シャンブルズ", "North Walls": "ノース・ウォールズ",
        "West Walls": "ウエスト・ウォールズ", "Mill Lane": "ミル・レーン", "Station Road": "ステーション・ロード",
        "Chapel Street": "チャペル・ストリート", "Queen Street": "クイーン・ストリート",
        "King Street": "キング・ストリート", "Brewery Lane": "ブルワリー・レーン", "East Walls": "イースト・ウォールズ",
        "Ferry Lane": "フェリー・レーン", "North Road": "ノース・ロード", "Alton Road": "オールトン・ロード",
        "Southampton Road": "サウサンプトン・ロード", "Castle Hill": "キャッスル・ヒル",
        "Winchester Road": "ウィンチェスター・ロード", "Eastgate": "イーストゲート", "London Road": "ロンドン・ロード",
        "Ring Road": "環状道路", "Kingsway": "キングスウェイ", "Tanner's Way": "タナーズ・ウェイ",
        "Hill Road": "ヒル・ロード", "Market Cross": "マーケット・クロス",
        "Eastgate Roundabout": "イーストゲート・ラウンドアバウト",
        // Bridges and tunnels.
        "Town Bridge": "タウン・ブリッジ", "Old Bridge": "オールド・ブリッジ",
        "Castle Hill Tunnel": "キャッスル・ヒル・トンネル", "Harbourne Hill Tunnel": "ハーボーン・ヒル・トンネル",
        // Water, rail, land.
        "River Bourne": "ボーン川", "Mill Pond": "ミル池", "Harbourne Line": "ハーボーン線", "Harbourne": "ハーボーン",
        "Harbourne North": "ハーボーン北", "Victoria Park": "ヴィクトリア公園", "Abbey Gardens": "アビー庭園",
        "Riverside Park": "リバーサイド公園", "Bourne Meadows": "ボーン・メドウズ", "Harbourne Wood": "ハーボーンの森",
        "Castle Wood": "キャッスルの森",
        // Landmarks.
        "Harbourne Castle": "ハーボーン城", "Abbey Ruins": "修道院跡", "War Memorial": "戦没者記念碑",
        "The Old Quay": "オールド・キー", "Harbourne Hill Viewpoint": "ハーボーン・ヒル展望台",
        "Bourne Mill": "ボーン水車小屋",
    ]

    /// Tags `name` and `name:ja` for an English name (the Japanese form must be in the table).
    static func tags(_ name: String) -> OSMTags {
        guard let ja = japanese[name] else { preconditionFailure("no name:ja for \(name)") }
        return ["name": name, "name:ja": ja]
    }
}
