import Foundation

/// Where a view sits in the tree, as SwiftUI's structural identity has it: the types of the views
/// above it, its position among its siblings, the branch of an `if` it is in, the element id a
/// `ForEach` gave it, and any `id(_:)`.
///
/// The path is folded into 64 bits as resolution walks down, so carrying it costs nothing per
/// view. Two views keep the same identity across renders exactly when the walk down to them meets
/// the same types, positions, branches and ids.
struct ViewIdentity: Hashable, Sendable {
    private(set) var rawValue: UInt64

    /// The identity of the root of a render.
    static let root = ViewIdentity(rawValue: 0x5157_4952_4546_5241)

    /// The identity of a view of type `type` inside this one.
    func appending(type: Any.Type) -> ViewIdentity {
        appending(UInt64(UInt(bitPattern: ObjectIdentifier(type))) ^ 0x7479_7065)
    }

    /// The identity of the child at `index` of a block of views.
    func appending(index: Int) -> ViewIdentity {
        appending(UInt64(bitPattern: Int64(index)) &+ 0x696E_6465_7800)
    }

    /// The identity of a view under an explicit or element id.
    func appending<ID: Hashable>(id: ID) -> ViewIdentity {
        appending(UInt64(UInt(bitPattern: id.hashValue)) ^ 0x6964_0000)
    }

    /// The identity of a dynamic property at `slot` of the view with this identity.
    func appending(slot: Int) -> ViewIdentity {
        appending(UInt64(bitPattern: Int64(slot)) &+ 0x736C_6F74_0000)
    }

    private func appending(_ component: UInt64) -> ViewIdentity {
        // SplitMix64's finalizer: every bit of the parent and the component reaches every bit.
        var value = rawValue &+ component &+ 0x9E37_79B9_7F4A_7C15
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return ViewIdentity(rawValue: value ^ (value >> 31))
    }
}
