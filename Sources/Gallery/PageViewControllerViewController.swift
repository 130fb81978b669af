import OpenCollectionView

/// A page view controller of five coloured pages with a page control under it: swipe (or wheel) sideways to turn a
/// page, or tap the page control's dots to jump there with an animated `setViewControllers`. The page control follows
/// the pages through the delegate's `didFinishAnimating` (only a completed turn moves it).
final class PageViewControllerViewController: UIViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    private static let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemPink]

    private let pager = UIPageViewController(
        transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 16])
    private let pageControl = UIPageControl()
    private lazy var pages: [ColoredPageViewController] = Self.colors.indices.map {
        ColoredPageViewController(index: $0, count: Self.colors.count, color: Self.colors[$0])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Page view controller"
        view.backgroundColor = .systemBackground
        pager.dataSource = self
        pager.delegate = self
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        addChild(pager)
        view.addSubview(pager.view)
        pager.didMove(toParent: self)

        pageControl.numberOfPages = pages.count
        pageControl.accessibilityLabel = "Pages"
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.addAction(
            UIAction { [unowned self] _ in showPage(pageControl.currentPage) }, for: .valueChanged)
        view.addSubview(pageControl)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let controlHeight: CGFloat = 44
        pager.view.frame = CGRect(
            x: area.minX, y: area.minY, width: area.width, height: max(0, area.height - controlHeight))
        pageControl.frame = CGRect(x: area.minX, y: area.maxY - controlHeight, width: area.width, height: controlHeight)
    }

    /// Turns to `index` with the page control's dot, forward or back from the page shown.
    private func showPage(_ index: Int) {
        guard let shown = pager.viewControllers?.first as? ColoredPageViewController, shown.index != index else {
            return
        }
        pager.setViewControllers([pages[index]], direction: index > shown.index ? .forward : .reverse, animated: true)
    }

    // MARK: UIPageViewControllerDataSource

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? ColoredPageViewController, page.index > 0 else { return nil }
        return pages[page.index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? ColoredPageViewController, page.index + 1 < pages.count else { return nil }
        return pages[page.index + 1]
    }

    // MARK: UIPageViewControllerDelegate

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        guard completed, let page = pageViewController.viewControllers?.first as? ColoredPageViewController else {
            return
        }
        pageControl.currentPage = page.index
    }
}

/// One page: a colour filling it and its number in the middle.
private final class ColoredPageViewController: UIViewController {
    let index: Int
    private let count: Int
    private let color: UIColor

    init(index: Int, count: Int, color: UIColor) {
        self.index = index
        self.count = count
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.layer.cornerRadius = 24
        let title = UILabel()
        title.text = "Page \(index + 1)"
        title.font = .systemFont(ofSize: 40, weight: .bold)
        title.textColor = .white
        let hint = UILabel()
        hint.text =
            index == 0 ? "Swipe left for the next page" : index == count - 1 ? "The last page" : "Swipe either way"
        hint.font = .preferredFont(forTextStyle: .body)
        hint.textColor = .white
        let stack = UIStackView(arrangedSubviews: [title, hint])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
