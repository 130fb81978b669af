import OpenCollectionView

/// Seed 000's drag and drop: two collection views of photo cards. Long-press a card to lift it (its preview has
/// rounded corners on a clear background), drag it within its collection view to reorder (move), or to the other
/// one to copy it. Cards of the "Cloud" collection carry no local object: their names arrive after an asynchronous
/// load, so dropping one in "Albums" shows a placeholder that fills in when the load completes. Text, links and
/// images dragged onto the page from outside (another page or the desktop) drop into either collection the same
/// way: a card named after the text, or after the image's file.
final class DragAndDropViewController: UIViewController {
    private let albums = DragAndDropModel(
        name: "albums", items: ["Beach", "Forest", "Harbour", "Mountain", "Desert", "Lake", "Canyon", "Meadow"],
        hue: 0.55)
    private let cloud = DragAndDropModel(
        name: "cloud", items: ["Aurora", "Glacier", "Volcano", "Reef", "Dunes", "Tundra"], hue: 0.08,
        loadsAsynchronously: true)
    private var albumsView: UICollectionView!
    private var cloudView: UICollectionView!
    private let albumsTitle = UILabel()
    private let cloudTitle = UILabel()
    private let hint = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        hint.text = "Long-press a card and drag it: within a collection to reorder, across to copy."
        hint.textColor = .secondaryLabel
        hint.font = .preferredFont(forTextStyle: .subheadline)
        hint.numberOfLines = 2
        view.addSubview(hint)
        albumsTitle.text = "Albums"
        cloudTitle.text = "Cloud (loads when dropped)"
        for title in [albumsTitle, cloudTitle] {
            title.font = .preferredFont(forTextStyle: .headline)
            view.addSubview(title)
        }
        albumsView = makeCollectionView(model: albums)
        cloudView = makeCollectionView(model: cloud)
    }

    private func makeCollectionView(model: DragAndDropModel) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 96, height: 96)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .secondarySystemGroupedBackground
        collectionView.layer.cornerRadius = 12
        collectionView.accessibilityIdentifier = "dnd-\(model.name)"
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
        collectionView.dataSource = model
        collectionView.dragDelegate = model
        collectionView.dropDelegate = model
        // Seed 000 turns drag and drop on explicitly, so it works on an iPhone-sized window too.
        collectionView.dragInteractionEnabled = true
        view.addSubview(collectionView)
        return collectionView
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 12, dy: 8)
        hint.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 40)
        let top = hint.frame.maxY + 4
        let sideBySide = bounds.width >= 600
        let columnWidth = sideBySide ? (bounds.width - 12) / 2 : bounds.width
        let columnHeight = sideBySide ? bounds.maxY - top : (bounds.maxY - top - 12) / 2
        let frames = [
            CGRect(x: bounds.minX, y: top, width: columnWidth, height: columnHeight),
            sideBySide
                ? CGRect(x: bounds.minX + columnWidth + 12, y: top, width: columnWidth, height: columnHeight)
                : CGRect(x: bounds.minX, y: top + columnHeight + 12, width: columnWidth, height: columnHeight),
        ]
        for (frame, (title, collectionView)) in zip(frames, [(albumsTitle, albumsView!), (cloudTitle, cloudView!)]) {
            title.frame = CGRect(x: frame.minX + 4, y: frame.minY, width: frame.width - 8, height: 24)
            collectionView.frame = CGRect(
                x: frame.minX, y: frame.minY + 28, width: frame.width, height: max(0, frame.height - 28))
        }
    }
}
