/// What a button keeps for its menu: the menu, how a tap shows it, and the menu on screen.
@MainActor
final class ButtonMenuState {
    var menu: UIMenu?
    var showsMenuAsPrimaryAction = false
    var changesSelectionAsPrimaryAction = false
    /// The overlay showing the menu, while it is open.
    weak var presentedMenu: MenuListView?
}
