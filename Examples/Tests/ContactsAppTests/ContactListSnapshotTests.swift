#if canImport(OpenCollectionViewTesting)
    import ContactsApp
    import OpenCollectionViewTesting
    import Testing
    import UIKit

    /// The list screen as pictures and as a view tree: in a navigation controller, light and dark, at the largest
    /// accessibility text size.
    @MainActor
    @Suite struct ContactListSnapshotTests {
        @Test func screen() {
            assertSnapshot(of: UINavigationController(rootViewController: ContactListViewController()), as: .svg)
        }

        @Test func screenDarkWithLargerText() {
            let traits = UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: .dark),
                UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
            ])
            assertSnapshot(
                of: UINavigationController(rootViewController: ContactListViewController()), as: .svg(traits: traits))
        }

        @Test func viewTree() {
            assertSnapshot(of: ContactListViewController(), as: .hierarchy(size: CGSize(width: 390, height: 400)))
        }
    }
#endif
