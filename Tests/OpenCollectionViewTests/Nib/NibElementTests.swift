// Loads `.xib` fixtures through the package's nib loader and its diagnostics, so it does not compile against UIKit
// (which loads compiled nibs; see docs/Deviations.md).
import OpenCollectionView
import Testing

/// Each element kind of a `.xib` becomes its UIKit class with the attributes Interface Builder wrote. UIKit's
/// `UINib.instantiate(withOwner:options:)` returns "the top-level objects from the nib file", and
/// `Bundle.loadNibNamed(_:owner:options:)` says the array "does not contain references to the File's Owner or any
/// proxy objects" (Apple's documentation of both).
@MainActor
struct NibElementTests {
    private func loadElements() throws -> (root: UIView, header: UICollectionReusableView) {
        let (objects, diagnostics) = OpenCollectionViewDiagnostics.collect {
            fixtureNib("Elements").instantiate(withOwner: nil)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(objects.count == 2)
        let root = try #require(objects.first as? UIView)
        let header = try #require(objects.last as? UICollectionReusableView)
        return (root, header)
    }

    @Test func topLevelObjectsComeInDocumentOrderWithoutPlaceholders() throws {
        let (root, header) = try loadElements()
        #expect(type(of: root) == UIView.self)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.backgroundColor == UIColor.systemBackground)
        #expect(root.subviews.count == 6)
        #expect(header.reuseIdentifier == "Header")
        #expect(header.frame.size == CGSize(width: 320, height: 44))
        #expect(header.backgroundColor == UIColor(white: 0.5, alpha: 1))
    }

    @Test func labelsTakeTextFontColourAlignmentAndLines() throws {
        let (root, _) = try loadElements()
        let title = try #require(root.subviews[0] as? UILabel)
        #expect(title.text == "Hello, nib")
        #expect(title.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(title.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(title.textAlignment == .center)
        #expect(title.numberOfLines == 2)
        #expect(title.lineBreakMode == .byTruncatingTail)
        #expect(title.frame == CGRect(x: 20, y: 20, width: 280, height: 21))
        #expect(title.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(title.isUserInteractionEnabled == false)
        let body = try #require(root.subviews[1] as? UILabel)
        #expect(body.text == "Two\nlines")
        #expect(body.numberOfLines == 0)
        #expect(body.lineBreakMode == .byWordWrapping)
        #expect(body.font == UIFont.systemFont(ofSize: 13))
        #expect(body.textColor == UIColor.secondaryLabel)
    }

    @Test func buttonsImageViewsStackViewsAndScrollViews() throws {
        let (root, _) = try loadElements()
        let button = try #require(root.subviews[2] as? UIButton)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Tap me")
        #expect(button.title(for: .highlighted) == "Tapping")
        #expect(button.titleColor(for: .normal) == UIColor(white: 0, alpha: 1))
        let imageView = try #require(root.subviews[3] as? UIImageView)
        #expect(imageView.image != nil)
        #expect(imageView.contentMode == .scaleAspectFit)
        #expect(imageView.clipsToBounds)
        let stack = try #require(root.subviews[4] as? UIStackView)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.alignment == .center)
        #expect(stack.spacing == 8)
        #expect(stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["One", "Two"])
        #expect((stack.arrangedSubviews[1] as? UILabel)?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        let scroll = try #require(root.subviews.last as? UIScrollView)
        #expect(scroll.isPagingEnabled)
        #expect(scroll.showsHorizontalScrollIndicator == false)
        #expect(scroll.subviews.contains { $0.frame.width == 560 && $0.backgroundColor == UIColor.systemTeal })
    }

    @Test func eachInstantiationMakesNewObjects() throws {
        let nib = fixtureNib("Elements")
        let first = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        let second = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        #expect(first !== second)
        #expect(first.subviews.count == second.subviews.count)
    }

    @Test func aNibMadeFromDataAndOneLoadedThroughTheBundle() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <label text="From data" id="l"><rect key="frame" x="1" y="2" width="3" height="4"/></label>
                </objects>
            </document>
            """
        let label = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UILabel)
        #expect(label.text == "From data")
        #expect(label.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        let loaded = Bundle.module.loadNibNamed("Elements", owner: nil)
        #expect(loaded?.count == 2)
    }

    /// User-defined runtime attributes: UIKit sets each with `setValue(_:forKeyPath:)` after making the object.
    @Test func runtimeAttributesSetLayerAndCustomKeyPaths() throws {
        registerNibTestClasses()
        let (objects, diagnostics) = OpenCollectionViewDiagnostics.collect {
            fixtureNib("RuntimeAttributes").instantiate(withOwner: nil)
        }
        let badge = try #require(objects.first as? NibBadgeView)
        #expect(badge.layer.cornerRadius == 8)
        #expect(badge.layer.borderWidth == 1.5)
        #expect(badge.layer.borderColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
        #expect(badge.clipsToBounds)
        #expect(badge.accessibilityIdentifier == "badge")
        #expect(badge.count == 42)
        #expect(badge.caption == "new")
        #expect(badge.isUrgent)
        #expect(badge.badgeColor == UIColor.systemOrange)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .invalidNib)
        #expect(diagnostics.first?.message.contains("RuntimeAttributes.xib") == true)
        #expect(diagnostics.first?.message.contains("noSuchKey") == true)
    }
}
