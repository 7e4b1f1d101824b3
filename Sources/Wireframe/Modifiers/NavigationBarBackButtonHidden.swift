extension View {
    /// Asks the navigation bar not to show its back button while this view is the top screen;
    /// accepted, and the back button is still drawn (the bar learns this with the navigation
    /// rework; see the porting article).
    ///
    /// ```swift
    /// RecordMeetingView(store: store).navigationBarBackButtonHidden(true)
    /// ```
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}
