import Testing

@testable import WireframeStore

private struct Greeter: Sendable {
    var greet: @Sendable (String) -> String
}

extension Greeter: TestDependencyKey {
    static let testValue = Greeter { "test hello, \($0)" }
}

private struct Clockwork: Sendable {
    var name: String
}

extension Clockwork: TestDependencyKey {
    static let testValue = Clockwork(name: "test")
}

extension Clockwork: DependencyKey {
    static let liveValue = Clockwork(name: "live")
}

/// A client that is its own key, with a preview value of its own.
private struct Weather: Sendable {
    var forecast: String
}

extension Weather: DependencyKey {
    static let liveValue = Weather(forecast: "live")
    static let testValue = Weather(forecast: "test")
    static let previewValue = Weather(forecast: "preview")
}

/// A key written as an enum with a live value only.
private enum LaunchCountKey: DependencyKey {
    static let liveValue = 7
}

extension DependencyValues {
    fileprivate var weather: Weather {
        get { self[Weather.self] }
        set { self[Weather.self] = newValue }
    }
    fileprivate var launchCount: Int {
        get { self[LaunchCountKey.self] }
        set { self[LaunchCountKey.self] = newValue }
    }
    fileprivate var greeter: Greeter {
        get { self[Greeter.self] }
        set { self[Greeter.self] = newValue }
    }
    fileprivate var clockwork: Clockwork {
        get { self[Clockwork.self] }
        set { self[Clockwork.self] = newValue }
    }
}

@Suite struct TestDependencyKeyTests {
    @Test func aKeyWithOnlyATestValueGivesItEverywhere() {
        #expect(DependencyValues().greeter.greet("Ann") == "test hello, Ann")
        let greeting = withDependencies {
            $0.greeter = Greeter { "hi, \($0)" }
        } operation: {
            DependencyValues.currentValues().greeter.greet("Bo")
        }
        #expect(greeting == "hi, Bo")
    }

    @Test func aKeyWithBothIsReadAsALiveKey() {
        #expect(DependencyValues(context: .live).clockwork.name == "live")
        #expect(DependencyValues().clockwork.name == "test")
    }

    @Test func theContextChoosesTheLivePreviewOrTestValue() {
        #expect(DependencyValues().context == .test)
        #expect(DependencyValues().weather.forecast == "test")
        #expect(DependencyValues(context: .live).weather.forecast == "live")
        #expect(DependencyValues(context: .preview).weather.forecast == "preview")
        let seen = withDependencies {
            $0.context = .preview
        } operation: {
            @Dependency(\.context) var context
            @Dependency(\.weather) var weather
            return (context, weather.forecast)
        }
        #expect(seen == (.preview, "preview"))
    }

    @Test func aPreviewReadsTheLiveValueOrTheTestOnlyValueWhenTheKeyHasNoPreviewValue() {
        let preview = DependencyValues(context: .preview)
        #expect(preview.launchCount == 7)
        #expect(preview.clockwork.name == "live")
        #expect(preview.greeter.greet("Ann") == "test hello, Ann")
    }
}
