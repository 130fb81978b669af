extension SymbolCatalog {
    /// Playback, music, photos and video.
    static let media: [String: String] = [
        "play": "[FcCqQ] s M7 4.5 L19 12 L7 19.5 Z",
        "pause": "[cC] l M8.5 5 V19 M15.5 5 V19",
        "pause.fill": "b B 6 4.5 4 15 1.2 B 14 4.5 4 15 1.2",
        "stop": "[FcC] s B 5 5 14 14 2",
        "forward": "[FcC] @28x24 s M3 6 L13 12 L3 18 Z M13 6 L23 12 L13 18 Z",
        "backward": "[FcC] =forward fx",
        "forward.end": "[FcC] s M5 5 L15.5 12 L5 19 Z | l M19 5 V19",
        "backward.end": "[FcC] =forward.end fx",
        "play.pause": "[F] @28x24 s M3 5.5 L12.5 12 L3 18.5 Z | l M17 6 V18 M22.5 6 V18",
        "shuffle":
            "l M3 7 H6.5 C11.5 7 12.5 17 17.5 17 H21 M3 17 H6.5 C8.5 17 9.8 15.5 10.8 13.8 M13.2 10.2 C14.2 8.5 15.5 7 "
            + "17.5 7 H21 M18 4 L21 7 L18 10 M18 14 L21 17 L18 20",
        "repeat": "l M4 11 V9.5 Q4 7 6.5 7 H20 M17 4 L20 7 L17 10 M20 13 V14.5 Q20 17 17.5 17 H4 M7 14 L4 17 L7 20",
        "repeat.1":
            "l M4 11 V9.5 Q4 7 6.5 7 H20 M17 4 L20 7 L17 10 M20 13 V14.5 Q20 17 17.5 17 H4 M7 14 L4 17 L7 20 | l2 M11 "
            + "10.5 L12.5 9.5 V14.5",
        "music.note": "@16x24 b O 6 18 3 | l M9 18 V3.5 L14 5.5",
        "music.note.list": "l M3 5 H13 M3 10 H13 M3 15 H9 | b O 15 18.5 2.5 | l M17.5 18.5 V5 L21 6.5",
        "music.mic": "l M3.5 20.5 L11 13 | s M11 13 L9 11 L13.5 6.5 L17.5 10.5 L13 15 Z | s O 17 7 3.5",
        "photo": "[FcC] s B 2.5 4.5 19 15 2.5 | d M2.5 17 L8 11.5 L13 16.5 L16 13.5 L21.5 19 M16 9 h0.01",
        "photo.on.rectangle":
            "[F] s B 5.5 7.5 16 12 2 | l2 M3 15 V6.5 Q3 5 4.5 5 H17.5 | d M5.5 17 L10 13 L14 16.5 L16.5 14.5 L21.5 18.5",
        "camera":
            "[FcC] s M3 8.5 Q3 7 4.5 7 H7.5 L9 4.5 H15 L16.5 7 H19.5 Q21 7 21 8.5 V18 Q21 19.5 19.5 19.5 H4.5 Q3 19.5 3 "
            + "18 Z | d O 12 13 3.5",
        "film": "[F] s B 3 3.5 18 17 2 | d M7.5 3.5 V20.5 M16.5 3.5 V20.5 M3 12 H7.5 M16.5 12 H21",
        "tv": "[FcC] s B 2.5 4 19 13 2 | l M8 20.5 H16",
        "headphones": "[cC] l M4 15 V12 A8 8 0 0 1 20 12 V15 | b B 3.5 13.5 4.5 7 1.5 B 16 13.5 4.5 7 1.5",
        "record.circle": "l O 12 12 9.5 | b O 12 12 4.5",
        "record.circle.fill": "b2 O 12 12 9.5 | K O 12 12 4.5",
        "waveform": "[cC] l M3 10 V14 M6.5 7 V17 M10 3.5 V20.5 M13.5 8 V16 M17 5.5 V18.5 M20.5 10.5 V13.5",
        "play.rectangle": "[F] s B 2.5 4.5 19 15 3.5 | d M10 9 L15 12 L10 15 Z",
        "goforward": "l M12 4.5 A7.5 7.5 0 1 1 4.5 12 M12 4.5 L9.5 2 M12 4.5 L9.5 7",
        "gobackward": "=goforward fx",
        "airplayvideo":
            "l M8 17 H5 Q3 17 3 15 V6 Q3 4 5 4 H19 Q21 4 21 6 V15 Q21 17 19 17 H16 | b M12 14 L17 20.5 H7 Z",
        "livephoto":
            "l O 12 12 3 O 12 12 6 | l2 M12 2.5 h0.01 M15.6 3.2 h0.01 M18.7 5.3 h0.01 M20.8 8.4 h0.01 M21.5 12 h0.01 "
            + "M20.8 15.6 h0.01 M18.7 18.7 h0.01 M15.6 20.8 h0.01 M12 21.5 h0.01 M8.4 20.8 h0.01 M5.3 18.7 h0.01 M3.2 "
            + "15.6 h0.01 M2.5 12 h0.01 M3.2 8.4 h0.01 M5.3 5.3 h0.01 M8.4 3.2 h0.01",
        "square.and.arrow.up.on.square":
            "l M16 3 V11.5 M13 6 L16 3 L19 6 | l2 M11 8.5 H9.5 Q8 8.5 8 10 V19.5 Q8 21 9.5 21 H18.5 Q20 21 20 19.5 V10 Q20 "
            + "8.5 18.5 8.5 H21",
    ]
}
