extension String {
    /// The template with every `{name}` replaced by a value ("Speed limit {limit} {unit}").
    func filling(_ name: String, with value: String) -> String {
        replacing("{" + name + "}", with: value)
    }
}
