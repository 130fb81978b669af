import HTTPTypes
import Hummingbird

/// The checks every request passes before any route: a `Host` header naming this server (400 without one, 421
/// for another name, against DNS rebinding), only `GET` and `HEAD` (405), and no request body (400), since nothing
/// the host serves takes one.
struct HostPolicyMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let allowList: HostAllowList

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if let refusal = allowList.refusal(hostHeader: request.head.authority) {
            return WebRouter.answer(refusal.status, body: refusal.text)
        }
        guard request.method == .get || request.method == .head else {
            return WebRouter.answer(.methodNotAllowed, body: "only GET and HEAD\n", headers: [.allow: "GET, HEAD"])
        }
        if request.headers[.transferEncoding] != nil || (request.headers[.contentLength].map { $0 != "0" } ?? false) {
            return WebRouter.answer(
                .badRequest, body: "requests with a body are not served\n", headers: [.connection: "close"])
        }
        return try await next(request, context)
    }
}
