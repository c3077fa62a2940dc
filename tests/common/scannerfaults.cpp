#include "scannerfaults.h"

#include <server/restserver.h>

namespace Ei::Test {

ScannerFaults::ScannerFaults(Server::RestServer *server, Kind kind, int every, int times, After after)
{
    connect(server, &Server::RestServer::requestHandled, this,
            [this, server, kind, every, times, after](const Server::RestLogEntry &entry) {
                const bool counted =
                    after == After::Page
                        ? entry.method == "GET" && entry.path.contains("/scanner/") && entry.status == 200
                        : entry.method == "POST" && entry.path.endsWith("/scanner") && entry.status == 201;
                if (!counted || ++m_seen % every != 0 || (times >= 0 && m_injected >= times)) {
                    return;
                }
                ++m_injected;
                if (kind == Kind::Forget) {
                    server->forgetScanners();
                } else {
                    server->endScannersEarly();
                }
            });
}

ScannerFaults::~ScannerFaults() = default;

} // namespace Ei::Test
