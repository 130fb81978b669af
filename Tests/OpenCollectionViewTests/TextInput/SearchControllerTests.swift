import OpenCollectionView
import Testing

/// `UISearchBar` and `UISearchController` driven through their text field: typing tells the bar's delegate and the
/// controller's results updater; the scope bar, cancel button and return key report as UIKit documents
/// (UISearchBarDelegate, UISearchResultsUpdating).
@MainActor
struct SearchControllerTests {
    final class Listener: UISearchResultsUpdating, UISearchBarDelegate {
        var log: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            log.append(
                "update \(searchController.searchBar.text ?? "") "
                    + "\(searchController.searchBar.selectedScopeButtonIndex) \(searchController.isActive)")
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            log.append("textDidChange \(searchText)")
        }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            log.append("scope \(selectedScope)")
        }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    }

    private func hostedSearch(resultsController: UIViewController? = nil) -> (
        UISearchController, HeadlessHost, Listener
    ) {
        let controller = UIViewController()
        let search = UISearchController(searchResultsController: resultsController)
        let listener = Listener()
        search.searchResultsUpdater = listener
        search.searchBar.delegate = listener
        search.searchBar.scopeButtonTitles = ["All", "English", "中文"]
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 390, height: 56)
        controller.view.addSubview(search.searchBar)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        return (search, host, listener)
    }

    @Test func aSearchBarIs56PointsTallWithSearchAsItsPlaceholder() {
        // UIKit (iOS 13+): a search bar is 56 points tall, 100 with its scope bar; the field's placeholder is "Search".
        let bar = UISearchBar()
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 56)
        #expect(bar.placeholder == nil)
        #expect(bar.searchTextField.placeholder == "Search")
        bar.scopeButtonTitles = ["A", "B"]
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 100)
        #expect(bar.selectedScopeButtonIndex == 0)
    }

    @Test func tappingTheBarActivatesTheSearchAndShowsCancelAndScope() {
        let (search, host, listener) = hostedSearch()
        host.tap(at: CGPoint(x: 100, y: 28))
        #expect(search.isActive)
        #expect(search.searchBar.searchTextField.isFirstResponder)
        #expect(search.searchBar.showsCancelButton)
        #expect(search.searchBar.showsScopeBar)
        #expect(listener.log == ["didBegin", "update  0 true"])
    }

    @Test func typingTellsTheDelegateAndTheResultsUpdaterPerChange() {
        let (search, host, listener) = hostedSearch()
        search.searchBar.becomeFirstResponder()
        listener.log.removeAll()
        host.type("ab")
        host.pressKey(.delete)
        #expect(search.searchBar.text == "a")
        #expect(
            listener.log == [
                "textDidChange a", "update a 0 true", "textDidChange ab", "update ab 0 true", "textDidChange a",
                "update a 0 true",
            ])
    }

    @Test func composedChineseReachesTheUpdaterWithItsFinalText() {
        let (search, host, listener) = hostedSearch()
        search.searchBar.becomeFirstResponder()
        listener.log.removeAll()
        host.compose(["w", "wang"], committing: "王")
        #expect(search.searchBar.text == "王")
        #expect(listener.log.last == "update 王 0 true")
        #expect(search.searchBar.searchTextField.markedTextRange == nil)
    }

    @Test func returnIsTheSearchButtonAndCancelEndsTheSearch() {
        let (search, host, listener) = hostedSearch()
        search.searchBar.becomeFirstResponder()
        host.type("x")
        listener.log.removeAll()
        host.pressKey(.return)
        #expect(listener.log == ["search"])
        host.layout()
        let cancel = host.renderTree().nodes.first {
            if case .text(let text) = $0.content { return text.lines.first?.text == "Cancel" }
            return false
        }
        let frame = try? #require(cancel).frameInWindow
        host.tap(at: CGPoint(x: frame?.midX ?? 0, y: frame?.midY ?? 0))
        #expect(!search.isActive)
        #expect(search.searchBar.text == "")
        #expect(!search.searchBar.showsCancelButton)
        #expect(!search.searchBar.searchTextField.isFirstResponder)
        #expect(listener.log.suffix(2) == ["cancel", "update  0 false"])
    }

    @Test func choosingAScopeTellsTheDelegateAndTheUpdater() {
        let (search, host, listener) = hostedSearch()
        search.searchBar.becomeFirstResponder()
        // The bar's owner gives it its new height, as a layout does when the scope bar appears.
        search.searchBar.frame.size = search.searchBar.sizeThatFits(CGSize(width: 390, height: 0))
        host.layout()
        listener.log.removeAll()
        // The scope bar's third segment, 中文: the bar spans 8…382 below the 56-point field row.
        host.tap(at: CGPoint(x: 320, y: 72))
        #expect(search.searchBar.selectedScopeButtonIndex == 2)
        #expect(listener.log == ["scope 2", "update  2 true"])
    }

    @Test func activatingInCodeDoesNotFocusTheBar() {
        // UIKit: setting isActive presents the search without making the search bar first responder.
        let (search, host, listener) = hostedSearch()
        search.isActive = true
        host.layout()
        #expect(search.isActive)
        #expect(!search.searchBar.isFirstResponder)
        #expect(listener.log == ["update  0 true"])
    }

    @Test func obscuringDimsTheContentAndATapOnItEndsTheSearch() {
        let (search, host, _) = hostedSearch()
        #expect(search.obscuresBackgroundDuringPresentation)
        search.isActive = true
        host.layout()
        #expect(search.view.superview != nil)
        host.tap(at: CGPoint(x: 200, y: 500))
        #expect(!search.isActive)
        #expect(search.view.superview == nil)
    }

    @Test func theResultsControllerShowsOnceThereIsText() {
        let results = UIViewController()
        let (search, host, _) = hostedSearch(resultsController: results)
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.becomeFirstResponder()
        #expect(results.viewIfLoaded?.window == nil)
        host.type("a")
        #expect(results.view.window != nil)
        #expect(results.parent === search)
        host.pressKey(.delete)
        #expect(results.viewIfLoaded?.window == nil)
    }
}
