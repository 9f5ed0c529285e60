import Text

/// A small command-line parser: positional arguments, `--flag`, `--option VALUE` and `--option=VALUE`.
/// Unknown options and missing values are reported as `CLIError.usage` (exit code 2).
public struct Arguments {
    public private(set) var positional: [String] = []
    private var options: [String: [String]] = [:]
    private var flags: Set<String> = []
    private let command: String
    /// Every option name the command takes (without `--`), for suggestions.
    private let known: [String]

    /// - Parameters:
    ///   - valued: option names (without `--`) that take a value.
    ///   - flags: option names that take none.
    ///   - alsoKnown: options read before this parser (the settings flags of the UI commands), for suggestions only.
    public init(_ args: [String], command: String, valued: Set<String>, flags allowedFlags: Set<String>,
                alsoKnown: [String] = []) throws(CLIError) {
        self.command = command
        known = valued.union(allowedFlags).union(alsoKnown).sorted()
        var i = 0
        var onlyPositional = false
        while i < args.count {
            let a = args[i]
            i += 1
            if onlyPositional || !a.hasPrefix("--") || a == "--" {
                if a == "--" && !onlyPositional { onlyPositional = true; continue }
                positional.append(a)
                continue
            }
            var name = String(a.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if valued.contains(name) {
                let value: String
                if let v = inlineValue {
                    value = v
                } else {
                    guard i < args.count else { throw CLIError.usage("\(command): option --\(name) needs a value") }
                    value = args[i]
                    i += 1
                }
                options[name, default: []].append(value)
            } else if allowedFlags.contains(name) {
                guard inlineValue == nil else { throw CLIError.usage("\(command): option --\(name) takes no value") }
                flags.insert(name)
            } else {
                throw CLIError.usage("\(command): unknown option --\(name)\(suggestion(for: name)) (see 'navsim help \(command)')")
            }
        }
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }
    /// The last value given for an option.
    public func value(_ name: String) -> String? { options[name]?.last }
    /// Every value given for a repeatable option, in order.
    public func values(_ name: String) -> [String] { options[name] ?? [] }

    /// A number option within a range, or the default; a bad value is a usage error.
    public func double(_ name: String, default def: Double, in range: ClosedRange<Double>) throws(CLIError) -> Double {
        guard let s = value(name) else { return def }
        guard let v = Double(s), v.isFinite, range.contains(v) else {
            throw CLIError.usage("\(command): --\(name) must be a number in \(format(range.lowerBound)) ... \(format(range.upperBound)), got '\(s)'")
        }
        return v
    }

    public func int(_ name: String, default def: Int, in range: ClosedRange<Int>) throws(CLIError) -> Int {
        guard let s = value(name) else { return def }
        guard let v = Int(s), range.contains(v) else {
            throw CLIError.usage("\(command): --\(name) must be an integer in \(range.lowerBound) ... \(range.upperBound), got '\(s)'")
        }
        return v
    }

    /// One of a fixed set of words, or the default.
    public func choice(_ name: String, _ allowed: [String], default def: String) throws(CLIError) -> String {
        guard let s = value(name) else { return def }
        guard allowed.contains(s) else {
            throw CLIError.usage("\(command): --\(name) must be one of \(allowed.joined(separator: ", ")), got '\(s)'")
        }
        return s
    }

    /// The value of an option whose type declares its words (`ArgumentValue`), or nil when the option is absent;
    /// a word the type does not know is a usage error that lists the ones it does.
    public func value<T: ArgumentValue>(_ name: String, as type: T.Type = T.self) throws(CLIError) -> T? {
        guard let s = value(name) else { return nil }
        guard let v = T(argument: s) else {
            throw CLIError.usage("\(command): --\(name) must be one of \(T.allowedArguments.joined(separator: ", ")), got '\(s)'")
        }
        return v
    }

    /// The value of an option whose type declares its words, or `def` when the option is absent.
    public func value<T: ArgumentValue>(_ name: String, default def: T) throws(CLIError) -> T {
        try value(name, as: T.self) ?? def
    }

    /// Fails when there are more positional arguments than `max`.
    public func expectPositional(max: Int) throws(CLIError) {
        if positional.count > max {
            let extra = positional[max]
            // `-map x` where `--map x` was meant: the one-dash word is a known option's name.
            let bare = String(extra.drop { $0 == "-" })
            let dashed = extra.hasPrefix("-") && known.contains(bare) ? "; options take two dashes: --\(bare)" : ""
            throw CLIError.usage("\(command): unexpected argument '\(extra)'\(dashed) (see 'navsim help \(command)')")
        }
    }

    /// "; did you mean --colors?" for a misspelt option, or "".
    private func suggestion(for name: String) -> String {
        KeySuggestion.didYouMean(name, in: known) { "--\($0)" }
    }

    private func format(_ d: Double) -> String {
        d == d.rounded() ? String(Int(d)) : String(d)
    }
}
