/// The edit menu and context menus of items, shown by a long press: the delegate's context-menu configuration if
/// it gives one, else the cut/copy/paste menu when `shouldShowMenuForItemAt` allows it and `canPerformAction`
/// accepts at least one action.
extension UICollectionView {
    /// The standard edit actions offered by the item edit menu, with their titles.
    static let standardEditActions: [(Selector, String)] = [(.cut, "Cut"), (.copy, "Copy"), (.paste, "Paste")]

    func handleMenuPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        let point = recognizer.location(in: self)
        guard let indexPath = indexPathForItem(at: point), let delegate = collectionDelegate else { return }
        var entries: [EditMenuView.Entry] = []
        if let configuration = delegate.collectionView(
            self, contextMenuConfigurationForItemAt: indexPath, point: point)
        {
            entries = (configuration.makeMenu()?.allActions ?? []).map { action in
                EditMenuView.Entry(title: action.title) { action.performWithSender(nil, target: nil) }
            }
        } else if delegate.collectionView(self, shouldShowMenuForItemAt: indexPath) {
            for (action, title) in Self.standardEditActions
            where delegate.collectionView(self, canPerformAction: action, forItemAt: indexPath, withSender: self) {
                entries.append(
                    EditMenuView.Entry(title: title) { [weak self] in
                        guard let self else { return }
                        self.collectionDelegate?.collectionView(
                            self, performAction: action, forItemAt: indexPath, withSender: self)
                    })
            }
        }
        guard !entries.isEmpty else { return }
        showEditMenu(entries, over: layoutAttributesForItem(at: indexPath)?.frame ?? CGRect(origin: point, size: .zero))
    }

    private func showEditMenu(_ entries: [EditMenuView.Entry], over rect: CGRect) {
        dismissEditMenu()
        let menu = EditMenuView(entries: entries) { [weak self] in self?.dismissEditMenu() }
        menu.layer.zPosition = CGFloat(Int32.max)
        menu.place(over: rect, within: bounds)
        addSubview(menu)
        editMenu = menu
    }

    /// Hides the edit menu, if shown.
    func dismissEditMenu() {
        editMenu?.removeFromSuperview()
        editMenu = nil
    }
}
