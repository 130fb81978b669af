#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// A headless host whose root view holds `view`: the common setup of behaviour tests.
@MainActor
func hostedInWindow(_ view: UIView, size: CGSize = CGSize(width: 400, height: 400)) -> HeadlessHost {
    let controller = UIViewController()
    let host = HeadlessHost(rootViewController: controller, size: size)
    controller.view.addSubview(view)
    return host
}
