import OpenCollectionView

/// Labels in several fonts, an image, rounded bordered views with shadows, and a paging scroll view of cards:
/// the view layer at a glance.
final class ViewsAndScrollingViewController: UIViewController, UIScrollViewDelegate {
    private static let pageColors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple]

    private let titleLabel = UILabel()
    private let body = UILabel()
    private let badge = UIView()
    private let ring = UIView()
    private let image = UIImageView(image: sunImage)
    private let drawn = UIImageView(image: drawnBadge)
    private let pager = UIScrollView()
    private var cards: [UILabel] = []
    private let pageLabel = UILabel()
    private let nextButton = UIButton(type: .system)
    private var laidOutWidth: CGFloat?
    /// The safe area's top the views were last laid out under.
    private var laidOutTop: CGFloat?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.text = "Views"
        view.addSubview(titleLabel)

        body.font = .preferredFont(forTextStyle: .body)
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        body.text = "Labels wrap words with the real font's metrics; long lines are truncated with an ellipsis."
        view.addSubview(body)

        badge.backgroundColor = .systemIndigo
        badge.layer.cornerRadius = 24
        badge.layer.shadowOpacity = 0.35
        badge.layer.shadowOffset = CGSize(width: 0, height: 4)
        badge.layer.shadowRadius = 8
        view.addSubview(badge)

        ring.backgroundColor = .systemBackground
        ring.layer.cornerRadius = 55
        ring.layer.borderWidth = 6
        ring.layer.borderColor = UIColor.systemOrange.cgColor
        view.addSubview(ring)

        image.contentMode = .scaleAspectFit
        view.addSubview(image)
        view.addSubview(drawn)

        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.backgroundColor = .secondarySystemGroupedBackground
        pager.layer.cornerRadius = 16
        pager.accessibilityIdentifier = "pager"
        pager.delegate = self
        for (index, color) in Self.pageColors.enumerated() {
            let card = UILabel()
            card.backgroundColor = color
            card.layer.cornerRadius = 12
            card.clipsToBounds = true
            card.textAlignment = .center
            card.textColor = .white
            card.font = .systemFont(ofSize: 28, weight: .bold)
            card.text = "Page \(index + 1)"
            pager.addSubview(card)
            cards.append(card)
        }
        view.addSubview(pager)

        pageLabel.font = .preferredFont(forTextStyle: .footnote)
        pageLabel.textAlignment = .center
        pageLabel.accessibilityIdentifier = "pager-page"
        view.addSubview(pageLabel)

        nextButton.setTitle("Next page", for: .normal)
        nextButton.backgroundColor = .systemBackground
        nextButton.layer.cornerRadius = 10
        nextButton.accessibilityIdentifier = "pager-next"
        nextButton.addAction(UIAction { [weak self] _ in self?.nextPage() }, for: .primaryActionTriggered)
        view.addSubview(nextButton)
        updatePageLabel()
    }

    /// Lays the column out for the current width (centred, at most 500 points wide) and keeps the pager on the
    /// page it showed.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let top = view.safeAreaInsets.top
        guard bounds.width != laidOutWidth || top != laidOutTop else { return }
        laidOutTop = top
        let page = currentPage
        laidOutWidth = bounds.width
        let width = min(bounds.width - 40, 500)
        let left = (bounds.width - width) / 2

        titleLabel.frame = CGRect(x: left, y: top + 24, width: width, height: 41)
        body.frame = CGRect(
            origin: CGPoint(x: left, y: top + 70), size: body.sizeThatFits(CGSize(width: width, height: 0)))
        let tile = min(110, (width - 30) / 3)
        let gap = (width - 3 * tile) / 2
        badge.frame = CGRect(x: left, y: top + 150, width: tile, height: tile)
        ring.frame = CGRect(x: left + tile + gap, y: top + 150, width: tile, height: tile)
        ring.layer.cornerRadius = tile / 2
        image.frame = CGRect(x: left + 2 * (tile + gap), y: top + 150, width: tile, height: tile)

        pager.frame = CGRect(x: left, y: top + 290, width: width, height: 220)
        for (index, card) in cards.enumerated() {
            card.frame = CGRect(x: CGFloat(index) * width + 20, y: 20, width: width - 40, height: 180)
        }
        pager.contentSize = CGSize(width: width * CGFloat(cards.count), height: 220)
        pager.contentOffset = CGPoint(x: CGFloat(page) * width, y: 0)

        pageLabel.frame = CGRect(x: left, y: top + 520, width: width, height: 24)
        nextButton.frame = CGRect(x: bounds.midX - 75, y: top + 556, width: 150, height: 44)
        drawn.frame = CGRect(x: bounds.midX - 175, y: top + 620, width: 350, height: 60)
    }

    /// The page the pager shows most of.
    private var currentPage: Int {
        guard pager.bounds.width > 0 else { return 0 }
        return min(max(Int((pager.contentOffset.x / pager.bounds.width).rounded()), 0), cards.count - 1)
    }

    private func updatePageLabel() {
        pageLabel.text = "Swipe the cards: page \(currentPage + 1) of \(cards.count)"
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { updatePageLabel() }

    private func nextPage() {
        let page = (currentPage + 1) % cards.count
        pager.setContentOffset(CGPoint(x: CGFloat(page) * pager.bounds.width, y: 0), animated: true)
    }

    /// An image drawn in code with `UIGraphicsImageRenderer` and `UIBezierPath`.
    private static let drawnBadge = UIGraphicsImageRenderer(size: CGSize(width: 350, height: 60)).image { context in
        UIColor.systemGreen.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 350, height: 60), cornerRadius: 14).fill()
        UIColor.white.setStroke()
        let check = UIBezierPath()
        check.lineWidth = 6
        check.move(to: CGPoint(x: 150, y: 30))
        check.addLine(to: CGPoint(x: 168, y: 46))
        check.addLine(to: CGPoint(x: 200, y: 14))
        check.stroke()
    }

    /// A small vector image, so the screen needs no resource files.
    private static let sunImage = UIImage(
        data: Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
            <circle cx="50" cy="50" r="22" fill="#ffcc00"/>
            <g stroke="#ff9500" stroke-width="6" stroke-linecap="round">
            <line x1="50" y1="6" x2="50" y2="20"/><line x1="50" y1="80" x2="50" y2="94"/>
            <line x1="6" y1="50" x2="20" y2="50"/><line x1="80" y1="50" x2="94" y2="50"/>
            <line x1="19" y1="19" x2="29" y2="29"/><line x1="71" y1="71" x2="81" y2="81"/>
            <line x1="19" y1="81" x2="29" y2="71"/><line x1="71" y1="29" x2="81" y2="19"/></g></svg>
            """.utf8))
}
