/// A decoded image: `width` × `height` pixels, RGBA, 8 bits a channel, rows top to bottom.
public struct RasterImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel buffer does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour.
    public init(width: Int, height: Int, fill: RGBA) {
        var p = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: p.count, by: 4) { p[i] = fill.r; p[i + 1] = fill.g; p[i + 2] = fill.b; p[i + 3] = fill.a }
        self.init(width: width, height: height, pixels: p)
    }

    /// The pixel at (x, y); callers keep inside the image.
    @inlinable public func pixel(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    public mutating func setPixel(x: Int, y: Int, _ c: RGBA) {
        let i = (y * width + x) * 4
        pixels[i] = c.r; pixels[i + 1] = c.g; pixels[i + 2] = c.b; pixels[i + 3] = c.a
    }

    /// Bytes held (for the memory cache's budget).
    public var byteCount: Int { pixels.count }
}

/// One straight (not premultiplied) RGBA colour.
public struct RGBA: Sendable, Hashable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// `self` drawn over `below` (source-over); the result is opaque when `below` is.
    @inlinable public func over(_ below: RGBA) -> RGBA {
        if a == 255 { return self }
        if a == 0 { return below }
        let sa = Int(a), da = Int(below.a) * (255 - sa) / 255
        let outA = sa + da
        guard outA > 0 else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8((Int(s) * sa + Int(d) * da) / outA) }
        return RGBA(r: mix(r, below.r), g: mix(g, below.g), b: mix(b, below.b), a: UInt8(outA))
    }
}
