/// Counts open tabs, in all and per client (remote address), so one browser (or one script) cannot take every
/// window the host serves; and refuses new tabs while the main actor, where every window lives, runs input late
/// (`MainActorLag`), so that a host past its capacity turns newcomers away before the readers it serves wait too long.
actor TabAdmission {
    /// The most tabs open at once.
    let maximumTabs: Int
    /// The most tabs one remote address may hold open.
    let maximumTabsPerClient: Int
    /// The main actor's lag (seconds, moving average) above which new tabs are refused; 0 refuses none for it.
    let maximumLag: Double
    /// The lag measured.
    let lag: MainActorLag
    private(set) var open = 0
    private var perClient: [String: Int] = [:]

    init(maximumTabs: Int, maximumTabsPerClient: Int, maximumLag: Double = 0, lag: MainActorLag = MainActorLag()) {
        self.maximumTabs = maximumTabs
        self.maximumTabsPerClient = maximumTabsPerClient
        self.maximumLag = maximumLag
        self.lag = lag
    }

    /// Why a tab was not admitted; the socket is closed with this reason and code 1013 (try again later).
    enum Refusal: Error, Equatable, CustomStringConvertible {
        case hostFull(limit: Int)
        case clientFull(client: String, limit: Int)
        case busy(lagMilliseconds: Int)

        var description: String {
            switch self {
            case .hostFull(let limit): "server full: \(limit) tabs are open"
            case .clientFull(let client, let limit): "too many tabs: \(client) has \(limit) open"
            case .busy(let lag): "server busy: input waits \(lag) ms"
            }
        }

        /// The reason as a metric label (`ocv_tabs_refused_total{reason}`).
        var label: String {
            switch self {
            case .hostFull: "host_full"
            case .clientFull: "client_full"
            case .busy: "busy"
            }
        }
    }

    /// Takes a slot for a tab of `client`, or says why not.
    func admit(client: String) -> Refusal? {
        guard open < maximumTabs else { return .hostFull(limit: maximumTabs) }
        if maximumLag > 0 {
            let lagNow = lag.current()
            guard lagNow <= maximumLag else { return .busy(lagMilliseconds: Int((lagNow * 1000).rounded())) }
        }
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
