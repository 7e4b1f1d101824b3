/// The Swift type records of the loaded images, read as the runtime hands them out.
///
/// `swift_enumerateAllMetadataSections` (exported by the Swift runtime on Linux, and what Swift
/// Testing uses to find its macro-made types) calls back once per image with its metadata
/// sections. Of those, only the type-metadata section is read: an array of 32-bit relative
/// pointers to type context descriptors, whose first fields (flags, parent, name, metadata
/// accessor) are the runtime's stable ABI. A record that is not a direct reference to a
/// non-generic struct is skipped, and every section is checked against its recorded length.
enum MetadataSections {
    /// The types of every loaded image whose name ends in `suffix`.
    static func typesNamed(withSuffix suffix: String) -> [Any.Type] {
        #if os(Linux)
            var search = Search(suffix: Array(suffix.utf8))
            withUnsafeMutablePointer(to: &search) { pointer in
                enumerateAllMetadataSections(visitSections, UnsafeMutableRawPointer(pointer))
            }
            return search.found
        #else
            return []
        #endif
    }

    fileprivate struct Search {
        let suffix: [UInt8]
        var found: [Any.Type] = []
    }
}

#if os(Linux)
    @_silgen_name("swift_enumerateAllMetadataSections")
    private func enumerateAllMetadataSections(
        _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool,
        _ context: UnsafeMutableRawPointer?
    )

    /// The runtime's `MetadataSections`: a version, the image's base address and two reserved
    /// words, then (start, length) ranges, of which the third is `swift5_type_metadata`.
    private let typeMetadataRangeOffset = 4 * MemoryLayout<UInt>.size + 2 * 2 * MemoryLayout<UInt>.size

    /// A struct's kind in a context descriptor's flags.
    private let structKind: UInt32 = 17
    /// The flag of a generic context.
    private let genericFlag: UInt32 = 0x80

    private func visitSections(_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool {
        guard let context else { return false }
        let search = context.assumingMemoryBound(to: MetadataSections.Search.self)
        let version = sections.load(as: UInt.self)
        guard version >= 1 else { return true }
        let start = sections.load(fromByteOffset: typeMetadataRangeOffset, as: UInt.self)
        let length = sections.load(fromByteOffset: typeMetadataRangeOffset + MemoryLayout<UInt>.size, as: UInt.self)
        guard start != 0, length % 4 == 0, let records = UnsafeRawPointer(bitPattern: start) else { return true }
        for offset in stride(from: 0, to: Int(length), by: 4) {
            let record = records + offset
            let relative = record.load(as: Int32.self)
            // The low two bits say what the record refers to; 0 is a direct type descriptor.
            guard relative & 0b11 == 0 else { continue }
            let descriptor = record + Int(relative)
            let flags = descriptor.load(as: UInt32.self)
            guard flags & 0x1F == structKind, flags & genericFlag == 0 else { continue }
            let nameField = descriptor + 8
            let name = (nameField + Int(nameField.load(as: Int32.self))).assumingMemoryBound(to: UInt8.self)
            guard hasSuffix(name, search.pointee.suffix) else { continue }
            let accessorField = descriptor + 12
            let accessorOffset = accessorField.load(as: Int32.self)
            guard accessorOffset != 0 else { continue }
            typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer
            let accessor = unsafeBitCast(accessorField + Int(accessorOffset), to: Accessor.self)
            search.pointee.found.append(unsafeBitCast(accessor(0), to: Any.Type.self))
        }
        return true
    }

    /// Whether the C string at `name` ends in `suffix`.
    private func hasSuffix(_ name: UnsafePointer<UInt8>, _ suffix: [UInt8]) -> Bool {
        var length = 0
        while name[length] != 0 { length += 1 }
        guard length >= suffix.count else { return false }
        for index in suffix.indices where name[length - suffix.count + index] != suffix[index] { return false }
        return true
    }
#endif
