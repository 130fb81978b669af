import OpenCollectionView

/// Auto Layout: a screen built entirely with constraints and stack views, the way an iOS app lays out a profile —
/// a card (avatar, name and bio in stack views), a small form (labels and values in rows of equal-width columns)
/// and a feed of self-sizing cells whose text wraps at the cell's width. Nothing sets a frame: resize the window
/// and every view re-solves, the cells re-measure.
final class AutoLayoutViewController: UIViewController, UICollectionViewDataSource {
    /// A feed post: an author line and a body that wraps, stacked vertically and pinned to the content view; the
    /// width constraint follows the collection view, so the flow layout's self-sizing measures the height.
    private final class PostCell: UICollectionViewCell {
        let author = UILabel()
        let body = UILabel()
        private lazy var widthConstraint = contentView.widthAnchor.constraint(equalToConstant: 0)

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .systemBackground
            contentView.layer.cornerRadius = 12
            author.font = .boldSystemFont(ofSize: 15)
            body.font = .systemFont(ofSize: 15)
            body.textColor = .secondaryLabel
            body.numberOfLines = 0
            let stack = UIStackView(arrangedSubviews: [author, body])
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        /// Pins the content view's width (the usual way to make flow-layout cells full width).
        func setWidth(_ width: CGFloat) {
            widthConstraint.constant = width
            widthConstraint.isActive = true
        }
    }

    private static let posts: [(String, String)] = [
        ("Ada", "Constraints describe relationships; the engine finds frames that satisfy them all."),
        ("Grace", "Stack views make rows and columns without a single frame."),
        (
            "Linus",
            "Labels with numberOfLines = 0 wrap at the width their constraints give them, and the cell grows to fit "
                + "every line."
        ),
        ("Margaret", "Resize the window: everything re-solves."),
        (
            "Dennis",
            "Priorities decide who gives way: hugging keeps a view at its natural size, compression resistance keeps "
                + "it from being squeezed, and the required constraints always hold."
        ),
        ("Barbara", "Layout guides are rectangles without views."),
    ]

    private var collectionView: UICollectionView!
    private let layout = UICollectionViewFlowLayout()
    private var measuredWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let card = makeProfileCard()
        let form = makeForm()
        layout.estimatedItemSize = CGSize(width: 300, height: 60)
        layout.minimumLineSpacing = 8
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .clear
        collectionView.register(PostCell.self, forCellWithReuseIdentifier: "post")
        collectionView.dataSource = self
        collectionView.accessibilityIdentifier = "feed"
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        for subview in [card, form, collectionView!] { view.addSubview(subview) }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            form.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 16),
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 16),
            collectionView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let collectionView, collectionView.bounds.width != measuredWidth else { return }
        measuredWidth = collectionView.bounds.width
        // The cells' width constraints change, so every self-sized height is measured again.
        collectionView.reloadData()
    }

    /// The avatar (initials in a circle) beside a name and a bio that wraps, in stack views.
    private func makeProfileCard() -> UIView {
        let card = UIView()
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 16
        card.accessibilityIdentifier = "profile-card"
        card.translatesAutoresizingMaskIntoConstraints = false

        let avatar = UIView()
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 28
        let initials = UILabel()
        initials.text = "AL"
        initials.font = .boldSystemFont(ofSize: 20)
        initials.textColor = .white
        initials.translatesAutoresizingMaskIntoConstraints = false
        avatar.addSubview(initials)

        let name = UILabel()
        name.text = "Auto Layout"
        name.font = .boldSystemFont(ofSize: 20)
        let handle = UILabel()
        handle.text = "@constraints"
        handle.textColor = .secondaryLabel
        let bio = UILabel()
        bio.text = "A Cassowary solver in Swift: every frame on this screen comes from constraints."
        bio.numberOfLines = 0
        bio.font = .systemFont(ofSize: 15)

        let names = UIStackView(arrangedSubviews: [name, handle, bio])
        names.axis = .vertical
        names.spacing = 2
        names.setCustomSpacing(8, after: handle)
        let row = UIStackView(arrangedSubviews: [avatar, names])
        row.spacing = 12
        row.alignment = .top
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        row.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(row)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 56),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            initials.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
            initials.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            row.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            row.topAnchor.constraint(equalTo: card.topAnchor),
            row.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        return card
    }

    /// A form: rows of a caption and a value, the captions in an equal-width column.
    private func makeForm() -> UIView {
        let fields = [("Name", "Ada Lovelace"), ("Email", "ada@example.com"), ("Location", "London")]
        var captions: [UILabel] = []
        let rows = fields.map { caption, value -> UIView in
            let captionLabel = UILabel()
            captionLabel.text = caption
            captionLabel.textColor = .secondaryLabel
            captions.append(captionLabel)
            let valueLabel = UILabel()
            valueLabel.text = value
            valueLabel.textAlignment = .right
            valueLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            let row = UIStackView(arrangedSubviews: [captionLabel, valueLabel])
            row.spacing = 8
            row.alignment = .firstBaseline
            row.isLayoutMarginsRelativeArrangement = true
            row.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
            return row
        }
        let form = UIStackView(arrangedSubviews: rows)
        form.axis = .vertical
        form.backgroundColor = .systemBackground
        form.layer.cornerRadius = 12
        form.accessibilityIdentifier = "form"
        form.translatesAutoresizingMaskIntoConstraints = false
        for caption in captions.dropFirst() {
            caption.widthAnchor.constraint(equalTo: captions[0].widthAnchor).isActive = true
        }
        captions[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 80).isActive = true
        return form
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.posts.count * 3
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath) as! PostCell
        let post = Self.posts[indexPath.item % Self.posts.count]
        cell.author.text = post.0
        cell.body.text = post.1
        cell.setWidth(collectionView.bounds.width)
        return cell
    }
}
