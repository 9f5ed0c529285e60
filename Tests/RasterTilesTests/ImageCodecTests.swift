import RasterTiles
import Testing

@Suite struct ImageCodecTests {
    @Test func pngRoundTripKeepsEveryPixelAndAlpha() throws {
        let img = TestTiles.radar(size: 64)
        let png = try ImageEncoder.png(img)
        #expect(ImageDecoder.format(of: png) == .png)
        let back = try ImageDecoder.decode(png)
        #expect(back == img)
    }

    @Test func anOpaqueImageIsWrittenAsRGBAndReadsBackOpaque() throws {
        var img = RasterImage(width: 48, height: 40, fill: RGBA(r: 10, g: 200, b: 90))
        for x in 0..<48 { img.setPixel(x: x, y: x % 40, RGBA(r: UInt8(x * 5), g: 7, b: 250)) }
        let png = try ImageEncoder.png(img)
        // IHDR colour type (byte 25): 2 is RGB, 6 RGBA.
        #expect(png[25] == 2)
        #expect(try ImageDecoder.decode(png) == img)
        #expect(try ImageEncoder.png(TestTiles.radar(size: 16))[25] == 6)
    }

    @Test func jpegDecodesCloseToTheOriginal() throws {
        var img = RasterImage(width: 32, height: 16, fill: RGBA(r: 40, g: 120, b: 200))
        for x in 0..<16 { for y in 0..<16 { img.setPixel(x: x, y: y, RGBA(r: 220, g: 200, b: 30)) } }
        let jpg = try ImageEncoder.jpeg(img, quality: 95)
        #expect(ImageDecoder.format(of: jpg) == .jpeg)
        let back = try ImageDecoder.decode(jpg)
        #expect(back.width == 32 && back.height == 16)
        let p = back.pixel(x: 4, y: 8), q = back.pixel(x: 28, y: 8)
        #expect(abs(Int(p.r) - 220) < 12 && abs(Int(p.b) - 30) < 12 && p.a == 255)
        #expect(abs(Int(q.g) - 120) < 12 && abs(Int(q.b) - 200) < 12)
    }

    @Test func brokenAndForeignBytesGiveReasonsNotCrashes() throws {
        let png = try ImageEncoder.png(TestTiles.solid(RGBA(r: 1, g: 2, b: 3), size: 8))
        do { _ = try ImageDecoder.decode(Array(png.prefix(30))); Issue.record("no error") } catch {
            #expect(error.description.hasPrefix("PNG: "))
        }
        do { _ = try ImageDecoder.decode(Array("<html>hello</html>".utf8)); Issue.record("no error") } catch {
            #expect(error.description.contains("neither PNG nor JPEG"))
            #expect(error.description.contains("<html>"))
        }
        do { _ = try ImageDecoder.decode([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 1, 2]); Issue.record("no error") } catch {
            #expect(error.description.hasPrefix("JPEG: "))
        }
    }
}
