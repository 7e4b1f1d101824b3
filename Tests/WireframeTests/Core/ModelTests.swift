import Testing
import Wireframe
import WireframeTesting

@Observable private final class Profile {
    var name = "Ann"
    var visits = 0
}

private final class Cart: ObservableObject {
    @Published var items: [String] = []
    @Published var coupon = ""
}

private struct NameEditor: View {
    @Bindable var profile: Profile
    var body: some View {
        VStack {
            Text("Hello, \(profile.name)")
            TextField("Name", text: $profile.name)
        }
    }
}

private struct ProfileScreen: View {
    @State private var profile = Profile()
    var body: some View { NameEditor(profile: profile) }
}

private struct CartScreen: View {
    @StateObject private var cart = Cart()
    var body: some View {
        VStack {
            Text("\(cart.items.count) items")
            Button("Add") { cart.items.append("tea") }
            CouponField(cart: cart)
        }
    }
}

private struct CouponField: View {
    @ObservedObject var cart: Cart
    var body: some View { TextField("Coupon", text: $cart.coupon) }
}

private struct Badge: View {
    @EnvironmentObject var cart: Cart
    var body: some View { Text("Badge \(cart.items.count)") }
}

private struct Greeting: View {
    @Environment(Profile.self) var profile
    var body: some View { Text("Hi \(profile.name)") }
}

@MainActor @Suite struct ModelTests {
    private func host<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content) -> ScreenHost<Content> {
        ScreenHost(screen: Screen(width: 240, height: 160), content: content)
    }

    @Test func anObservableModelInStateIsKeptAndBindableEditsIt() async throws {
        let host = host { ProfileScreen() }
        try await host.type("Bo", into: "Name")
        #expect(try host.ascii().contains("Hello, Bo"))
    }

    @Test func aStateObjectIsMadeOncePerIdentity() async throws {
        let host = host { CartScreen() }
        try await host.tap("Add")
        try await host.tap("Add")
        #expect(try host.ascii().contains("2 items"))
    }

    @Test func anObservedObjectsWrapperBindsItsProperties() async throws {
        let cart = Cart()
        let host = host { CouponField(cart: cart) }
        try await host.type("SPRING", into: "Coupon")
        #expect(cart.coupon == "SPRING")
    }

    @Test func anEnvironmentObjectIsReadFromAViewAbove() throws {
        let cart = Cart()
        cart.items = ["tea", "milk"]
        #expect(try Badge().environmentObject(cart).renderASCII(width: 120, height: nil).contains("Badge 2"))
    }

    @Test func aMissingEnvironmentObjectIsARenderErrorNamingTheType() {
        #expect {
            try Badge().renderASCII(width: 120, height: nil)
        } throws: { error in
            let error = error as? RenderError
            return error?.reason == .missingEnvironmentObject && error?.message.contains("Cart") == true
        }
    }

    @Test func anObservableObjectInTheEnvironmentIsReadByType() throws {
        let profile = Profile()
        profile.name = "Cy"
        #expect(try Greeting().environment(profile).renderASCII(width: 120, height: nil).contains("Hi Cy"))
    }

    @Test func anOptionalEnvironmentObjectIsNilWhenAbsent() throws {
        struct Maybe: View {
            @Environment(Profile.self) var profile: Profile?
            var body: some View { Text(profile == nil ? "nobody" : "somebody") }
        }
        #expect(try Maybe().renderASCII(width: 120, height: nil).contains("nobody"))
    }
}

@MainActor @Suite struct SystemEnvironmentTests {
    @Test func theDefaultsAreThoseOfALightEnglishPhone() {
        let environment = EnvironmentValues()
        #expect(environment.colorScheme == .light)
        #expect(environment.dynamicTypeSize == .large)
        #expect(environment.layoutDirection == .leftToRight)
        #expect(environment.isSearching == false)
    }

    @Test func aViewReadsTheValuesSetAboveIt() throws {
        struct Probe: View {
            @Environment(\.colorScheme) var colorScheme
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Text("\(colorScheme == .dark ? "dark" : "light") \(size.isAccessibilitySize ? "big" : "regular")") }
        }
        let picture = try Probe().environment(\.colorScheme, .dark).dynamicTypeSize(.accessibility2).renderASCII(width: 160, height: nil)
        #expect(picture.contains("dark big"))
    }

    @Test func searchingIsUnderWayWhileTheSearchTextIsNotEmpty() throws {
        struct Results: View {
            @Environment(\.isSearching) var isSearching
            var body: some View { Text(isSearching ? "results" : "recent") }
        }
        let idle = try NavigationStack { Results().searchable(text: .constant("")) }.renderASCII(width: 240, height: nil)
        let searching = try NavigationStack { Results().searchable(text: .constant("memo")) }.renderASCII(width: 240, height: nil)
        #expect(idle.contains("recent"))
        #expect(searching.contains("results"))
    }

    @Test func dismissOutsideAPresentationDoesNothing() async throws {
        struct Closer: View {
            @Environment(\.dismiss) var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        let host = ScreenHost(screen: Screen(width: 120, height: 48)) { Closer() }
        try await host.tap("Close")
        #expect(try host.ascii().contains("Close"))
    }
}
