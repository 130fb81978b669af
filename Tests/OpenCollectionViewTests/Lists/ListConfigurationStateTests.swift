// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Configuration state and its updates: a list cell's background follows selection and highlight as UIKit's list
/// backgrounds do (system gray 4 when selected in plain and grouped lists, the tint colour in a sidebar, whose text
/// turns white), app-set colours win over the automatic ones, and `configurationUpdateHandler`,
/// `updateConfiguration(using:)` and custom states behave as documented.
@MainActor
struct ListConfigurationStateTests {
    /// The colour the cell's background draws (its background view is its first subview, as in UIKit).
    private func backgroundColor(of cell: UICollectionViewCell) -> UIColor? { cell.subviews.first?.backgroundColor }

    @Test func plainRowTurnsSystemGray4WhenSelected() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain))
        let cell = try #require(client.cell(0))
        #expect(backgroundColor(of: cell) == .systemBackground)
        client.host.tap(at: client.point(in: cell, CGPoint(x: 100, y: 22)))
        client.settle()
        #expect(cell.isSelected)
        #expect(cell.configurationState.isSelected)
        #expect(backgroundColor(of: cell) == .systemGray4)
        client.collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        client.settle()
        #expect(backgroundColor(of: cell) == .systemBackground)
    }

    @Test func groupedRowIsSecondaryGroupedBackgroundUntilSelected() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let cell = try #require(client.cell(1))
        #expect(backgroundColor(of: cell) == .secondarySystemGroupedBackground)
        client.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        client.settle()
        #expect(backgroundColor(of: cell) == .systemGray4)
    }

    @Test func sidebarSelectionIsTintedWithWhiteText() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .sidebar))
        let cell = try #require(client.cell(0))
        client.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        client.settle()
        #expect(backgroundColor(of: cell) == cell.tintColor)
        let label = try #require(client.listContentView(cell)?.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.textColor == .white)
    }

    @Test func anAppSetBackgroundColorStaysWhenSelected() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain)) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .systemYellow
            cell.backgroundConfiguration = background
        }
        let cell = try #require(client.cell(0))
        client.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        client.settle()
        #expect(backgroundColor(of: cell) == .systemYellow)
    }

    @Test func updateHandlerSeesEachStateChange() throws {
        var states: [UICellConfigurationState] = []
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain)) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.configurationUpdateHandler = { _, state in states.append(state) }
        }
        let cell = try #require(client.cell(2))
        states.removeAll()
        let id = client.host.touchDown(at: client.point(in: cell, CGPoint(x: 50, y: 20)))
        client.settle()
        #expect(states.last?.isHighlighted == true)
        client.host.touchUp(id, at: client.point(in: cell, CGPoint(x: 50, y: 20)))
        client.settle()
        #expect(states.last?.isSelected == true)
        #expect(states.last?.isHighlighted == false)
    }

    /// A cell subclass adding a custom state, as UIKit's documentation shows.
    final class FavoriteCell: UICollectionViewListCell {
        static let favoriteKey = UIConfigurationStateCustomKey("favorite")
        var isFavorite = false {
            didSet { setNeedsUpdateConfiguration() }
        }
        var lastState: UICellConfigurationState?

        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[Self.favoriteKey] = isFavorite
            return state
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            lastState = state
            var content = defaultContentConfiguration().updated(for: state)
            content.text = state[Self.favoriteKey] == AnyHashable(true) ? "★" : "☆"
            contentConfiguration = content
        }
    }

    @Test func customStatesReachUpdateConfiguration() {
        let cell = FavoriteCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.layoutIfNeeded()
        #expect(cell.lastState?[FavoriteCell.favoriteKey] == AnyHashable(false))
        cell.isFavorite = true
        cell.layoutIfNeeded()
        #expect(cell.lastState?[FavoriteCell.favoriteKey] == AnyHashable(true))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "★")
    }

    @Test func stateStoresCustomKeysAndFlags() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(!state.isSelected && !state.isEditing && !state.isExpanded && !state.isSwiped)
        #expect(state.cellDragState == .none && state.cellDropState == .none)
        state.isExpanded = true
        state[UIConfigurationStateCustomKey("k")] = 3
        #expect(state[UIConfigurationStateCustomKey("k")] == AnyHashable(3))
        var other = state
        #expect(other == state)
        other.isReordering = true
        #expect(other != state)
    }

    @Test func automaticUpdatesCanBeTurnedOff() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain)) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listPlainCell()
            cell.automaticallyUpdatesBackgroundConfiguration = false
        }
        let cell = try #require(client.cell(0))
        client.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        client.settle()
        #expect(cell.subviews.first?.backgroundColor == .systemBackground)
    }
}
