#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace Ei::Test {

// Third-party npm packages used as interop peers (snappystream, node-hbase). They are installed
// once into $HOME/.cache/extract-inspector-tests/npm and reused.
struct NpmPeer
{
    QString nodeModules; // empty when unavailable
    QString skipReason;  // why, for QSKIP
};

// Ensures `packages` ("name@version") are installed; installs them with npm when missing. Only a
// registry npm cannot reach (or no node/npm at all) gives a skip reason; an install that fails for
// another reason is reported in skipReason too, prefixed with "npm install failed".
NpmPeer ensureNpmPackages(const QStringList &packages);

struct NodeRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    bool timedOut = false;
};

// Runs `script` with node (NODE_PATH = nodeModules), spinning the event loop while it runs so that
// an in-process server keeps answering. Kills it after timeoutMs.
NodeRun runNode(const QString &nodeModules, const QByteArray &script, const QStringList &args = {},
                int timeoutMs = 120000);

} // namespace Ei::Test
