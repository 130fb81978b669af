import OpenCollectionView

/// Labels in several fonts, an image, rounded bordered views with shadows, and a paging scroll view of cards:
/// the view layer at a glance.
final class ViewsAndScrollingViewController: UIViewController {
    private let pager = UIScrollView()
    private let pageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let title = UILabel(frame: CGRect(x: 20, y: 24, width: 350, height: 41))
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.text = "Views"
        view.addSubview(title)

        let body = UILabel(frame: CGRect(x: 20, y: 70, width: 350, height: 60))
        body.font = .preferredFont(forTextStyle: .body)
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        body.text = "Labels wrap words with the real font's metrics; long lines are truncated with an ellipsis."
        body.frame.size = body.sizeThatFits(CGSize(width: 350, height: 0))
        view.addSubview(body)

        let badge = UIView(frame: CGRect(x: 20, y: 150, width: 110, height: 110))
        badge.backgroundColor = .systemIndigo
        badge.layer.cornerRadius = 24
        badge.layer.shadowOpacity = 0.35
        badge.layer.shadowOffset = CGSize(width: 0, height: 4)
        badge.layer.shadowRadius = 8
        view.addSubview(badge)

        let ring = UIView(frame: CGRect(x: 145, y: 150, width: 110, height: 110))
        ring.backgroundColor = .systemBackground
        ring.layer.cornerRadius = 55
        ring.layer.borderWidth = 6
        ring.layer.borderColor = UIColor.systemOrange.cgColor
        view.addSubview(ring)

        let image = UIImageView(image: Self.sunImage)
        image.frame = CGRect(x: 270, y: 150, width: 100, height: 110)
        image.contentMode = .scaleAspectFit
        view.addSubview(image)

        let drawn = UIImageView(image: Self.drawnBadge)
        drawn.frame.origin = CGPoint(x: 20, y: 620)
        view.addSubview(drawn)

        pager.frame = CGRect(x: 20, y: 290, width: 350, height: 220)
        pager.isPagingEnabled = true
        pager.backgroundColor = .secondarySystemGroupedBackground
        pager.layer.cornerRadius = 16
        pager.accessibilityIdentifier = "pager"
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple]
        for (index, color) in colors.enumerated() {
            let card = UILabel(frame: CGRect(x: CGFloat(index) * 350 + 20, y: 20, width: 310, height: 180))
            card.backgroundColor = color
            card.layer.cornerRadius = 12
            card.clipsToBounds = true
            card.textAlignment = .center
            card.textColor = .white
            card.font = .systemFont(ofSize: 28, weight: .bold)
            card.text = "Page \(index + 1)"
            pager.addSubview(card)
        }
        pager.contentSize = CGSize(width: 350 * CGFloat(colors.count), height: 220)
        view.addSubview(pager)

        pageLabel.frame = CGRect(x: 20, y: 520, width: 350, height: 24)
        pageLabel.font = .preferredFont(forTextStyle: .footnote)
        pageLabel.textAlignment = .center
        pageLabel.text = "Swipe the cards: page 1 of \(colors.count)"
        view.addSubview(pageLabel)

        let button = UIButton(primaryAction: UIAction(title: "Next page") { [weak self] _ in self?.nextPage() })
        button.frame = CGRect(x: 120, y: 556, width: 150, height: 44)
        button.backgroundColor = .systemBackground
        button.layer.cornerRadius = 10
        view.addSubview(button)
    }

    private func nextPage() {
        let pageCount = Int(pager.contentSize.width / pager.bounds.width)
        let page = (Int(pager.contentOffset.x / pager.bounds.width) + 1) % pageCount
        pager.setContentOffset(CGPoint(x: CGFloat(page) * pager.bounds.width, y: 0), animated: true)
        pageLabel.text = "Swipe the cards: page \(page + 1) of \(pageCount)"
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
