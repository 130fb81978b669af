import Testing
import UIKit

/// Reusable's `NibLoadable` pattern, written as that library writes it: a protocol extension outside any actor that
/// makes a `UINib` and instantiates it. Apple's `UINib` is main-actor isolated but imported from Objective-C as
/// `@preconcurrency`, so Swift 5 code like this compiles against UIKit; it must compile here too (it did not while
/// `UINib` was plain `@MainActor`: "call to main actor-isolated initializer in a synchronous nonisolated context").
protocol NibLoadedView: AnyObject {
    static var nibName: String { get }
}

extension NibLoadedView {
    static var nib: UINib { UINib(nibName: nibName, bundle: Bundle.main) }

    static func loadFromNib() -> [Any] { nib.instantiate(withOwner: nil, options: nil) }
}

final class MissingNibView: UIView, NibLoadedView {
    static var nibName: String { "NoSuchNib" }
}

@MainActor
struct NibLoadableTests {
    @Test func aNibMadeOutsideTheMainActorLoadsOnIt() {
        // The nib is missing: UIKit raises; here it is diagnosed and nothing is loaded (docs/Deviations.md).
        #expect(MissingNibView.loadFromNib().isEmpty)
    }
}
