extension SymbolCatalog {
    private static let person = "s O 12 7.5 4 | s M4.5 20.5 C4.5 16.5 7.5 14 12 14 C16.5 14 19.5 16.5 19.5 20.5 Z"
    private static let speaker = "s M4 9 H7.5 L12.5 4.5 V19.5 L7.5 15 H4 Z"
    private static let bubble =
        "s M7 4 H17 A4 4 0 0 1 21 8 V13 A4 4 0 0 1 17 17 H10.5 L6 20.5 V17 A3 3 0 0 1 3 14 V8 A4 4 0 0 1 7 4 Z"
    private static let eye =
        "s M2.5 12 C5 7 8.3 5 12 5 C15.7 5 19 7 21.5 12 C19 17 15.7 19 12 19 C8.3 19 5 17 2.5 12 Z | d O 12 12 3.2"
    private static let wifi =
        "l M3 9.5 A13 13 0 0 1 21 9.5 M6 13 A8.5 8.5 0 0 1 18 13 M9 16.3 A4.3 4.3 0 0 1 15 16.3 | b O 12 19.5 1.2"
    private static let mic = "s B 9 2.5 6 11.5 3 | l M5.5 11 A6.5 6.5 0 0 0 18.5 11 M12 17.5 V21 M9 21 H15"

