import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// A selected system button draws its selected state: a rounded rectangle in the tint colour behind the title, the
/// title knocked out of it (the long-standing look of `UIButton(type: .system)` with `isSelected`, which is why apps
/// that want no such background switch to `.custom`). Custom buttons draw nothing of their own.
@MainActor
struct ButtonSelectedStateTests {
    /// The subviews other than the title label and image view: what the button draws for its state.
    private func stateBackgrounds(_ button: UIButton) -> [UIView] {
        button.subviews.filter { $0 !== button.titleLabel && $0 !== button.imageView && !$0.isHidden }
    }

    @Test func aSelectedSystemButtonShowsATintedBackgroundBehindItsTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("rotary", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 86, height: 32)
        let host = hostedInWindow(button)
        host.layout()
        #expect(stateBackgrounds(button).isEmpty)
        button.isSelected = true
        host.layout()
        let background = try #require(stateBackgrounds(button).first)
        #expect(background.backgroundColor?.cgColor == button.tintColor.cgColor)
        #expect(background.layer.cornerRadius > 0)
        let title = try #require(button.titleLabel)
        #expect(background.frame.contains(title.frame))
        #expect(button.subviews.firstIndex(of: background)! < button.subviews.firstIndex(of: title)!)
        #expect(title.textColor.cgColor != button.tintColor.cgColor)
        button.isSelected = false
        host.layout()
        #expect(stateBackgrounds(button).isEmpty)
        #expect(title.textColor.cgColor == button.tintColor.cgColor)
    }

    @Test func aSelectedCustomButtonDrawsNothingOfItsOwn() {
        let button = UIButton(type: .custom)
        button.setTitle("on", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 86, height: 32)
        let host = hostedInWindow(button)
        button.isSelected = true
        host.layout()
        #expect(stateBackgrounds(button).isEmpty)
    }
}
