/// What kind of text a field expects, for the keyboard's suggestions and AutoFill, as UIKit's
/// `UITextContentType`.
///
/// ```swift
/// TextField("Email", text: $email).textContentType(.emailAddress)
/// ```
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The type's name.
    public let rawValue: String
    /// Creates a content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password, for which AutoFill suggests a strong one.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A URL. (UIKit's spelling, kept.)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = UITextContentType(rawValue: "URL")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

extension View {
    /// Tells the keyboard what kind of text the fields inside expect. A rendered screen has no
    /// keyboard, so the fields are drawn as they are.
    ///
    /// ```swift
    /// SecureField("Password", text: $password).textContentType(.password)
    /// ```
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
