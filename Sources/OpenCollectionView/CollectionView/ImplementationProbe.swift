/// Tells whether a delegate implements an optional method — UIKit's `respondsToSelector:` — without the
/// Objective-C runtime. Every protocol-extension default that UIKit treats as "not implemented" marks the probe;
/// a caller asks `isImplemented { delegate.method(…) }` once and then calls the method only when it is.
///
/// The probe calls the method once, so it is used only for side-effect-free queries (sizes, insets, spacing).
@MainActor
enum ImplementationProbe {
    private static var reachedDefault = false

    /// Marks that a default (unimplemented) method ran.
    static func markDefault() { reachedDefault = true }

    /// Runs `call` and reports whether it reached an implementation rather than a protocol default.
    static func isImplemented(_ call: () -> Void) -> Bool {
        let outer = reachedDefault
        reachedDefault = false
        call()
        let implemented = !reachedDefault
        reachedDefault = outer
        return implemented
    }
}
