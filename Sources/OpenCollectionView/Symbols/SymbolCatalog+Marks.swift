extension SymbolCatalog {
    /// Plus, minus, checkmarks, crosses, punctuation, lines and lists.
    static let marks: [String: String] = [
        "plus": "[cCqQ] l M12 4 V20 M4 12 H20",
        "minus": "[cCqQ] l M4 12 H20",
        "xmark": "[cCqQ] l M5.5 5.5 L18.5 18.5 M18.5 5.5 L5.5 18.5",
        "checkmark": "[cCqQ] l M4 12.5 L9.5 18 L20 6",
        "multiply": "[cC] l M7 7 L17 17 M17 7 L7 17",
        "divide": "[cC] l M6 12 H18 | b O 12 7 1.1 O 12 17 1.1",
        "equal": "[cC] l M5 9 H19 M5 15 H19",
        "plus.forwardslash.minus": "l M4 8 H11 M7.5 4.5 V11.5 M13 16 H20 M17 4 L7 20",
        "percent": "l M19 5 L5 19 | s O 7 7 2.5 O 17 17 2.5",
        "number": "[cC] l M9.5 4 L7.5 20 M16.5 4 L14.5 20 M4.5 9 H20 M4 15 H19.5",
        "at": "l M16 12 A4 4 0 1 1 8 12 A4 4 0 1 1 16 12 V14 A2.5 2.5 0 0 0 21 14 V12 A9 9 0 1 0 17 19.5",
        "asterisk": "l M12 4 V20 M5 8 L19 16 M19 8 L5 16",
        "questionmark": "[cCqQ] @16x24 l M4 8 A4 4 0 1 1 10.5 11 C9 12 8 13 8 15 M8 19.5 h0.01",
        "exclamationmark": "[cCqQ] @8x24 l M4 4 V15 M4 19.5 h0.01",
        "exclamationmark.triangle": "[F] s M12 3.5 L21.5 20 H2.5 Z | d M12 9 V14 M12 17.2 h0.01",
        "exclamationmark.octagon":
            "[F] s M8.5 3 H15.5 L21 8.5 V15.5 L15.5 21 H8.5 L3 15.5 V8.5 Z | d M12 7.5 V13 M12 16.5 h0.01",
        "xmark.octagon": "[F] s M8.5 3 H15.5 L21 8.5 V15.5 L15.5 21 H8.5 L3 15.5 V8.5 Z | d M9 9 L15 15 M15 9 L9 15",
        "info": "[cCqQ] @8x24 l M4 10 V19 M4 5.5 h0.01",
        "ellipsis": "[cC] @24x8 b O 5 4 1.6 O 12 4 1.6 O 19 4 1.6",
        "line.3.horizontal": "l M4 6 H20 M4 12 H20 M4 18 H20",
        "line.3.horizontal.decrease": "[cC] l M4 6 H20 M7 12 H17 M10 18 H14",
        "line.horizontal.3": "=line.3.horizontal",
        "list.bullet": "l M9 6 H20 M9 12 H20 M9 18 H20 | b O 4.5 6 1 O 4.5 12 1 O 4.5 18 1",
        "list.dash": "l M9 6 H20 M9 12 H20 M9 18 H20 M4 6 H6 M4 12 H6 M4 18 H6",
        "list.number":
            "l M10 6 H20.5 M10 12 H20.5 M10 18 H20.5 M4 4.5 L5.5 3.5 V8.5 M3.5 14.5 Q5.5 13 6.5 14.5 L3.5 19.5 H6.5",
        "checklist":
            "l M3.5 6 L5 7.5 L8 4.5 M3.5 12 L5 13.5 L8 10.5 M3.5 18 L5 19.5 L8 16.5 M11 6 H20.5 M11 12 H20.5 M11 18 H20.5",
        "slider.horizontal.3": "l M4 6 H20 M4 12 H20 M4 18 H20 | X O 9 6 2 O 15 12 2 O 8 18 2",
        "slider.vertical.3": "=slider.horizontal.3 r90",
        "text.alignleft": "l M4 6 H20 M4 10 H14 M4 14 H20 M4 18 H14",
        "text.alignright": "=text.alignleft fx",
        "text.aligncenter": "l M4 6 H20 M7 10 H17 M4 14 H20 M7 18 H17",
        "text.justify": "l M4 6 H20 M4 10 H20 M4 14 H20 M4 18 H14",
        "nosign": "l O 12 12 8.5 M6 6 L18 18",
        "dollarsign":
            "[cC] @16x24 l M8 3 V21 M12.5 7.5 C12 6 10.5 5.5 8 5.5 C5.5 5.5 4 6.8 4 8.5 C4 12.5 12.5 10.5 12.5 "
            + "15 C12.5 17 11 18.5 8 18.5 C5.5 18.5 4 17.5 3.5 16",
        "scribble": "l M3 16 C6 8 9 6 9.5 9 C10 12 6 18 9 18 C12 18 13 8 16 8 C19 8 16 16 21 14",
        "viewfinder":
            "l M4 8 V5.5 Q4 4 5.5 4 H8 M16 4 H18.5 Q20 4 20 5.5 V8 M20 16 V18.5 Q20 20 18.5 20 H16 M8 20 H5.5 Q4 20 "
            + "4 18.5 V16",
        "faceid":
            "l M4 8 V5.5 Q4 4 5.5 4 H8 M16 4 H18.5 Q20 4 20 5.5 V8 M20 16 V18.5 Q20 20 18.5 20 H16 M8 20 H5.5 Q4 20 "
            + "4 18.5 V16 M9 9 V10.5 M15 9 V10.5 M12.5 9 V13 H11.5 M9 15.5 Q12 18 15 15.5",
        "scope": "l O 12 12 7 M12 2.5 V7 M12 17 V21.5 M2.5 12 H7 M17 12 H21.5",
        "target": "l O 12 12 9 O 12 12 5 | b O 12 12 1.2",
    ]
}
