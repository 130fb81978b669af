/// One instantiation of a nib: makes the objects of its document in order, then installs the constraints, applies
/// the runtime attributes, connects outlets and actions and sends `awakeFromNib()` — UIKit's order.
@MainActor
final class NibLoader {
    let diagnostics: NibDiagnostics
    let values: NibValueReader
    let bundle: Bundle?
    /// Every object with an `id`: placeholders, views, layout guides, constraints.
    var objects: [String: AnyObject] = [:]
    /// The ids of the first-responder placeholders (`IBFirstResponder`).
    var firstResponderIDs: Set<String> = []
    /// The elements that may carry connections and runtime attributes, with their objects, in document order.
    var made: [(element: NibElement, object: AnyObject)] = []
    /// The `<constraints>` of each view, installed once every view exists.
    var constraintLists: [(container: UIView, constraints: [NibElement])] = []

    init(document: NibDocument, diagnostics: NibDiagnostics, bundle: Bundle?) {
        self.diagnostics = diagnostics
        self.values = NibValueReader(systemColorResources: document.systemColors)
        self.bundle = bundle
    }

    /// Builds the document's objects and returns its top-level objects (placeholders excluded) in document order.
    func instantiate(_ document: NibDocument, owner: Any?, externalObjects: [String: Any]) -> [Any] {
        var topLevel: [Any] = []
        for element in document.objects {
            if element.name == "placeholder" {
                addPlaceholder(element, owner: owner, externalObjects: externalObjects)
            } else if let view = makeView(element) {
                topLevel.append(view)
            }
        }
        for (container, constraints) in constraintLists {
            NibConstraints.install(constraints, in: container, loader: self)
        }
        for (element, object) in made {
            NibRuntimeAttributes.apply(element, to: object, values: values, diagnostics: diagnostics)
        }
        for (element, object) in made { connect(element, from: object) }
        for (_, object) in made { (object as? UIResponder)?.awakeFromNib() }
        return topLevel
    }

    private func addPlaceholder(_ element: NibElement, owner: Any?, externalObjects: [String: Any]) {
        guard let id = element["id"] else { return }
        switch element["placeholderIdentifier"] {
        case "IBFilesOwner":
            guard let owner else { return }
            objects[id] = owner as AnyObject
            made.append((element, owner as AnyObject))
        case "IBFirstResponder":
            firstResponderIDs.insert(id)
        case let identifier?:
            if let external = externalObjects[identifier] {
                objects[id] = external as AnyObject
                made.append((element, external as AnyObject))
            } else {
                diagnostics.report("no external object for placeholder \(identifier)", at: element)
            }
        case nil:
            break
        }
    }

    // MARK: Views

    /// The view class of each supported element.
    private static let elementClasses: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "stackView": UIStackView.self, "scrollView": UIScrollView.self,
        "collectionViewCell": UICollectionViewCell.self, "tableViewCell": UITableViewCell.self,
        "collectionReusableView": UICollectionReusableView.self,
        "tableViewHeaderFooterView": UITableViewHeaderFooterView.self, "switch": UISwitch.self,
        "slider": UISlider.self, "textField": UITextField.self, "textView": UITextView.self,
    ]

    /// Makes the view of `element` with its properties and subviews; `nil` (reported) for an unsupported element.
    func makeView(_ element: NibElement) -> UIView? {
        guard let baseClass = Self.elementClasses[element.name] else {
            diagnostics.report("unsupported element", at: element)
            return nil
        }
        let view = instance(of: viewClass(for: element, base: baseClass), element: element)
        if let id = element["id"] { objects[id] = view }
        made.append((element, view))
        configure(view, with: element)
        if let cell = view as? UICollectionViewCell,
            let contentElement = element.children.first(where: { $0["key"] == "contentView" })
        {
            if let id = contentElement["id"] { objects[id] = cell.contentView }
            made.append((contentElement, cell.contentView))
            // Interface Builder writes a cell's content view with an empty autoresizing mask, and on iOS such a cell
            // still sizes itself: the cell keeps its content view at its bounds whatever the mask says. Applied here,
            // the empty mask would pin the content view at the nib's size and stop a self-sizing cell from growing.
            let managedMask = cell.contentView.autoresizingMask
            configure(cell.contentView, with: contentElement)
            cell.contentView.autoresizingMask = managedMask
        }
        return view
    }

    /// The `customClass` of `element` when it is registered and is a `base`, else `base` (an unknown class is
    /// reported, and UIKit too falls back to the element's class).
    private func viewClass(for element: NibElement, base: UIView.Type) -> UIView.Type {
        guard let name = element["customClass"] else { return base }
        guard let found = NibClassRegistry.viewClass(named: name, module: element["customModule"]) else {
            diagnostics.report(
                "unknown class \(name) in the nib (register it with UINib.register(\(name).self)); using "
                    + "\(base)", at: element)
            return base
        }
        guard found == base || isSubclass(found, of: base) else {
            diagnostics.report("\(name) is not a \(base); using \(base)", at: element)
            return base
        }
        return found
    }

    private func isSubclass(_ candidate: UIView.Type, of base: UIView.Type) -> Bool {
        var current: AnyClass? = candidate
        while let type = current {
            if type == base { return true }
            current = _getSuperclass(type)
        }
        return false
    }

    /// An instance made through `init?(coder:)`, as UIKit makes nib objects; a plain button of the nib's
    /// `buttonType` when no custom class is named.
    private func instance(of viewClass: UIView.Type, element: NibElement) -> UIView {
        if viewClass == UIButton.self {
            return UIButton(type: element["buttonType"] == "custom" ? .custom : .system)
        }
        if let view = viewClass.init(coder: NibCoder()) { return view }
        diagnostics.report("init(coder:) of \(viewClass) returned nil; using UIView", at: element)
        return UIView(frame: .zero)
    }

    /// Applies the attributes and value children of `element` to `view`, then makes its subviews.
    private func configure(_ view: UIView, with element: NibElement) {
        if let frame = element.child("rect", key: "frame") { view.frame = values.rect(frame) }
        NibViewProperties.apply(element, to: view, loader: self)
        for child in element.children(of: "subviews") {
            guard let subview = makeView(child) else { continue }
            if let stack = view as? UIStackView {
                stack.addArrangedSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": objects[id] = view.safeAreaLayoutGuide
            case "contentLayoutGuide": if let scroll = view as? UIScrollView { objects[id] = scroll.contentLayoutGuide }
            case "frameLayoutGuide": if let scroll = view as? UIScrollView { objects[id] = scroll.frameLayoutGuide }
            default: diagnostics.report("unsupported layout guide", at: guide)
            }
        }
        let constraints = element.children(of: "constraints")
        if !constraints.isEmpty { constraintLists.append((view, constraints)) }
    }
}

/// The coder nib objects are made with (`init?(coder:)`): the package reads the `.xib` itself, so it holds no
/// archived values.
final class NibCoder: NSCoder {}
