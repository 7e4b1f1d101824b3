import Foundation

/// Views made from each element of a collection, identified by a key path or `Identifiable`.
///
/// Inside a `List`, `onDelete(perform:)` makes each row deletable with a swipe.
///
/// ```swift
/// ForEach(memos) { memo in MemoView(memo: memo) }
///     .onDelete { offsets in store.send(.deleteMemo(offsets)) }
/// ForEach(["a", "b"], id: \.self) { Text($0) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    var deleteAction: (@MainActor (IndexSet) -> Void)?

    /// Creates views for `data`, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Makes the rows deletable; `action` receives the offsets of the deleted rows.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Accepts the action that moves rows; rows are not dragged in a rendered picture, so it is
    /// never called. Move elements with `move(fromOffsets:toOffset:)` in a test instead.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        self
    }

    /// Primitive views are resolved into nodes directly; they have no body.
    public var body: Never { primitiveBody }

    func makeNodes(in context: ResolveContext) throws -> [Node] {
        var nodes: [Node] = []
        nodes.reserveCapacity(data.count)
        let deletion = deleteAction.map { context.registerDeletion($0) }
        let tagsElements = context.environment.tagsForEachElement
        for (offset, element) in data.enumerated() {
            let elementID = element[keyPath: id]
            var elementNodes = try context.child(id: elementID).resolve(content(element))
            if tagsElements {
                // A picker's options without a tag of their own are tagged with their ids.
                let tag = LayoutValueNode(key: TagKey.self, value: AnyHashable(elementID))
                elementNodes = elementNodes.map { $0.tag == nil ? Node(.layoutValue(tag), children: [$0]) : $0 }
            }
            if let deletion {
                for node in elementNodes {
                    let isDeletable = !node.layoutValue(for: DeleteDisabledKey.self)
                    nodes.append(isDeletable ? Node(.deletable(action: deletion, offset: offset), children: [node]) : node)
                }
            } else {
                nodes += elementNodes
            }
        }
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for `data`, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach {
    /// Creates views for each element of the collection `data` binds, identified by its `id`,
    /// each view given a binding to its element.
    ///
    /// ```swift
    /// ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
        self.init(elementBindings(data, id: \.id), id: \.wrappedValue.id, content: content)
    }

    /// Creates views for each element of the collection `data` binds, identified by the value
    /// at `id`, each view given a binding to its element.
    ///
    /// ```swift
    /// ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>] {
        self.init(elementBindings(data, id: id), id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}

/// A binding to each element of the collection `data` binds. Each finds its element by id, so
/// it reads the element it was made for even after others are removed, and stops writing once
/// its element is gone.
private func elementBindings<C: MutableCollection & RandomAccessCollection, ID: Hashable>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>
) -> [Binding<C.Element>] {
    data.wrappedValue.map { element in
        let elementID = element[keyPath: id]
        return Binding(
            get: { data.wrappedValue.first { $0[keyPath: id] == elementID } ?? element },
            set: { newValue in
                var collection = data.wrappedValue
                guard let index = collection.firstIndex(where: { $0[keyPath: id] == elementID }) else { return }
                collection[index] = newValue
                data.wrappedValue = collection
            })
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for each number in `data`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// The node of a row `onDelete(perform:)` made deletable: the deletion action and the row's
/// offset, which a swipe in a scripted screen sends.
package struct DeletableNode: ContentModifierPrimitive {
    package var action: ActionID
    package var offset: Int

    static let jsonSchema = [JSONKindSchema("deletable", fields: ["action", "offset"])]

    static func kind(named name: String, json object: JSONObjectReader) throws -> Node.Kind {
        .deletable(action: try ActionID(json: try object.required("action")), offset: try object.required("offset").wholeNumber())
    }

    func jsonFields(path: String) throws -> (name: String, fields: [JSONField]) {
        ("deletable", [JSONField("action", .number(Double(action.rawValue))), JSONField("offset", .number(Double(offset)))])
    }

    var summary: String { "deletable(action: \(action), offset: \(offset))" }

    /// A deletable row takes swipes over its frame, behind its content.
    func draw(_ node: PlacedNode, into builder: inout DisplayListBuilder) {
        builder.addRegion(node.frame, .deletableRow(action: action, offset: offset))
        builder.drawChildren(of: node)
    }
}

extension Node.Kind {
    /// A row that can be swiped to delete: the deletion action and the row's offset.
    package static func deletable(action: ActionID, offset: Int) -> Self { Self(DeletableNode(action: action, offset: offset)) }
}
