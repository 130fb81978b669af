// Host-driven (a window with safe-area insets), so it does not compile against UIKit.
import OpenCollectionView
import Testing

/// The system layout guides: safe area from the window's insets, margins measured from the safe area
/// (`insetsLayoutMarginsFromSafeArea`, UIView reference), the readable-content guide within the margins.
@MainActor
struct LayoutGuideTests {
    @Test func safeAreaAndMarginGuidesFollowTheWindowInsets() {
        let controller = UIViewController()
        let host = HeadlessHost(
            rootViewController: controller, size: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = controller.view!
        root.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let header = UIView()
        let footer = UIView()
        for view in [header, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            footer.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.layout()
        #expect(header.frame == CGRect(x: 16, y: 47, width: 358, height: 44))
        // The margins add to the safe area: the bottom margin guide ends 34 points above the bottom.
        #expect(footer.frame == CGRect(x: 16, y: 790, width: 358, height: 20))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))

        // Wider than the readable width (672), the readable guide is centred inside the margins.
        host.resize(to: CGSize(width: 1024, height: 768))
        host.layout()
        #expect(header.frame.width == 992)
        #expect(footer.frame == CGRect(x: 176, y: 748, width: 672, height: 20))
    }
}
