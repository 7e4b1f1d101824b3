import XCTest
import Testing
public func probeFail() { if Test.current != nil { Issue.record("x") } else { XCTFail("x") } }
