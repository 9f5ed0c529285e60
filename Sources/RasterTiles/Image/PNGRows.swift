/// The pixel half of the PNG reader: reverses each row's filter (spec 9: None, Sub, Up, Average, Paeth) in place
/// and expands its samples into 8-bit RGBA at the row's place in the image (every pixel for a plain image, every
/// dx-th of every dy-th row for an Adam7 pass).
enum PNGRows {
    /// The image from the inflated, still filtered data (exactly `header.filteredSize` bytes).
    static func image(from filtered: inout [UInt8], _ layout: PNGDecoder.Layout) throws(RasterError) -> RasterImage {
        let h = layout.header
        let size = h.width * h.height * 4
        var bad: (offset: Int, type: UInt8)?
        let pixels = [UInt8](unsafeUninitializedCapacity: size) { out, count in
            filtered.withUnsafeMutableBufferPointer { f in
                layout.table.withUnsafeBufferPointer { table in
                    guard let data = f.baseAddress, let image = out.baseAddress else { return }
                    var offset = 0
                    for pass in h.passes where pass.width > 0 && pass.height > 0 {
                        let n = h.rowBytes(pass.width)
                        var prior: UnsafePointer<UInt8>?
                        for j in 0..<pass.height {
                            let row = data + offset + 1
                            guard unfilter(data[offset], row, prior, n, h.filterStride) else {
                                bad = (offset, data[offset])
                                return
                            }
                            let y = pass.y0 + j * pass.dy
                            expand(row, count: pass.width, into: image + (y * h.width + pass.x0) * 4, step: pass.dx * 4,
                                   h, table, layout.key)
                            prior = UnsafePointer(row)
                            offset += 1 + n
                        }
                    }
                }
            }
            count = bad == nil ? size : 0
        }
        if let bad { throw .decode("PNG: filter type \(bad.type) (0 to 4 exist) at byte \(bad.offset) of the inflated data") }
        return RasterImage(width: h.width, height: h.height, pixels: pixels)
    }

    /// Reverses one row's filter in place; `prior` is the pass's row above, already unfiltered (nil on its first
    /// row, which the specification reads as zeros). False for an unknown filter type.
    /// - Complexity: O(n).
    @inline(__always)
    static func unfilter(_ type: UInt8, _ row: UnsafeMutablePointer<UInt8>, _ prior: UnsafePointer<UInt8>?, _ n: Int, _ bpp: Int) -> Bool {
        guard type <= 4 else { return false }
        // On a pass's first row the row above is zeros: Up changes nothing, and Paeth always picks the left byte (Sub).
        guard let prior else {
            if type == 1 || type == 3 || type == 4 {
                let f: LeftFilter = type == 3 ? .average : .sub
                for i in bpp..<max(bpp, n) { row[i] &+= UInt8(truncatingIfNeeded: predict(f, Int(row[i &- bpp]), 0, 0)) }
            }
            return true
        }
        switch type {
        case 1: unfilter(.sub, row, prior, n, bpp)
        case 2: for i in 0..<n { row[i] &+= prior[i] }
        case 3: unfilter(.average, row, prior, n, bpp)
        case 4: unfilter(.paeth, row, prior, n, bpp)
        default: break
        }
        return true
    }

    /// The filters that look left (spec 9.2): Sub, Average and Paeth.
    enum LeftFilter { case sub, average, paeth }

    /// The predictor of one byte from its left (a), above (b) and upper-left (c) neighbours.
    @inline(__always)
    static func predict(_ f: LeftFilter, _ a: Int, _ b: Int, _ c: Int) -> Int {
        switch f {
        case .sub: return a
        case .average: return (a &+ b) >> 1
        case .paeth:
            // Paeth (spec 9.4): the neighbour nearest p = a + b - c, ties in the order a, b, c. Told apart by where
            // `c` lies against `a` and `b`, in stb_image's form (Sean Barrett): with lo/hi the smaller/larger of a
            // and b and t = 3c - (a + b), hi wins when t <= lo, else lo when hi <= t, else c. Three selects the
            // compiler keeps branch-free; the spec's three distances cost a mispredicted branch per byte on imagery.
            // PNGDecoderTests checks it against the spec's form for every a, b, c.
            let t = c &* 3 &- (a &+ b)
            let lo = min(a, b), hi = max(a, b)
            let loOrC = hi <= t ? lo : c
            return t <= lo ? hi : loOrC
        }
    }

    /// One byte: unfiltered from its predictor; `a` (the left byte) and `c` (the upper-left) move on to the next
    /// pixel in registers, not through memory: the chain from one pixel to the next is the loop's critical path.
    @inline(__always)
    static func step(_ f: LeftFilter, _ row: UnsafeMutablePointer<UInt8>, _ prior: UnsafePointer<UInt8>, _ i: Int,
                     _ a: inout Int, _ c: inout Int) {
        let b = Int(prior[i])
        a = (Int(row[i]) &+ predict(f, a, b, c)) & 0xFF
        row[i] = UInt8(truncatingIfNeeded: a)
        c = b
    }

