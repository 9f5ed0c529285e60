extension MD5 {
    /// The checksum a `.md5` file states (md5sum's `HEX  NAME` or `HEX *NAME`, or the digest alone), in lower case;
    /// nil when the file does not start with 32 hexadecimal digits followed by a blank or the end.
    public static func checksum(inFile bytes: [UInt8]) -> String? {
        var k = 0
        while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
        guard bytes.count - k >= 32 else { return nil }
        let digits = bytes[k..<(k + 32)]
        guard digits.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }) else {
            return nil
        }
        if k + 32 < bytes.count, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[k + 32]) { return nil }
        return String(decoding: digits, as: UTF8.self).lowercased()
    }
}
