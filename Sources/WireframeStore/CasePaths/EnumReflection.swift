/// Reads an enum value's case tag and payload through the Swift runtime's type metadata.
///
/// The layout used here is the stable Swift ABI: the value witness table with its enum value
/// witnesses, and the enum's type and field descriptors. The initializer returns `nil` for
/// types that are not enums, so callers can fall back to `Mirror`.
@usableFromInline
struct EnumReflection {
    @usableFromInline let metadata: UnsafeRawPointer
    @usableFromInline let witnesses: EnumValueWitnesses

    /// Metadata kind of a Swift enum (`MetadataKind::Enum`).
    private static let enumKind = 0x201

    @usableFromInline
    init?(_ type: Any.Type) {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard metadata.load(as: Int.self) == Self.enumKind else { return nil }
        let table = metadata.load(
            fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
        self.metadata = metadata
        self.witnesses = table.load(as: EnumValueWitnesses.self)
    }

    /// The runtime tag of `value`'s case.
    @inlinable
    func tag<Enum>(of value: Enum) -> UInt32 {
        withUnsafePointer(to: value) { witnesses.getEnumTag(UnsafeRawPointer($0), metadata) }
    }

    /// The payload of `value`, whose case has tag `tag` and carries a `Payload`.
    ///
    /// - Parameter isIndirect: Whether the case is `indirect`, so its payload is boxed.
    @inlinable
    func payload<Enum, Payload>(of value: Enum, tag: UInt32, isIndirect: Bool, as _: Payload.Type) -> Payload {
        var copy = value
        return withUnsafeMutablePointer(to: &copy) { pointer in
            let raw = UnsafeMutableRawPointer(pointer)
            witnesses.destructiveProjectEnumData(raw, metadata)
            defer { witnesses.destructiveInjectEnumTag(raw, tag, metadata) }
            if isIndirect {
                let box = raw.load(as: UnsafeRawPointer.self)
                let headerSize = 2 * MemoryLayout<Int>.size
                let alignment = MemoryLayout<Payload>.alignment
                let offset = (headerSize + alignment - 1) / alignment * alignment
                return box.load(fromByteOffset: offset, as: Payload.self)
            }
            return raw.load(as: Payload.self)
        }
    }

    /// Whether the case named `name` is `indirect`, from the enum's field descriptor; `nil` when
    /// there is no such case.
    @usableFromInline
    func isIndirectCase(named name: String) -> Bool? {
        let descriptor = metadata.load(
            fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
        guard let fields = Self.relativePointer(at: descriptor + 16) else { return nil }
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let fieldCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        guard recordSize >= 12 else { return nil }
        for index in 0..<fieldCount {
            let record = fields + 16 + index * recordSize
            guard let namePointer = Self.relativePointer(at: record + 8) else { continue }
            let recordName = String(cString: namePointer.assumingMemoryBound(to: CChar.self))
            if recordName == name {
                return record.load(as: UInt32.self) & 0x1 != 0
            }
        }
        return nil
    }

    private static func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.load(as: Int32.self)
        guard offset != 0 else { return nil }
        return address + Int(offset)
    }
}

/// The value witness table of an enum type, as laid out by the Swift ABI.
@usableFromInline
struct EnumValueWitnesses {
    @usableFromInline let initializeBufferWithCopyOfBuffer: UnsafeRawPointer
    @usableFromInline let destroy: UnsafeRawPointer
    @usableFromInline let initializeWithCopy: UnsafeRawPointer
    @usableFromInline let assignWithCopy: UnsafeRawPointer
    @usableFromInline let initializeWithTake: UnsafeRawPointer
    @usableFromInline let assignWithTake: UnsafeRawPointer
    @usableFromInline let getEnumTagSinglePayload: UnsafeRawPointer
    @usableFromInline let storeEnumTagSinglePayload: UnsafeRawPointer
    @usableFromInline let size: Int
    @usableFromInline let stride: Int
    @usableFromInline let flags: UInt32
    @usableFromInline let extraInhabitantCount: UInt32
    @usableFromInline let getEnumTag: @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
    @usableFromInline let destructiveProjectEnumData: @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
    @usableFromInline let destructiveInjectEnumTag: @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void
}
