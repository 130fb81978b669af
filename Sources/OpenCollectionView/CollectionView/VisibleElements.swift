/// The elements a collection view shows and the scratch of the layout pass that reconciles them with the layout:
/// the views on screen by element, the views leaving in an update or layout animation, the number of the current
/// reconciliation pass (a view that stays is marked with it), and the last rect asked of the layout with its
/// answer, kept so steady scrolling asks the layout only every screenful (`UICollectionView+Display.swift`
/// reconciles). Its arrays and dictionaries are changed in place and keep their capacity, so a frame of steady
/// scrolling allocates nothing.
struct VisibleElements {
    /// The views on screen, by element.
    var views: [ElementKey: UICollectionReusableView] = [:]
    /// Views leaving the screen in an update animation, removed when it ends.
    var departing: [(key: ElementKey, view: UICollectionReusableView)] = []
    /// The number of the current reconciliation pass (marks the views that stay).
    var pass = 0
    /// Whether elements are being reconciled (re-entrant layout is deferred).
    var isReconciling = false
    /// The last rect the layout was asked about, and its answer.
    var queriedRect: CGRect?
    var queriedAttributes: [UICollectionViewLayoutAttributes] = []
    /// Whether `queriedAttributes` were mirrored for a right-to-left layout direction.
    var queriedMirrored = false
    /// The keys of the views that left, gathered each pass (storage reused every layout pass).
    var scratchKeys: [ElementKey] = []
    /// The attributes of the element whose view the data source is being asked for (applied on dequeue).
    var attributesBeingDisplayed: UICollectionViewLayoutAttributes?
    /// The copy of attributes last handed to `preferredLayoutAttributesFitting(_:)`, reused when nothing kept it.
    var preferredAttributesScratch: UICollectionViewLayoutAttributes?

    /// Starts a reconciliation pass and returns its number.
    mutating func nextPass() -> Int {
        pass &+= 1
        return pass
    }

    /// The views leaving the screen, handed over and forgotten.
    mutating func takeDeparting() -> [(key: ElementKey, view: UICollectionReusableView)] {
        let departed = departing
        departing.removeAll()
        return departed
    }
}
