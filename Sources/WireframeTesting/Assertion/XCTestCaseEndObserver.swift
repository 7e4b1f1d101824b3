import Foundation
import WireframeDump
import XCTest

/// Tells the libraries that link no test framework when an XCTest test case ends: what lets an
/// `XCTExpectFailure` made without a block last until the end of its test.
///
/// `TestFrameworkBridge` finds this type by its mangled name; rename it only with
/// `TestFrameworkBridge.xcTestCaseEndObserverTypeName`.
enum XCTestCaseEndObserver: XCTestCaseEndObserving {
    static func whenEachTestCaseEnds(_ action: @escaping @Sendable () -> Void) {
        XCTestObservationCenter.shared.addTestObserver(Observer(action: action))
    }

    private final class Observer: NSObject, XCTestObservation, Sendable {
        let action: @Sendable () -> Void

        init(action: @escaping @Sendable () -> Void) {
            self.action = action
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            action()
        }
    }
}