    /// People, messages, calls and the senses.
    static let communication: [String: String] = [
        "envelope": "[FcC] s B 2.5 5 19 14 2.5 | d M3 6 L12 13 L21 6",
        "envelope.open":
            "[F] s M2.5 10 L12 3.5 L21.5 10 V18.5 Q21.5 20.5 19.5 20.5 H4.5 Q2.5 20.5 2.5 18.5 Z | d M3 10.5 "
            + "L12 16 L21 10.5",
        "paperplane": "[FcC] s M21 3 L3 10.5 L10 13.5 L13.5 21 Z | d M10 13.5 L21 3",
        "phone":
            "[FcC] s M6.5 3 L9.5 3 L11 7.5 L8.8 9.3 C9.8 11.6 12.4 14.2 14.7 15.2 L16.5 13 L21 14.5 V17.5 C21 19.4 "
            + "19.4 21 17.5 21 C9.5 20.5 3.5 14.5 3 6.5 C3 4.6 4.6 3 6.5 3 Z",
        "message":
            "[FcC] s M12 4 C17 4 21 7.2 21 11.5 C21 15.8 17 19 12 19 C10.8 19 9.7 18.8 8.7 18.5 L4 20.5 L5.3 16.6 "
            + "C3.8 15.2 3 13.4 3 11.5 C3 7.2 7 4 12 4 Z",
        "bubble.left": "[F] " + bubble,
        "bubble.right": "[F] =bubble.left fx",
        "text.bubble": "[F] " + bubble + " | d M7.5 9 H16.5 M7.5 12.5 H13.5",
        "ellipsis.bubble": "[F] " + bubble + " | d M8 10.5 h0.01 M12 10.5 h0.01 M16 10.5 h0.01",
        "quote.bubble": "[F] " + bubble + " | d M8.5 12 Q8 9 10 8.5 M13 12 Q12.5 9 14.5 8.5",
        "bubble.left.and.bubble.right":
            "[F] s M5.5 3 H13.5 A3 3 0 0 1 16.5 6 V10 A3 3 0 0 1 13.5 13 H8 L4.5 15.5 V12.8 A2.5 2.5 0 0 1 2.5 10 V6 A3 3 "
            + "0 0 1 5.5 3 Z | s2 M18.5 8 A3 3 0 0 1 21.5 11 V15 A2.5 2.5 0 0 1 19.5 17.8 V20.5 L16 18 H11 A3 3 0 0 1 8 "
            + "15.5",
        "video": "[FcC] @28x24 s B 2.5 6 16 12 3 | s M18.5 10.5 L25 7 V17 L18.5 13.5 Z",
        "mic": "[FcC] " + mic,
        "mic.slash": "[F] " + mic + " | x M4 3 L20 21",
        "speaker": "[F] " + speaker,
        "speaker.wave.2": "[F] " + speaker + " | l2 M15.5 9 A4 4 0 0 1 15.5 15 | l3 M18 6.5 A7.5 7.5 0 0 1 18 17.5",
        "speaker.wave.3":
            "[F] @26x24 " + speaker
            + " | l2 M15.5 9 A4 4 0 0 1 15.5 15 | l3 M18 6.5 A7.5 7.5 0 0 1 18 17.5 M20.5 4 A11 "
            + "11 0 0 1 20.5 20",
        "speaker.slash": "[F] " + speaker + " | x M4 3 L20 21",
        "wifi": wifi,
        "wifi.slash": wifi + " | x M4 3 L20 21",
        "antenna.radiowaves.left.and.right":
            "l M12 10 V21 | b O 12 9 1.5 | l2 M8.5 5.5 A5 5 0 0 0 8.5 12.5 M15.5 5.5 A5 5 0 0 1 15.5 12.5 | l3 M5.5 "
            + "3 A9 9 0 0 0 5.5 15 M18.5 3 A9 9 0 0 1 18.5 15",
        "globe":
            "[cC] l O 12 12 9.5 M2.5 12 H21.5 M12 2.5 C8.5 6 8.5 18 12 21.5 C15.5 18 15.5 6 12 2.5 M4.5 7 H19.5 M4.5 "
            + "17 H19.5",
        "person": "[FcCqQ] " + person,
        "person.2":
            "[FcC] s O 9 8 3.5 | s M2.5 20 C2.5 16.5 5 14.5 9 14.5 C13 14.5 15.5 16.5 15.5 20 Z | s2 O 16.5 7.5 3 | l2 "
            + "M17.5 13.5 C20 13.8 21.8 15.6 21.8 19",
        "person.crop.circle":
            "l O 12 12 9.5 | s O 12 9.5 3.5 | l M6 18.8 C7.5 16.5 9.5 15.5 12 15.5 C14.5 15.5 16.5 16.5 "
            + "18 18.8",
        "person.crop.circle.fill":
            "b2 O 12 12 9.5 | K O 12 9.5 3.5 | K M6.5 19 C7.5 16.5 9.5 15.5 12 15.5 C14.5 15.5 16.5 16.5 17.5 19 Z",
        "person.badge.plus":
            "[F] s2 O 10 7.5 4 | s2 M2.5 20.5 C2.5 16.5 5.5 14 10 14 C14.5 14 17.5 16.5 17.5 20.5 Z | x "
            + "M19 7 V13 M16 10 H22",
        "person.crop.square":
            "[F] l B 3 3 18 18 4 | s O 12 9.5 3.5 | l M6.5 21 C7.5 17 9.5 15.5 12 15.5 C14.5 15.5 16.5 "
            + "17 17.5 21",
        "hand.thumbsup": "[FcC] s M7.5 10.5 L11 3.5 C12.5 3.5 13.5 4.5 13.5 6 V9.5 H18.5 C19.8 9.5 20.7 10.7 20.4 12 "
            + "L19 18.5 C18.7 19.7 17.7 20.5 16.5 20.5 H7.5 Z | s B 3 10.5 4.5 10 1",
        "hand.thumbsdown": "[FcC] =hand.thumbsup fy",
        "hand.raised":
            "[F] s M7 13 V6.5 A1.25 1.25 0 0 1 9.5 6.5 V11 V4.5 A1.25 1.25 0 0 1 12 4.5 V11 V5.5 A1.25 1.25 0 0 1 14.5 "
            + "5.5 V11.5 V8 A1.25 1.25 0 0 1 17 8 V15 C17 18.5 15 21 11.5 21 C8.5 21 7.5 19.5 5.5 16.5 L4 14 A1.3 1.3 0 "
            + "0 1 6 12.5 Z",
        "eye": "[FcC] " + eye,
        "eye.slash": "[FcC] " + eye + " | x M4 3 L20 21",
        "ear": "l M7 9 A5.5 5.5 0 0 1 18 9 C18 13 14 13.5 14 17.5 A3.5 3.5 0 0 1 7.5 19 M10 9.5 A2 2 0 0 1 14 9.5",
        "figure.walk":
            "b O 13 4 1.8 | l M12 8 L9.5 14 L7 21 M12 8 L14.5 14.5 L17 21 M11.5 8.5 L8 11 L7 14 M12.5 8.5 L16 11.5 L18 12",
    ]
}
