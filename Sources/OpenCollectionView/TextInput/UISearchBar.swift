/// A search field in a bar (UIKit's `UISearchBar`): the rounded search text field with its magnifying glass and
/// "Search" placeholder, a Cancel button when `showsCancelButton`, and a scope bar of segments below when
/// `showsScopeBar` and there are `scopeButtonTitles`. It is 56 points tall, 100 with the scope bar.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's text field.
    public let searchTextField = UISearchTextField()
    private let cancelButton = UIButton(type: .system)
    private let scopeBar = UISegmentedControl(items: nil)
    private lazy var fieldDelegate = SearchFieldDelegate(searchBar: self)

    /// The delegate.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller that owns this bar, told of every change.
    weak var searchController: UISearchController?

    /// The height of the bar's row with the field (UIKit's 56 points).
    static let fieldRowHeight: CGFloat = 56
    /// The height the scope bar adds.
    static let scopeBarHeight: CGFloat = 44
    /// The height of the field's row when the bar sits in a navigation bar (UIKit's 52 points).
    static let navigationFieldRowHeight: CGFloat = 52

    /// Whether the bar sits in a navigation bar, shown there by its search controller's navigation item.
    var isInNavigationBar: Bool { searchController?.hostingNavigationItem != nil }
    /// The height of the row with the field: 56 points, or 52 in a navigation bar.
    var fieldRowHeight: CGFloat { isInNavigationBar ? Self.navigationFieldRowHeight : Self.fieldRowHeight }
    /// The bar's side margins: 8 points, or the navigation bar's 16 (20 at regular width) there, lining the field
    /// up with the large title.
    private var sideMargin: CGFloat {
        guard isInNavigationBar else { return 8 }
        return traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [weak self] _ in self?.textDidChangeByUser() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChangedByUser() }, for: .valueChanged)
    }

    /// The text in the field.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The placeholder; the field shows "Search" while it is `nil`, as in UIKit.
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? "Search" }
    }

    /// Whether the Cancel button shows (default `false`).
    open var showsCancelButton = false { didSet { setNeedsLayout() } }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// The titles of the scope buttons.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            scopeBar.selectedSegmentIndex = min(selectedScopeButtonIndex, max(0, scopeBar.numberOfSegments - 1))
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The selected scope button (default 0); setting it does not call the delegate.
    open var selectedScopeButtonIndex = 0 { didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex } }

    /// Whether the scope bar shows (default `false`; a search controller shows it while active).
    open var showsScopeBar = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Shows or hides the scope bar.
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    private var scopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    open override var intrinsicContentSize: CGSize {
        CGSize(
            width: UIView.noIntrinsicMetric,
            height: fieldRowHeight + (scopeBarShown ? Self.scopeBarHeight : 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin = sideMargin
        let fieldRowHeight = fieldRowHeight
        // In a navigation bar the bar's own background shows through, as in UIKit.
        backgroundColor = isInNavigationBar ? .clear : .systemBackground
        var fieldWidth = bounds.width - 2 * margin
        if showsCancelButton {
            if cancelButton.superview !== self { addSubview(cancelButton) }
            let size = cancelButton.sizeThatFits(.zero)
            fieldWidth -= size.width + margin
            cancelButton.frame = CGRect(
                x: bounds.width - margin - size.width, y: (fieldRowHeight - 36) / 2, width: size.width,
                height: 36)
        } else {
            cancelButton.removeFromSuperview()
        }
        searchTextField.frame = CGRect(
            x: margin, y: (fieldRowHeight - 36) / 2, width: max(0, fieldWidth), height: 36)
        if scopeBarShown {
            if scopeBar.superview !== self { addSubview(scopeBar) }
            scopeBar.frame = CGRect(x: margin, y: fieldRowHeight, width: bounds.width - 2 * margin, height: 32)
        } else {
            scopeBar.removeFromSuperview()
        }
        // Right to left, as in UIKit, the Cancel button is on the left of the field.
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in [searchTextField, cancelButton, scopeBar] {
                view.frame.origin.x = bounds.width - view.frame.maxX
            }
        }
    }

    /// The bar's text field becomes first responder in its place.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Makes the search field first responder, beginning editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in the search field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    // MARK: - Events

    private func textDidChangeByUser() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchBarChanged()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }

    private func scopeChangedByUser() {
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchBarChanged()
    }

    fileprivate func searchButtonPressed() { delegate?.searchBarSearchButtonClicked(self) }

    fileprivate func editingBegan() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarBeganEditing()
    }
}

/// Answers the search bar's text field for the bar, passing each question on to the bar's delegate.
@MainActor
private final class SearchFieldDelegate: UITextFieldDelegate {
    weak var searchBar: UISearchBar?

    init(searchBar: UISearchBar) { self.searchBar = searchBar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { searchBar?.editingBegan() }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchBar?.searchButtonPressed()
        return true
    }
}
