/// The edit menu and context menus of items, shown by a long press: the delegate's context-menu configuration if
/// it gives one, else the cut/copy/paste menu when `shouldShowMenuForItemAt` allows it and `canPerformAction`
/// accepts at least one action. The long press begins only over an item with a menu.
extension UICollectionView {
    /// The standard edit actions offered by the item edit menu, with their titles.
    static let standardEditActions: [(Selector, String)] = [(.cut, "Cut"), (.copy, "Copy"), (.paste, "Paste")]

    func handleMenuPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        let point = recognizer.location(in: self)
        guard let indexPath = indexPathForItem(at: point) else { return }
        let entries =
            MenuGestureGate.shared.takeEntries(for: self, at: indexPath) ?? menuEntries(for: indexPath, at: point)
        guard !entries.isEmpty else { return }
        showEditMenu(entries, over: layoutAttributesForItem(at: indexPath)?.frame ?? CGRect(origin: point, size: .zero))
    }

    /// The entries of the item's menu: the delegate's context-menu configuration if it gives one, else the standard
    /// edit actions `shouldShowMenuForItemAt` and `canPerformAction` allow; empty when the item has no menu.
    func menuEntries(for indexPath: IndexPath, at point: CGPoint) -> [EditMenuView.Entry] {
        guard let delegate = collectionDelegate else { return [] }
        if let configuration = delegate.collectionView(
            self, contextMenuConfigurationForItemAt: indexPath, point: point)
        {
            return (configuration.makeMenu()?.allActions ?? []).map { action in
                EditMenuView.Entry(title: action.title) { action.performWithSender(nil, target: nil) }
            }
        }
        guard delegate.collectionView(self, shouldShowMenuForItemAt: indexPath) else { return [] }
        var entries: [EditMenuView.Entry] = []
        for (action, title) in Self.standardEditActions
        where delegate.collectionView(self, canPerformAction: action, forItemAt: indexPath, withSender: self) {
            entries.append(
                EditMenuView.Entry(title: title) { [weak self] in
                    guard let self else { return }
                    self.collectionDelegate?.collectionView(
                        self, performAction: action, forItemAt: indexPath, withSender: self)
                })
        }
        return entries
    }

    /// Lets the menu long press begin only over an item that has a menu (installed when a touch first lands).
    func installMenuGestureGate() {
        guard let press = editMenu.gestureRecognizer, press.delegate == nil else { return }
        press.delegate = MenuGestureGate.shared
    }

    private func showEditMenu(_ entries: [EditMenuView.Entry], over rect: CGRect) {
        dismissEditMenu()
        let menu = EditMenuView(entries: entries) { [weak self] in self?.dismissEditMenu() }
        menu.layer.zPosition = CGFloat(Int32.max)
        menu.place(over: rect, within: bounds)
        addSubview(menu)
        editMenu.view = menu
    }

    /// Hides the edit menu, if shown.
    func dismissEditMenu() {
        editMenu.view?.removeFromSuperview()
        editMenu.view = nil
    }
}

/// Lets a collection view's menu long press begin only over an item that has a menu, as UIKit's does: holding an
/// item without one stays an ordinary touch (the item stays highlighted and is selected when the finger lifts)
/// instead of being cancelled. The entries found are kept for the press that begins, so the delegate is asked once.
@MainActor
final class MenuGestureGate: UIGestureRecognizerDelegate {
    static let shared = MenuGestureGate()

    private var pending: (collectionView: ObjectIdentifier, indexPath: IndexPath, entries: [EditMenuView.Entry])?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = nil
        guard let collectionView = gestureRecognizer.view as? UICollectionView else { return true }
        let point = gestureRecognizer.location(in: collectionView)
        guard let indexPath = collectionView.indexPathForItem(at: point) else { return false }
        let entries = collectionView.menuEntries(for: indexPath, at: point)
        guard !entries.isEmpty else { return false }
        pending = (ObjectIdentifier(collectionView), indexPath, entries)
        return true
    }

    /// The entries found when the press over `indexPath` began, once.
    func takeEntries(for collectionView: UICollectionView, at indexPath: IndexPath) -> [EditMenuView.Entry]? {
        defer { pending = nil }
        guard let pending, pending.collectionView == ObjectIdentifier(collectionView), pending.indexPath == indexPath
        else { return nil }
        return pending.entries
    }
}
