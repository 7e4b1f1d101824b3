/// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, and control
/// characters other than line breaks and tabs removed, so it is safe as HTML text and in
/// quoted attribute values.
package func escapedForHTML(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        case "\n", "\t": escaped.unicodeScalars.append(scalar)
        default:
            if scalar.properties.generalCategory != .control {
                escaped.unicodeScalars.append(scalar)
            }
        }
    }
    return escaped
}
