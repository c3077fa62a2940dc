#pragma once

#include <QObject>

namespace Ei::Server {
class RestServer;
}

namespace Ei::Test {

// Lost scanners and premature ends at chosen moments, without timing: after every `every`-th
// scanner page the server answered with rows (or every `every`-th scanner it created), it forgets
// all its scanners (a restarted gateway: the next GET answers 404) or ends them (an I/O error: the
// next GET answers 204 although rows are left), at most `times` times (-1: no limit).
class ScannerFaults final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScannerFaults)

public:
    enum class Kind
    {
        Forget,
        EndEarly,
    };
    enum class After
    {
        Page,     // a scanner GET answered 200
        Creation, // a scanner POST answered 201
    };

    ScannerFaults(Server::RestServer *server, Kind kind, int every, int times = -1,
                  After after = After::Page);
    ~ScannerFaults() override;

    int injected() const { return m_injected; }

private:
    int m_seen = 0;
    int m_injected = 0;
};

} // namespace Ei::Test