    /// Sub, Average or Paeth over a row: the first pixel's bytes have no left neighbour (zeros); 3- and 4-byte
    /// pixels (8-bit RGB and RGBA, nearly every tile) keep each channel's neighbours in registers.
    @inline(__always)
    static func unfilter(_ f: LeftFilter, _ row: UnsafeMutablePointer<UInt8>, _ prior: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int) {
        for i in 0..<min(bpp, n) { row[i] = row[i] &+ UInt8(truncatingIfNeeded: predict(f, 0, Int(prior[i]), 0)) }
        guard n > bpp else { return }
        switch bpp {
        case 3:
            var a0 = Int(row[0]), a1 = Int(row[1]), a2 = Int(row[2])
            var c0 = Int(prior[0]), c1 = Int(prior[1]), c2 = Int(prior[2])
            var i = 3
            while i &+ 2 < n {
                step(f, row, prior, i, &a0, &c0); step(f, row, prior, i &+ 1, &a1, &c1); step(f, row, prior, i &+ 2, &a2, &c2)
                i &+= 3
            }
        case 4:
            var a0 = Int(row[0]), a1 = Int(row[1]), a2 = Int(row[2]), a3 = Int(row[3])
            var c0 = Int(prior[0]), c1 = Int(prior[1]), c2 = Int(prior[2]), c3 = Int(prior[3])
            var i = 4
            while i &+ 3 < n {
                step(f, row, prior, i, &a0, &c0); step(f, row, prior, i &+ 1, &a1, &c1)
                step(f, row, prior, i &+ 2, &a2, &c2); step(f, row, prior, i &+ 3, &a3, &c3)
                i &+= 4
            }
        default:
            for i in bpp..<n {
                var a = Int(row[i &- bpp]), c = Int(prior[i &- bpp])
                step(f, row, prior, i, &a, &c)
            }
        }
    }

    /// 16-bit sample to 8 bits, rounded (v × 255 / 65535).
    @inline(__always) static func eight(_ v: Int) -> UInt8 { UInt8(truncatingIfNeeded: (v &* 255 &+ 32895) >> 16) }

    /// Writes `count` pixels of one unfiltered row as RGBA, `step` bytes apart from `out` on.
    static func expand(_ row: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>, step: Int,
                       _ h: PNGHeader, _ table: UnsafeBufferPointer<UInt32>, _ key: [Int]?) {
        let raw = UnsafeMutableRawPointer(out)
        switch (h.colourType, h.bitDepth) {
        case (.palette, 8), (.grey, 8):
            for i in 0..<count { raw.storeBytes(of: table[Int(row[i])], toByteOffset: i &* step, as: UInt32.self) }
        case (.palette, _), (.grey, 1...4):
            let d = h.bitDepth, mask = (1 << d) - 1
            for i in 0..<count {
                let bit = i &* d
                let v = Int(row[bit >> 3]) >> (8 &- d &- (bit & 7)) & mask
                raw.storeBytes(of: table[v], toByteOffset: i &* step, as: UInt32.self)
            }
        case (.rgb, 8) where key == nil:
            for i in 0..<count {
                raw.storeBytes(of: PNGDecoder.pack(row[3 &* i], row[3 &* i &+ 1], row[3 &* i &+ 2], 255),
                               toByteOffset: i &* step, as: UInt32.self)
            }
        case (.rgb, 8):
            let k = key ?? [-1, -1, -1]
            for i in 0..<count {
                let r = row[3 &* i], g = row[3 &* i &+ 1], b = row[3 &* i &+ 2]
                let clear = Int(r) == k[0] && Int(g) == k[1] && Int(b) == k[2]
                raw.storeBytes(of: PNGDecoder.pack(r, g, b, clear ? 0 : 255), toByteOffset: i &* step, as: UInt32.self)
            }
        case (.rgba, 8):
            if step == 4 { out.update(from: row, count: count * 4); return }
            for i in 0..<count {
                raw.storeBytes(of: UnsafeRawPointer(row).loadUnaligned(fromByteOffset: 4 &* i, as: UInt32.self),
                               toByteOffset: i &* step, as: UInt32.self)
            }
        case (.greyAlpha, 8):
            for i in 0..<count {
                let g = row[2 &* i]
                raw.storeBytes(of: PNGDecoder.pack(g, g, g, row[2 &* i &+ 1]), toByteOffset: i &* step, as: UInt32.self)
            }
        default:
            expand16(row, count: count, into: raw, step: step, h, key)
        }
    }

    /// The 16-bit colour types: samples rounded to 8 bits; the colour key compares the full 16-bit samples.
    static func expand16(_ row: UnsafePointer<UInt8>, count: Int, into raw: UnsafeMutableRawPointer, step: Int,
                         _ h: PNGHeader, _ key: [Int]?) {
        let channels = h.colourType.channels
        @inline(__always) func sample(_ i: Int, _ c: Int) -> Int {
            let j = 2 &* (i &* channels &+ c)
            return Int(row[j]) << 8 | Int(row[j &+ 1])
        }
        for i in 0..<count {
            let px: UInt32
            switch h.colourType {
            case .grey:
                let g = sample(i, 0)
                px = PNGDecoder.pack(eight(g), eight(g), eight(g), key?[0] == g ? 0 : 255)
            case .greyAlpha:
                let g = eight(sample(i, 0))
                px = PNGDecoder.pack(g, g, g, eight(sample(i, 1)))
            case .rgb:
                let r = sample(i, 0), g = sample(i, 1), b = sample(i, 2)
                let clear = key.map { $0[0] == r && $0[1] == g && $0[2] == b } ?? false
                px = PNGDecoder.pack(eight(r), eight(g), eight(b), clear ? 0 : 255)
            default:
                px = PNGDecoder.pack(eight(sample(i, 0)), eight(sample(i, 1)), eight(sample(i, 2)), eight(sample(i, 3)))
            }
            raw.storeBytes(of: px, toByteOffset: i &* step, as: UInt32.self)
        }
    }
}
