import Testing
import Text

/// Huge pages are advice to the kernel: whatever it makes of it, the arrays hold what was written and the scratch
/// memory is zeroed, writable to its last byte, and (when large) starts on a huge page boundary.
@Suite struct HugePagesTests {
    @Test(arguments: [0, 1, 1000, HugePages.threshold / 8 + 3, 3 * HugePages.size / 8 + 5])
    func anArrayMadeOnHugePagesHoldsWhatWasWritten(count: Int) {
        let a = [UInt64](hugeUninitializedCapacity: count) { out, made in
            for i in 0..<count { (out.baseAddress! + i).initialize(to: UInt64(i) &* 0x9E37_79B9_7F4A_7C15) }
            made = count
        }
        #expect(a.count == count)
        #expect(a.indices.allSatisfy { a[$0] == UInt64($0) &* 0x9E37_79B9_7F4A_7C15 })
    }

    @Test func aThrowingBodyLeavesNoArray() {
        struct Failed: Error {}
        #expect(throws: Failed.self) {
            _ = try [Int32](hugeUninitializedCapacity: HugePages.threshold) { _, made in
                made = 0
                throw Failed()
            }
        }
    }

    @Test(arguments: [0, 16, HugePages.threshold - 16, HugePages.threshold, HugePages.threshold + 4096 + 8, 3 * HugePages.size + 1])
    func scratchMemoryIsZeroedAndWritableToItsEnd(byteCount: Int) {
        let p = HugePages.allocateZeroed(byteCount: byteCount)
        defer { HugePages.deallocate(p, byteCount: byteCount) }
        let bytes = UnsafeMutableRawBufferPointer(start: p, count: max(1, byteCount))
        #expect(bytes.allSatisfy { $0 == 0 })
        for i in stride(from: 0, to: bytes.count, by: 4093) { bytes[i] = UInt8(truncatingIfNeeded: i | 1) }
        bytes[bytes.count - 1] = 0xA5
        #expect(bytes[bytes.count - 1] == 0xA5)
        #expect(stride(from: 0, to: bytes.count - 1, by: 4093).allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0 | 1) })
        #if os(Linux)
        if byteCount >= HugePages.threshold { #expect(Int(bitPattern: p) % HugePages.size == 0) }
        #endif
    }
}
