extension SymbolCatalog {
    /// Chevrons, arrows and the shapes made of them.
    static let arrows: [String: String] = [
        "chevron.right": "[cC] @12x24 l M3.5 4 L9 12 L3.5 20",
        "chevron.left": "[cC] =chevron.right fx",
        "chevron.up": "[cC] =chevron.right r-90",
        "chevron.down": "[cC] =chevron.right r90",
        "chevron.forward": "=chevron.right",
        "chevron.backward": "=chevron.left",
        "chevron.up.chevron.down": "@16x24 l M3.5 9 L8 4.5 L12.5 9 M3.5 15 L8 19.5 L12.5 15",
        "chevron.left.forwardslash.chevron.right": "l M7 7 L2.5 12 L7 17 M17 7 L21.5 12 L17 17 M14 5 L10 19",
        "arrow.right": "[cCqQ] l M4 12 H20 M13.5 5.5 L20 12 L13.5 18.5",
        "arrow.left": "[cCqQ] =arrow.right fx",
        "arrow.up": "[cCqQ] =arrow.right r-90",
        "arrow.down": "[cCqQ] =arrow.right r90",
        "arrow.forward": "[cC] =arrow.right",
        "arrow.backward": "[cC] =arrow.left",
        "arrow.up.right": "[cCqQ] l M6 18 L18 6 M8.5 6 H18 V15.5",
        "arrow.up.left": "=arrow.up.right fx",
        "arrow.down.right": "=arrow.up.right fy",
        "arrow.down.left": "=arrow.up.right r180",
        "arrow.clockwise": "[cC] l M12 5.5 A7.5 7.5 0 1 1 5.5 9.25 M9 2.5 L12 5.5 L9 8.5",
        "arrow.counterclockwise": "[cC] =arrow.clockwise fx",
        "arrow.uturn.backward": "[cC] l M9 14 L4 9 L9 4 M4 9 H14 A6 6 0 0 1 14 21 H11",
        "arrow.uturn.forward": "[cC] =arrow.uturn.backward fx",
        "arrow.uturn.left": "=arrow.uturn.backward",
        "arrow.uturn.right": "=arrow.uturn.forward",
        "arrow.uturn.up": "=arrow.uturn.backward r90",
        "arrow.uturn.down": "=arrow.uturn.backward r-90",
        "arrow.triangle.2.circlepath":
            "[cC] l M4.5 12 A7.5 7.5 0 0 1 18 7.5 M18.5 3.5 V7.5 H14.5 M19.5 12 A7.5 7.5 0 0 1 6 16.5 "
            + "M5.5 20.5 V16.5 H9.5",
        "arrow.up.arrow.down": "l M8 20 V4 M4 8 L8 4 L12 8 M16 4 V20 M12 16 L16 20 L20 16",
        "arrow.left.arrow.right": "=arrow.up.arrow.down r90",
        "arrow.up.left.and.arrow.down.right": "l M4 4 L10 10 M4 4 H9 M4 4 V9 M20 20 L14 14 M20 20 H15 M20 20 V15",
        "arrow.down.right.and.arrow.up.left": "l M10 10 L4 4 M10 10 H5 M10 10 V5 M14 14 L20 20 M14 14 H19 M14 14 V19",
        "arrow.down.to.line": "l M12 3 V15 M7 10 L12 15 L17 10 M5 20 H19",
        "arrow.up.to.line": "=arrow.down.to.line fy",
        "arrow.right.to.line": "=arrow.down.to.line r-90",
        "arrow.left.to.line": "=arrow.down.to.line r90",
        "square.and.arrow.up":
            "l M12 3 V14.5 M8 7 L12 3 L16 7 | l M8.5 10 H6.5 Q5 10 5 11.5 V19.5 Q5 21 6.5 21 H17.5 Q19 21 19 19.5 "
            + "V11.5 Q19 10 17.5 10 H15.5",
        "square.and.arrow.down":
            "l M12 3 V14.5 M8 10.5 L12 14.5 L16 10.5 | l M8.5 8 H6.5 Q5 8 5 9.5 V19.5 Q5 21 6.5 21 H17.5 Q19 21 19 "
            + "19.5 V9.5 Q19 8 17.5 8 H15.5",
        "rectangle.portrait.and.arrow.right":
            "l M14 4 H7 Q5.5 4 5.5 5.5 V18.5 Q5.5 20 7 20 H14 M10 12 H21 M17 8 L21 12 L17 16",
        "arrowshape.turn.up.left": "[F] s M10 5 L3 11.5 L10 18 V14 C15 14 18 15.5 21 19 C20 13 16.5 9.5 10 9 Z",
        "arrowshape.turn.up.right": "[F] =arrowshape.turn.up.left fx",
        "arrowshape.left": "[F] s M3 12 L11 4.5 V8.5 H20.5 V15.5 H11 V19.5 Z",
        "arrowshape.right": "[F] =arrowshape.left fx",
        "return": "l M20 5 V11 Q20 14 17 14 H5 M9 10 L5 14 L9 18",
        "arrow.2.squarepath":
            "l M4 11 V7.5 Q4 6 5.5 6 H19 M16 3 L19 6 L16 9 M20 13 V16.5 Q20 18 18.5 18 H5 M8 15 L5 18 L8 21",
        "rectangle.portrait.and.arrow.forward": "=rectangle.portrait.and.arrow.right",
    ]
}
