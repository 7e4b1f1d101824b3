/// A closure that reports an issue when it is called and returns `placeholder`: IssueReporting's
/// `unimplemented`, for the endpoints of a dependency's test value that a test must override.
///
/// ```swift
/// extension AnalyticsClient: TestDependencyKey {
///     static let testValue = AnalyticsClient(track: unimplemented("AnalyticsClient.track"))
/// }
/// ```
///
/// The issue reads "Unimplemented: AnalyticsClient.track", then where the closure was made and
/// the arguments it was called with.
///
/// - Parameters:
///   - description: What the closure stands for, usually `Client.endpoint`.
///   - placeholder: What the closure returns after reporting; nothing for a `Void` closure.
///   - fileID: The file ID of the closure's definition; the call's by default.
///   - filePath: The file path of that definition.
///   - function: The function it was made in.
///   - line: The line of that definition.
///   - column: The column of that definition.
/// - Returns: A closure that reports an issue each time it is called.
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> sending Result = (),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) -> sending Result {
    let definition = UnimplementedDefinition(
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return { (argument: repeat each Argument) in
        definition.report(description(), arguments: (repeat each argument))
        return placeholder()
    }
}

/// A throwing closure that reports an issue when it is called, then throws an
/// ``UnimplementedFailure``.
///
/// ```swift
/// static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
/// ```
///
/// - Parameters:
///   - description: What the closure stands for, usually `Client.endpoint`.
///   - fileID: The file ID of the closure's definition; the call's by default.
///   - filePath: The file path of that definition.
///   - function: The function it was made in.
///   - line: The line of that definition.
///   - column: The column of that definition.
/// - Returns: A closure that reports an issue and throws each time it is called.
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> sending Result {
    let definition = UnimplementedDefinition(
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return { (argument: repeat each Argument) in
        throw definition.failure(description(), arguments: (repeat each argument))
    }
}

/// A closure that reports an issue when it is called, then throws `failure`.
///
/// ```swift
/// static let testValue = APIClient(fetch: unimplemented("APIClient.fetch", throwing: APIError.offline))
/// ```
///
/// - Parameters:
///   - description: What the closure stands for, usually `Client.endpoint`.
///   - failure: The error the closure throws.
///   - fileID: The file ID of the closure's definition; the call's by default.
///   - filePath: The file path of that definition.
///   - function: The function it was made in.
///   - line: The line of that definition.
///   - column: The column of that definition.
/// - Returns: A closure that reports an issue and throws `failure` each time it is called.
public func unimplemented<each Argument, Failure: Error, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    throwing failure: @autoclosure @escaping @Sendable () -> Failure,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) throws(Failure) -> sending Result {
    let definition = UnimplementedDefinition(
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return { (argument: repeat each Argument) throws(Failure) in
        definition.report(description(), arguments: (repeat each argument))
        throw failure()
    }
}

/// An asynchronous closure that reports an issue when it is called and returns `placeholder`.
///
/// ```swift
/// static let testValue = Speech(authorizationStatus: unimplemented("Speech.authorizationStatus", placeholder: .denied))
/// ```
///
/// - Parameters:
///   - description: What the closure stands for, usually `Client.endpoint`.
///   - placeholder: What the closure returns after reporting; nothing for a `Void` closure.
///   - fileID: The file ID of the closure's definition; the call's by default.
///   - filePath: The file path of that definition.
///   - function: The function it was made in.
///   - line: The line of that definition.
///   - column: The column of that definition.
/// - Returns: A closure that reports an issue each time it is called.
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> sending Result = (),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) async -> sending Result {
    let definition = UnimplementedDefinition(
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return { (argument: repeat each Argument) in
        definition.report(description(), arguments: (repeat each argument))
        return placeholder()
    }
}

/// An asynchronous throwing closure that reports an issue when it is called, then throws an
/// ``UnimplementedFailure``.
///
/// ```swift
/// static let testValue = FactClient(fetch: unimplemented("FactClient.fetch"))   // async throws
/// ```
///
/// - Parameters:
///   - description: What the closure stands for, usually `Client.endpoint`.
///   - fileID: The file ID of the closure's definition; the call's by default.
///   - filePath: The file path of that definition.
///   - function: The function it was made in.
///   - line: The line of that definition.
///   - column: The column of that definition.
/// - Returns: A closure that reports an issue and throws each time it is called.
public func unimplemented<each Argument, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> sending Result {
    let definition = UnimplementedDefinition(
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return { (argument: repeat each Argument) in
        throw definition.failure(description(), arguments: (repeat each argument))
    }
}

/// An asynchronous closure that reports an issue when it is called, then throws `failure`.
///
/// ```swift
/// static let testValue = APIClient(load: unimplemented("APIClient.load", throwing: APIError.offline))
/// ```
///
/// - Parameters:
///   - description: What the closure stands for, usually `Client.endpoint`.
///   - failure: The error the closure throws.
///   - fileID: The file ID of the closure's definition; the call's by default.
///   - filePath: The file path of that definition.
///   - function: The function it was made in.
///   - line: The line of that definition.
///   - column: The column of that definition.
/// - Returns: A closure that reports an issue and throws `failure` each time it is called.
public func unimplemented<each Argument, Failure: Error, Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    throwing failure: @autoclosure @escaping @Sendable () -> Failure,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) async throws(Failure) -> sending Result {
    let definition = UnimplementedDefinition(
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    return { (argument: repeat each Argument) async throws(Failure) in
        definition.report(description(), arguments: (repeat each argument))
        throw failure()
    }
}

/// Reports an issue where it is called and returns `placeholder`: an unimplemented value, as in a
/// computed property of a test value.
///
/// ```swift
/// var baseURL: URL { unimplemented("APIClient.baseURL", placeholder: URL(filePath: "/")) }
/// ```
///
/// - Parameters:
///   - description: What the value stands for.
///   - placeholder: What is returned after reporting.
///   - fileID: The file ID of the call; the call's by default.
///   - filePath: The file path of the call.
///   - function: The function it is called in.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: `placeholder`.
@_disfavoredOverload
public func unimplemented<Result>(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    placeholder: @autoclosure @escaping @Sendable () -> sending Result = (),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> Result {
    UnimplementedDefinition(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
        .report(description(), arguments: nil)
    return placeholder()
}

/// The error a throwing `unimplemented` closure throws after reporting its issue.
///
/// ```swift
/// do { try await client.fetch(1) } catch let failure as UnimplementedFailure { failure.description }
/// ```
public struct UnimplementedFailure: Error {
    /// The description the closure was made with.
    public let description: String

    /// A failure described by `description`.
    public init(description: String) {
        self.description = description
    }
}

/// Where an `unimplemented` closure was made, and how its issue reads.
struct UnimplementedDefinition: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let function: StaticString
    let line: UInt
    let column: UInt

    /// Reports "Unimplemented: description", where the closure was defined and, when it took any,
    /// the arguments of the call.
    func report(_ description: String, arguments: Any?) {
        var message = description.isEmpty ? "Unimplemented" : "Unimplemented: \(description)"
        message += "\n\nDefined in '\(function)' at \(fileID):\(line)"
        if let arguments, !(arguments is Void) {
            var invocation = ""
            debugPrint(arguments, terminator: "", to: &invocation)
            message += "\n\nInvoked with: \(invocation)"
        }
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Reports the issue, and gives the error a throwing closure throws after it.
    func failure(_ description: String, arguments: Any?) -> UnimplementedFailure {
        report(description, arguments: arguments)
        return UnimplementedFailure(description: description)
    }
}
