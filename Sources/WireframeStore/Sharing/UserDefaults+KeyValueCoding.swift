#if !canImport(Darwin)
    import Foundation

    // Key-value coding is Objective-C's, so swift-corelibs-foundation's `UserDefaults` lacks the
    // `setValue(_:forKey:)` and `value(forKey:)` it inherits from `NSObject` on Apple's systems,
    // where for user defaults they are `set(_:forKey:)` and `object(forKey:)`.
    extension UserDefaults {
        /// Stores `value` for `key`, as `set(_:forKey:)` does; `nil` removes the key.
        ///
        /// ```swift
        /// UserDefaults.standard.setValue(true, forKey: "isOn")
        /// ```
        public func setValue(_ value: Any?, forKey key: String) {
            set(value, forKey: key)
        }

        /// The object stored for `key`, as `object(forKey:)` returns it.
        ///
        /// ```swift
        /// UserDefaults.standard.value(forKey: "isOn") as? Bool   // true
        /// ```
        public func value(forKey key: String) -> Any? {
            object(forKey: key)
        }
    }
#endif
