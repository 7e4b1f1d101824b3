#if !canImport(Darwin)
    import Foundation

    /// A formatter that joins items into a list in a locale's words, as Foundation's
    /// `ListFormatter`, which swift-corelibs-foundation does not have.
    ///
    /// A file that imports `SwiftUI` or `ComposableArchitecture` (or `Wireframe`) sees this class,
    /// so code written for Apple's platforms compiles and formats as it does there:
    ///
    /// ```swift
    /// ListFormatter.localizedString(byJoining: ["Ann", "Ben", "Cy"])   // "Ann, Ben, and Cy"
    ///
    /// let formatter = ListFormatter()
    /// formatter.locale = Locale(identifier: "ko_KR")
    /// formatter.string(from: ["사과", "배", "감"])   // "사과, 배 및 감"
    /// ```
    ///
    /// The joining is Foundation's list format style (`.list(type: .and)`) in the formatter's
    /// locale; the process's locale when none is set. Items are written with `itemFormatter` when
    /// it has one, else as strings (a `String` as it is, anything else by its description).
    open class ListFormatter: Formatter, @unchecked Sendable {
        private let lock = NSLock()
        private var storedLocale: Locale?
        private var storedItemFormatter: Formatter?

        /// The locale whose words join the list; `Locale.current` when none is set.
        open var locale: Locale! {
            get { lock.withLock { storedLocale ?? .current } }
            set { lock.withLock { storedLocale = newValue } }
        }

        /// What writes each item; `nil` writes strings as they are and the rest by their
        /// description.
        open var itemFormatter: Formatter? {
            get { lock.withLock { storedItemFormatter } }
            set { lock.withLock { storedItemFormatter = newValue } }
        }

        /// A formatter in the current locale.
        public override init() {
            super.init()
        }

        /// A formatter read from an archive: not supported, as archiving is not.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `strings` joined in the current locale's words.
        open class func localizedString(byJoining strings: [String]) -> String {
            ListFormatter().string(from: strings) ?? ""
        }

        /// `items` written and joined; `nil` when an item cannot be written.
        open func string(from items: [Any]) -> String? {
            let formatter = itemFormatter
            var strings: [String] = []
            for item in items {
                if let formatter {
                    guard let string = formatter.string(for: item) else { return nil }
                    strings.append(string)
                } else {
                    strings.append(item as? String ?? String(describing: item))
                }
            }
            return strings.formatted(.list(type: .and).locale(locale))
        }

        /// The list `object` holds, joined; `nil` when it is not an array.
        open override func string(for object: Any?) -> String? {
            guard let items = object as? [Any] else { return nil }
            return string(from: items)
        }
    }
#endif
