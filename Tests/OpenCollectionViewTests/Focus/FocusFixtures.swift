import OpenCollectionView

/// A collection view of plain cells in a flow layout, with a delegate that records what focus and selection do.
@MainActor
final class FocusGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let itemCount: Int
    let itemSize: CGSize
    let spacing: CGFloat
    let frame: CGRect?
    var collectionView: UICollectionView!
    var log: [String] = []
    var unfocusableItems: Set<Int> = []
    var refusesFocusUpdates = false
    var contexts: [(previous: IndexPath?, next: IndexPath?, heading: UIFocusHeading)] = []

    init(itemCount: Int, itemSize: CGSize, spacing: CGFloat = 10, frame: CGRect? = nil) {
        self.itemCount = itemCount
        self.itemSize = itemSize
        self.spacing = spacing
        self.frame = frame
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = itemSize
        layout.minimumLineSpacing = spacing
        layout.minimumInteritemSpacing = spacing
        collectionView = UICollectionView(frame: frame ?? view.bounds, collectionViewLayout: layout)
        if frame == nil { collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.allowsFocus = true
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { itemCount }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        !unfocusableItems.contains(indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool { !refusesFocusUpdates }

    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        contexts.append((context.previouslyFocusedIndexPath, context.nextFocusedIndexPath, context.focusHeading))
    }

    /// The item of the focused cell, if a cell of this collection view has focus.
    var focusedItem: Int? {
        guard let cell = view.window?.windowScene?.focusSystem?.focusedItem as? UICollectionViewCell else {
            return nil
        }
        return collectionView.indexPath(for: cell)?.item
    }
}

/// A button that takes keyboard focus (iPadOS buttons don't unless they say so).
@MainActor
final class FocusableButton: UIButton {
    override var canBecomeFocused: Bool { true }
}
