import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// `UIContentUnavailableConfiguration` as UIKit documents it (developer.apple.com/documentation/uikit/
/// uicontentunavailableconfiguration-swift.struct and its members; iOS 17 SDK header
/// `UIContentUnavailableConfiguration.h`): the three system configurations, their defaults, and the search
/// configuration updated for a state's search text.
@MainActor
struct ContentUnavailableConfigurationTests {
    /// `empty()` "creates the default configuration for unavailable content": nothing to show until filled in;
    /// `ButtonProperties.isEnabled` "The default value is `true`".
    @Test func emptyStartsWithNothingToShow() {
        let configuration = UIContentUnavailableConfiguration.empty()
        #expect(configuration.image == nil)
        #expect(configuration.text == nil)
        #expect(configuration.secondaryText == nil)
        #expect(configuration.attributedText == nil)
        #expect(configuration.button.title == nil)
        #expect(configuration.secondaryButton.title == nil)
        #expect(configuration.buttonProperties.isEnabled)
        #expect(configuration.buttonProperties.primaryAction == nil)
        #expect(configuration.buttonProperties.menu == nil)
        #expect(configuration.buttonProperties.role == .normal)
        #expect(configuration.alignment == .center)
        #expect(configuration.background == UIBackgroundConfiguration.clear())
    }

    /// `search()` "creates the default configuration for searches that return no results": UIKit's shows the
    /// `magnifyingglass` symbol and "No Results".
    @Test func searchShowsTheMagnifyingGlassAndNoResults() throws {
        let configuration = UIContentUnavailableConfiguration.search()
        let image = try #require(configuration.image)
        #expect(image.isSymbolImage)
        #expect(configuration.text == "No Results")
        #expect(configuration.secondaryText == nil)
    }

    /// `UIContentUnavailableConfigurationState.searchText` is "the search text"; the search configuration names it
    /// in its secondary text once updated for the state, and says nothing more for an empty search.
    @Test func searchUpdatedForSearchTextNamesTheQuery() {
        let traits = UITraitCollection()
        let searching = UIContentUnavailableConfigurationState(traitCollection: traits, searchText: "zz")
        #expect(
            UIContentUnavailableConfiguration.search().updated(for: searching).secondaryText == "No results for “zz”")
        let idle = UIContentUnavailableConfigurationState(traitCollection: traits, searchText: "")
        #expect(UIContentUnavailableConfiguration.search().updated(for: idle).secondaryText == nil)
        let none = UIContentUnavailableConfigurationState(traitCollection: traits)
        #expect(UIContentUnavailableConfiguration.search().updated(for: none).secondaryText == nil)
    }

    /// `updated(for:)` applies the state's defaults only "to any properties that have not been customized".
    @Test func aSecondaryTextTheAppSetSurvivesTheUpdate() {
        var configuration = UIContentUnavailableConfiguration.search()
        configuration.secondaryText = "Try another name."
        let state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection(), searchText: "zz")
        #expect(configuration.updated(for: state).secondaryText == "Try another name.")
    }

    /// `loading()`: "Loading…" in the secondary text style, with no image (an activity indicator takes its place).
    @Test func loadingSaysLoadingInTheSecondaryStyle() {
        let configuration = UIContentUnavailableConfiguration.loading()
        #expect(configuration.text == "Loading…")
        #expect(configuration.image == nil)
        #expect(configuration.textProperties.color == .secondaryLabel)
        #expect(configuration.textProperties.font == configuration.secondaryTextProperties.font)
    }

    /// The primary and secondary texts of the system configurations: a bold title over a secondary-coloured body.
    @Test func textsUseTheTitleAndSecondaryStyles() {
        let configuration = UIContentUnavailableConfiguration.empty()
        #expect(configuration.textProperties.color == .label)
        #expect(configuration.secondaryTextProperties.color == .secondaryLabel)
        #expect(configuration.textProperties.font.pointSize > configuration.secondaryTextProperties.font.pointSize)
        #expect(configuration.textProperties.numberOfLines == 0)
        #expect(configuration.secondaryTextProperties.numberOfLines == 0)
    }

    /// `UIContentUnavailableView(configuration:)` shows the configuration it was given and supports only
    /// content-unavailable configurations.
    @Test func theViewShowsItsConfiguration() {
        let view = UIContentUnavailableView(configuration: .search())
        let shown = view.configuration as? UIContentUnavailableConfiguration
        #expect(shown?.text == "No Results")
        #expect(view.supports(UIContentUnavailableConfiguration.empty()))
        #expect(!view.supports(UIListContentConfiguration.cell()))
        let made = UIContentUnavailableConfiguration.loading().makeContentView()
        #expect(made is UIContentUnavailableView)
    }

    /// A configuration with nothing in it is valid in UIKit and shows an empty view: no crash, no content.
    @Test func aConfigurationWithNoContentShowsAnEmptyView() {
        let view = UIContentUnavailableView(configuration: .empty())
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.layoutIfNeeded()
        let fitted = view.sizeThatFits(CGSize(width: 320, height: 0))
        let margins = UIContentUnavailableConfiguration.empty().directionalLayoutMargins
        #expect(fitted.height == margins.top + margins.bottom)
    }
}
