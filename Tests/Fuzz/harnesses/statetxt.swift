// libFuzzer target: replication state.txt (Java properties: sequenceNumber, timestamp) through
// ReplicationState(text:source:), and the Osmosis path of the sequence it read (AAA/BBB/CCC).
import Regions

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let state = try? ReplicationState(text: text, source: "fuzz/state.txt") {
        let path = ReplicationState.path(of: state.sequence)
        if path.split(separator: "/").count != 3 { fatalError("path of \(state.sequence) is \(path)") }
    }
    return 0
}
