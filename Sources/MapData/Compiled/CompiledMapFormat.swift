/// The compiled map file (`.navsim`): the constants of its layout. See README "Compiled maps" for the picture.
///
/// ```
/// header (48 bytes, little-endian)
///   0  magic "NAVSIMAP"                       8 bytes
///   8  format version                         u32
///  12  section count                          u32   (at most `maxSections`)
///  16  file length                            u64   (must equal the file's size: a truncated file fails here)
///  24  source content hash                    u64   (`Checksum64` of the OSM file it was compiled from)
///  32  checksum of the section table          u64
///  40  reserved (0)                           u64
/// section table: count × 32 bytes
///   0  kind (FourCC, e.g. "NETW")             u32
///   4  reserved (0)                           u32
///   8  offset from the file's start           u64   (8-byte aligned, after the table, inside the file)
///  16  length                                 u64
///  24  checksum of the section's bytes        u64   (`SectionChecksum`: of its 64 KiB chunks' checksums)
/// sections, each 8-byte aligned, zero padded between
/// ```
public enum CompiledMapFormat {
    /// The first 8 bytes of every compiled map.
    public static let magic: [UInt8] = Array("NAVSIMAP".utf8)
    /// Bumped whenever any section's layout or meaning changes; a file of another version is rebuilt, never read.
    /// Format 10: the hierarchies contracted in a new order (`ContractionBuilder.priority(of:)`), same layout.
    public static let version: UInt32 = 10
    /// The file name extension.
    public static let fileExtension = "navsim"
    static let headerSize = 48
    static let tableEntrySize = 32
    /// More sections than this is a foreign or damaged file (a real one has about ten).
    static let maxSections = 256

    /// What a section holds.
    public enum Kind: UInt32, Sendable, CaseIterable {
        /// Name, bounds, attribution, load statistics, producer (the navsim version that wrote it).
        case meta = 0x4154_454D // "META"
        /// The road network: vertices, edges, shapes, roads, restrictions, point features.
        case network = 0x5754_454E // "NETW"
        /// The drawn features: POIs, areas, buildings, lines, places.
        case features = 0x5441_4546 // "FEAT"
        /// The offline search index (written and read by Routing).
        case search = 0x4843_5253 // "SRCH"
        /// One routing profile's turn graph and contraction hierarchy (written and read by Routing); one per profile.
        case profile = 0x464F_5250 // "PROF"
        /// The OpenMapTiles view's features (the base view: local names, international view), decoded on first use.
        case openMapTiles = 0x5654_4D4F // "OMTV"

        public var fourCC: String { String(decoding: withUnsafeBytes(of: rawValue.littleEndian) { Array($0) }, as: UTF8.self) }
    }
}
