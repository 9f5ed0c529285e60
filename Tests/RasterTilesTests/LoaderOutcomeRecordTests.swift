import Net
import RasterTiles
import Testing

/// The loader's memory of empty (404) and failed tiles is bounded: a long pan over an empty area does not grow it.
@Suite struct LoaderOutcomeRecordTests {
    struct NothingHere: TileFetcher {
        func fetch(_ url: String, etag: String?, cancellation: HTTPCancellation) -> TileFetchResult { .notFound }
    }

    @Test func emptyTilesPastTheLimitForgetTheOldestFirst() throws {
        let config = try RasterSourceConfiguration(name: "empty", template: URLTemplate("http://127.0.0.1/{z}/{x}/{y}.png"))
        let source = RasterDataSource(configuration: config, fetcher: NothingHere(), maxRememberedOutcomes: 8)
        let keys = (0..<20).map { TileKey(z: 10, x: $0, y: 7) }
        for k in keys {
            source.want([(k, 1)])
            #expect(source.waitUntilLoaded([k], timeout: 10))
        }
        let remembered = keys.filter { source.lookup($0) == .empty }
        #expect(remembered.count <= 8)
        #expect(remembered.count >= 6)
        // The newest outcomes are the ones kept; the first tiles read as not yet asked for.
        #expect(remembered == Array(keys.suffix(remembered.count)))
        #expect(source.lookup(keys[0]) == .absent)
        #expect(source.statistics.fetches == 20)
    }
}
