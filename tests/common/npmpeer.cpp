#include "npmpeer.h"

#include <freshhome/freshhome.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace Ei::Test {
namespace {

bool installed(const QString &nodeModules, const QString &spec)
{
    const qsizetype at = spec.lastIndexOf(u'@');
    const QString name = at > 0 ? spec.left(at) : spec;
    const QString version = at > 0 ? spec.mid(at + 1) : QString();
    QFile f(nodeModules + u'/' + name + QStringLiteral("/package.json"));
    if (!f.open(QIODevice::ReadOnly)) {
        return false;
    }
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    return version.isEmpty() || o.value(QLatin1StringView("version")).toString() == version;
}

} // namespace

NpmPeer ensureNpmPackages(const QStringList &packages)
{
    NpmPeer peer;
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty() ||
        QStandardPaths::findExecutable(QStringLiteral("npm")).isEmpty()) {
        peer.skipReason = QStringLiteral("node/npm are not installed");
        return peer;
    }
    // The packages are kept between runs in the real home (tests run with an empty one).
    const QString prefix = originalHomePath() + QStringLiteral("/.cache/extract-inspector-tests/npm");
    const QString nodeModules = prefix + QStringLiteral("/node_modules");
    QStringList missing;
    for (const QString &p : packages) {
        if (!installed(nodeModules, p)) {
            missing.append(p);
        }
    }
    if (!missing.isEmpty()) {
        QDir().mkpath(prefix);
        QProcess npm;
        npm.setProcessChannelMode(QProcess::MergedChannels);
        // npm's own cache and configuration (~/.npm, ~/.npmrc) are in the real home too.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("HOME"), originalHomePath());
        npm.setProcessEnvironment(environment);
        npm.start(QStringLiteral("npm"),
                  QStringList{QStringLiteral("install"), QStringLiteral("--no-audit"),
                              QStringLiteral("--no-fund"), QStringLiteral("--prefix"), prefix} +
                      missing);
        // A test helper may block: nothing else runs while the peer installs.
        const bool finished = npm.waitForFinished(300000);
        const QByteArray output = npm.readAll();
        if (!finished || npm.exitStatus() != QProcess::NormalExit || npm.exitCode() != 0) {
            npm.kill();
            npm.waitForFinished(5000);
            const bool offline = output.contains("ENOTFOUND") || output.contains("EAI_AGAIN") ||
                                 output.contains("ECONNREFUSED") || output.contains("ETIMEDOUT") ||
                                 output.contains("CERT") || output.contains("certificate") || !finished;
            peer.skipReason = (offline ? QStringLiteral("npm cannot reach its registry to install %1: %2")
                                       : QStringLiteral("npm install failed for %1: %2"))
                                  .arg(missing.join(u' '), QString::fromUtf8(output.trimmed().right(300)));
            return peer;
        }
    }
    peer.nodeModules = nodeModules;
    return peer;
}

NodeRun runNode(const QString &nodeModules, const QByteArray &script, const QStringList &args, int timeoutMs)
{
    NodeRun run;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("peer.js"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(script) != script.size()) {
        run.err = "cannot write the node script";
        return run;
    }
    f.close();
    QProcess node;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NODE_PATH"), nodeModules);
    node.setProcessEnvironment(env);
    QSignalSpy finished(&node, &QProcess::finished);
    node.start(QStringLiteral("node"), QStringList{path} + args);
    if (!node.waitForStarted(30000)) {
        run.err = "node did not start";
        return run;
    }
    if (!finished.wait(timeoutMs)) {
        run.timedOut = true;
        node.kill();
        node.waitForFinished(5000);
    }
    run.exitCode = node.exitStatus() == QProcess::NormalExit ? node.exitCode() : -1;
    run.out = node.readAllStandardOutput();
    run.err = node.readAllStandardError();
    return run;
}

} // namespace Ei::Test
