extension UICollectionView {
    /// Editing changed: every visible cell updates its configuration (its state's `isEditing`), and list cells move
    /// their accessories in and out — animated unless animations are off, as UIKit's lists animate the change.
    func editingDidChange() {
        let cells = visibleCells
        for cell in cells { cell.setNeedsUpdateConfiguration() }
        guard UIView.areAnimationsEnabled, window != nil else {
            for cell in cells { cell.layoutIfNeeded() }
            return
        }
        UIView.animate(withDuration: 0.3) {
            for cell in cells { cell.layoutIfNeeded() }
        }
    }
}
