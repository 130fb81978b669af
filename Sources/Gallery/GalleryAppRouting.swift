import OpenCollectionView

/// The Gallery app's routes, for the browser's history (`HostRouting`): `""` while the list alone shows (the
/// placeholder beside the sidebar, or the list on top of the collapsed stack), and a screen's slug while that screen
/// shows (`/screen/app/controls`). Opening a route chooses that screen as a tap on its row does — pushed over the
/// list while collapsed (replacing the one pushed before), in the secondary column while expanded, its sidebar row
/// selected — and `""` pops back to the list (collapsed) or shows the placeholder (expanded). Slugs the list does
/// not have, the app itself and deeper paths are unknown.
extension GalleryAppViewController: HostRouting {
    var hostRoute: String {
        guard let chosen = index.chosenController, let slug = index.chosenSlug else { return "" }
        if isCollapsed {
            let stack = (viewControllers.first as? UINavigationController)?.viewControllers ?? []
            return stack.last === chosen ? slug : ""
        }
        return viewController(for: .secondary) === chosen ? slug : ""
    }

    func openHostRoute(_ route: String) -> Bool {
        let collapsedStack = isCollapsed ? viewControllers.first as? UINavigationController : nil
        if route.isEmpty {
            if let collapsedStack, let list = collapsedStack.viewControllers.first {
                collapsedStack.popToViewController(list, animated: true)
            } else {
                showDetailViewController(GalleryAppPlaceholderViewController(), sender: self)
            }
            index.updateSelection()
            return true
        }
        guard let controller = index.choose(route) else { return false }
        if let collapsedStack {
            collapsedStack.setViewControllers(collapsedStack.viewControllers.prefix(1) + [controller], animated: true)
        } else {
            showDetailViewController(controller, sender: self)
        }
        index.updateSelection()
        return true
    }
}
