/// The accessibility attributes set on a view, made when the first one is set (so a view carries one optional
/// reference for all of UIAccessibility). `nil` means "not set": the getter answers the view's default.
final class AccessibilityStorage {
    var isElement: Bool?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType?
    var customActions: [UIAccessibilityCustomAction]?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    /// The elements a control makes for its parts (a stepper's two buttons, a segmented control's segments), kept so
    /// each part keeps its identity from one tree to the next.
    var partElements: [UIAccessibilityElement] = []
}
