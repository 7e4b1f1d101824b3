import Testing
@Test func probe() { #expect(1 == 1) }
