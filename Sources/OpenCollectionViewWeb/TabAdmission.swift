/// Counts open tabs, in all and per client (remote address), so one browser (or one script) cannot take every
/// window the host serves.
actor TabAdmission {
    /// The most tabs open at once.
    let maximumTabs: Int
    /// The most tabs one remote address may hold open.
    let maximumTabsPerClient: Int
    private(set) var open = 0
    private var perClient: [String: Int] = [:]

    init(maximumTabs: Int, maximumTabsPerClient: Int) {
        self.maximumTabs = maximumTabs
        self.maximumTabsPerClient = maximumTabsPerClient
    }

    /// Why a tab was not admitted; the socket is closed with this reason and code 1013 (try again later).
    enum Refusal: Error, Equatable, CustomStringConvertible {
        case hostFull(limit: Int)
        case clientFull(client: String, limit: Int)

        var description: String {
            switch self {
            case .hostFull(let limit): "server full: \(limit) tabs are open"
            case .clientFull(let client, let limit): "too many tabs: \(client) has \(limit) open"
            }
        }
    }

    /// Takes a slot for a tab of `client`, or says why not.
    func admit(client: String) -> Refusal? {
        guard open < maximumTabs else { return .hostFull(limit: maximumTabs) }
        let held = perClient[client, default: 0]
        guard held < maximumTabsPerClient else { return .clientFull(client: client, limit: maximumTabsPerClient) }
        open += 1
        perClient[client] = held + 1
        return nil
    }

    /// Gives back the slot of a tab of `client` that closed.
    func release(client: String) {
        guard let held = perClient[client] else { return }
        open = max(0, open - 1)
        perClient[client] = held > 1 ? held - 1 : nil
    }

    /// The tabs `client` holds open.
    func tabs(of client: String) -> Int { perClient[client, default: 0] }
}
